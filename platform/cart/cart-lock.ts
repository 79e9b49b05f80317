// Changes that must count a cart's lines (the line limit) run one at a time per cart: in a
// transaction holding the cart row's lock. A single statement cannot do this on PostgreSQL: its
// snapshot is taken before any lock it waits for, so two adds on two connections would each see
// room for one more line.
import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '../db/client';

/** Raw SQL with $n parameters, as Database.query, inside the locked transaction. */
export type LockedQuery = <T = Record<string, unknown>>(text: string, params: unknown[]) => Promise<T[]>;

function positional(text: string, params: unknown[]): SQL {
  const parts = text.split(/\$(\d+)/);
  let out = sql.raw(parts[0]);
  for (let i = 1; i < parts.length; i += 2) out = sql`${out}${params[Number(parts[i]) - 1]}${sql.raw(parts[i + 1])}`;
  return out;
}

export function withCartLock<T>(
  database: Database,
  cartId: string,
  work: (query: LockedQuery) => Promise<T>,
): Promise<T> {
  return database.db.transaction(async (tx) => {
    await tx.execute(sql`SELECT 1 FROM carts WHERE id = ${cartId} FOR UPDATE`);
    const query: LockedQuery = async <R>(text: string, params: unknown[]) =>
      ((await tx.execute(positional(text, params))) as unknown as { rows: R[] }).rows;
    return work(query);
  });
}
