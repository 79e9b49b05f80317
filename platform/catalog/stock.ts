// An order's stock, in checkout's transaction: the articles' pieces locked and read, and taken in
// one statement that never oversells. Both lock in article order, so checkouts never wait in a circle.
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';

/** The caller's transaction (checkout's, payment's, an order's). */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

const list = (values: (string | number)[], type: string) =>
  sql`ARRAY[${sql.join(
    values.map((v) => sql`${v}`),
    sql`, `,
  )}]::${sql.raw(type)}`;

/** Locks these articles (in article order) until the commit; answers the pieces each has left (a gone one: none). */
export async function lockStock(tx: Tx, uids: string[]): Promise<Map<string, number>> {
  const sorted = [...uids].sort();
  const rows = (await tx.execute(
    sql`SELECT uid, quantity FROM articles WHERE uid = ANY(${list(sorted, 'text[]')}) ORDER BY uid FOR UPDATE`,
  )) as unknown as { rows: { uid: string; quantity: number }[] };
  return new Map(rows.rows.map((r) => [r.uid, r.quantity]));
}

/**
 * Takes every article's pieces (article uid -> pieces) in one statement, or none: the rows are
 * locked in article order (two checkouts never wait on each other in a circle) and each is lowered
 * only while enough is left. Answers the first article (in that order) short of stock, whose
 * caller rolls the whole transaction back, or undefined when every piece was taken.
 */
export async function takeStock(tx: Tx, pieces: Map<string, number>): Promise<string | undefined> {
  const uids = [...pieces.keys()].sort();
  const quantities = uids.map((uid) => pieces.get(uid)!);
  const taken = (await tx.execute(sql`
    WITH locked AS (SELECT uid FROM articles WHERE uid = ANY(${list(uids, 'text[]')}) ORDER BY uid FOR UPDATE)
    UPDATE articles a SET quantity = a.quantity - q.quantity
      FROM unnest(${list(uids, 'text[]')}, ${list(quantities, 'int[]')}) AS q(uid, quantity), locked l
     WHERE a.uid = q.uid AND l.uid = a.uid AND a.quantity >= q.quantity
    RETURNING a.uid`)) as unknown as { rows: { uid: string }[] };
  if (taken.rows.length === uids.length) return undefined;
  const got = new Set(taken.rows.map((r) => r.uid));
  return uids.find((uid) => !got.has(uid));
}

/** Puts pieces back on the shelf (article uid -> pieces), locking the rows in article order. */
export async function restock(tx: Tx, pieces: Map<string, number>): Promise<void> {
  const uids = [...pieces.keys()].sort();
  if (!uids.length) return;
  const quantities = uids.map((uid) => pieces.get(uid)!);
  await tx.execute(
    sql`UPDATE articles a SET quantity = a.quantity + q.quantity FROM unnest(${list(uids, 'text[]')}, ${list(quantities, 'int[]')}) AS q(uid, quantity) WHERE a.uid = q.uid`,
  );
}
