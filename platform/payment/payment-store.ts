// Reading and writing payments. A payment is written inside checkout's transaction with its
// order; its provider reference once the provider has the charge.
import crypto from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import type { Tx } from '../order/order-store';
import { payments } from './schema';

export type PaymentRow = typeof payments.$inferSelect;

export const newPaymentId = () => `pay_${crypto.randomBytes(12).toString('base64url')}`;

export async function insertPayment(tx: Tx, row: typeof payments.$inferInsert): Promise<void> {
  await tx.insert(payments).values(row);
}

export async function paymentOfOrder(db: Db, orderId: string): Promise<PaymentRow | undefined> {
  const [row] = await db.select().from(payments).where(eq(payments.orderId, orderId)).limit(1);
  return row;
}

export async function paymentById(db: Db, id: string): Promise<PaymentRow | undefined> {
  const [row] = await db.select().from(payments).where(eq(payments.id, id)).limit(1);
  return row;
}

export async function paymentByProviderRef(db: Db, aggregator: string, providerRef: string): Promise<PaymentRow | undefined> {
  const [row] = await db.select().from(payments).where(and(eq(payments.aggregator, aggregator), eq(payments.providerRef, providerRef))).limit(1);
  return row;
}

export async function recordCharge(db: Db, id: string, providerRef: string, redirectUrl: string): Promise<void> {
  await db.update(payments).set({ providerRef, redirectUrl, updatedAt: new Date() }).where(eq(payments.id, id));
}
