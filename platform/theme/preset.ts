// Turns the default theme's data (plus a variant: name, colours, order) into the rows of one
// theme: the config the API serves, its palette, and its pages with typed section props and full
// predicates. Tokens ({{collection:...}}, {{product:...}}) are filled by the caller's resolver.
// The data is the shop theme's two JSON files, received through themes/registry-data.ts, the only
// theme module the platform reads (docs/decisions/0004): preset.json (pages, global settings) and
// sections.generated.json, the section schemas `npm run theme:build` writes from the section files.
import { SHOP_THEME, themeData } from '../../themes/registry-data';
import type { themePages, themes } from './schema';
import type {
  GlobalConfig,
  PageSection,
  PageSettings,
  SectionBlock,
  SectionPredicate,
  SectionProps,
  SectionSchema,
  SettingProp,
  SettingValue,
  ThemeColors,
  ThemeConfig,
  ThemePalette,
} from '../../contract/types/theme';
import { objectId } from './ids';
import { THEME_DEFAULTS } from './constants';

type RawValues = Record<string, SettingValue>;
export type RawSection = {
  name: string;
  label?: string;
  props?: RawValues;
  blocks?: Array<{ type: string; name?: string; props?: RawValues }>;
  predicate?: SectionPredicate;
  /** An extension's section: drawn in the browser from these assets, props kept as given. */
  extension?: { id: string; js: string; css?: string };
};
type RawPage = {
  value: string;
  text: string;
  path: string;
  type: 'system' | 'sections';
  seo?: Record<string, unknown>;
  props?: SettingProp[];
  settings?: RawValues;
  sections: RawSection[];
};
export type RawPreset = {
  name: string;
  slug: string;
  version: string;
  meta: Record<string, unknown>;
  font: Record<string, unknown>;
  global_schema: { props: SettingProp[] };
  global_config: RawValues;
  sections: SectionSchema[];
  pages: RawPage[];
};

export const PRESET = {
  ...themeData[SHOP_THEME].preset,
  sections: themeData[SHOP_THEME].sections,
} as unknown as RawPreset;

/** What makes a seeded theme differ from the preset. */
export type ThemeVariant = {
  name: string;
  slug: string;
  applied: boolean;
  description?: string;
  /** Global values over the preset's. */
  values?: RawValues;
  /** Home sections in this order, by label; the rest follow in preset order. */
  homeOrder?: string[];
  /** Prop values over a home section's, by label. */
  homePatches?: Record<string, RawValues>;
  /** Sections added to the end of home. */
  homeExtra?: RawSection[];
};

export type ThemeRows = { theme: typeof themes.$inferInsert; pages: Array<typeof themePages.$inferInsert> };

/** Shown to everyone everywhere unless a section says otherwise. */
const ALWAYS: Required<Pick<SectionPredicate, 'screen' | 'user' | 'route'>> = {
  screen: { mobile: true, tablet: true, desktop: true },
  user: { authenticated: true, anonymous: true },
  route: { selected: 'none', exact_url: '', query: { key: '', value: '' } },
};

function predicateOf(given: SectionPredicate = {}): SectionPredicate {
  return {
    ...given,
    screen: { ...ALWAYS.screen, ...given.screen },
    user: { ...ALWAYS.user, ...given.user },
    route: { ...ALWAYS.route, ...given.route, query: { ...ALWAYS.route.query, ...given.route?.query } },
  };
}

function typed(values: RawValues = {}, schema: SettingProp[], where: string): SectionProps {
  const props: SectionProps = {};
  for (const [id, value] of Object.entries(values)) {
    const prop = schema.find((p) => p.id === id);
    if (!prop) throw new Error(`preset.json: ${where} has no prop '${id}'`);
    props[id] = { type: prop.type, value };
  }
  return props;
}

function sectionOf(raw: RawSection, schemas: Map<string, SectionSchema>, where: string): PageSection {
  if (raw.extension) {
    const { id, js, css } = raw.extension;
    // The platform's shape, { type, value }, with the type read off the value: no schema to ask.
    const shaped = (values: RawValues | undefined) =>
      Object.fromEntries(
        Object.entries(values ?? {}).map(([k, value]) => [
          k,
          { type: typeof value === 'string' ? 'text' : typeof value, value },
        ]),
      );
    const blocks = (raw.blocks ?? []).map((b) => ({ type: b.type, name: b.name ?? b.type, props: shaped(b.props) }));
    return {
      name: raw.name,
      label: raw.label ?? raw.name,
      props: shaped(raw.props),
      blocks,
      predicate: predicateOf(raw.predicate),
      __source: { type: 'extension', id },
      assets: css ? { js, css } : { js },
    } as PageSection;
  }
  const schema = schemas.get(raw.name);
  if (!schema) throw new Error(`preset.json: ${where} uses unknown section '${raw.name}'`);
  const blocks: SectionBlock[] = (raw.blocks ?? []).map((b) => {
    const blockSchema = schema.blocks.find((s) => s.type === b.type);
    if (!blockSchema) throw new Error(`preset.json: ${where} section '${raw.name}' has no block type '${b.type}'`);
    return {
      type: b.type,
      name: b.name ?? blockSchema.name,
      props: typed(b.props, blockSchema.props, `${raw.name} block ${b.type}`),
    };
  });
  return {
    name: raw.name,
    label: raw.label ?? schema.label,
    props: typed(raw.props, schema.props, `section '${raw.name}' on ${where}`),
    blocks,
    predicate: predicateOf(raw.predicate),
    __source: { type: 'themeBundle', id: SHOP_THEME },
  };
}

function ordered(sections: RawSection[], variant: ThemeVariant): RawSection[] {
  const patched = sections.map((s) => {
    const patch = s.label ? variant.homePatches?.[s.label] : undefined;
    return patch ? { ...s, props: { ...s.props, ...patch } } : s;
  });
  const order = variant.homeOrder ?? [];
  const rank = (s: RawSection) => {
    const i = order.indexOf(s.label ?? '');
    return i === -1 ? order.length : i;
  };
  const sorted = patched
    .map((s, i) => ({ s, i }))
    .sort((a, b) => rank(a.s) - rank(b.s) || a.i - b.i)
    .map((x) => x.s);
  return [...sorted, ...(variant.homeExtra ?? [])];
}

const str = (v: SettingValue | undefined): string => (typeof v === 'string' ? v : '');

/** The palette's colour keys (primary, secondary, accent, link, background), from the theme's values or the schema defaults. */
function colorsOf(get: (id: string) => string): ThemeColors {
  return {
    primary_color: get('primary_color'),
    secondary_color: get('secondary_color'),
    accent_color: get('accent_color'),
    link_color: get('link_color'),
    button_secondary_color: get('button_secondary_color'),
    bg_color: get('bg_color'),
  };
}

/** The structured palette (general_setting, advance_setting), derived from the same colour values. */
function paletteOf(get: (id: string) => string): ThemePalette {
  const dark = isDark(get('bg_color'));
  return {
    general_setting: {
      theme: { page_background: get('bg_color'), theme_accent: get('secondary_color') },
      text: {
        text_heading: get('text_heading_color'),
        text_body: get('text_body_color'),
        text_label: get('text_body_color'),
        text_secondary: get('text_body_color'),
      },
      button: {
        button_primary: get('button_primary_color'),
        button_secondary: get('button_secondary_color'),
        button_link: get('link_color'),
      },
      sale_discount: {
        sale_badge_background: get('sale_color'),
        // Readable on the badge whatever the sale colour (a dark theme's is light).
        sale_badge_text: isDark(get('sale_color')) ? '#FFFFFF' : '#16141F',
        sale_discount_text: get('sale_color'),
        sale_timer: get('sale_color'),
      },
      header: {
        header_background: get('header_bg_color'),
        header_nav: get('header_text_color'),
        header_icon: get('header_text_color'),
      },
      footer: {
        footer_background: get('footer_bg_color'),
        footer_bottom_background: get('footer_bg_color'),
        footer_heading_text: get('footer_text_color'),
        footer_body_text: get('footer_text_color'),
        footer_icon: get('footer_text_color'),
      },
    },
    advance_setting: {
      overlay_popup: { dialog_backgroung: dark ? '#221F2E' : '#FFFFFF', overlay: '#14121C' },
      divider_stroke_highlight: { divider_strokes: get('divider_color'), highlight: get('secondary_color') },
      user_alerts: dark
        ? {
            success_background: '#1F3A2A',
            success_text: '#B9E4C9',
            error_background: '#4A1F1C',
            error_text: '#FFB4AB',
            info_background: '#3A3120',
            info_text: '#F2D29B',
          }
        : {
            success_background: '#E3F1E8',
            success_text: '#1E6B3A',
            error_background: '#FBE4E2',
            error_text: '#B3261E',
            info_background: '#FFF4DC',
            info_text: '#7A5A12',
          },
    },
  };
}

function isDark(hex: string): boolean {
  const m = /^#?([0-9a-f]{6})$/i.exec(hex);
  if (!m) return false;
  const n = parseInt(m[1] as string, 16);
  const [r, g, b] = [(n >> 16) & 255, (n >> 8) & 255, n & 255];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b < 128;
}

/** Fills every {{token}} in every string of a JSON value. */
function fill<T>(value: T, resolve: (text: string) => string): T {
  return JSON.parse(JSON.stringify(value), (_key, v: unknown) => (typeof v === 'string' ? resolve(v) : v)) as T;
}

export function buildTheme(
  variant: ThemeVariant,
  resolve: (text: string) => string,
  preset: RawPreset = PRESET,
): ThemeRows {
  const p = fill(preset, resolve);
  const schemas = new Map(p.sections.map((s) => [s.name, s]));
  const id = objectId('theme', variant.slug);
  const values: RawValues = { ...p.global_config, ...variant.values };
  typed(values, p.global_schema.props, 'global_config');
  const defaults = new Map(p.global_schema.props.map((prop) => [prop.id, prop.default]));
  const get = (key: string) => str(values[key]) || str(defaults.get(key));
  const palette = paletteOf(get);

  const pages = p.pages.map((page, sort) => {
    const raw = page.value === 'home' ? ordered(page.sections, variant) : page.sections;
    return { page, sections: raw.map((s) => sectionOf(s, schemas, `page '${page.value}'`)), sort };
  });
  const pageSettings: PageSettings[] = pages
    .filter(({ page }) => page.settings && Object.keys(page.settings).length > 0)
    .map(({ page }) => ({ page: page.value, settings: { props: page.settings ?? {} } }));
  const globalConfig: GlobalConfig = {
    static: { props: { colors: colorsOf(get), palette, auth: { show_header_auth: true, show_footer_auth: true } } },
    custom: { props: values },
  };
  const config: ThemeConfig = {
    current: THEME_DEFAULTS.configName,
    list: [{ name: THEME_DEFAULTS.configName, global_config: globalConfig, page: pageSettings }],
    global_schema: p.global_schema,
    preset: {
      pages: pages.filter((x) => x.sections.length > 0).map((x) => ({ value: x.page.value, sections: x.sections })),
    },
  };
  return {
    theme: {
      id,
      name: variant.name,
      slug: variant.slug,
      isApplied: variant.applied,
      version: p.version,
      config: config as unknown as (typeof themes.$inferInsert)['config'],
      palette: palette as unknown as Record<string, unknown>,
      font: p.font,
      availableSections: p.sections as unknown as Array<Record<string, unknown>>,
      meta: {
        ...p.meta,
        name: variant.name,
        slug: variant.slug,
        ...(variant.description ? { description: variant.description } : {}),
      },
    },
    pages: pages.map(({ page, sections, sort }) => ({
      id: objectId('theme-page', variant.slug, page.value),
      themeId: id,
      value: page.value,
      text: page.text,
      path: page.path,
      type: page.type,
      sections: sections as unknown as Array<Record<string, unknown>>,
      seo: {
        title: '',
        description: '',
        meta_tags: [],
        sitemap: { priority: 1, frequency: 'daily' },
        breadcrumb: [],
        ...page.seo,
        _id: objectId('seo', variant.slug, page.value),
      },
      props: (page.props ?? []) as unknown as Array<Record<string, unknown>>,
      sort,
    })),
  };
}
