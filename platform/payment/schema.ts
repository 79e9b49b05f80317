// Payments (001 section 7, Payment): one per prepaid order, the provider's reference, and its
// state; the webhook events already handled (a provider delivers at least once, in any order);
// and shoppers' saved cards, as the provider's token and a mask (never a number or a CVV).
import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from '../user/schema';
import { orders } from '../order/schema';

export type PaymentStatus = 'pending' | 'paid' | 'failed' | 'expired' | 'refund_due';

export const payments = pgTable(
  'payments',
  {
    id: text('id').primaryKey(),
    orderId: text('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    userId: text('user_id').references(() => users.id, { onDelete: 'set null' }),
    aggregator: text('aggregator').notNull(),
    mode: text('mode').notNull(),
    identifier: text('identifier'),
    amountPaise: integer('amount_paise').notNull(),
    currency: text('currency').notNull().default('INR'),
    status: text('status').$type<PaymentStatus>().notNull(),
    providerRef: text('provider_ref'),
    /** Where the shopper pays (the provider's hosted page), kept so a repeated checkout answers it again. */
    redirectUrl: text('redirect_url'),
    saveCard: boolean('save_card').notNull().default(false),
    failureReason: text('failure_reason'),
    /** Paid through a payment link (someone else paying the order), not at checkout. */
    linkId: text('link_id'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  // An order has its checkout payment and any a payment link started; the first paid places it.
  (t) => [index('payments_order_idx').on(t.orderId, t.createdAt), index('payments_pending_idx').on(t.status, t.expiresAt), index('payments_provider_ref_idx').on(t.aggregator, t.providerRef)],
);

export type PaymentLinkStatus = 'active' | 'cancelled';

/** A payment link (001 section 7, Links): a page where anyone with it pays an order awaiting payment. */
export const paymentLinks = pgTable(
  'payment_links',
  {
    id: text('id').primaryKey(),
    orderId: text('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    /** The shopper who made it (only they may cancel or resend it). */
    userId: text('user_id').references(() => users.id, { onDelete: 'set null' }),
    amountPaise: integer('amount_paise').notNull(),
    description: text('description').notNull().default(''),
    email: text('email'),
    mobile: text('mobile'),
    status: text('status').$type<PaymentLinkStatus>().notNull().default('active'),
    sends: integer('sends').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  // One active link per order, even when two are asked for at once.
  (t) => [index('payment_links_order_idx').on(t.orderId), uniqueIndex('payment_links_active_idx').on(t.orderId).where(sql`status = 'active'`)],
);

export const paymentEvents = pgTable(
  'payment_events',
  {
    aggregator: text('aggregator').notNull(),
    eventId: text('event_id').notNull(),
    paymentId: text('payment_id'),
    type: text('type').notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.aggregator, t.eventId] })],
);

export const savedCards = pgTable(
  'saved_cards',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    aggregator: text('aggregator').notNull(),
    /** The provider's token for the card; only the provider can charge it. */
    token: text('token').notNull(),
    last4: text('last4').notNull(),
    brand: text('brand').notNull(),
    isin: text('isin').notNull().default(''),
    expMonth: integer('exp_month').notNull(),
    expYear: integer('exp_year').notNull(),
    nameOnCard: text('name_on_card').notNull().default(''),
    /** The same card saved twice is one card. */
    fingerprint: text('fingerprint').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('saved_cards_user_fingerprint_idx').on(t.userId, t.fingerprint)],
);
