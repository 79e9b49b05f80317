// The embedded platform's data model. Money is integer minor units (paise).
import { sql } from 'drizzle-orm';
import {
  boolean,
  customType,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  real,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });
const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (v) => (Buffer.isBuffer(v) ? v : Buffer.from(v)),
});

export type Banner = { portrait?: string; landscape?: string };
export type Seo = { title?: string; description?: string };
export type Media = { type: 'image'; url: string; alt: string };

export const applications = pgTable('applications', {
  id: text('id').primaryKey(),
  token: text('token').notNull(),
  name: text('name').notNull(),
  description: text('description').notNull().default(''),
  domain: text('domain').notNull(),
  logo: text('logo'),
  // Everything the configuration API returns that is not a column: features, support, social links...
  config: jsonb('config').$type<Record<string, unknown>>().notNull().default({}),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const departments = pgTable('departments', {
  uid: serial('uid').primaryKey(),
  slug: text('slug').notNull().unique(),
  name: text('name').notNull(),
  logo: text('logo'),
  priority: integer('priority').notNull().default(0),
});

export const brands = pgTable('brands', {
  uid: serial('uid').primaryKey(),
  slug: text('slug').notNull().unique(),
  name: text('name').notNull(),
  description: text('description').notNull().default(''),
  logo: text('logo'),
  banners: jsonb('banners').$type<Banner>().notNull().default({}),
  departments: integer('departments').array().notNull().default(sql`'{}'::integer[]`),
  seo: jsonb('seo').$type<Seo>().notNull().default({}),
  priority: integer('priority').notNull().default(0),
});

export const categories = pgTable(
  'categories',
  {
    uid: serial('uid').primaryKey(),
    slug: text('slug').notNull().unique(),
    name: text('name').notNull(),
    level: integer('level').notNull(),
    parentUid: integer('parent_uid'),
    departmentUid: integer('department_uid').notNull(),
    logo: text('logo'),
    banners: jsonb('banners').$type<Banner>().notNull().default({}),
    seo: jsonb('seo').$type<Seo>().notNull().default({}),
    priority: integer('priority').notNull().default(0),
  },
  (t) => [index('categories_parent_idx').on(t.parentUid), index('categories_department_idx').on(t.departmentUid)],
);

// A collection is either a saved query over the catalogue or a hand-picked list of products.
export type CollectionQuery = {
  brands?: string[];
  categories?: string[];
  departments?: string[];
  tags?: string[];
  min_discount?: number;
  max_price?: number;
};

export const collections = pgTable('collections', {
  uid: serial('uid').primaryKey(),
  slug: text('slug').notNull().unique(),
  name: text('name').notNull(),
  description: text('description').notNull().default(''),
  type: text('type').$type<'query' | 'items'>().notNull(),
  query: jsonb('query').$type<CollectionQuery>().notNull().default({}),
  logo: text('logo'),
  banners: jsonb('banners').$type<Banner>().notNull().default({}),
  seo: jsonb('seo').$type<Seo>().notNull().default({}),
  tags: text('tags').array().notNull().default(sql`'{}'::text[]`),
  priority: integer('priority').notNull().default(0),
  isActive: boolean('is_active').notNull().default(true),
});

export const collectionProducts = pgTable(
  'collection_products',
  {
    collectionUid: integer('collection_uid').notNull(),
    productUid: integer('product_uid').notNull(),
    position: integer('position').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.collectionUid, t.productUid] })],
);

export const products = pgTable(
  'products',
  {
    uid: serial('uid').primaryKey(),
    slug: text('slug').notNull(),
    name: text('name').notNull(),
    itemCode: text('item_code').notNull(),
    brandUid: integer('brand_uid').notNull(),
    brandName: text('brand_name').notNull(),
    departmentUid: integer('department_uid').notNull(),
    // The level-3 category; l1 and l2 are kept so a listing can filter at any level without a join.
    categoryUid: integer('category_uid').notNull(),
    categoryL1Uid: integer('category_l1_uid').notNull(),
    categoryL2Uid: integer('category_l2_uid').notNull(),
    categoryName: text('category_name').notNull(),
    color: text('color').notNull(),
    colorHex: text('color_hex').notNull(),
    sizes: text('sizes').array().notNull().default(sql`'{}'::text[]`),
    description: text('description').notNull().default(''),
    shortDescription: text('short_description').notNull().default(''),
    attributes: jsonb('attributes').$type<Record<string, string | number | boolean>>().notNull().default({}),
    tags: text('tags').array().notNull().default(sql`'{}'::text[]`),
    medias: jsonb('medias').$type<Media[]>().notNull().default([]),
    rating: real('rating').notNull().default(0),
    ratingCount: integer('rating_count').notNull().default(0),
    priceMarkedMin: integer('price_marked_min').notNull(),
    priceMarkedMax: integer('price_marked_max').notNull(),
    priceEffectiveMin: integer('price_effective_min').notNull(),
    priceEffectiveMax: integer('price_effective_max').notNull(),
    discount: integer('discount').notNull().default(0),
    popularity: integer('popularity').notNull().default(0),
    isAvailable: boolean('is_available').notNull().default(true),
    variantGroup: text('variant_group'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    search: tsvector('search')
      .notNull()
      .generatedAlwaysAs(
        sql`setweight(to_tsvector('simple', coalesce(name, '')), 'A') || setweight(to_tsvector('simple', coalesce(brand_name, '') || ' ' || coalesce(category_name, '') || ' ' || coalesce(color, '')), 'B') || setweight(to_tsvector('english', coalesce(short_description, '')), 'C')`,
      ),
  },
  (t) => [
    uniqueIndex('products_slug_idx').on(t.slug),
    uniqueIndex('products_item_code_idx').on(t.itemCode),
    index('products_brand_idx').on(t.brandUid),
    index('products_category_idx').on(t.categoryUid),
    index('products_category_l1_idx').on(t.categoryL1Uid),
    index('products_category_l2_idx').on(t.categoryL2Uid),
    index('products_department_idx').on(t.departmentUid),
    index('products_price_idx').on(t.priceEffectiveMin),
    index('products_popularity_idx').on(t.popularity),
    index('products_created_idx').on(t.createdAt),
    index('products_discount_idx').on(t.discount),
    // Listing sort 'rating_dsc' (catalogue): read backwards, top rated first.
    index('products_rating_idx').on(t.rating, t.ratingCount),
    index('products_variant_group_idx').on(t.variantGroup),
    index('products_search_idx').using('gin', t.search),
    index('products_name_trgm_idx').using('gin', sql`${t.name} gin_trgm_ops`),
    index('products_tags_idx').using('gin', t.tags),
    index('products_sizes_idx').using('gin', t.sizes),
  ],
);

export const stores = pgTable('stores', {
  uid: serial('uid').primaryKey(),
  name: text('name').notNull(),
  storeCode: text('store_code').notNull().unique(),
  storeType: text('store_type').notNull().default('high_street'),
  address: text('address').notNull(),
  city: text('city').notNull(),
  state: text('state').notNull(),
  pincode: text('pincode').notNull(),
  country: text('country').notNull().default('INDIA'),
  latitude: doublePrecision('latitude').notNull(),
  longitude: doublePrecision('longitude').notNull(),
  phone: text('phone'),
  email: text('email'),
});

// One sellable unit: a product's size in one store, with its own stock and price.
export const articles = pgTable(
  'articles',
  {
    uid: text('uid').primaryKey(),
    productUid: integer('product_uid').notNull(),
    size: text('size').notNull(),
    storeUid: integer('store_uid').notNull(),
    sellerUid: integer('seller_uid').notNull(),
    quantity: integer('quantity').notNull(),
    priceMarked: integer('price_marked').notNull(),
    priceEffective: integer('price_effective').notNull(),
  },
  (t) => [index('articles_product_idx').on(t.productUid, t.size)],
);

export const pincodes = pgTable('pincodes', {
  pincode: text('pincode').primaryKey(),
  city: text('city').notNull(),
  state: text('state').notNull(),
  stateCode: text('state_code').notNull(),
  countryIsoCode: text('country_iso_code').notNull().default('IN'),
  latitude: doublePrecision('latitude').notNull(),
  longitude: doublePrecision('longitude').notNull(),
});

export type AddressField = {
  slug: string;
  display_name: string;
  required: boolean;
  input: string;
  edit: boolean;
  validation?: { type: 'regex'; regex: { value: string; length?: { min?: number; max?: number } } };
};

export const countries = pgTable('countries', {
  iso2: text('iso2').primaryKey(),
  iso3: text('iso3').notNull(),
  name: text('name').notNull(),
  phoneCode: text('phone_code').notNull(),
  currency: text('currency').notNull(),
  latitude: doublePrecision('latitude').notNull(),
  longitude: doublePrecision('longitude').notNull(),
  fields: jsonb('fields').$type<AddressField[]>().notNull().default([]),
});

export const currencies = pgTable('currencies', {
  code: text('code').primaryKey(),
  id: text('id').notNull().unique(),
  name: text('name').notNull(),
  symbol: text('symbol').notNull(),
  decimalDigits: integer('decimal_digits').notNull().default(2),
  isActive: boolean('is_active').notNull().default(true),
  countryCode: text('country_code'),
});

export const languages = pgTable('languages', {
  code: text('code').primaryKey(),
  name: text('name').notNull(),
});

// Images generated at seed time (and later uploads) live in the database, so every
// server of a deployment serves the same bytes without a shared disk.
export const media = pgTable('media', {
  id: text('id').primaryKey(),
  contentType: text('content_type').notNull(),
  data: bytea('data').notNull(),
  width: integer('width'),
  height: integer('height'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

// ---- themes and content (issue 3) ------------------------------------------------------------
// One shop per database, as for the catalogue: rows are not keyed by application (its id can be
// re-keyed by APPLICATION_ID at start), and answers name the calling application.

export type ThemeConfigColumn = {
  /** Name of the configuration in use (000 section 3: default 'Default'). */
  current: string;
  list: Array<{ name: string; global_config: Record<string, unknown>; page: Array<{ page: string; settings: { props: Record<string, unknown> } }> }>;
  global_schema: { props: Array<Record<string, unknown>> };
  preset: { pages: Array<{ value: string; sections: Array<Record<string, unknown>> }> };
};

export const themes = pgTable(
  'themes',
  {
    // 24 hex characters, like the platform's object ids.
    id: text('id').primaryKey(),
    name: text('name').notNull(),
    slug: text('slug').notNull().unique(),
    isApplied: boolean('is_applied').notNull().default(false),
    version: text('version').notNull().default('1.0.0'),
    config: jsonb('config').$type<ThemeConfigColumn>().notNull(),
    /** { general_setting, advance_setting } (000 section 3, Theme). */
    palette: jsonb('palette').$type<Record<string, unknown>>().notNull().default({}),
    font: jsonb('font').$type<Record<string, unknown>>().notNull().default({}),
    /** Section schemas the theme offers (name, label, props, blocks). */
    availableSections: jsonb('available_sections').$type<Array<Record<string, unknown>>>().notNull().default([]),
    meta: jsonb('meta').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  // Exactly one applied theme: at most one row with is_applied, and the seed applies one.
  (t) => [uniqueIndex('themes_one_applied_idx').on(t.isApplied).where(sql`${t.isApplied}`)],
);

export const themePages = pgTable(
  'theme_pages',
  {
    id: text('id').notNull().unique(),
    themeId: text('theme_id')
      .notNull()
      .references(() => themes.id, { onDelete: 'cascade', onUpdate: 'cascade' }),
    /** The page slug (000 section 2.3), or a section page's group. */
    value: text('value').notNull(),
    text: text('text').notNull(),
    path: text('path').notNull().default(''),
    type: text('type').$type<'system' | 'sections' | 'custom'>().notNull(),
    sections: jsonb('sections').$type<Array<Record<string, unknown>>>().notNull().default([]),
    seo: jsonb('seo').$type<Record<string, unknown>>().notNull().default({}),
    /** Page-level settings schema; the values live in the theme's config.list[].page. */
    props: jsonb('props').$type<Array<Record<string, unknown>>>().notNull().default([]),
    sort: integer('sort').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.themeId, t.value] })],
);

/** A menu: entries per 000 section 3 (Navigation entry), nested in `navigation`. */
export const navigations = pgTable('navigations', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  slug: text('slug').notNull().unique(),
  platform: text('platform').array().notNull().default(sql`'{}'::text[]`),
  /** { landscape: [...], portrait: [...] } positions; 'bottom' means the footer. */
  orientation: jsonb('orientation').$type<{ landscape: string[]; portrait: string[] }>().notNull(),
  navigation: jsonb('navigation').$type<Array<Record<string, unknown>>>().notNull().default([]),
  version: integer('version').notNull().default(1),
  sort: integer('sort').notNull().default(0),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Injected tags (000 section 3): js or css, inline or external, placed per page slug. */
export const injectedTags = pgTable('injected_tags', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  type: text('type').$type<'js' | 'css'>().notNull(),
  subType: text('sub_type').$type<'inline' | 'external'>().notNull(),
  url: text('url'),
  content: text('content'),
  attributes: jsonb('attributes').$type<Record<string, string | boolean>>().notNull().default({}),
  position: text('position').$type<'head' | 'body-top' | 'body-bottom'>().notNull(),
  /** [{ page_slug }]; empty means every page. */
  pages: jsonb('pages').$type<Array<{ page_slug: string }>>().notNull().default([]),
  sort: integer('sort').notNull().default(0),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Custom pages served at /page/:slug: HTML, CSS and JS content. */
export const customPages = pgTable('custom_pages', {
  id: text('id').primaryKey(),
  slug: text('slug').notNull().unique(),
  title: text('title').notNull(),
  description: text('description').notNull().default(''),
  html: text('html').notNull().default(''),
  css: text('css').notNull().default(''),
  js: text('js').notNull().default(''),
  published: boolean('published').notNull().default(false),
  tags: text('tags').array().notNull().default(sql`'{}'::text[]`),
  featureImage: text('feature_image'),
  seo: jsonb('seo').$type<Record<string, unknown>>().notNull().default({}),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Announcement bar texts, per page slug ('$all' for every page), shown between starts and ends. */
export const announcements = pgTable('announcements', {
  id: text('id').primaryKey(),
  title: text('title').notNull(),
  announcement: text('announcement').notNull(),
  pages: jsonb('pages').$type<Array<{ page_slug: string; type?: string }>>().notNull().default([]),
  platforms: text('platforms').array().notNull().default(sql`'{}'::text[]`),
  editorMeta: jsonb('editor_meta').$type<Record<string, string>>().notNull().default({}),
  startsAt: timestamp('starts_at', { withTimezone: true }),
  endsAt: timestamp('ends_at', { withTimezone: true }),
  sort: integer('sort').notNull().default(0),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Application-wide content documents: 'landing-page', 'legal', 'seo'. */
export const contentDocuments = pgTable('content_documents', {
  kind: text('kind').primaryKey(),
  id: text('id').notNull().unique(),
  data: jsonb('data').$type<Record<string, unknown>>().notNull().default({}),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Quantity offers on a product (platform/cart/offers.ts): kind 'ladder' (price steps by quantity
 * range) or 'bulk' (bundles per seller). tiers: [{min_quantity, max_quantity?, type, value}].
 */
export const promotions = pgTable(
  'promotions',
  {
    id: serial('id').primaryKey(),
    kind: text('kind').$type<'ladder' | 'bulk'>().notNull(),
    productUid: integer('product_uid').notNull(),
    offerText: text('offer_text').notNull(),
    description: text('description').notNull().default(''),
    tiers: jsonb('tiers').$type<{ min_quantity: number; max_quantity?: number | null; type: 'percentage' | 'amount'; value: number }[]>().notNull(),
    active: boolean('active').notNull().default(true),
    validFrom: timestamp('valid_from', { withTimezone: true }),
    validTill: timestamp('valid_till', { withTimezone: true }),
  },
  (t) => [index('promotions_product_idx').on(t.productUid, t.kind)],
);

// ---- shopper accounts (issue 4) ---------------------------------------------------------------
// Addresses are stored as entered and normalised (lower-cased email; +<country code><digits>
// phone). A normalised address is unique among verified rows only: anyone may type any address,
// but once someone proves they own it, nobody else can verify or sign in with it. Each user holds
// an address at most once.

export const users = pgTable('users', {
  // 24 hex characters, like the platform's object ids (the SDK's user_id and _id).
  id: text('id').primaryKey(),
  firstName: text('first_name').notNull().default(''),
  lastName: text('last_name').notNull().default(''),
  gender: text('gender').notNull().default(''),
  dob: text('dob'),
  profilePicUrl: text('profile_pic_url').notNull().default(''),
  accountType: text('account_type').notNull().default('user'),
  active: boolean('active').notNull().default(true),
  /** Deleted accounts are flagged, not removed: signing in again meets account-locked. */
  deleted: boolean('deleted').notNull().default(false),
  deletedAt: timestamp('deleted_at', { withTimezone: true }),
  deleteReason: text('delete_reason'),
  hasPassword: boolean('has_password').notNull().default(false),
  /** scrypt$N$r$p$salt$hash (base64url); null for OTP- and social-only accounts. */
  passwordHash: text('password_hash'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const userEmails = pgTable(
  'user_emails',
  {
    id: serial('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    normalised: text('normalised').notNull(),
    primary: boolean('primary').notNull().default(false),
    verified: boolean('verified').notNull().default(false),
    active: boolean('active').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('user_emails_user_address_idx').on(t.userId, t.normalised),
    uniqueIndex('user_emails_verified_address_idx').on(t.normalised).where(sql`${t.verified}`),
  ],
);

export const userPhones = pgTable(
  'user_phones',
  {
    id: serial('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    countryCode: integer('country_code').notNull(),
    phone: text('phone').notNull(),
    /** +<country code><national digits> */
    normalised: text('normalised').notNull(),
    primary: boolean('primary').notNull().default(false),
    verified: boolean('verified').notNull().default(false),
    active: boolean('active').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('user_phones_user_address_idx').on(t.userId, t.normalised),
    uniqueIndex('user_phones_verified_address_idx').on(t.normalised).where(sql`${t.verified}`),
  ],
);

/** A social sign-in (Google subject, Facebook user id) bound to one user. */
export const userIdentities = pgTable(
  'user_identities',
  {
    provider: text('provider').$type<'google' | 'facebook'>().notNull(),
    subject: text('subject').notNull(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.provider, t.subject] }), index('user_identities_user_idx').on(t.userId)],
);

/** A signed-in browser or app. The row is authoritative: deleting it signs that session out. */
export const sessions = pgTable(
  'sessions',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    userAgent: text('user_agent').notNull().default(''),
    ip: text('ip').notNull().default(''),
  },
  (t) => [index('sessions_user_idx').on(t.userId), index('sessions_expires_idx').on(t.expiresAt)],
);

export type VerificationPurpose = 'login' | 'register' | 'registration' | 'forgot' | 'forgot_token' | 'reset' | 'verify_email' | 'verify_mobile';

/** OTPs and link tokens. Only a keyed hash of the code is stored. */
export const verificationTokens = pgTable(
  'verification_tokens',
  {
    /** The request_id the SDK carries between send and verify. */
    id: text('id').primaryKey(),
    purpose: text('purpose').$type<VerificationPurpose>().notNull(),
    channel: text('channel').$type<'email' | 'sms'>().notNull(),
    /** Normalised email or phone the code was sent to. */
    destination: text('destination').notNull(),
    userId: text('user_id').references(() => users.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    /** Purpose-specific data, e.g. a pending registration's profile and password hash. */
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull().default({}),
    attempts: integer('attempts').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    resendAfter: timestamp('resend_after', { withTimezone: true }).notNull(),
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('verification_tokens_destination_idx').on(t.destination, t.purpose, t.createdAt), index('verification_tokens_code_idx').on(t.codeHash)],
);

/** Every email and SMS the platform sends; the development outbox page reads it. */
export const outboxMessages = pgTable(
  'outbox_messages',
  {
    id: serial('id').primaryKey(),
    channel: text('channel').$type<'email' | 'sms'>().notNull(),
    to: text('to').notNull(),
    subject: text('subject').notNull().default(''),
    body: text('body').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** Set when SMTP accepted the message; error holds why it did not. */
    sentAt: timestamp('sent_at', { withTimezone: true }),
    error: text('error'),
  },
  (t) => [index('outbox_messages_to_idx').on(t.to, t.id)],
);

/** Fixed-window counters shared by every process on the database (login and OTP throttling). */
export const rateLimits = pgTable('rate_limits', {
  key: text('key').primaryKey(),
  count: integer('count').notNull().default(0),
  resetAt: timestamp('reset_at', { withTimezone: true }).notNull(),
});
