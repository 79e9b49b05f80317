import { DEFAULT_COLOURS } from '@/lib/shared/constants';
import { cssVarsText, isSafeColour, normaliseColour, paletteToCssVars, themePaletteCss } from '@/lib/theme/palette';

describe('colour validation', () => {
  test.each([
    ['#7043F7', '#7043F7'],
    ['7043F7', '#7043F7'],
    ['#fff', '#fff'],
    ['#ffff', '#ffff'],
    ['#11223344', '#11223344'],
    ['  #abcdef  ', '#abcdef'],
    ['rgb(1, 2, 3)', 'rgb(1, 2, 3)'],
    ['rgba(255,255,255,0.5)', 'rgba(255, 255, 255, 0.5)'],
    ['RGB(10%, 20%, 100%)', 'rgb(10%, 20%, 100%)'],
    ['rgb(1 2 3 / 50%)', 'rgba(1, 2, 3, 50%)'],
    ['rgba(0, 0, 0, .25)', 'rgba(0, 0, 0, .25)'],
  ])('%p is accepted as %p', (input, output) => {
    expect(normaliseColour(input)).toBe(output);
    expect(isSafeColour(input)).toBe(true);
  });

  test.each([
    'red',
    'transparent',
    '#ggg',
    '#12345',
    'rgb(256, 0, 0)',
    'rgb(1, 2)',
    'rgba(1, 2, 3, 2)',
    'rgb(101%, 0, 0)',
    'hsl(0, 0%, 0%)',
    'var(--x)',
    'red;}body{display:none',
    '#fff;background:url(https://evil.example/x)',
    '</style><script>alert(1)</script>',
    'rgb(1,2,3);}',
    'expression(alert(1))',
    '',
  ])('%p is refused', (input) => {
    expect(normaliseColour(input)).toBeUndefined();
    expect(isSafeColour(input)).toBe(false);
  });

  test('non-strings are refused', () => {
    for (const value of [undefined, null, 0x7043f7, {}, ['#fff']]) expect(normaliseColour(value)).toBeUndefined();
  });
});

describe('palette to CSS custom properties', () => {
  test('a theme that sets no colours gets the default colours', () => {
    const expected = {
      '--color-primary': '#7043F7',
      '--color-secondary': '#02d1cb',
      '--color-accent': '#ffffff',
      '--color-link': '#7043f7',
      '--color-background': '#f8f8f8',
    };
    expect(paletteToCssVars(undefined)).toEqual(expected);
    expect(paletteToCssVars(null)).toEqual(expected);
    expect(paletteToCssVars({})).toEqual(expected);
    expect(DEFAULT_COLOURS).toEqual({
      primary: '#7043F7',
      secondary: '#02d1cb',
      accent: '#ffffff',
      link: '#7043f7',
      background: '#f8f8f8',
    });
  });

  test('core colours by name or by their older names', () => {
    expect(paletteToCssVars({ primary: '#111111', background: 'rgb(0, 0, 0)' })).toMatchObject({
      '--color-primary': '#111111',
      '--color-background': 'rgb(0, 0, 0)',
    });
    expect(
      paletteToCssVars({
        primary_color: '222222',
        secondary_color: '#333',
        accent_color: '#444',
        link_color: '#555',
        bg_color: '#666',
      }),
    ).toEqual({
      '--color-primary': '#222222',
      '--color-secondary': '#333',
      '--color-accent': '#444',
      '--color-link': '#555',
      '--color-background': '#666',
    });
    expect(paletteToCssVars({ primary: '#010101', primary_color: '#020202' })['--color-primary']).toBe('#010101');
  });

  test('an invalid colour falls back to the default and cannot inject CSS', () => {
    const vars = paletteToCssVars({ primary: 'red;}body{display:none', link: '</style><script>x</script>' });
    expect(vars['--color-primary']).toBe('#7043F7');
    expect(vars['--color-link']).toBe('#7043f7');
  });

  test('grouped colours become variables named after their keys', () => {
    const vars = paletteToCssVars({
      general_setting: {
        theme: { page_background: '#ffffff', theme_accent: '#eeeeee' },
        button: { button_primary: '#123456', buttonSecondary: '#654321' },
        text: { text_heading: 'blue', text_body: '#000' },
      },
      advance_setting: { user_alerts: { error_background: 'rgba(255,0,0,0.1)' }, broken: undefined },
    });
    expect(vars).toMatchObject({
      '--page-background': '#ffffff',
      '--theme-accent': '#eeeeee',
      '--button-primary': '#123456',
      '--button-secondary': '#654321',
      '--text-body': '#000',
      '--error-background': 'rgba(255, 0, 0, 0.1)',
    });
    expect(vars).not.toHaveProperty('--text-heading');
  });

  test('keys that are not plain words are skipped', () => {
    const vars = paletteToCssVars({ general_setting: { x: { 'a;}body{': '#fff', 'b c': '#fff', ok_key: '#fff' } } });
    expect(Object.keys(vars).filter((k) => !k.startsWith('--color-'))).toEqual(['--ok-key']);
  });
});

describe('CSS text', () => {
  test('a :root rule with every variable', () => {
    expect(cssVarsText({ '--color-primary': '#7043F7', '--button-primary': 'rgb(1, 2, 3)' })).toBe(
      ':root{--color-primary:#7043F7;--button-primary:rgb(1, 2, 3)}',
    );
    expect(cssVarsText(paletteToCssVars(undefined))).toBe(
      ':root{--color-primary:#7043F7;--color-secondary:#02d1cb;--color-accent:#ffffff;--color-link:#7043f7;--color-background:#f8f8f8}',
    );
  });

  test('another selector', () => {
    expect(cssVarsText({ '--a': '#fff' }, '.theme-preview')).toBe('.theme-preview{--a:#fff}');
  });

  test('names and values that could escape the rule or the style element are dropped', () => {
    expect(
      cssVarsText({
        '--ok': '#fff',
        '--bad;': '#fff',
        color: 'red',
        '--a': 'red;}body{x:y',
        '--b': '</style><script>',
        '--c': 'url(x) /* */',
        '--d': 'a\\3c',
        '--e': '  ',
      }),
    ).toBe(':root{--ok:#fff}');
  });

  test('an unsafe selector is refused', () => {
    expect(() => cssVarsText({}, 'a{}')).toThrow('Unsafe CSS selector');
    expect(() => cssVarsText({}, '</style>')).toThrow('Unsafe CSS selector');
    expect(() => cssVarsText({}, '  ')).toThrow('Unsafe CSS selector');
  });
});

describe('the theme palette rule', () => {
  test('colour settings the merchant edited win over the palette; invalid ones leave it alone', () => {
    const palette = { primary: '#111111', general_setting: { button: { button_primary: '#222222' } } };
    expect(themePaletteCss(palette, {})).toBe(cssVarsText(paletteToCssVars(palette)));
    const css = themePaletteCss(palette, {
      primary_color: '#0B6E4F',
      bg_color: 'red;}body{display:none',
      header_layout: 'double',
    });
    expect(css).toContain('--color-primary:#0B6E4F');
    expect(css).toContain(`--color-background:${DEFAULT_COLOURS.background}`);
    expect(themePaletteCss({ background: '#fefefe' }, { bg_color: 'nope' })).toContain('--color-background:#fefefe');
    expect(css).toContain('--button-primary:#222222');
    expect(css).not.toContain('display:none');
  });

  test('the text, divider, sale, header and footer colour settings reach the variables the shop CSS reads', () => {
    const palette = {
      general_setting: { text: { text_heading: '#101010' }, header: { header_background: '#ffffff' } },
    };
    expect(themePaletteCss(palette, {})).toContain('--text-heading:#101010');
    const css = themePaletteCss(palette, {
      text_heading_color: '#F4F1EA',
      text_body_color: '#D9D6E0',
      header_bg_color: '#16141F',
      header_text_color: '#F4F1EA',
      footer_bg_color: '#0E0C15',
      footer_text_color: '#D9D6E0',
      divider_color: '#2E2B3A',
      sale_color: 'url(javascript:1)',
    });
    for (const rule of [
      '--text-heading:#F4F1EA',
      '--text-body:#D9D6E0',
      '--header-background:#16141F',
      '--header-nav:#F4F1EA',
      '--footer-background:#0E0C15',
      '--footer-body-text:#D9D6E0',
      '--divider-strokes:#2E2B3A',
    ])
      expect(css).toContain(rule);
    expect(css).not.toContain('--text-heading:#101010');
    expect(css).not.toContain('--sale-discount-text');
  });

  test('a palette of any shape is read safely', () => {
    const hostile = {
      primary: { toString: () => '#000' },
      general_setting: ['#fff'],
      advance_setting: 'x',
    } as unknown as Parameters<typeof themePaletteCss>[0];
    expect(themePaletteCss(hostile, {})).toBe(cssVarsText(paletteToCssVars({})));
  });
});
