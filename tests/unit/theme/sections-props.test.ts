import { aspectRatio } from '@/components/ui/product-card';
import { blockSlugs } from '@/themes/default/sections/shared/links';
import { entityHref } from '@/lib/theme/links';
import { bool, num, oneOf, paragraphs, readableTextOn, slug, text } from '@/themes/default/sections/shared/props';

describe('rich-text paragraphs', () => {
  test('a blank line starts a paragraph; a single break stays inside it', () => {
    expect(paragraphs('One\ntwo\n\nThree')).toEqual([['One', 'two'], ['Three']]);
  });
  test('whitespace-only lines and Windows line ends count as blank lines', () => {
    expect(paragraphs('A\r\n   \r\nB\n\n\n\nC')).toEqual([['A'], ['B'], ['C']]);
  });
  test('empty text gives no paragraphs', () => {
    expect(paragraphs('')).toEqual([]);
    expect(paragraphs(' \n\n ')).toEqual([]);
  });
});

describe('reading filled props', () => {
  const props = { heading: '  Hi ', count: 6, on: true, shape: 'circle', picks: ['a', 'b'], bad: { x: 1 } };
  test('text, numbers, flags, choices and picker slugs, with fallbacks', () => {
    expect(text(props, 'heading')).toBe('Hi');
    expect(text(props, 'missing', 'x')).toBe('x');
    expect(num(props, 'count', 1)).toBe(6);
    expect(num(props, 'heading', 3)).toBe(3);
    expect(bool(props, 'on')).toBe(true);
    expect(bool(props, 'bad', false)).toBe(false);
    expect(oneOf(props, 'shape', ['circle', 'square'] as const, 'square')).toBe('circle');
    expect(oneOf(props, 'heading', ['circle', 'square'] as const, 'square')).toBe('square');
    expect(slug(props, 'picks')).toBe('a');
  });
});

describe('readable text on a merchant colour', () => {
  test('dark backgrounds get white text, light ones dark text, unset none', () => {
    expect(readableTextOn('#1A1A1A')).toBe('#FFFFFF');
    expect(readableTextOn('#2F3E5C')).toBe('#FFFFFF');
    expect(readableTextOn('#F4EBDD')).toBe('#1D1B29');
    expect(readableTextOn('#E9A13B')).toBe('#1D1B29');
    expect(readableTextOn('rgb(255, 255, 255)')).toBe('#1D1B29');
    expect(readableTextOn(undefined)).toBeUndefined();
    expect(readableTextOn('tomato')).toBeUndefined();
  });
});

describe('links and picks', () => {
  test("an entity links through its action, else by its kind's path", () => {
    expect(
      entityHref('brand', {
        slug: 'zari-lane',
        action: { type: 'page', page: { type: 'brand', params: { slug: ['zari-lane'] } } },
      }),
    ).toBe('/brand/zari-lane');
    expect(entityHref('collection', { slug: 'big sale' })).toBe('/collection/big%20sale/');
  });
  test('blockSlugs takes the picker values of one block type, skipping empty ones', () => {
    const blocks = [
      { type: 'brand', props: { brand: 'a' } },
      { type: 'brand', props: { brand: '' } },
      { type: 'other', props: { brand: 'x' } },
      { type: 'brand', props: { brand: ['b', 'c'] } },
    ];
    expect(blockSlugs(blocks, 'brand')).toEqual(['a', 'b']);
  });
  test("the card's image ratio follows the theme's product_img_ratio", () => {
    expect(aspectRatio('3:4')).toBe('3 / 4');
    expect(aspectRatio('nonsense')).toBe('4 / 5');
    expect(aspectRatio(undefined)).toBe('4 / 5');
  });
});
