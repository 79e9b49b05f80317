// The breakup on the wire (CartBreakup): rupees, with the display list ending in 'Total'. The
// display entries before 'Total' add up to it, as the raw values do.
import type { CartBreakup, CartDisplayBreakup } from '../../../contract/types/cart';
import { CURRENCY, toMajor } from '../../catalog';
import type { Pricing, PointsOutcome } from './breakup';
import { POINTS_MESSAGES } from '../messages';

const DISPLAY = {
  mrp_total: 'MRP Total',
  discount: 'Discount',
  coupon: 'Coupon',
  loyalty_points: 'Loyalty Points',
  delivery_charge: 'Delivery Charges',
  total: 'Total',
} as const;

function entry(key: keyof typeof DISPLAY, paise: number, message: string[] = []): CartDisplayBreakup {
  return {
    key,
    display: DISPLAY[key],
    value: toMajor(paise),
    currency_code: CURRENCY.code,
    currency_symbol: CURRENCY.symbol,
    message,
  };
}

/**
 * The SDK's LoyaltyPoints: is_applied is the cart's remembered choice, total the shopper's
 * balance and applicable the points this cart can spend now (whole points; 1 point = ₹1 at
 * POINT_VALUE_PAISE 100, the rupees off are raw.loyalty_points).
 */
function loyaltyPoints(p: PointsOutcome): CartBreakup['loyalty_points'] {
  return {
    is_applied: p.applied,
    total: p.balance,
    applicable: p.applicable,
    description: POINTS_MESSAGES.describe(p),
  };
}

export function breakupValues(pricing: Pricing, delivery: { freeFromPaise: number }): CartBreakup {
  const r = pricing.raw;
  const display: CartDisplayBreakup[] = [entry('mrp_total', r.mrpTotal)];
  if (r.discount > 0) display.push(entry('discount', -r.discount));
  if (r.coupon > 0) display.push(entry('coupon', -r.coupon));
  if (r.points > 0) display.push(entry('loyalty_points', -r.points));
  const deliveryNote =
    r.deliveryCharge > 0 ? [`Free delivery on orders of ₹${toMajor(delivery.freeFromPaise)} or more`] : [];
  display.push(entry('delivery_charge', r.deliveryCharge, deliveryNote));
  display.push(entry('total', r.total));
  const c = pricing.coupon;
  return {
    raw: {
      mrp_total: toMajor(r.mrpTotal),
      discount: toMajor(r.discount),
      subtotal: toMajor(r.subtotal),
      coupon: toMajor(r.coupon),
      loyalty_points: toMajor(r.points),
      fynd_cash: toMajor(r.points),
      delivery_charge: toMajor(r.deliveryCharge),
      you_saved: toMajor(r.discount + r.coupon),
      total: toMajor(r.total),
    },
    display,
    coupon: c
      ? {
          code: c.code,
          uid: c.code,
          is_applied: c.applicable,
          value: toMajor(c.applicable ? r.coupon : 0),
          type: c.rule.type,
          coupon_type: c.rule.type,
          coupon_value: c.rule.type === 'flat' ? toMajor(c.rule.value) : c.rule.value,
          max_discount_value: c.rule.maxDiscount === null ? 0 : toMajor(c.rule.maxDiscount),
          minimum_cart_value: toMajor(c.rule.minCartValue),
          title: c.code,
          sub_title: '',
          description: '',
          message: c.applicable ? 'Coupon applied' : c.message,
        }
      : {},
    loyalty_points: loyaltyPoints(pricing.points),
  };
}
