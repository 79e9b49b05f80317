// Unpaid orders lapse: a payment still pending past its time is asked of its provider one last
// time (it may have been paid a moment ago) and otherwise expires, which gives the stock back.
// Looked for at most every EXPIRY_SWEEP_EVERY_MS per process, piggybacking on payment and checkout
// calls; a status poll of one order checks that order at once.
import { and, eq, lt } from 'drizzle-orm';
import type { Database } from '../db/client';
import { EXPIRY_SWEEP_EVERY_MS } from './constants';
import { payments } from './schema';
import type { PaymentRow } from './payment-store';
import { providerNamed } from './providers';
import { settlePayment } from './settle';

let last = 0;

/** The provider's word on a pending payment, applied; a lapsed one that the provider still holds open expires. */
export async function refreshPayment(database: Database, payment: PaymentRow): Promise<void> {
  if (payment.status !== 'pending') return;
  const provider = providerNamed(payment.aggregator);
  const outcome = provider && payment.providerRef ? await provider.chargeStatus(database, payment.providerRef) : { status: 'pending' as const };
  if (outcome.status !== 'pending') {
    await settlePayment(database, payment, outcome);
    return;
  }
  if (payment.expiresAt.getTime() <= Date.now()) await settlePayment(database, payment, { status: 'expired', reason: 'The payment was not completed in time' });
}

export async function expireLapsedPayments(database: Database): Promise<number> {
  const lapsed = await database.db
    .select()
    .from(payments)
    .where(and(eq(payments.status, 'pending'), lt(payments.expiresAt, new Date())))
    .limit(50);
  for (const payment of lapsed) await refreshPayment(database, payment);
  return lapsed.length;
}

export function maybeExpirePayments(database: Database): void {
  const now = Date.now();
  if (now - last < EXPIRY_SWEEP_EVERY_MS) return;
  last = now;
  expireLapsedPayments(database).catch((error) => console.error('[payment] expiring lapsed payments failed:', error));
}
