// Wire types of the theme API (v2.0 applied-theme, v1.0 {theme_id}/page,
// v1.0 {theme_id}/{page_value}, v2.0 {theme_id}/preview), field by field from the typedefs of
// @gofynd/fdk-client-javascript 3.4.2 (ThemePlatformModel: ThemesSchema, Config,
// ThemeConfiguration, AvailablePageSchema, AvailablePageSchemaSections, AvailablePagePredicate)
// and the Theme model. Only the fields the platform fills are listed.

/** Setting types a global, page or section schema prop can have. */
export type SettingType =
  | 'text'
  | 'textarea'
  | 'checkbox'
  | 'range'
  | 'select'
  | 'color'
  | 'image_picker'
  | 'url'
  | 'font'
  | 'product'
  | 'collection'
  | 'category'
  | 'brand';

export type FontVariant = { name: string; file: string };
export type ThemeFont = {
  family: string;
  variants: Partial<Record<'light' | 'regular' | 'medium' | 'semi_bold' | 'bold', FontVariant>>;
};
/** A font prop's value: false means "the theme font". */
export type FontValue = false | ThemeFont;

/** A value a setting can hold. Pickers (product, collection, category, brand) hold slugs. */
export type SettingValue = string | number | boolean | ThemeFont | null;

/** One prop of a schema: the id, its type, a label and the default that fills a missing value. */
export type SettingProp = {
  id: string;
  type: SettingType;
  label: string;
  default?: SettingValue;
  info?: string;
  /** Global props only: the group the editor shows it in (Colours, Header, Footer...). */
  category?: string;
  /** select */
  options?: Array<{ value: string; text: string }>;
  /** range */
  min?: number;
  max?: number;
  step?: number;
  unit?: string;
};

export type BlockSchema = { type: string; name: string; props: SettingProp[] };
/** A section module's settings schema (ThemesSchema.available_sections, SectionItem). */
export type SectionSchema = { name: string; label: string; props: SettingProp[]; blocks: BlockSchema[] };

/** A prop as a page carries it: { title: { type: 'text', value: 'New arrivals' } }. */
export type SectionPropValue = { type: SettingType; value: SettingValue };
export type SectionProps = Record<string, SectionPropValue>;
export type SectionBlock = { type: string; name: string; props: SectionProps };

export type ScreenPredicate = { mobile?: boolean; tablet?: boolean; desktop?: boolean };
export type UserPredicate = { authenticated?: boolean; anonymous?: boolean };
/** route.selected: 'none' (any route), 'exact' (exact_url) or 'query' (query.key = query.value). */
export type RoutePredicate = {
  selected?: 'none' | 'exact' | 'query';
  exact_url?: string;
  query?: { key?: string; value?: string };
};
export type PlatformPredicate = { web?: boolean; ios?: boolean; android?: boolean };
export type SchedulePredicate = { cron?: string; start?: string; end?: string };
export type SectionPredicate = {
  screen?: ScreenPredicate;
  user?: UserPredicate;
  route?: RoutePredicate;
  platform?: PlatformPredicate;
  schedule?: SchedulePredicate;
};

export type SectionSource = { type: 'themeBundle' | 'extension'; id?: string; bundle_name?: string };
/** An extension section's assets, fetched without credentials. */
export type SectionAssets = { js?: string; css?: string };

/** A section placed on a page (AvailablePageSchemaSections). */
export type PageSection = {
  name: string;
  label?: string;
  props: SectionProps;
  blocks: SectionBlock[];
  predicate: SectionPredicate;
  __source: SectionSource;
  assets?: SectionAssets;
  custom_css?: string;
};

export type SeoMetaItem = { title?: string; items?: Array<{ key?: string; value?: string }> };
export type PageSeo = {
  _id?: string;
  title?: string;
  description?: string;
  meta_tags?: SeoMetaItem[];
  sitemap?: { priority?: number; frequency?: string };
  breadcrumb?: Array<{ url?: string; action?: unknown }>;
};

export type ThemePageType = 'system' | 'sections' | 'custom';

/** What the theme answer lists of every page (available_pages (value, seo)). */
export type ThemePageMeta = {
  value: string;
  text: string;
  /** The route without the leading slash, ':name' for parameters ('' is home). */
  path: string;
  type: ThemePageType;
  seo: PageSeo;
  /** The page's settings schema; its values are in config.list[].page[].settings.props. */
  props: SettingProp[];
};

/** GET theme/v1.0/{theme_id}/{page_value} (AvailablePageSchema). */
export type AvailablePage = ThemePageMeta & {
  _id: string;
  theme: string;
  sections: PageSection[];
  sections_meta: Array<{ attributes?: Record<string, unknown>; canvas?: { value?: string; label?: string } }>;
  created_at: string;
  updated_at: string;
};

/** GET theme/v1.0/{theme_id}/page (AllAvailablePageSchema). */
export type AllAvailablePages = { pages: AvailablePage[] };

/** The palette's colour keys (primary, secondary, accent, link, background). */
export type ThemeColors = {
  primary_color: string;
  secondary_color: string;
  accent_color: string;
  link_color: string;
  button_secondary_color: string;
  bg_color: string;
};

/** Palette (general_setting, advance_setting). */
export type ThemePalette = {
  general_setting: {
    theme: { page_background: string; theme_accent: string };
    text: { text_heading: string; text_body: string; text_label: string; text_secondary: string };
    button: { button_primary: string; button_secondary: string; button_link: string };
    sale_discount: {
      sale_badge_background: string;
      sale_badge_text: string;
      sale_discount_text: string;
      sale_timer: string;
    };
    header: { header_background: string; header_nav: string; header_icon: string };
    footer: {
      footer_background: string;
      footer_bottom_background: string;
      footer_heading_text: string;
      footer_body_text: string;
      footer_icon: string;
    };
  };
  advance_setting: {
    overlay_popup: { dialog_backgroung: string; overlay: string };
    divider_stroke_highlight: { divider_strokes: string; highlight: string };
    user_alerts: {
      success_background: string;
      success_text: string;
      error_background: string;
      error_text: string;
      info_background: string;
      info_text: string;
    };
  };
};

/**
 * global_config: `custom.props` holds the values of global_schema props this theme sets (a prop
 * it leaves out takes its schema default); `static.props` holds the resolved colours and palette.
 */
export type GlobalConfig = {
  static: {
    props: {
      colors: ThemeColors;
      palette: ThemePalette;
      auth: { show_header_auth: boolean; show_footer_auth: boolean };
    };
  };
  custom: { props: Record<string, SettingValue> };
};

export type PageSettings = { page: string; settings: { props: Record<string, SettingValue> } };
export type ThemeConfiguration = { name: string; global_config: GlobalConfig; page: PageSettings[] };

/** Config: `current` names the configuration of `list` in use (default 'Default'). */
export type ThemeConfig = {
  current: string;
  list: ThemeConfiguration[];
  global_schema: { props: SettingProp[] };
  /** The theme's own default page layouts. */
  preset: { pages: Array<{ value: string; sections: PageSection[] }> };
};

export type ThemeMeta = {
  name?: string;
  slug?: string;
  description?: string;
  industry?: string[];
  release?: { version?: string; notes?: string };
  images?: { desktop?: string; mobile?: string };
  payment?: { is_paid?: boolean; amount?: number };
};

/** GET theme/v2.0/applied-theme and v2.0/{theme_id}/preview (ThemesSchema). */
export type Theme = {
  _id: string;
  name: string;
  application_id: string;
  applied: boolean;
  is_private: boolean;
  tags: string[];
  version: string;
  theme_type: string;
  company_id: number;
  meta: ThemeMeta;
  font: ThemeFont;
  palette: ThemePalette;
  config: ThemeConfig;
  styles: Record<string, unknown>;
  available_sections: SectionSchema[];
  available_pages: ThemePageMeta[];
  created_at: string;
  updated_at: string;
};
