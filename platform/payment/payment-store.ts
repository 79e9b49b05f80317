// Reading and writing payments. A payment is written inside checkout's transaction with its
// order; its provider reference once the provider has the charge.
import crypto from 'node:crypto';
import { and, asc, eq, isNull } from 'drizzle-orm';
import type { Db } from '../db/client';
import type { Tx } from '../order';
import { payments } from './schema';

export type PaymentRow = typeof payments.$inferSelect;

export const newPaymentId = () => `pay_${crypto.randomBytes(12).toString('base64url')}`;

/** A new attempt, pending until its provider says otherwise. */
export function pendingPayment(
  fields: Pick<
    PaymentRow,
    'orderId' | 'userId' | 'aggregator' | 'mode' | 'identifier' | 'amountPaise' | 'expiresAt' | 'linkId'
  >,
): PaymentRow {
  const now = new Date();
  return {
    id: newPaymentId(),
    currency: 'INR',
    status: 'pending',
    providerRef: null,
    redirectUrl: null,
    saveCard: false,
    failureReason: null,
    createdAt: now,
    updatedAt: now,
    ...fields,
  };
}

export async function insertPayment(tx: Tx, row: typeof payments.$inferInsert): Promise<void> {
  await tx.insert(payments).values(row);
}

/** The payment checkout started for the order (not one a payment link started). */
export async function paymentOfOrder(db: Db, orderId: string): Promise<PaymentRow | undefined> {
  const [row] = await db
    .select()
    .from(payments)
    .where(and(eq(payments.orderId, orderId), isNull(payments.linkId)))
    .limit(1);
  return row;
}

/** Every payment of the order, oldest first. */
export function paymentsOfOrder(db: Db, orderId: string): Promise<PaymentRow[]> {
  return db.select().from(payments).where(eq(payments.orderId, orderId)).orderBy(asc(payments.createdAt));
}

export async function paymentById(db: Db, id: string): Promise<PaymentRow | undefined> {
  const [row] = await db.select().from(payments).where(eq(payments.id, id)).limit(1);
  return row;
}

export async function paymentByProviderRef(
  db: Db,
  aggregator: string,
  providerRef: string,
): Promise<PaymentRow | undefined> {
  const [row] = await db
    .select()
    .from(payments)
    .where(and(eq(payments.aggregator, aggregator), eq(payments.providerRef, providerRef)))
    .limit(1);
  return row;
}

export async function recordCharge(db: Db, id: string, providerRef: string, redirectUrl: string): Promise<void> {
  await db.update(payments).set({ providerRef, redirectUrl, updatedAt: new Date() }).where(eq(payments.id, id));
}
