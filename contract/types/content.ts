// Wire types of the content API, field by field from the typedefs of
// @gofynd/fdk-client-javascript 3.4.2 (ContentPlatformModel: NavigationGetDetails, TagsSchema,
// PageGetDetails, PageSchema, LandingPageSchema, ApplicationLegal, Support, SeoComponent) and
// the models Navigation entry and Injected tag. Only the fields the platform fills are listed.

export type ContentPage = {
  type: 'number';
  current: number;
  size: number;
  item_total: number;
  has_next: boolean;
  has_previous: boolean;
};

export type DateMeta = { created_on: string; modified_on: string };

/** Page types, e.g. 'collection' with params { slug: ['new-arrivals'] }. */
export type ActionPage = {
  type: string;
  /** Path parameters; each value is a list (the first is used). */
  params?: Record<string, string[]>;
  /** Query parameters; each value is a list (repeated in the URL). */
  query?: Record<string, string[]>;
  url?: string;
};
export type Action = { type: 'page' | 'popup' | string; page?: ActionPage; popup?: ActionPage };

/** Navigation entry. */
export type NavigationEntry = {
  display: string;
  action: Action;
  image?: string;
  tags: string[];
  active: boolean;
  sort_order: number;
  acl?: string[];
  type?: string;
  _locale_language?: Record<string, { display?: string }>;
  sub_navigation: NavigationEntry[];
};

/** landscape and portrait positions of a menu; 'bottom' means the footer. */
export type NavigationOrientation = { landscape: string[]; portrait: string[] };

export type Navigation = {
  _id: string;
  application: string;
  archived: boolean;
  name: string;
  slug: string;
  platform: string[];
  orientation: NavigationOrientation;
  version: number;
  navigation: NavigationEntry[];
  created_by: { id: string };
  date_meta: DateMeta;
};

/** GET content/v1.0/navigations and v2.0/navigations (NavigationGetDetails). */
export type NavigationList = { items: Navigation[]; page: ContentPage };

/** Injected tag. `pages` empty means every page. */
export type InjectedTag = {
  _id: string;
  name: string;
  type: 'js' | 'css';
  sub_type: 'inline' | 'external';
  url?: string;
  content?: string;
  attributes: Record<string, string | boolean>;
  position: 'head' | 'body-top' | 'body-bottom';
  pages: Array<{ page_slug: string }>;
  compatible_engines: string[];
  __source: { type: string; id: string };
};

/** GET content/v1.0/tags (TagsSchema). */
export type TagsAnswer = { _id: string; application: string; tags: InjectedTag[] };

export type ContentSeo = {
  title?: string;
  description?: string;
  image?: { url?: string };
  canonical_url?: string;
  meta_tags: Array<{ title?: string; items?: Array<{ key?: string; value?: string }> }>;
  sitemap?: { priority?: number; frequency?: string };
  breadcrumb: Array<{ url?: string; action?: Action }>;
};

/** A custom page's content: one entry each for html, css and js. */
export type CustomPageContent = { type: 'html' | 'css' | 'js'; value: string };

/** GET content/v2.0/pages/{slug} (PageSchema). Only published pages are served. */
export type CustomPage = {
  _id: string;
  application: string;
  slug: string;
  title: string;
  description: string;
  type: 'rawhtml';
  content: CustomPageContent[];
  content_path: string;
  published: boolean;
  archived: boolean;
  tags: string[];
  feature_image?: { secure_url?: string };
  seo: ContentSeo;
  orientation: string;
  platform: string;
  visibility: Record<string, unknown>;
  _custom_json: Record<string, unknown>;
  component_ids: string[];
  page_meta: Array<Record<string, unknown>>;
  created_by: { id: string };
  date_meta: DateMeta;
};

/** GET content/v2.0/pages (PageGetDetails). */
export type CustomPageList = { items: CustomPage[]; page: ContentPage };

/** GET content/v1.0/landing-page (LandingPageSchema): the page the root path shows. */
export type LandingPage = {
  _id: string;
  application: string;
  slug: string;
  action: Action;
  platform: string[];
  archived: boolean;
  created_by: { id: string };
  date_meta: DateMeta;
  _custom_json: Record<string, unknown>;
};

/** GET content/v1.0/legal (ApplicationLegal): policy texts as HTML. */
export type ApplicationLegal = {
  _id: string;
  application: string;
  tnc: string;
  policy: string;
  shipping: string;
  returns: string;
  faq: Array<{ question: string; answer: string }>;
  created_at: string;
  updated_at: string;
};

/** GET content/v1.0/support (Support). */
export type SupportInformation = {
  _id: string;
  application: string;
  created: boolean;
  created_at: string;
  updated_at: string;
  contact: {
    phone: { active: boolean; phone: Array<{ key: string; code: string; number: string; phone_type: string }> };
    email: { active: boolean; email: Array<{ key: string; value: string }> };
  };
};

/** GET content/v1.0/seo (SeoComponent). robots_txt ends with the sitemap line when enabled. */
export type SeoConfiguration = {
  seo: {
    _id: string;
    app: string;
    robots_txt: string;
    sitemap_enabled: boolean;
    additional_sitemap: string;
    cannonical_enabled: boolean;
    custom_meta_tags: Array<{ _id: string; name: string; content: string }>;
    details: { title: string; description: string; image_url: string };
    created_at: string;
    updated_at: string;
  };
};

export type Announcement = {
  _id: string;
  title: string;
  announcement: string;
  editor_meta: { foreground_color?: string; background_color?: string; content_type?: string; content?: string };
  schedule: { start?: string; end?: string };
};

/**
 * GET content/v1.0/announcements: the announcements showing now, keyed by page slug; '$all'
 * applies to every page. refresh_rate is in seconds.
 */
export type AnnouncementsAnswer = {
  announcements: Record<string, Announcement[]>;
  refresh_rate: number;
  refresh_pages: string[];
};
