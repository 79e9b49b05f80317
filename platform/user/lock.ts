// Other domains serialise one shopper's writes (addresses, points, the compare list) on the
// shopper's users row, held until their transaction ends.
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { users } from './schema';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** Locks the shopper's row for the rest of `tx`; false when there is no such shopper. */
export async function lockShopperRow(tx: Tx, userId: string): Promise<boolean> {
  const [row] = await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
  return row !== undefined;
}
