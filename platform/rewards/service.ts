// The points ledger. Other domains use pointsBalance, and recordPointsDebit inside their own
// transaction (the cart spending points on an order), so the debit commits or rolls back with it.
// Every write locks the shopper's users row first: two processes spending the same points at once
// are serialised, and the second sees the first's debit before checking the balance.
import { and, desc, eq, sql } from 'drizzle-orm';
import type { PointsDetails, PointsHistoryDetails } from '../../contract/types/rewards';
import type { Database, Db } from '../db/client';
import { ApiError, badRequest, notFound } from '../http/errors';
import { offsetOf, type PageRequest } from '../http/query-fields';
import { lockShopperRow } from '../user';
import { pointsLedger } from './schema';
import { REWARDS_LIMITS } from './constants';
import { REWARDS_MESSAGES } from './messages';

/** A transaction of the platform's database (what db.transaction hands its callback). */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
type Executor = Db | Tx;

export type LedgerEntry = { userId: string; points: number; reason: string; reference?: string };
export type RecordedEntry = { id: number; points: number; balance: number; repeated: boolean };

async function sumFor(db: Executor, userId: string): Promise<number> {
  const [row] = await db
    .select({ total: sql<string | number | null>`coalesce(sum(${pointsLedger.points}), 0)` })
    .from(pointsLedger)
    .where(eq(pointsLedger.userId, userId));
  return Number(row?.total ?? 0);
}

/** The balance inside the caller's transaction (what a debit there may take). */
export function pointsBalanceIn(tx: Tx, userId: string): Promise<number> {
  return sumFor(tx, userId);
}

/** Points the shopper spent (debits) after `since`, except the entry with this reference. */
export async function pointsSpentSince(
  database: Database,
  userId: string,
  since: Date,
  exceptReference: string,
): Promise<number> {
  const [row] = await database.query<{ spent: string | number | null }>(
    'SELECT coalesce(-sum(points), 0) AS spent FROM points_ledger WHERE user_id = $1 AND points < 0 AND created_at > $2 AND reference IS DISTINCT FROM $3',
    [userId, new Date(since).toISOString(), exceptReference],
  );
  return Number(row?.spent ?? 0);
}

/** The shopper's spendable points (credits minus debits). */
export function pointsBalance(database: Database, userId: string): Promise<number> {
  return sumFor(database.db, userId);
}

function checkEntry(entry: LedgerEntry): void {
  if (!Number.isInteger(entry.points) || entry.points <= 0 || entry.points > REWARDS_LIMITS.entryPointsMax)
    throw badRequest(REWARDS_MESSAGES.badPoints);
  if (!entry.reason.trim() || entry.reason.length > REWARDS_LIMITS.reasonMaxLength)
    throw badRequest(REWARDS_MESSAGES.badReason);
}

async function record(tx: Tx, entry: LedgerEntry, sign: 1 | -1): Promise<RecordedEntry> {
  checkEntry(entry);
  if (!(await lockShopperRow(tx, entry.userId))) throw notFound(REWARDS_MESSAGES.unknownShopper);
  const reference = entry.reference?.slice(0, REWARDS_LIMITS.referenceMaxLength);
  if (reference) {
    const [done] = await tx
      .select({ id: pointsLedger.id, points: pointsLedger.points })
      .from(pointsLedger)
      .where(and(eq(pointsLedger.userId, entry.userId), eq(pointsLedger.reference, reference)))
      .limit(1);
    if (done) return { id: done.id, points: done.points, balance: await sumFor(tx, entry.userId), repeated: true };
  }
  const balance = await sumFor(tx, entry.userId);
  if (sign < 0 && balance < entry.points)
    throw new ApiError(400, REWARDS_MESSAGES.notEnoughPoints(balance), undefined, { code: 'NOT_ENOUGH_POINTS' });
  const [row] = await tx
    .insert(pointsLedger)
    .values({
      userId: entry.userId,
      points: sign * entry.points,
      reason: entry.reason.trim(),
      reference: reference ?? null,
    })
    .returning({ id: pointsLedger.id });
  return { id: row.id, points: sign * entry.points, balance: balance + sign * entry.points, repeated: false };
}

/**
 * Spends points inside the caller's transaction. Refused (400, code NOT_ENOUGH_POINTS) when the
 * balance is short; with a reference already recorded for this shopper it records nothing again
 * and answers the first entry (repeated: true).
 */
export function recordPointsDebit(tx: Tx, entry: LedgerEntry): Promise<RecordedEntry> {
  return record(tx, entry, -1);
}

/** Adds points inside the caller's transaction (spent points given back with a lapsed order); once per reference. */
export function recordPointsCreditIn(tx: Tx, entry: LedgerEntry): Promise<RecordedEntry> {
  return record(tx, entry, 1);
}

/** Adds points (a reward, a refund of spent points); once per reference. */
export function recordPointsCredit(database: Database, entry: LedgerEntry): Promise<RecordedEntry> {
  return database.db.transaction((tx) => record(tx, entry, 1));
}

export async function userPoints(database: Database, userId: string): Promise<PointsDetails> {
  return { points: await pointsBalance(database, userId) };
}

/** Newest first, as the SDK's PointsHistory; paged by page_id (next_id is the next page number). */
export async function pointsHistory(
  database: Database,
  applicationId: string,
  userId: string,
  page: PageRequest,
): Promise<PointsHistoryDetails> {
  const [rows, [total]] = await Promise.all([
    database.db
      .select()
      .from(pointsLedger)
      .where(eq(pointsLedger.userId, userId))
      .orderBy(desc(pointsLedger.createdAt), desc(pointsLedger.id))
      .limit(page.pageSize)
      .offset(offsetOf(page)),
    database.db
      .select({ total: sql<number>`count(*)::int` })
      .from(pointsLedger)
      .where(eq(pointsLedger.userId, userId)),
  ]);
  const itemTotal = Number(total?.total ?? 0);
  const hasNext = page.pageNo * page.pageSize < itemTotal;
  return {
    items: rows.map((r) => ({
      _id: String(r.id),
      application_id: applicationId,
      user_id: r.userId,
      points: r.points,
      txn_name: r.points < 0 ? 'debit' : 'credit',
      text_1: r.reason,
      claimed: true,
      created_at: r.createdAt.toISOString(),
      updated_at: r.createdAt.toISOString(),
    })),
    page: {
      type: 'cursor',
      current: page.pageNo,
      size: page.pageSize,
      item_total: itemTotal,
      has_next: hasNext,
      has_previous: page.pageNo > 1,
      ...(hasNext ? { next_id: String(page.pageNo + 1) } : {}),
    },
  };
}
