import {
  fillGlobalConfig,
  fillSection,
  fillSectionBlocks,
  fillSectionProps,
  type SectionSchema,
  type SettingProp,
} from '@/lib/theme/settings';

const schema: SectionSchema = {
  label: 'Hero banner',
  props: [
    { id: 'heading', type: 'text', label: 'Heading', default: 'New season' },
    { id: 'body', type: 'textarea', label: 'Body' },
    { id: 'autoplay', type: 'checkbox', label: 'Autoplay', default: true },
    { id: 'full_width', type: 'checkbox', label: 'Full width' },
    { id: 'interval', type: 'range', label: 'Interval', default: 5, min: 2, max: 10, step: 1, unit: 's' },
    {
      id: 'align',
      type: 'select',
      label: 'Align',
      default: 'center',
      options: [{ value: 'left', text: 'Left' }, { value: 'center' }, { value: 'right' }],
    },
    { id: 'text_colour', type: 'color', label: 'Text colour', default: '#ffffff' },
    { id: 'image', type: 'image_picker', label: 'Image', default: '' },
    { id: 'link', type: 'url', label: 'Link', default: '/products/' },
    { id: 'font', type: 'font', label: 'Font', default: { family: 'Inter', variant: 'regular' } },
    { id: 'collection', type: 'collection', label: 'Collection' },
    { id: 'products', type: 'product', label: 'Products' },
    { id: 'heading_group', type: 'header', label: 'Looks', default: 'ignored' },
    { id: 'custom_thing', type: 'my-widget', label: 'Custom', default: { a: 1 } },
  ],
  blocks: [
    {
      type: 'slide',
      name: 'Slide',
      props: [
        { id: 'title', type: 'text', label: 'Title', default: 'Slide' },
        { id: 'dark', type: 'checkbox', label: 'Dark', default: false },
      ],
    },
  ],
  preset: {
    props: { heading: 'Preset heading' },
    blocks: [{ type: 'slide' }, { type: 'slide', props: { title: { type: 'text', value: 'Second' } } }],
  },
};

const defaults = {
  heading: 'New season',
  autoplay: true,
  full_width: false,
  interval: 5,
  align: 'center',
  text_colour: '#ffffff',
  image: '',
  link: '/products/',
  font: { family: 'Inter', variant: 'regular' },
  custom_thing: { a: 1 },
};

describe('section props', () => {
  test('nothing saved: every default, a checkbox without one is false, others stay out', () => {
    expect(fillSectionProps(schema, undefined)).toEqual(defaults);
    expect(fillSectionProps(schema, {})).toEqual(defaults);
    expect(fillSectionProps(schema, null)).toEqual(defaults);
  });

  test('saved values in the platform shape and plain are read alike', () => {
    const platform = fillSectionProps(schema, { heading: { type: 'text', value: 'Sale' }, interval: { value: 3 } });
    const plain = fillSectionProps(schema, { heading: 'Sale', interval: 3 });
    expect(platform).toEqual({ ...defaults, heading: 'Sale', interval: 3 });
    expect(plain).toEqual(platform);
  });

  test('an object with more than value and type is a plain value', () => {
    expect(fillSectionProps(schema, { font: { value: 'x', family: 'Lora' } }).font).toEqual({
      value: 'x',
      family: 'Lora',
    });
  });

  test('missing or null values fall back to the default', () => {
    expect(fillSectionProps(schema, { heading: null, align: { type: 'select' } })).toEqual(defaults);
  });

  test('unknown keys are kept, unwrapped', () => {
    expect(fillSectionProps(schema, { extra: { type: 'text', value: 'kept' }, other: [1, 'a'] })).toMatchObject({
      extra: 'kept',
      other: [1, 'a'],
    });
  });

  test('checkbox: booleans, true/false text and 1/0', () => {
    const autoplay = (value: unknown) => fillSectionProps(schema, { autoplay: value }).autoplay;
    expect(autoplay(false)).toBe(false);
    expect(autoplay('false')).toBe(false);
    expect(autoplay(0)).toBe(false);
    expect(autoplay('true')).toBe(true);
    expect(autoplay(1)).toBe(true);
    expect(autoplay('yes')).toBe(true); // unreadable: the default (true)
    expect(fillSectionProps(schema, { full_width: 'nope' }).full_width).toBe(false);
  });

  test('range: a number within min and max', () => {
    const interval = (value: unknown) => fillSectionProps(schema, { interval: value }).interval;
    expect(interval(7)).toBe(7);
    expect(interval('8')).toBe(8);
    expect(interval(' 3.5 ')).toBe(3.5);
    expect(interval(1)).toBe(2);
    expect(interval(50)).toBe(10);
    expect(interval('abc')).toBe(5);
    expect(interval('')).toBe(5);
    expect(interval(Infinity)).toBe(5);
    expect(interval(true)).toBe(5);
  });

  test('range: a default outside the bounds is clamped too; bounds that contradict are ignored', () => {
    const props: SettingProp[] = [
      { id: 'a', type: 'range', label: 'A', default: 99, min: 0, max: 10 },
      { id: 'b', type: 'range', label: 'B', default: '4', min: 0 },
      { id: 'c', type: 'range', label: 'C', min: 10, max: 1 },
    ];
    expect(fillSectionProps({ props }, { c: 50 })).toEqual({ a: 10, b: 4, c: 50 });
  });

  test('select: only one of its options', () => {
    expect(fillSectionProps(schema, { align: 'left' }).align).toBe('left');
    expect(fillSectionProps(schema, { align: 'diagonal' }).align).toBe('center');
    expect(fillSectionProps({ props: [{ id: 's', type: 'select', label: 'S' }] }, { s: 12 })).toEqual({ s: '12' });
    expect(
      fillSectionProps({ props: [{ id: 'r', type: 'radio', label: 'R', options: [{ value: '1' }] }] }, { r: 1 }),
    ).toEqual({ r: '1' });
  });

  test('color: only hex or rgb, never CSS', () => {
    expect(fillSectionProps(schema, { text_colour: 'rgb(0, 0, 0)' }).text_colour).toBe('rgb(0, 0, 0)');
    expect(fillSectionProps(schema, { text_colour: '000' }).text_colour).toBe('#000');
    expect(fillSectionProps(schema, { text_colour: 'red;}body{display:none' }).text_colour).toBe('#ffffff');
  });

  test('url: only a safe href', () => {
    expect(fillSectionProps(schema, { link: 'https://example.com' }).link).toBe('https://example.com');
    expect(fillSectionProps(schema, { link: '' }).link).toBe('');
    expect(fillSectionProps(schema, { link: 'javascript:alert(1)' }).link).toBe('/products/');
    expect(fillSectionProps(schema, { link: 42 }).link).toBe('/products/');
  });

  test('text: strings, numbers become text, other types fall back', () => {
    expect(fillSectionProps(schema, { heading: 2025 }).heading).toBe('2025');
    expect(fillSectionProps(schema, { heading: { a: 1 } }).heading).toBe('New season');
    expect(fillSectionProps(schema, { body: false })).not.toHaveProperty('body');
    expect(fillSectionProps(schema, { body: 'Hello' }).body).toBe('Hello');
  });

  test('pickers: a string or a list of strings', () => {
    expect(fillSectionProps(schema, { collection: 'summer', products: ['a', 'b'] })).toMatchObject({
      collection: 'summer',
      products: ['a', 'b'],
    });
    expect(fillSectionProps(schema, { products: ['a', 2] })).not.toHaveProperty('products');
  });

  test('font: a name or an object; unknown types keep JSON values', () => {
    expect(fillSectionProps(schema, { font: 'Lora' }).font).toBe('Lora');
    expect(fillSectionProps(schema, { font: 12 }).font).toEqual({ family: 'Inter', variant: 'regular' });
    expect(fillSectionProps(schema, { custom_thing: [1, { b: 'c' }] }).custom_thing).toEqual([1, { b: 'c' }]);
  });

  test('header props have no value', () => {
    expect(fillSectionProps(schema, {})).not.toHaveProperty('heading_group');
  });

  test('values that are not JSON are dropped', () => {
    const filled = fillSectionProps(schema, {
      fn: () => 1,
      nan: NaN,
      nested: { ok: 1, bad: () => 2, inf: Infinity },
      date: new Date(0),
    });
    expect(filled).not.toHaveProperty('fn');
    expect(filled).not.toHaveProperty('nan');
    expect(filled).not.toHaveProperty('date');
    expect(filled.nested).toEqual({ ok: 1 });
  });

  test('a __proto__ key cannot change the result object', () => {
    const saved = JSON.parse(
      '{"__proto__": {"polluted": true}, "heading": "x", "nested": {"__proto__": {"p": 1}}}',
    ) as Record<string, unknown>;
    const filled = fillSectionProps(schema, saved);
    expect(Object.getPrototypeOf(filled)).toBe(Object.prototype);
    expect((filled as Record<string, unknown>).polluted).toBeUndefined();
    expect(Object.getPrototypeOf(filled.nested)).toBe(Object.prototype);
    expect(filled.heading).toBe('x');
  });
});

describe('blocks', () => {
  test('saved blocks are filled from the block schema of their type', () => {
    expect(
      fillSectionBlocks(schema, [
        { type: 'slide', props: { title: { type: 'text', value: 'One' } } },
        { type: 'slide', name: 'Custom name', props: { dark: 'true' } },
      ]),
    ).toEqual([
      { type: 'slide', name: 'Slide', props: { title: 'One', dark: false } },
      { type: 'slide', name: 'Custom name', props: { title: 'Slide', dark: true } },
    ]);
  });

  test('blocks of an unknown type keep their props; entries without a type are dropped', () => {
    expect(
      fillSectionBlocks(schema, [
        { type: 'video', props: { src: { value: 'x.mp4' } } },
        { props: {} },
        null,
        'slide',
        { type: '' },
      ]),
    ).toEqual([{ type: 'video', props: { src: 'x.mp4' } }]);
  });

  test('no blocks list: the preset blocks; an empty list stays empty', () => {
    expect(fillSectionBlocks(schema, undefined)).toEqual([
      { type: 'slide', name: 'Slide', props: { title: 'Slide', dark: false } },
      { type: 'slide', name: 'Slide', props: { title: 'Second', dark: false } },
    ]);
    expect(fillSectionBlocks(schema, [])).toEqual([]);
    expect(fillSectionBlocks({}, undefined)).toEqual([]);
  });

  test('a whole section: saved props and blocks, or the preset', () => {
    expect(fillSection(schema, { props: { heading: 'Saved' }, blocks: [] })).toEqual({
      props: { ...defaults, heading: 'Saved' },
      blocks: [],
    });
    const fromPreset = fillSection(schema, undefined);
    expect(fromPreset.props.heading).toBe('Preset heading');
    expect(fromPreset.blocks).toHaveLength(2);
    expect(fillSection(schema, { props: {} }).props.heading).toBe('New season');
  });
});

describe('global config', () => {
  const globalProps: SettingProp[] = [
    { id: 'disable_cart', type: 'checkbox', label: 'Disable cart', default: false, category: 'Cart' },
    { id: 'logo_width', type: 'range', label: 'Logo width', default: 120, min: 60, max: 240 },
    {
      id: 'header_layout',
      type: 'select',
      label: 'Header',
      default: 'single',
      options: [{ value: 'single' }, { value: 'double' }],
    },
  ];

  test('defaults for everything missing', () => {
    expect(fillGlobalConfig({ props: globalProps }, undefined)).toEqual({
      disable_cart: false,
      logo_width: 120,
      header_layout: 'single',
    });
    expect(fillGlobalConfig(globalProps, { disable_cart: true })).toEqual({
      disable_cart: true,
      logo_width: 120,
      header_layout: 'single',
    });
    expect(fillGlobalConfig(null, { anything: 1 })).toEqual({ anything: 1 });
  });

  test("the platform's static and custom halves are merged, custom winning", () => {
    const current = {
      static: { props: { logo_width: 90, header_layout: 'double' } },
      custom: { props: { disable_cart: { type: 'checkbox', value: true }, logo_width: 300 } },
    };
    expect(fillGlobalConfig({ props: globalProps }, current)).toEqual({
      disable_cart: true,
      logo_width: 240,
      header_layout: 'double',
    });
  });

  test('a flat config with a key named custom is not mistaken for the halves', () => {
    expect(fillGlobalConfig(globalProps, { custom: 'x', disable_cart: 'true' })).toEqual({
      custom: 'x',
      disable_cart: true,
      logo_width: 120,
      header_layout: 'single',
    });
  });
});
