import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { addresses } from '../address/schema';

export type PromotionKind = 'ladder' | 'bulk' | 'bxgy' | 'free_gift' | 'payment';
export type PromotionTier = {
  min_quantity: number;
  max_quantity?: number | null;
  type: 'percentage' | 'amount';
  value: number;
};
/** bxgy: every `buy` pieces bought bring `get` more free; free_gift: `gift_article_id` at no cost. */
export type PromotionRules = { buy?: number; get?: number; gift_article_id?: string; gift_quantity?: number };

/**
 * Offers on a product (platform/cart/offers.ts, platform/cart/pricing/): kind 'ladder' (price
 * steps by quantity range), 'bulk' (bundles per seller), 'bxgy' (buy X get Y free), 'free_gift'
 * (a gift article with the product) or 'payment' (a payment offer, product_uid 0 = any).
 */
export const promotions = pgTable(
  'promotions',
  {
    id: serial('id').primaryKey(),
    kind: text('kind').$type<PromotionKind>().notNull(),
    productUid: integer('product_uid').notNull(),
    offerText: text('offer_text').notNull(),
    description: text('description').notNull().default(''),
    tiers: jsonb('tiers').$type<PromotionTier[]>().notNull(),
    rules: jsonb('rules').$type<PromotionRules>().notNull().default({}),
    active: boolean('active').notNull().default(true),
    validFrom: timestamp('valid_from', { withTimezone: true }),
    validTill: timestamp('valid_till', { withTimezone: true }),
  },
  (t) => [index('promotions_product_idx').on(t.productUid, t.kind)],
);

export type CartKind = 'bag' | 'buy_now';

/** A shopper's cart. id is random (unguessable); user_id null for an anonymous (cookie) cart. */
export const carts = pgTable(
  'carts',
  {
    id: text('id').primaryKey(),
    userId: text('user_id'),
    kind: text('kind').$type<CartKind>().notNull().default('bag'),
    couponCode: text('coupon_code'),
    /** The shopper chose to spend reward points on this cart (platform/cart/points.ts). */
    pointsApplied: boolean('points_applied').notNull().default(false),
    /** select-address: where this cart goes and who is billed (the shopper's own addresses only). */
    deliveryAddressId: text('delivery_address_id').references(() => addresses.id, { onDelete: 'set null' }),
    billingAddressId: text('billing_address_id').references(() => addresses.id, { onDelete: 'set null' }),
    checkoutMode: text('checkout_mode').notNull().default('self'),
    meta: jsonb('meta').$type<Record<string, unknown>>().notNull().default({}),
    archived: boolean('archived').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  // One live cart of each kind per shopper (anonymous carts have no user_id and are not limited).
  (t) => [
    uniqueIndex('carts_user_kind_idx')
      .on(t.userId, t.kind)
      .where(sql`NOT archived`),
  ],
);

/** One line of a cart: an article and a quantity. Prices are never kept: every read re-prices. */
export const cartItems = pgTable(
  'cart_items',
  {
    id: serial('id').primaryKey(),
    cartId: text('cart_id')
      .notNull()
      .references(() => carts.id, { onDelete: 'cascade' }),
    articleUid: text('article_uid').notNull(),
    productUid: integer('product_uid').notNull(),
    quantity: integer('quantity').notNull(),
    identifier: text('identifier').notNull(),
    meta: jsonb('meta').$type<Record<string, unknown>>().notNull().default({}),
    addedAt: timestamp('added_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('cart_items_article_idx').on(t.cartId, t.articleUid)],
);

export type CouponType = 'flat' | 'percentage';

/**
 * A coupon the merchant keeps: flat (value in paise) or percentage (value in percent), a minimum
 * cart value and a maximum discount (paise), a validity window, once per shopper, and optionally
 * only some brands or categories (level-3 category uids).
 */
export const coupons = pgTable('coupons', {
  id: serial('id').primaryKey(),
  code: text('code').notNull().unique(),
  title: text('title').notNull(),
  subTitle: text('sub_title').notNull().default(''),
  description: text('description').notNull().default(''),
  type: text('type').$type<CouponType>().notNull(),
  value: integer('value').notNull(),
  minCartValue: integer('min_cart_value').notNull().default(0),
  maxDiscount: integer('max_discount'),
  oncePerShopper: boolean('once_per_shopper').notNull().default(false),
  brandUids: integer('brand_uids')
    .array()
    .notNull()
    .default(sql`'{}'::int[]`),
  categoryUids: integer('category_uids')
    .array()
    .notNull()
    .default(sql`'{}'::int[]`),
  /** Only for these payment modes (none: any); checked when the mode is chosen and at checkout. */
  paymentModes: text('payment_modes')
    .array()
    .notNull()
    .default(sql`'{}'::text[]`),
  active: boolean('active').notNull().default(true),
  validFrom: timestamp('valid_from', { withTimezone: true }),
  validTill: timestamp('valid_till', { withTimezone: true }),
});

/** Coupons a shopper has used (written when an order is placed), for once-per-shopper coupons. */
export const couponRedemptions = pgTable(
  'coupon_redemptions',
  {
    couponId: integer('coupon_id')
      .notNull()
      .references(() => coupons.id, { onDelete: 'cascade' }),
    userId: text('user_id').notNull(),
    orderId: text('order_id'),
    redeemedAt: timestamp('redeemed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.couponId, t.userId] })],
);

export type SharedLine = { article_uid: string; product_uid: number; quantity: number };

/** A shared cart: a snapshot of the lines at share time, read by its random token. */
export const sharedCarts = pgTable('shared_carts', {
  token: text('token').primaryKey(),
  cartId: text('cart_id').notNull(),
  userId: text('user_id'),
  lines: jsonb('lines').$type<SharedLine[]>().notNull(),
  meta: jsonb('meta').$type<Record<string, unknown>>().notNull().default({}),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
