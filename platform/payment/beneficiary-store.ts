// The refund accounts' rows: a shopper's beneficiaries (the same account given twice is one row,
// by its fingerprint), the beneficiary each order's refunds go to, and the shopper's transfer
// modes. Every read and write names the shopper: someone else's row is never found.
import crypto from 'node:crypto';
import { and, asc, count, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { orderRefundBeneficiaries, refundBeneficiaries, refundTransferModes, type TransferMode } from './schema';

export type BeneficiaryRow = typeof refundBeneficiaries.$inferSelect;
export type NewBeneficiary = Omit<
  typeof refundBeneficiaries.$inferInsert,
  'id' | 'userId' | 'fingerprint' | 'createdAt' | 'details'
> & { transferMode: TransferMode };
type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
type Executor = Db | Tx;

/** 24 hex characters, like the platform's other ids. */
const newId = () => crypto.randomBytes(12).toString('hex');

/** Who the account is, not who typed it: a bank's account number (by its IFSC's bank), or the UPI id. */
export function fingerprintOf(b: Pick<NewBeneficiary, 'transferMode' | 'accountNo' | 'ifscCode' | 'vpa'>): string {
  const key =
    b.transferMode === 'bank'
      ? `bank:${(b.ifscCode ?? '').slice(0, 4)}:${b.accountNo ?? ''}`
      : `upi:${(b.vpa ?? '').toLowerCase()}`;
  return crypto.createHash('sha256').update(key).digest('hex');
}

export async function countBeneficiaries(db: Executor, userId: string): Promise<number> {
  const [{ n }] = await db
    .select({ n: count() })
    .from(refundBeneficiaries)
    .where(eq(refundBeneficiaries.userId, userId));
  return Number(n);
}

export async function beneficiaryByFingerprint(
  db: Executor,
  userId: string,
  fingerprint: string,
): Promise<BeneficiaryRow | undefined> {
  const [row] = await db
    .select()
    .from(refundBeneficiaries)
    .where(and(eq(refundBeneficiaries.userId, userId), eq(refundBeneficiaries.fingerprint, fingerprint)))
    .limit(1);
  return row;
}

/**
 * Adds the account, or (given again) brings its details up to date: one row per account. The
 * order it was given for is remembered in details.order_ids (the order's beneficiaries).
 */
export async function saveBeneficiary(
  db: Executor,
  userId: string,
  account: NewBeneficiary,
  orderId: string,
  verified: boolean,
): Promise<BeneficiaryRow> {
  const fingerprint = fingerprintOf(account);
  const details = { order_ids: [orderId], verified };
  const [row] = await db
    .insert(refundBeneficiaries)
    .values({ ...account, id: newId(), userId, fingerprint, details })
    .onConflictDoUpdate({
      target: [refundBeneficiaries.userId, refundBeneficiaries.fingerprint],
      set: {
        accountHolder: sql`CASE WHEN excluded.account_holder <> '' THEN excluded.account_holder ELSE ${refundBeneficiaries.accountHolder} END`,
        ifscCode: sql`COALESCE(excluded.ifsc_code, ${refundBeneficiaries.ifscCode})`,
        bankName: sql`COALESCE(excluded.bank_name, ${refundBeneficiaries.bankName})`,
        branchName: sql`COALESCE(excluded.branch_name, ${refundBeneficiaries.branchName})`,
        email: sql`COALESCE(excluded.email, ${refundBeneficiaries.email})`,
        mobile: sql`COALESCE(excluded.mobile, ${refundBeneficiaries.mobile})`,
        // The order joins the account's orders once; verified stays true once an OTP proved it.
        details: sql`jsonb_build_object(
          'order_ids', (SELECT COALESCE(jsonb_agg(DISTINCT o), '[]'::jsonb) FROM jsonb_array_elements_text(COALESCE(${refundBeneficiaries.details}->'order_ids', '[]'::jsonb) || ${JSON.stringify([orderId])}::jsonb) AS o),
          'verified', COALESCE((${refundBeneficiaries.details}->>'verified')::boolean, false) OR ${verified}
        )`,
      },
    })
    .returning();
  return row;
}

export async function beneficiariesOf(db: Executor, userId: string): Promise<BeneficiaryRow[]> {
  return db
    .select()
    .from(refundBeneficiaries)
    .where(eq(refundBeneficiaries.userId, userId))
    .orderBy(asc(refundBeneficiaries.createdAt), asc(refundBeneficiaries.id));
}

export async function beneficiaryOf(db: Executor, userId: string, id: string): Promise<BeneficiaryRow | undefined> {
  const [row] = await db
    .select()
    .from(refundBeneficiaries)
    .where(and(eq(refundBeneficiaries.userId, userId), eq(refundBeneficiaries.id, id)))
    .limit(1);
  return row;
}

/** The beneficiary the order's refunds go to (the caller has checked the order is the shopper's). */
export async function orderDefault(db: Executor, orderId: string): Promise<string | undefined> {
  const [row] = await db
    .select({ id: orderRefundBeneficiaries.beneficiaryId })
    .from(orderRefundBeneficiaries)
    .where(eq(orderRefundBeneficiaries.orderId, orderId))
    .limit(1);
  return row?.id;
}

export async function setOrderDefault(db: Executor, orderId: string, beneficiaryId: string): Promise<void> {
  await db
    .insert(orderRefundBeneficiaries)
    .values({ orderId, beneficiaryId })
    .onConflictDoUpdate({ target: orderRefundBeneficiaries.orderId, set: { beneficiaryId, updatedAt: new Date() } });
}

/** The shopper's choices; a mode without a row keeps the shop's default (on). */
export async function transferModesOf(db: Executor, userId: string): Promise<Partial<Record<TransferMode, boolean>>> {
  const rows = await db.select().from(refundTransferModes).where(eq(refundTransferModes.userId, userId));
  return Object.fromEntries(rows.map((r) => [r.transferMode, r.enabled]));
}

export async function setTransferMode(
  db: Executor,
  userId: string,
  transferMode: TransferMode,
  enabled: boolean,
): Promise<void> {
  await db
    .insert(refundTransferModes)
    .values({ userId, transferMode, enabled })
    .onConflictDoUpdate({ target: [refundTransferModes.userId, refundTransferModes.transferMode], set: { enabled } });
}
