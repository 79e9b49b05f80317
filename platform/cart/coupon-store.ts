// Coupons as the merchant keeps them, read into the pricing module's rule shape.
import type { Database } from '../db/client';
import type { CouponRule } from './pricing';

export type CouponRow = {
  id: number;
  code: string;
  title: string;
  sub_title: string;
  description: string;
  type: 'flat' | 'percentage';
  value: number;
  min_cart_value: number;
  max_discount: number | null;
  once_per_shopper: boolean;
  brand_uids: number[];
  category_uids: number[];
  payment_modes: string[];
  valid_from: Date | null;
  valid_till: Date | null;
};

const COLUMNS =
  'id, code, title, sub_title, description, type, value, min_cart_value, max_discount, once_per_shopper, brand_uids, category_uids, payment_modes, valid_from, valid_till';

export const ruleOf = (row: CouponRow): CouponRule => ({
  code: row.code,
  type: row.type,
  value: row.value,
  minCartValue: row.min_cart_value,
  maxDiscount: row.max_discount,
  oncePerShopper: row.once_per_shopper,
  brandUids: row.brand_uids ?? [],
  categoryUids: row.category_uids ?? [],
  validFrom: row.valid_from ? new Date(row.valid_from) : null,
  validTill: row.valid_till ? new Date(row.valid_till) : null,
});

/** An active coupon by code (codes compare without case). */
export async function couponByCode(database: Database, code: string): Promise<CouponRow | undefined> {
  const [row] = await database.query<CouponRow>(
    `SELECT ${COLUMNS} FROM coupons WHERE upper(code) = upper($1) AND active`,
    [code],
  );
  return row;
}

/** Active coupons that have not ended, for the list. */
export async function listedCoupons(database: Database): Promise<CouponRow[]> {
  return database.query<CouponRow>(
    `SELECT ${COLUMNS} FROM coupons WHERE active AND (valid_till IS NULL OR valid_till > now()) ORDER BY id`,
  );
}

export async function usedCouponIds(database: Database, userId: string | undefined): Promise<Set<number>> {
  if (!userId) return new Set();
  const rows = await database.query<{ coupon_id: number }>(
    'SELECT coupon_id FROM coupon_redemptions WHERE user_id = $1',
    [userId],
  );
  return new Set(rows.map((r) => r.coupon_id));
}

/**
 * Records that a shopper used a coupon (for once-per-shopper coupons), when an order is placed;
 * answers false when this shopper had already used it (the order should then be refused).
 */
export async function recordCouponRedemption(
  database: Database,
  code: string,
  userId: string,
  orderId: string,
): Promise<boolean> {
  const rows = await database.query(
    `INSERT INTO coupon_redemptions (coupon_id, user_id, order_id) SELECT id, $2, $3 FROM coupons WHERE upper(code) = upper($1)
     ON CONFLICT (coupon_id, user_id) DO NOTHING RETURNING coupon_id`,
    [code, userId, orderId],
  );
  return rows.length > 0;
}
