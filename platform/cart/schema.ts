import { boolean, index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

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
