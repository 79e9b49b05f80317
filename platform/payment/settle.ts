// A payment's outcome applied to its order, once. Paid: the order is placed. Failed or lapsed:
// the order fails, its stock goes back, the coupon can be used again, the points spent come back,
// and the lines return to the shopper's bag so that 'Try again' finds them. Each move is a guarded
// UPDATE from 'pending' inside one transaction, so a webhook, the browser's return and a status
// poll arriving together (or twice, or late) change the order once.
import { sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { lockOrder, moveOrderShipments, restockOrder, settleOrder, tellOrderEvent, type Tx } from '../order';
import { recordPointsCreditIn } from '../rewards';
import { dropCouponRedemptions, restoreBag } from '../cart';
import type { PaymentRow } from './payment-store';
import { providerNamed, type CardSeen, type ProviderOutcome } from './providers';
import { saveCard } from './card-service';
import { PAYMENT_MESSAGES } from './messages';

export type Settled = 'paid' | 'failed' | 'unchanged';

/** Makes an attempt unpayable at its provider; a failure is logged (the attempt is already closed here). */
export async function cancelAtProvider(
  database: Database,
  aggregator: string,
  providerRef: string | null,
): Promise<void> {
  const provider = providerNamed(aggregator);
  if (!provider?.cancelCharge || !providerRef) return;
  await provider
    .cancelCharge(database, providerRef)
    .catch((error) => console.error('[payment] cancelling a charge at the provider failed:', error));
}

type Rows<T> = { rows: T[] };
const run = async <T>(tx: Tx, query: ReturnType<typeof sql>) => ((await tx.execute(query)) as unknown as Rows<T>).rows;

async function releaseOrder(tx: Tx, orderId: string): Promise<void> {
  await restockOrder(tx, orderId);
  await dropCouponRedemptions(tx, orderId);
  // Said as what happened: the payment failed (not a cancellation by anyone), nothing was charged.
  await moveOrderShipments(tx, orderId, 'payment_failed');
}

export async function settlePayment(
  database: Database,
  payment: Pick<PaymentRow, 'id' | 'orderId' | 'aggregator' | 'linkId'>,
  outcome: ProviderOutcome,
): Promise<Settled> {
  if (outcome.status === 'pending') return 'unchanged';
  const paid = outcome.status === 'paid';
  let superseded: { aggregator: string; provider_ref: string | null }[] = [];
  const done = await database.db.transaction(async (tx) => {
    // Every settlement of one order waits for the one before it (two attempts failing at once
    // each see the other's outcome, never both 'still open').
    await lockOrder(tx, payment.orderId);
    const moved = await run<{ user_id: string | null }>(
      tx,
      sql`UPDATE payments SET status = ${outcome.status}, failure_reason = ${paid ? null : (outcome.reason ?? PAYMENT_MESSAGES.failed)}, updated_at = now() WHERE id = ${payment.id} AND status = 'pending' RETURNING user_id`,
    );
    if (!moved.length) {
      // Money taken for an order that had already lapsed: kept for the merchant to refund.
      if (paid)
        await tx.execute(
          sql`UPDATE payments SET status = 'refund_due', updated_at = now() WHERE id = ${payment.id} AND status IN ('failed', 'expired')`,
        );
      return undefined;
    }
    // Another attempt at the same order (a payment link) still open and in time: the order waits for it.
    if (!paid) {
      const open = await run<{ id: string }>(
        tx,
        sql`SELECT id FROM payments WHERE order_id = ${payment.orderId} AND id <> ${payment.id} AND status = 'pending' AND expires_at > now() LIMIT 1`,
      );
      if (open.length) return undefined;
    }
    const order = await settleOrder(tx, payment.orderId, paid);
    if (!order) {
      // The order was paid another way first (two people paid it): this money is owed back.
      if (paid)
        await tx.execute(sql`UPDATE payments SET status = 'refund_due', updated_at = now() WHERE id = ${payment.id}`);
      return undefined;
    }
    if (paid) {
      await moveOrderShipments(tx, payment.orderId, 'placed');
      // The order's other open attempts (a payment link) can no longer be paid.
      superseded = await run(
        tx,
        sql`UPDATE payments SET status = 'failed', failure_reason = ${PAYMENT_MESSAGES.paidAnotherWay}, updated_at = now() WHERE order_id = ${payment.orderId} AND status = 'pending' RETURNING aggregator, provider_ref`,
      );
      return { order, paid };
    }
    await releaseOrder(tx, payment.orderId);
    if (order.user_id && order.points_used > 0) {
      await recordPointsCreditIn(tx, {
        userId: order.user_id,
        points: order.points_used,
        reason: PAYMENT_MESSAGES.pointsBack,
        reference: `order-lapsed:${payment.orderId}`,
      });
    }
    return { order, paid };
  });
  if (!done) return 'unchanged';
  tellOrderEvent(database, { orderId: payment.orderId, event: done.paid ? 'placed' : 'payment_failed' });
  const userId = done.order.user_id;
  // After the commit, and never failing the caller: the order's state is what counts.
  for (const other of superseded) await cancelAtProvider(database, other.aggregator, other.provider_ref);
  // Only the shopper paying their own order keeps a card (never a payment link's payer's).
  if (userId && done.paid && outcome.card?.save && !payment.linkId)
    await saveCard(database, userId, outcome.card as CardSeen, payment.aggregator).catch((error) =>
      console.error('[payment] saving the card failed:', error),
    );
  if (userId && !done.paid)
    await restoreBag(database, userId, done.order.cart_id).catch((error) =>
      console.error('[payment] restoring the bag failed:', error),
    );
  return done.paid ? 'paid' : 'failed';
}
