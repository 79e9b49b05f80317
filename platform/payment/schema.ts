// Payments (Payment): one per prepaid order, the provider's reference, and its
// state; the webhook events already handled (a provider delivers at least once, in any order);
// and shoppers' saved cards, as the provider's token and a mask (never a number or a CVV).
import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from '../user/schema';
import { orders, shipments } from '../order/schema';

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
  (t) => [
    index('payments_order_idx').on(t.orderId, t.createdAt),
    index('payments_pending_idx').on(t.status, t.expiresAt),
    index('payments_provider_ref_idx').on(t.aggregator, t.providerRef),
  ],
);

export type PaymentLinkStatus = 'active' | 'cancelled';

/** A payment link (Links): a page where anyone with it pays an order awaiting payment. */
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
  (t) => [
    index('payment_links_order_idx').on(t.orderId),
    uniqueIndex('payment_links_active_idx')
      .on(t.orderId)
      .where(sql`status = 'active'`),
  ],
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

export type RefundMethod = 'source' | 'beneficiary';
/** awaiting_beneficiary: money taken on delivery, to go back to an account the shopper has not given yet. */
/** processing: claimed by one process, at the provider now (a claim older than REFUND_CLAIM_MS is taken over). */
export type RefundStatus = 'pending' | 'processing' | 'awaiting_beneficiary' | 'refunded' | 'failed';

/**
 * What a cancelled or returned shipment gives back: money (to the method it was paid with, or for
 * cash on delivery to a beneficiary account) and the reward points spent on it. One a shipment:
 * a shipment is cancelled or returned once (a part of it is split off first).
 */
export const refunds = pgTable(
  'refunds',
  {
    id: text('id').primaryKey(),
    orderId: text('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    shipmentId: text('shipment_id')
      .notNull()
      .references(() => shipments.id, { onDelete: 'cascade' }),
    userId: text('user_id').references(() => users.id, { onDelete: 'set null' }),
    method: text('method').$type<RefundMethod>().notNull(),
    amountPaise: integer('amount_paise').notNull(),
    points: integer('points').notNull().default(0),
    status: text('status').$type<RefundStatus>().notNull(),
    /** The payment refunded (method 'source'), at its aggregator. */
    paymentId: text('payment_id'),
    aggregator: text('aggregator'),
    providerRef: text('provider_ref'),
    beneficiaryId: text('beneficiary_id'),
    failureReason: text('failure_reason'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('refunds_shipment_idx').on(t.shipmentId),
    index('refunds_order_idx').on(t.orderId),
    index('refunds_status_idx').on(t.status),
  ],
);

export type TransferMode = 'bank' | 'upi';

/** Accounts a shopper's cash-on-delivery refunds are paid to (Refund accounts). */
export const refundBeneficiaries = pgTable(
  'refund_beneficiaries',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    transferMode: text('transfer_mode').$type<TransferMode>().notNull(),
    accountHolder: text('account_holder').notNull().default(''),
    accountNo: text('account_no'),
    ifscCode: text('ifsc_code'),
    bankName: text('bank_name'),
    branchName: text('branch_name'),
    vpa: text('vpa'),
    email: text('email'),
    mobile: text('mobile'),
    /** The same account given twice is one beneficiary. */
    fingerprint: text('fingerprint').notNull(),
    details: jsonb('details').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('refund_beneficiaries_user_fingerprint_idx').on(t.userId, t.fingerprint)],
);

/** The beneficiary an order's refunds go to (refund/beneficiary/default). */
export const orderRefundBeneficiaries = pgTable('order_refund_beneficiaries', {
  orderId: text('order_id')
    .primaryKey()
    .references(() => orders.id, { onDelete: 'cascade' }),
  beneficiaryId: text('beneficiary_id')
    .notNull()
    .references(() => refundBeneficiaries.id, { onDelete: 'cascade' }),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** A shopper's choice of refund transfer modes (refund/transfer-mode PUT); absent means the shop's default. */
export const refundTransferModes = pgTable(
  'refund_transfer_modes',
  {
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    transferMode: text('transfer_mode').$type<TransferMode>().notNull(),
    enabled: boolean('enabled').notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.transferMode] })],
);
