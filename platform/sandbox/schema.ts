// The sandbox aggregator's own records (platform/sandbox/): what a payment provider keeps about
// each charge a merchant asked for. It shares the database, never the payment domain's tables:
// the shop learns of a charge's outcome only as it would from Stripe or Razorpay (a signed
// webhook, a signed browser return, a status call).
import { boolean, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

export type SandboxChargeStatus = 'created' | 'challenge' | 'succeeded' | 'failed' | 'expired';

export const sandboxCharges = pgTable(
  'sandbox_charges',
  {
    id: text('id').primaryKey(),
    /** The merchant's id for the payment (the platform's payments.id). */
    merchantReference: text('merchant_reference').notNull(),
    /** What the shopper is paying for, shown on the hosted page ('Order FY…'). */
    description: text('description').notNull().default(''),
    amountPaise: integer('amount_paise').notNull(),
    currency: text('currency').notNull(),
    mode: text('mode').notNull(),
    /** Bank or wallet code, UPI id, or a saved card's token. */
    identifier: text('identifier'),
    status: text('status').$type<SandboxChargeStatus>().notNull(),
    failureReason: text('failure_reason'),
    returnUrl: text('return_url').notNull(),
    /** The shopper asked to keep the card (the merchant offered it). */
    saveCard: boolean('save_card').notNull().default(false),
    cardToken: text('card_token'),
    cardLast4: text('card_last4'),
    cardBrand: text('card_brand'),
    cardExpMonth: integer('card_exp_month'),
    cardExpYear: integer('card_exp_year'),
    cardName: text('card_name'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
  },
  (t) => [index('sandbox_charges_reference_idx').on(t.merchantReference)],
);

/** Money the merchant gave back on a charge; the merchant's refund id makes a repeat one refund. */
export const sandboxRefunds = pgTable(
  'sandbox_refunds',
  {
    id: text('id').primaryKey(),
    chargeId: text('charge_id')
      .notNull()
      .references(() => sandboxCharges.id, { onDelete: 'cascade' }),
    merchantReference: text('merchant_reference').notNull(),
    amountPaise: integer('amount_paise').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('sandbox_refunds_reference_idx').on(t.merchantReference),
    index('sandbox_refunds_charge_idx').on(t.chargeId),
  ],
);

/** Transfers to a bank account or UPI id (refunds of cash paid on delivery), once per merchant reference. */
export const sandboxPayouts = pgTable(
  'sandbox_payouts',
  {
    id: text('id').primaryKey(),
    merchantReference: text('merchant_reference').notNull(),
    amountPaise: integer('amount_paise').notNull(),
    mode: text('mode').notNull(),
    /** Masked: the account's last digits or the UPI id. */
    destination: text('destination').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('sandbox_payouts_reference_idx').on(t.merchantReference)],
);
