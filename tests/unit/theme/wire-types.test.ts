// The theme engine reads what the platform sends: these objects are typed with the SDK's wire
// types, so `npm run typecheck` fails if the engine and the wire drift apart, and the calls check
// that the values are read the same way.
import type { InjectedTag, NavigationEntry } from '@/contract/types/content';
import type { GlobalConfig, PageSection, SectionSchema, SettingProp, ThemePalette } from '@/contract/types/theme';
import { actionToUrl } from '@/lib/theme/links';
import { paletteToCssVars } from '@/lib/theme/palette';
import { passesServerPredicates, screenClasses } from '@/lib/theme/predicates';
import { fillGlobalConfig, fillSection } from '@/lib/theme/settings';
import { pageTags } from '@/lib/theme/tags';

const entry: NavigationEntry = {
  display: 'Summer',
  action: { type: 'page', page: { type: 'collection', params: { slug: ['summer'] }, query: { sort_on: ['latest'] } } },
  tags: [],
  active: true,
  sort_order: 1,
  sub_navigation: [],
};

const section: PageSection = {
  name: 'hero-banner',
  props: { heading: { type: 'text', value: 'Hello' } },
  blocks: [{ type: 'slide', name: 'Slide', props: { title: { type: 'text', value: 'One' } } }],
  predicate: {
    user: { authenticated: true, anonymous: false },
    screen: { mobile: false },
    route: { selected: 'none' },
    platform: { web: true },
  },
  __source: { type: 'themeBundle' },
};

const schema: SectionSchema = {
  name: 'hero-banner',
  label: 'Hero banner',
  props: [
    { id: 'heading', type: 'text', label: 'Heading', default: 'Welcome' },
    { id: 'height', type: 'range', label: 'Height', default: 60, min: 30, max: 100 },
  ],
  blocks: [{ type: 'slide', name: 'Slide', props: [{ id: 'title', type: 'text', label: 'Title', default: '' }] }],
};

const tag: InjectedTag = {
  _id: 'gtm',
  name: 'Tag manager',
  type: 'js',
  sub_type: 'external',
  url: 'https://tags.example/gtm.js',
  attributes: { async: true },
  position: 'head',
  pages: [{ page_slug: 'home' }],
  compatible_engines: ['react'],
  __source: { type: 'admin', id: 'x' },
};

describe('the engine reads the wire types', () => {
  test('a navigation entry links', () => {
    expect(actionToUrl(entry.action)).toBe('/collection/summer/?sort_on=latest');
  });

  test('a page section is filtered and filled', () => {
    expect(passesServerPredicates(section.predicate, { authenticated: true, path: '/' })).toBe(true);
    expect(passesServerPredicates(section.predicate, { authenticated: false, path: '/' })).toBe(false);
    expect(screenClasses(section.predicate)).toEqual(['sf-hide-mobile']);
    expect(fillSection(schema, section)).toEqual({
      props: { heading: 'Hello', height: 60 },
      blocks: [{ type: 'slide', name: 'Slide', props: { title: 'One' } }],
    });
  });

  test('the global config and the palette', () => {
    const globalProps: SettingProp[] = [
      { id: 'disable_cart', type: 'checkbox', label: 'Disable cart', default: false },
    ];
    const palette = { general_setting: { button: { button_primary: '#101010' } } } as unknown as ThemePalette;
    const config: GlobalConfig = {
      static: {
        props: {
          colors: {
            primary_color: '#111111',
            secondary_color: '',
            accent_color: '',
            link_color: '',
            button_secondary_color: '',
            bg_color: '',
          },
          palette,
          auth: { show_header_auth: true, show_footer_auth: true },
        },
      },
      custom: { props: { disable_cart: true } },
    };
    expect(fillGlobalConfig({ props: globalProps }, config)).toMatchObject({ disable_cart: true });
    // The theme's own palette type is accepted as it is.
    const readPalette: (p: ThemePalette) => Record<string, string> = paletteToCssVars;
    expect(readPalette(palette)['--button-primary']).toBe('#101010');
    expect(paletteToCssVars({ ...config.static.props.colors, ...palette })).toMatchObject({
      '--color-primary': '#111111',
      '--color-secondary': '#02d1cb',
      '--button-primary': '#101010',
    });
  });

  test('injected tags', () => {
    expect(pageTags([tag], 'home').head).toEqual([
      { key: 'tag-gtm', element: 'script', src: 'https://tags.example/gtm.js', attributes: { async: '' } },
    ]);
    expect(pageTags([tag], 'product-listing').head).toEqual([]);
  });
});
