// A cart claimed by the order placed from it, inside checkout's transaction: archived only while
// live and unchanged since it was priced (which also holds its row lock), and the coupon's use
// recorded, in one statement; and, when its payment fails, the coupon given back.
import { sql } from 'drizzle-orm';
import type { Tx } from '../rewards';

export type CartClaim = {
  cartId: string;
  /** The cart's updated_at when it was priced, in ms. */
  pricedAt: number;
  toleranceMs: number;
  userId: string;
  orderId: string;
  /** The applicable coupon's code, or null when none applies. */
  couponCode: string | null;
};

/** Whether the cart was claimed, and whether the coupon's use was recorded with it. */
export async function claimCart(tx: Tx, claim: CartClaim): Promise<{ claimed: boolean; redeemed: boolean }> {
  const result = (await tx.execute(sql`
    WITH claimed AS (
      UPDATE carts SET archived = true, updated_at = now()
       WHERE id = ${claim.cartId} AND NOT archived AND abs(extract(epoch from updated_at) * 1000 - ${claim.pricedAt}) <= ${claim.toleranceMs}
      RETURNING id),
    redeemed AS (
      INSERT INTO coupon_redemptions (coupon_id, user_id, order_id)
        SELECT id, ${claim.userId}, ${claim.orderId} FROM coupons WHERE ${claim.couponCode !== null} AND upper(code) = upper(${claim.couponCode ?? ''}) AND EXISTS (SELECT 1 FROM claimed)
        ON CONFLICT (coupon_id, user_id) DO NOTHING
      RETURNING coupon_id)
    SELECT (SELECT count(*)::int FROM claimed) AS claimed, (SELECT count(*)::int FROM redeemed) AS redeemed`)) as unknown as {
    rows: { claimed: number; redeemed: number }[];
  };
  const [row] = result.rows;
  return { claimed: Boolean(row?.claimed), redeemed: Boolean(row?.redeemed) };
}

/** Whether the cart is archived now (true when it is gone), read in the caller's transaction. */
export async function cartArchivedNow(tx: Tx, cartId: string): Promise<boolean> {
  const [now] = (
    (await tx.execute(sql`SELECT archived FROM carts WHERE id = ${cartId}`)) as unknown as {
      rows: { archived: boolean }[];
    }
  ).rows;
  return !now || now.archived;
}

/** Inside the failed order's transaction: the coupon its cart used can be used again. */
export async function dropCouponRedemptions(tx: Tx, orderId: string): Promise<void> {
  await tx.execute(sql`DELETE FROM coupon_redemptions WHERE order_id = ${orderId}`);
}
