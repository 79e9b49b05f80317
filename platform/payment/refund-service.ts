// Refunds of cancelled and returned shipments. Inside the transaction that cancels or completes
// the return, openShipmentRefund records what is owed (the shipment's share of what the order
// charged, allocation.ts) and gives the points back; after the commit processRefund pays it: to
// the charge it came from, at its provider, or — for cash paid on delivery — to the beneficiary
// account the shopper gave for the order (until then it waits as 'awaiting_beneficiary'). The
// refund's id is the provider's idempotency reference, so a retry never pays twice.
//
// Points earned on a returned shipment are taken back from the balance (after the points it was
// paid with are given back). Those already spent cannot be: their value (POINT_VALUE_PAISE each)
// is kept from the money refunded instead. The balance never goes below zero, so what a shopper
// sees as their points is always theirs to spend, and the shop is never owed points it cannot collect.
import crypto from 'node:crypto';
import { and, asc, eq, lt, or } from 'drizzle-orm';
import type { Database } from '../db/client';
import { tellOrderEvent, type RefundOwed, type ShipmentRefunds, type Tx } from '../order';
import { POINT_VALUE_PAISE, pointsBalanceIn, recordPointsCreditIn, recordPointsDebit } from '../rewards';
import { payout } from '../sandbox';
import {
  orderRefundBeneficiaries,
  payments,
  refundBeneficiaries,
  refunds,
  type RefundMethod,
  type RefundStatus,
} from './schema';
import { providerNamed } from './providers';
import { PAYMENT_MESSAGES } from './messages';

export type RefundRow = typeof refunds.$inferSelect;

/** Takes back the points earned on a returned shipment as far as the balance holds them; answers the paise the rest were worth. */
async function takeBackEarned(
  tx: Tx,
  userId: string,
  shipmentId: string,
  earned: { points: number; reason: string },
): Promise<number> {
  const back = Math.min(earned.points, await pointsBalanceIn(tx, userId));
  if (back > 0)
    await recordPointsDebit(tx, {
      userId,
      points: back,
      reason: earned.reason,
      reference: `earned-back:${shipmentId}`,
    });
  return (earned.points - back) * POINT_VALUE_PAISE;
}

const newRefundId = () => `rfd_${crypto.randomBytes(12).toString('base64url')}`;
/** Refunds that failed at the provider are tried again after this long. */
const RETRY_AFTER_MS = 60_000;
/** A claim older than this belongs to a process that stopped: another may take it over. */
const REFUND_CLAIM_MS = 120_000;

/** Records the refund a shipment is owed and gives back its points; the id to process after commit, if money is owed. */
export async function openShipmentRefund(tx: Tx, owed: RefundOwed): Promise<string | undefined> {
  const { order } = owed;
  if (order.userId && owed.points > 0) {
    await recordPointsCreditIn(tx, {
      userId: order.userId,
      points: owed.points,
      reason: owed.pointsReason,
      reference: `refund-points:${owed.shipmentId}`,
    });
  }
  const spentEarned =
    order.userId && owed.earnedBack ? await takeBackEarned(tx, order.userId, owed.shipmentId, owed.earnedBack) : 0;
  const amountPaise = Math.max(0, owed.paidPaise - spentEarned);
  if (amountPaise <= 0) return undefined;
  const prepaidPaid = order.paymentMode !== 'COD' && order.paymentStatus === 'paid';
  if (!prepaidPaid && !(order.paymentMode === 'COD' && owed.cashCollected)) return undefined;
  let method: RefundMethod = 'beneficiary';
  let status: RefundStatus = 'awaiting_beneficiary';
  let payment: { id: string; aggregator: string; providerRef: string | null } | undefined;
  let beneficiaryId: string | null = null;
  if (prepaidPaid) {
    [payment] = await tx
      .select({ id: payments.id, aggregator: payments.aggregator, providerRef: payments.providerRef })
      .from(payments)
      .where(and(eq(payments.orderId, order.id), eq(payments.status, 'paid')))
      .limit(1);
    // Paid with points only (PP) has no charge: nothing to send back but the points.
    if (!payment) return undefined;
    method = 'source';
    status = 'pending';
  } else {
    const [chosen] = await tx
      .select({ id: orderRefundBeneficiaries.beneficiaryId })
      .from(orderRefundBeneficiaries)
      .where(eq(orderRefundBeneficiaries.orderId, order.id))
      .limit(1);
    if (chosen) {
      beneficiaryId = chosen.id;
      status = 'pending';
    }
  }
  const [row] = await tx
    .insert(refunds)
    .values({
      id: newRefundId(),
      orderId: order.id,
      shipmentId: owed.shipmentId,
      userId: order.userId,
      method,
      amountPaise,
      points: owed.points,
      status,
      paymentId: payment?.id ?? null,
      aggregator: payment?.aggregator ?? null,
      beneficiaryId,
    })
    .onConflictDoNothing()
    .returning({ id: refunds.id, status: refunds.status });
  return row?.status === 'pending' ? row.id : undefined;
}

/**
 * Pays a pending refund. It is claimed first ('processing', one guarded UPDATE), so two processes,
 * or a sweep racing the request that opened it, never both ask the provider; a claim left by a
 * process that died is taken over after REFUND_CLAIM_MS (the provider's idempotency reference
 * makes that repeat the same refund). Never throws: a failure is kept and tried again later.
 */
export async function processRefund(database: Database, refundId: string): Promise<RefundRow | undefined> {
  const { db } = database;
  const [claimed] = await db
    .update(refunds)
    .set({ status: 'processing', updatedAt: new Date() })
    .where(
      and(
        eq(refunds.id, refundId),
        or(
          eq(refunds.status, 'pending'),
          and(eq(refunds.status, 'processing'), lt(refunds.updatedAt, new Date(Date.now() - REFUND_CLAIM_MS))),
        ),
      ),
    )
    .returning();
  return claimed ? finish(database, claimed) : undefined;
}

async function finish(database: Database, refund: RefundRow): Promise<RefundRow | undefined> {
  const { db } = database;
  let result: { status: RefundStatus; providerRef?: string; failureReason?: string | null };
  try {
    result = refund.method === 'source' ? await toSource(database, refund) : await toBeneficiary(database, refund);
  } catch (error) {
    console.error('[payment] a refund failed:', error);
    result = {
      status: 'pending',
      failureReason: error instanceof Error ? error.message.slice(0, 300) : PAYMENT_MESSAGES.refundFailed,
    };
  }
  const [row] = await db
    .update(refunds)
    .set({
      status: result.status,
      providerRef: result.providerRef ?? refund.providerRef,
      failureReason: result.failureReason ?? null,
      updatedAt: new Date(),
    })
    .where(and(eq(refunds.id, refund.id), eq(refunds.status, 'processing')))
    .returning();
  if (row?.status === 'refunded')
    tellOrderEvent(database, { orderId: row.orderId, event: 'refunded', shipmentId: row.shipmentId });
  return row;
}

async function toSource(database: Database, refund: RefundRow) {
  const [payment] = await database.db
    .select()
    .from(payments)
    .where(eq(payments.id, refund.paymentId ?? ''))
    .limit(1);
  const provider = payment ? providerNamed(payment.aggregator) : undefined;
  if (!payment?.providerRef || !provider?.refundCharge)
    return { status: 'pending' as const, failureReason: PAYMENT_MESSAGES.refundProviderMissing };
  const done = await provider.refundCharge(database, {
    providerRef: payment.providerRef,
    amountPaise: refund.amountPaise,
    reference: refund.id,
  });
  // Still being processed at the provider: pending here, so a later sweep asks again (the same
  // reference answers the same refund) and marks it refunded once the provider has.
  return {
    status: done.status === 'refunded' ? ('refunded' as const) : ('pending' as const),
    providerRef: done.refundRef,
  };
}

async function toBeneficiary(database: Database, refund: RefundRow) {
  const [account] = await database.db
    .select()
    .from(refundBeneficiaries)
    .where(eq(refundBeneficiaries.id, refund.beneficiaryId ?? ''))
    .limit(1);
  if (!account) return { status: 'awaiting_beneficiary' as const };
  const destination =
    account.transferMode === 'upi'
      ? (account.vpa ?? '')
      : `${account.bankName ?? account.ifscCode ?? 'Bank'} ****${(account.accountNo ?? '').slice(-4)}`;
  const outcome = await payout(database.db, {
    reference: refund.id,
    amountPaise: refund.amountPaise,
    mode: account.transferMode,
    destination,
  });
  if (!outcome.ok) return { status: 'pending' as const, failureReason: outcome.reason };
  return { status: 'refunded' as const, providerRef: outcome.id };
}

/** An order's refunds that waited for a beneficiary, sent to the order's chosen one now. */
export async function processAwaitingRefunds(database: Database, orderId: string): Promise<RefundRow[]> {
  const [chosen] = await database.db
    .select({ id: orderRefundBeneficiaries.beneficiaryId })
    .from(orderRefundBeneficiaries)
    .where(eq(orderRefundBeneficiaries.orderId, orderId))
    .limit(1);
  if (!chosen) return [];
  const ready = await database.db
    .update(refunds)
    .set({ status: 'pending', beneficiaryId: chosen.id, updatedAt: new Date() })
    .where(
      and(eq(refunds.orderId, orderId), eq(refunds.method, 'beneficiary'), eq(refunds.status, 'awaiting_beneficiary')),
    )
    .returning({ id: refunds.id });
  const done: RefundRow[] = [];
  for (const { id } of ready) {
    const row = await processRefund(database, id);
    if (row) done.push(row);
  }
  return done;
}

/**
 * Refunds left pending (a provider was down) or claimed by a process that stopped, tried again
 * oldest first, a few at a time; and refunds that waited for an account their order now has
 * (chosen while the refund was being opened).
 */
export async function retryPendingRefunds(database: Database): Promise<void> {
  const due = await database.db
    .select({ id: refunds.id })
    .from(refunds)
    .where(
      or(
        and(eq(refunds.status, 'pending'), lt(refunds.updatedAt, new Date(Date.now() - RETRY_AFTER_MS))),
        and(eq(refunds.status, 'processing'), lt(refunds.updatedAt, new Date(Date.now() - REFUND_CLAIM_MS))),
      ),
    )
    .orderBy(asc(refunds.updatedAt))
    .limit(20);
  for (const { id } of due) await processRefund(database, id);
  const waiting = await database.db
    .selectDistinct({ orderId: refunds.orderId })
    .from(refunds)
    .innerJoin(orderRefundBeneficiaries, eq(orderRefundBeneficiaries.orderId, refunds.orderId))
    .where(eq(refunds.status, 'awaiting_beneficiary'))
    .limit(20);
  for (const { orderId } of waiting) await processAwaitingRefunds(database, orderId);
}

export async function refundsOfOrder(database: Database, orderId: string): Promise<RefundRow[]> {
  return database.db.select().from(refunds).where(eq(refunds.orderId, orderId)).orderBy(asc(refunds.createdAt));
}

/** The refunds as the order domain asks for them (connected at start, platform/app.ts). */
export const shipmentRefunds: ShipmentRefunds = {
  open: openShipmentRefund,
  pay: processRefund,
  retryPending: retryPendingRefunds,
  ofOrder: refundsOfOrder,
};
