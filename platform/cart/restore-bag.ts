// An order that failed (its payment lapsed or was refused) gives its lines back: they go into the
// shopper's bag so that 'Try again' finds them, with the old cart's coupon and points choice when
// the bag was empty.
import type { Database } from '../db/client';
import { ensureUserCart, mergeLines, storedLines, touchCart } from './cart-store';

/** The ordered cart's lines back in the shopper's bag. */
export async function restoreBag(database: Database, userId: string, cartId: string): Promise<void> {
  const [old] = await database.query<{ coupon_code: string | null; points_applied: boolean }>(
    'SELECT coupon_code, points_applied FROM carts WHERE id = $1',
    [cartId],
  );
  const lines = await storedLines(database, cartId);
  if (!old || !lines.length) return;
  const bag = await ensureUserCart(database, userId, 'bag');
  const wasEmpty = (await storedLines(database, bag.id)).length === 0;
  await mergeLines(database, bag.id, lines, 'add');
  if (wasEmpty && old.coupon_code) await touchCart(database, bag.id, { coupon_code: old.coupon_code });
  if (wasEmpty && old.points_applied)
    await database.query('UPDATE carts SET points_applied = true WHERE id = $1', [bag.id]);
}
