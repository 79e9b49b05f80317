// Unpaid orders lapse: a payment still pending past its time is asked of its provider one last
// time (it may have been paid a moment ago) and otherwise expires, which gives the stock back.
// Looked for at most every EXPIRY_SWEEP_EVERY_MS per process, piggybacking on payment and checkout
// calls; a status poll of one order checks that order at once.
import { and, asc, eq, lt } from 'drizzle-orm';
import type { Database } from '../db/client';
import { EXPIRY_SWEEP_EVERY_MS } from './constants';
import { payments } from './schema';
import type { PaymentRow } from './payment-store';
import { providerNamed } from './providers';
import { cancelAtProvider, settlePayment } from './settle';
import { PAYMENT_MESSAGES } from './messages';
import type { ProviderOutcome } from './providers';

let last = 0;

/** The provider's word on a pending payment, applied; a lapsed one that the provider still holds open expires. */
export async function refreshPayment(database: Database, payment: PaymentRow): Promise<void> {
  if (payment.status !== 'pending') return;
  const provider = providerNamed(payment.aggregator);
  let outcome: ProviderOutcome = { status: 'pending' };
  try {
    if (provider && payment.providerRef) outcome = await provider.chargeStatus(database, payment.providerRef);
  } catch (error) {
    // Not reachable now: still pending, unless its time is up (then it lapses and is cancelled).
    console.error('[payment] asking the provider failed:', error);
  }
  if (outcome.status !== 'pending') {
    await settlePayment(database, payment, outcome);
    return;
  }
  if (payment.expiresAt.getTime() > Date.now()) return;
  // Closed at the provider first, so that no money arrives after the stock went back (a payment
  // that slips in anyway is 'refund_due').
  await cancelAtProvider(database, payment.aggregator, payment.providerRef);
  await settlePayment(database, payment, { status: 'expired', reason: PAYMENT_MESSAGES.lapsed });
}

export async function expireLapsedPayments(database: Database): Promise<number> {
  const lapsed = await database.db
    .select()
    .from(payments)
    .where(and(eq(payments.status, 'pending'), lt(payments.expiresAt, new Date())))
    .orderBy(asc(payments.expiresAt))
    .limit(50);
  // One that fails must not hold back the others.
  for (const payment of lapsed)
    await refreshPayment(database, payment).catch((error) =>
      console.error('[payment] expiring a payment failed:', error),
    );
  return lapsed.length;
}

export function maybeExpirePayments(database: Database): void {
  const now = Date.now();
  if (now - last < EXPIRY_SWEEP_EVERY_MS) return;
  last = now;
  expireLapsedPayments(database).catch((error) => console.error('[payment] expiring lapsed payments failed:', error));
}
