// At sign-in the browser's anonymous cart joins the shopper's cart: quantities add up, within
// the stock and the per-item limit; the anonymous cart is archived and its cookie cleared. When
// the shopper has no cart yet, the anonymous one simply becomes theirs. Two sign-ins at once with
// the same cookie (a double-submitted form) merge it once: the first to claim it does the work.
// A guest checkout's addresses (the cart's) become the account's.
import type { Context } from 'hono';
import type { PlatformEnv } from '../http/env';
import type { Database } from '../db/client';
import { adoptGuestAddresses } from '../address';
import { clearCartCookie, readCartCookie } from './cart-cookie';
import { cartById, cartOfUser, mergeLines, storedLines } from './cart-store';

export async function mergeCartAtSignIn(c: Context<PlatformEnv>, userId: string): Promise<void> {
  const cartId = await readCartCookie(c);
  if (!cartId) return;
  clearCartCookie(c);
  // A guest checkout's addresses go with its bag.
  await adoptGuestAddresses(c.get('database'), cartId, userId).catch((error) =>
    console.error('[cart] giving the guest addresses to the account failed:', error),
  );
  // A merge that fails must not fail the sign-in: the anonymous cart stays as it was, logged.
  await merge(c.get('database'), cartId, userId).catch((error) =>
    console.error('[cart] merging the anonymous cart at sign-in failed:', error),
  );
}

async function merge(database: Database, cartId: string, userId: string): Promise<void> {
  const anonymous = await cartById(database, cartId);
  if (!anonymous || anonymous.user_id !== null) return;
  const own = await cartOfUser(database, userId, 'bag');
  if (!own) {
    const adopted = await database
      .query(
        'UPDATE carts SET user_id = $2, updated_at = now() WHERE id = $1 AND user_id IS NULL AND NOT archived RETURNING id',
        [cartId, userId],
      )
      .catch(() => []);
    if (adopted.length > 0) return;
  }
  // Claimed by archiving: a sign-in that finds it already archived or adopted has nothing to do.
  const claimed = await database.query(
    'UPDATE carts SET archived = true, updated_at = now() WHERE id = $1 AND user_id IS NULL AND NOT archived RETURNING id',
    [cartId],
  );
  if (claimed.length === 0) return;
  try {
    const target = own ?? (await cartOfUser(database, userId, 'bag'));
    if (target) await mergeLines(database, target.id, await storedLines(database, cartId), 'add');
  } catch (error) {
    await database.query('UPDATE carts SET archived = false WHERE id = $1', [cartId]);
    throw error;
  }
}
