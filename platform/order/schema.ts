// Orders: what a shopper bought, frozen when it was placed. Prices are
// integer paise as charged; the addresses are copies (an address edited or removed later does not
// change where an order went). Shipments group an order's lines by the store that sends them.
import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from '../user/schema';

export type OrderTotals = {
  mrpTotal: number;
  discount: number;
  subtotal: number;
  coupon: number;
  points: number;
  deliveryCharge: number;
  codCharge: number;
  total: number;
};
export type OrderAddress = Record<string, unknown>;
/** A GST rate as the order froze it: the HSN/SAC code and the rate in basis points (1200 = 12%). */
export type FrozenRate = { code: string; rateBp: number };
export type OrderChargeRates = { delivery: FrozenRate | null; cod: FrozenRate | null };

export const orders = pgTable(
  'orders',
  {
    id: text('id').primaryKey(),
    /** The account goes, the order stays (the shop's records); it is then nobody's to read. */
    userId: text('user_id').references(() => users.id, { onDelete: 'set null' }),
    cartId: text('cart_id').notNull(),
    /** The storefront's key for one checkout attempt: a repeat answers this order (checkout-service.ts). */
    idempotencyKey: text('idempotency_key'),
    status: text('status').notNull(),
    paymentMode: text('payment_mode').notNull(),
    paymentStatus: text('payment_status').notNull(),
    currency: text('currency').notNull().default('INR'),
    totals: jsonb('totals').$type<OrderTotals>().notNull(),
    couponCode: text('coupon_code'),
    pointsUsed: integer('points_used').notNull().default(0),
    deliveryAddress: jsonb('delivery_address').$type<OrderAddress>().notNull(),
    billingAddress: jsonb('billing_address').$type<OrderAddress>().notNull(),
    /** The account's email and mobile (+<code><digits>) when it ordered: public tracking accepts them. */
    contactEmail: text('contact_email'),
    contactPhone: text('contact_phone'),
    /** The GST rates of its delivery and COD charges when it was placed (null: placed before the tax invoice). */
    chargeRates: jsonb('charge_rates').$type<OrderChargeRates>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('orders_user_idempotency_idx')
      .on(t.userId, t.idempotencyKey)
      .where(sql`idempotency_key IS NOT NULL`),
    index('orders_user_created_idx').on(t.userId, t.createdAt),
  ],
);

export const shipments = pgTable(
  'shipments',
  {
    id: text('id').primaryKey(),
    orderId: text('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    storeUid: integer('store_uid').notNull(),
    /** The sending store's GSTIN when the order was placed: its first two digits are the seller's state. */
    sellerGstin: text('seller_gstin'),
    status: text('status').notNull(),
    /** What the shopper asked for with a cancellation or return: reasons, quality-check images, the shipment it was split from. */
    meta: jsonb('meta').$type<ShipmentMeta>().notNull().default({}),
    /** When it reached 'delivered': the return window counts from here. */
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** When the status last changed: the demo lifecycle moves a shipment on from here. */
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('shipments_order_idx').on(t.orderId), index('shipments_status_updated_idx').on(t.status, t.updatedAt)],
);

export type ShipmentMeta = {
  reasons?: { bag_id: number; reason_id: number; reason_text: string; qc_type: string[] }[];
  other_reason_text?: string;
  qc_image_urls?: string[];
  split_from?: string;
};

/** A shipment's history, one row a status: the tracking timeline. */
export const shipmentEvents = pgTable(
  'shipment_events',
  {
    id: serial('id').primaryKey(),
    shipmentId: text('shipment_id')
      .notNull()
      .references(() => shipments.id, { onDelete: 'cascade' }),
    status: text('status').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('shipment_events_shipment_idx').on(t.shipmentId, t.id)],
);

export const orderItems = pgTable(
  'order_items',
  {
    id: serial('id').primaryKey(),
    orderId: text('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    shipmentId: text('shipment_id')
      .notNull()
      .references(() => shipments.id, { onDelete: 'cascade' }),
    articleUid: text('article_uid').notNull(),
    productUid: integer('product_uid').notNull(),
    slug: text('slug').notNull(),
    name: text('name').notNull(),
    brandName: text('brand_name'),
    size: text('size').notNull(),
    image: text('image'),
    quantity: integer('quantity').notNull(),
    /** Per piece, as the catalogue priced it when ordered. */
    markedPaise: integer('marked_paise').notNull(),
    /** The whole line after catalogue discounts and promotions (before the cart's coupon and points). */
    amountPaise: integer('amount_paise').notNull(),
    /** The order's line this bag is (or was split from): 1, 2, … within the order. */
    lineNumber: integer('line_number').notNull().default(0),
    /** This bag's share of what the order charged and of the points it spent (allocation.ts): the shares add up to the order's. */
    paidPaise: integer('paid_paise').notNull().default(0),
    points: integer('points').notNull().default(0),
    /** The product's HSN code and its GST rate (basis points) when ordered: a later rate change leaves the invoice as it was. */
    hsnCode: text('hsn_code'),
    gstRateBp: integer('gst_rate_bp'),
  },
  (t) => [index('order_items_order_idx').on(t.orderId)],
);

/** GST rates by HSN code (goods) or SAC code (services such as delivery), in basis points. */
export const gstRates = pgTable('gst_rates', {
  code: text('code').primaryKey(),
  description: text('description').notNull(),
  rateBp: integer('rate_bp').notNull(),
});
