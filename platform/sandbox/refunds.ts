// The sandbox aggregator giving money back: refunds of a succeeded charge (never more than was
// charged, all refunds together) and payouts to a bank account or UPI id. The merchant's reference
// makes a repeated request answer the first refund or payout instead of making a second.
import crypto from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { sandboxCharges, sandboxPayouts, sandboxRefunds } from './schema';
import { SANDBOX_MESSAGES } from './constants';

export type RefundOutcome = { ok: true; id: string } | { ok: false; reason: string };
const newId = (prefix: string) => `${prefix}_${crypto.randomBytes(12).toString('base64url')}`;

export async function refundCharge(
  db: Db,
  chargeId: string,
  reference: string,
  amountPaise: number,
): Promise<RefundOutcome> {
  const [earlier] = await db
    .select()
    .from(sandboxRefunds)
    .where(eq(sandboxRefunds.merchantReference, reference))
    .limit(1);
  if (earlier)
    return earlier.chargeId === chargeId && earlier.amountPaise === amountPaise
      ? { ok: true, id: earlier.id }
      : { ok: false, reason: SANDBOX_MESSAGES.refundReferenceUsed };
  if (!Number.isInteger(amountPaise) || amountPaise <= 0) return { ok: false, reason: SANDBOX_MESSAGES.refundAmount };
  return db.transaction(async (tx) => {
    // The charge's row lock serialises its refunds, so two at once cannot both fit under its amount.
    const [charge] = await tx.select().from(sandboxCharges).where(eq(sandboxCharges.id, chargeId)).for('update');
    if (!charge || charge.status !== 'succeeded') return { ok: false, reason: SANDBOX_MESSAGES.refundNotPaid };
    const [{ refunded }] = await tx
      .select({ refunded: sql<number>`coalesce(sum(${sandboxRefunds.amountPaise}), 0)::int` })
      .from(sandboxRefunds)
      .where(eq(sandboxRefunds.chargeId, chargeId));
    if (Number(refunded) + amountPaise > charge.amountPaise)
      return { ok: false, reason: SANDBOX_MESSAGES.refundTooMuch };
    const [row] = await tx
      .insert(sandboxRefunds)
      .values({ id: newId('rf'), chargeId, merchantReference: reference, amountPaise })
      .returning();
    return { ok: true, id: row.id } as const;
  });
}

export async function refundedOn(db: Db, chargeId: string): Promise<number> {
  const [{ refunded }] = await db
    .select({ refunded: sql<number>`coalesce(sum(${sandboxRefunds.amountPaise}), 0)::int` })
    .from(sandboxRefunds)
    .where(eq(sandboxRefunds.chargeId, chargeId));
  return Number(refunded);
}

export async function payout(
  db: Db,
  input: { reference: string; amountPaise: number; mode: 'bank' | 'upi'; destination: string },
): Promise<RefundOutcome> {
  if (!Number.isInteger(input.amountPaise) || input.amountPaise <= 0)
    return { ok: false, reason: SANDBOX_MESSAGES.refundAmount };
  const [row] = await db
    .insert(sandboxPayouts)
    .values({
      id: newId('po'),
      merchantReference: input.reference,
      amountPaise: input.amountPaise,
      mode: input.mode,
      destination: input.destination,
    })
    .onConflictDoNothing()
    .returning();
  if (row) return { ok: true, id: row.id };
  const [earlier] = await db
    .select()
    .from(sandboxPayouts)
    .where(eq(sandboxPayouts.merchantReference, input.reference))
    .limit(1);
  return earlier && earlier.amountPaise === input.amountPaise
    ? { ok: true, id: earlier.id }
    : { ok: false, reason: SANDBOX_MESSAGES.refundReferenceUsed };
}
