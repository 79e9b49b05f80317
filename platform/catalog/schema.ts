// Catalogue tables: taxonomy, collections, products and their articles. Money is integer minor units (paise).
import { sql } from 'drizzle-orm';
import {
  boolean,
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
import { tsvector } from '../db/columns';

export type Banner = { portrait?: string; landscape?: string };
export type Seo = { title?: string; description?: string };
export type Media = { type: 'image'; url: string; alt: string };

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
  departments: integer('departments')
    .array()
    .notNull()
    .default(sql`'{}'::integer[]`),
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
  tags: text('tags')
    .array()
    .notNull()
    .default(sql`'{}'::text[]`),
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
    sizes: text('sizes')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    description: text('description').notNull().default(''),
    shortDescription: text('short_description').notNull().default(''),
    attributes: jsonb('attributes').$type<Record<string, string | number | boolean>>().notNull().default({}),
    tags: text('tags')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
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
    /** The HSN code its GST rate is found by (order/schema.ts gstRates). */
    hsnCode: text('hsn_code'),
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
