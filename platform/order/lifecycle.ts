// The shop's side of a shipment: packed, shipped, out for delivery, delivered; a requested
// cancellation carried out; a return's photos checked, picked up and received. In the demo shop
// each step happens SHIPMENT_STEP_SECONDS after the one before (0: never by itself), with the
// timeline's times spaced as if it had been watched; the order calls look for due shipments at
// most every LIFECYCLE_SWEEP_EVERY_MS and wait for that look, so what a shopper reads is current.
// Every step is a guarded move inside a transaction that holds the shipment's row, with its
// consequences in the same transaction: stock back, refund owed, points earned or taken back.
import { and, asc, inArray, lt, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { recordPointsCreditIn } from '../rewards';
import { shipmentRefunds } from './refunds';
import { tellShipmentStatus } from './events';
import { shipments } from './schema';
import { lockShipment, moveShipment, restockShipment, rowsOf, type ShipmentWithOrder, type Tx } from './order-store';
import { sumBags } from './allocation';
import {
  CANCELLED_STATUSES,
  LIFECYCLE_BATCH,
  LIFECYCLE_SWEEP_EVERY_MS,
  NEXT_STATUS,
  POINTS_EARNED_PER_PAISE,
  shipmentStepSeconds,
} from './constants';
import { ORDER_MESSAGES } from './messages';

let lastSweep = 0;
let running: Promise<void> | undefined;

/** What reaching a status does besides the status: returns the refund to pay after commit. */
export async function arrive(tx: Tx, { shipment, order }: ShipmentWithOrder, to: string): Promise<string | undefined> {
  if (to !== 'delivered' && to !== 'cancelled_customer' && to !== 'return_completed') return undefined;
  // The order's row before the shopper's (points lock it): a cancellation locks them in that
  // order, so two shipments of one order moving at once never wait for each other in a circle.
  if (settles(order)) await tx.execute(sql`SELECT 1 FROM orders WHERE id = ${order.id} FOR UPDATE`);
  const bags = await rowsOf<{ amount_paise: number; paid_paise: number; points: number; quantity: number }>(
    tx,
    sql`SELECT amount_paise, paid_paise, points, quantity FROM order_items WHERE shipment_id = ${shipment.id}`,
  );
  const share = sumBags(
    bags.map((b) => ({ amountPaise: b.amount_paise, paidPaise: b.paid_paise, points: b.points, quantity: b.quantity })),
  );
  const earned = Math.floor(share.paidPaise / POINTS_EARNED_PER_PAISE);
  if (to === 'delivered') {
    if (order.userId && earned > 0)
      await recordPointsCreditIn(tx, {
        userId: order.userId,
        points: earned,
        reason: ORDER_MESSAGES.pointsEarned(shipment.id),
        reference: `earned:${shipment.id}`,
      });
    await settleCashOnDelivery(tx, order);
    return undefined;
  }
  await restockShipment(tx, shipment.id);
  if (to === 'cancelled_customer') await settleCashOnDelivery(tx, order);
  return shipmentRefunds().open(tx, {
    order: { id: order.id, userId: order.userId, paymentMode: order.paymentMode, paymentStatus: order.paymentStatus },
    shipmentId: shipment.id,
    paidPaise: share.paidPaise,
    points: share.points,
    cashCollected: shipment.deliveredAt !== null,
    pointsReason: ORDER_MESSAGES.refundPoints(shipment.id),
    // Points earned on what came back go too (the refund pays for those already spent).
    earnedBack:
      to === 'return_completed' && earned > 0
        ? { points: earned, reason: ORDER_MESSAGES.pointsEarnedBack(shipment.id) }
        : undefined,
  });
}

/** Whether a shipment's arrival may settle its order: cash on delivery still pending. */
const settles = (order: ShipmentWithOrder['order']) => order.paymentMode === 'COD' && order.paymentStatus === 'pending';

/**
 * A cash-on-delivery order is settled once no shipment is still coming (each delivered or
 * cancelled): paid when some shipment was delivered (its cash is in), cancelled when none was
 * (nothing was ever owed).
 */
async function settleCashOnDelivery(tx: Tx, order: ShipmentWithOrder['order']): Promise<void> {
  if (!settles(order)) return;
  const orderId = order.id;
  // arrive() holds the order's row: two shipments of one order moving at once (a sweep in another
  // process, the shopper cancelling) check one after the other, the second seeing the first's move.
  await tx.execute(sql`UPDATE orders
    SET payment_status = CASE WHEN EXISTS (SELECT 1 FROM shipments WHERE order_id = ${orderId} AND delivered_at IS NOT NULL) THEN 'paid' ELSE 'cancelled' END,
      updated_at = now()
    WHERE id = ${orderId} AND payment_status = 'pending'
      AND NOT EXISTS (SELECT 1 FROM shipments WHERE order_id = ${orderId} AND delivered_at IS NULL AND status NOT IN ${[...CANCELLED_STATUSES]})`);
}

export type AdvanceOptions = {
  /** When the step happened (default now): the sweep dates each step when it fell due. */
  at?: Date;
  /** Only from this status: a step decided on a status read earlier never applies to another. */
  from?: string;
  /** Pay a refund the step owes before answering (true) or in the background (false: the sweep). */
  waitForRefund?: boolean;
};

/** Moves a shipment the shop's next step; false when it had none, or someone moved it first. */
export async function advanceShipment(
  database: Database,
  shipmentId: string,
  options: AdvanceOptions = {},
): Promise<boolean> {
  const result = await database.db.transaction(async (tx) => {
    const found = await lockShipment(tx, shipmentId);
    if (!found || (options.from && found.shipment.status !== options.from)) return undefined;
    const to = NEXT_STATUS[found.shipment.status];
    if (!to || !(await moveShipment(tx, shipmentId, [found.shipment.status], to, options.at))) return undefined;
    return { refund: await arrive(tx, found, to), orderId: found.order.id, to };
  });
  if (result) tellShipmentStatus(database, result.orderId, shipmentId, result.to);
  if (result?.refund) {
    const paying = shipmentRefunds().pay(database, result.refund);
    if (options.waitForRefund !== false) await paying;
    else paying.catch((error) => console.error('[order] paying a refund failed:', error));
  }
  return result !== undefined;
}

/** Shipments whose next step is due, moved on (as many steps as are due, each dated when it fell due). */
export async function advanceDueShipments(database: Database, now = Date.now()): Promise<number> {
  const step = shipmentStepSeconds() * 1000;
  if (step <= 0) return 0;
  const due = await database.db
    .select({ id: shipments.id, status: shipments.status, updatedAt: shipments.updatedAt })
    .from(shipments)
    .where(and(inArray(shipments.status, Object.keys(NEXT_STATUS)), lt(shipments.updatedAt, new Date(now - step))))
    .orderBy(asc(shipments.updatedAt))
    .limit(LIFECYCLE_BATCH);
  let moved = 0;
  for (const row of due) {
    let at = row.updatedAt.getTime() + step;
    let status: string | undefined = row.status;
    // One failing shipment must not hold back the others.
    while (status && NEXT_STATUS[status] && at <= now) {
      const ok = await advanceShipment(database, row.id, {
        at: new Date(at),
        from: status,
        waitForRefund: false,
      }).catch((error) => {
        console.error('[order] moving a shipment on failed:', error);
        return false;
      });
      if (!ok) break;
      moved++;
      status = NEXT_STATUS[status];
      at += step;
    }
  }
  return moved;
}

/** Runs the lifecycle when it is due (one run at a time per process); callers wait for it. */
export function sweepLifecycle(database: Database): Promise<void> {
  const now = Date.now();
  if (running) return running;
  if (now - lastSweep < LIFECYCLE_SWEEP_EVERY_MS) return Promise.resolve();
  lastSweep = now;
  running = (async () => {
    try {
      await advanceDueShipments(database, now);
      // Providers are not waited for: a slow one must not hold up the order calls.
      shipmentRefunds()
        .retryPending(database)
        .catch((error) => console.error('[order] retrying refunds failed:', error));
    } catch (error) {
      console.error('[order] the lifecycle sweep failed:', error);
    } finally {
      running = undefined;
    }
  })();
  return running;
}
