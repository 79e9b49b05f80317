// Cart pricing, the single source of truth for what a cart costs (platform/cart/pricing/).
export { priceCart, type Pricing, type PricingInput, type RawTotals, type DeliveryRule } from './breakup';
export {
  priceLine,
  tierPrice,
  type PricingLine,
  type PricedLine,
  type LinePromotion,
  type AppliedLinePromotion,
} from './line-price';
export { couponOutcome, type CouponRule, type CouponContext, type CouponOutcome } from './coupon-rule';
export { breakupValues } from './wire';
