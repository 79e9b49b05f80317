// Reward points on a cart (POST cart/v1.0/redeem/points/): the cart remembers whether its owner
// spends points; pricing works out how many on every read (platform/cart/pricing/breakup.ts).
// Nothing is spent until an order is placed: checkout calls redeemCartPoints in its transaction.
import type { Database } from '../db/client';
import { ApiError } from '../http/errors';
import { pointsBalance, pointsSpentSince, recordPointsDebit, type RecordedEntry, type Tx } from '../rewards';
import { pointsToUse } from './pricing/breakup';
import type { CartRow } from './cart-store';
import type { Pricing } from './pricing';
import { POINTS_MESSAGES } from './messages';

/** The ledger reference of a cart's redemption: one debit per cart, however often checkout repeats. */
export const redemptionReference = (cartId: string) => `cart:${cartId}`;

async function setPointsApplied(database: Database, cartId: string, applied: boolean): Promise<void> {
  await database.query('UPDATE carts SET points_applied = $2, updated_at = now() WHERE id = $1', [cartId, applied]);
}

/**
 * Turns points on or off for the signed-in shopper's cart. Turning them on needs a cart with lines
 * and a balance above zero (400 otherwise); turning them off always succeeds, even with no cart.
 */
export async function choosePoints(
  database: Database,
  cart: CartRow | undefined,
  userId: string,
  apply: boolean,
  lineCount: number,
): Promise<void> {
  if (!apply) {
    if (cart) await setPointsApplied(database, cart.id, false);
    return;
  }
  if (!cart || lineCount === 0) throw new ApiError(400, POINTS_MESSAGES.emptyCart);
  if ((await pointsBalance(database, userId)) <= 0)
    throw new ApiError(400, POINTS_MESSAGES.noPoints, undefined, { code: 'NO_POINTS' });
  await setPointsApplied(database, cart.id, true);
}

/**
 * Spends the points a priced cart uses, inside checkout's transaction (so the debit commits or
 * rolls back with the order). pricing must be the cart's pricing taken for this order
 * (priceLines). Answers null when the cart spends none. A repeated call for the same cart records
 * nothing again (reference = the cart id). When the balance fell below what was priced, the
 * rewards domain refuses (400, code NOT_ENOUGH_POINTS): checkout must re-price, never charge a
 * total the shopper was not shown.
 */
export async function redeemCartPoints(
  tx: Tx,
  cart: Pick<CartRow, 'id' | 'user_id' | 'points_applied'>,
  pricing: Pick<Pricing, 'points'>,
): Promise<RecordedEntry | null> {
  if (!cart.user_id || !cart.points_applied || pricing.points.used <= 0) return null;
  return recordPointsDebit(tx, {
    userId: cart.user_id,
    points: pricing.points.used,
    reason: POINTS_MESSAGES.orderReason,
    reference: redemptionReference(cart.id),
  });
}

/**
 * Whether the cart spends fewer points than when it was last changed because points were spent
 * elsewhere since (another order of the shopper's): its total went up after the shopper reviewed it.
 */
export async function pointsTakenSince(
  database: Database,
  cart: Pick<CartRow, 'id' | 'user_id' | 'points_applied' | 'updated_at'>,
  pricing: Pick<Pricing, 'points' | 'raw'>,
): Promise<boolean> {
  if (!cart.user_id || !cart.points_applied) return false;
  const spent = await pointsSpentSince(database, cart.user_id, cart.updated_at, redemptionReference(cart.id));
  if (spent <= 0) return false;
  const before = pointsToUse(
    { balance: pricing.points.balance + spent, applied: true },
    pricing.raw.subtotal - pricing.raw.coupon,
  );
  return before > pricing.points.used;
}

/** Marks the cart as changed now: its new total is the one the shopper reviews next. */
export async function touchCart(database: Database, cartId: string): Promise<void> {
  await database.query('UPDATE carts SET updated_at = now() WHERE id = $1 AND NOT archived', [cartId]);
}
