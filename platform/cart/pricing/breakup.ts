// The cart's totals (paise), the one place they are worked out:
//   total = mrp_total − discount − coupon − points + delivery_charge,  subtotal = mrp_total − discount.
// Lines that are not valid (out of stock, beyond stock) are shown but not charged.
// Reward points pay for goods only, never delivery: when applied they take
//   min(balance × POINT_VALUE_PAISE, subtotal − coupon), rounded down to whole points,
// and delivery is decided on subtotal − coupon (before points), so spending points never costs
// the shopper free delivery. A balance that shrank since the choice just shrinks the discount.
import { priceLine, type PricedLine, type PricingLine } from './line-price';
import { couponOutcome, type CouponContext, type CouponOutcome, type CouponRule } from './coupon-rule';
import { POINT_VALUE_PAISE } from '../../rewards';

export type DeliveryRule = { freeFromPaise: number; chargePaise: number };

export type PricingInput = {
  lines: PricingLine[];
  coupon?: { rule: CouponRule; context: CouponContext } | null;
  /** The shopper's reward points balance (whole points) and whether the cart spends them. */
  points?: PointsChoice | null;
  delivery: DeliveryRule;
};

export type RawTotals = {
  mrpTotal: number;
  discount: number;
  subtotal: number;
  coupon: number;
  points: number;
  deliveryCharge: number;
  total: number;
};

export type PointsChoice = { balance: number; applied: boolean };
/**
 * balance: what the shopper holds; applicable: the whole points this cart could spend;
 * used: what it spends now (applicable when applied, else 0).
 */
export type PointsOutcome = PointsChoice & { applicable: number; used: number };

export type Pricing = {
  lines: PricedLine[];
  raw: RawTotals;
  coupon: (CouponOutcome & { code: string; rule: CouponRule }) | null;
  points: PointsOutcome;
};

/** Whole points a cart spends: no more than the balance, no more than the goods left to pay. */
export function pointsToUse(choice: PointsChoice | null | undefined, leftToPayPaise: number): number {
  if (!choice?.applied) return 0;
  const balance = Math.max(0, Math.floor(choice.balance));
  return Math.max(0, Math.min(balance, Math.floor(leftToPayPaise / POINT_VALUE_PAISE)));
}

export function priceCart(input: PricingInput): Pricing {
  const lines = input.lines.map(priceLine);
  const charged = lines.filter((_, i) => input.lines[i].valid);
  const mrpTotal = charged.reduce((s, l) => s + l.mrpPaise, 0);
  const discount = charged.reduce((s, l) => s + l.discountPaise, 0);
  const subtotal = mrpTotal - discount;
  let coupon: Pricing['coupon'] = null;
  if (input.coupon) {
    const outcome = couponOutcome(
      input.coupon.rule,
      input.lines.map((l, i) => ({
        brandUid: l.brandUid,
        categoryUid: l.categoryUid,
        valid: l.valid,
        effectivePaise: lines[i].effectivePaise,
      })),
      input.coupon.context,
    );
    coupon = { ...outcome, code: input.coupon.rule.code, rule: input.coupon.rule };
  }
  const couponOff = Math.min(coupon?.discountPaise ?? 0, subtotal);
  const balance = Math.max(0, Math.floor(input.points?.balance ?? 0));
  const applicable = pointsToUse({ balance, applied: true }, subtotal - couponOff);
  const used = input.points?.applied ? applicable : 0;
  const points = used * POINT_VALUE_PAISE;
  const payable = subtotal - couponOff - points;
  const deliveryCharge =
    charged.length === 0 || subtotal - couponOff >= input.delivery.freeFromPaise ? 0 : input.delivery.chargePaise;
  return {
    lines,
    raw: { mrpTotal, discount, subtotal, coupon: couponOff, points, deliveryCharge, total: payable + deliveryCharge },
    coupon,
    points: { balance, applied: Boolean(input.points?.applied), applicable, used },
  };
}
