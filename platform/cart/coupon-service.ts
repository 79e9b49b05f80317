// Coupons on a cart (cart/v1.0/coupon): the list with what applies, apply with the reason for each
// refusal, remove. Whether and how much a coupon takes off is platform/cart/pricing's call.
import type { Database } from '../db/client';
import type { CartCoupon, CartCouponList } from '../../contract/types/cart';
import { toMajor } from '../catalog';
import { ApiError } from '../http/errors';
import { couponOutcome, priceCart } from './pricing';
import { COUPON_MESSAGES } from './messages';
import { couponByCode, listedCoupons, ruleOf, usedCouponIds, type CouponRow } from './coupon-store';
import { loadLines, type LineRow } from './cart-lines';
import { pricingLines } from './cart-view';
import { touchCart, type CartRow } from './cart-store';
import { DELIVERY } from './constants';

type Shopper = { userId?: string };

/** The cart's lines as the coupon rule sees them: brand, category, and what each costs after promotions. */
function couponLines(rows: LineRow[]) {
  const lines = pricingLines(rows);
  const priced = priceCart({ lines, delivery: DELIVERY }).lines;
  return lines.map((l, i) => ({
    brandUid: l.brandUid,
    categoryUid: l.categoryUid,
    valid: l.valid,
    effectivePaise: priced[i].effectivePaise,
  }));
}

function listed(row: CouponRow, applied: boolean, outcome: ReturnType<typeof couponOutcome>): CartCoupon {
  return {
    coupon_code: row.code,
    title: row.title,
    sub_title: row.sub_title,
    description: row.description,
    coupon_type: row.type,
    coupon_value: row.type === 'flat' ? toMajor(row.value) : row.value,
    max_discount_value: row.max_discount === null ? 0 : toMajor(row.max_discount),
    minimum_cart_value: toMajor(row.min_cart_value),
    expires_on: row.valid_till ? new Date(row.valid_till).toISOString() : '',
    start_date: row.valid_from ? new Date(row.valid_from).toISOString() : null,
    end_date: row.valid_till ? new Date(row.valid_till).toISOString() : null,
    is_applied: applied,
    is_applicable: outcome.applicable,
    message: outcome.message,
    coupon_applicable_message: outcome.message,
  };
}

export async function listCoupons(
  database: Database,
  cart: CartRow | undefined,
  shopper: Shopper,
): Promise<CartCouponList> {
  const rows = await listedCoupons(database);
  const lines = cart ? couponLines(await loadLines(database, cart.id)) : [];
  const used = await usedCouponIds(database, shopper.userId);
  const context = (row: CouponRow) => ({
    now: new Date(),
    signedIn: Boolean(shopper.userId),
    usedByShopper: used.has(row.id),
  });
  const list = rows.map((row) =>
    listed(
      row,
      cart?.coupon_code?.toUpperCase() === row.code.toUpperCase(),
      couponOutcome(ruleOf(row), lines, context(row)),
    ),
  );
  return {
    available_coupon_list: list,
    page: { current: 1, total: 1, has_next: false, has_previous: false, total_item_count: list.length },
  };
}

/** Applies a coupon, or a 400 with the reason it does not apply. */
export async function applyCoupon(
  database: Database,
  cart: CartRow | undefined,
  code: string,
  shopper: Shopper,
): Promise<void> {
  const row = await couponByCode(database, code);
  if (!row) throw new ApiError(400, COUPON_MESSAGES.notFound);
  if (!cart) throw new ApiError(400, COUPON_MESSAGES.emptyCart);
  const used = await usedCouponIds(database, shopper.userId);
  const lines = couponLines(await loadLines(database, cart.id));
  const outcome = couponOutcome(ruleOf(row), lines, {
    now: new Date(),
    signedIn: Boolean(shopper.userId),
    usedByShopper: used.has(row.id),
  });
  if (!outcome.applicable) throw new ApiError(400, outcome.message);
  await touchCart(database, cart.id, { coupon_code: row.code });
}

export async function removeCoupon(database: Database, cart: CartRow): Promise<void> {
  await touchCart(database, cart.id, { coupon_code: null });
}
