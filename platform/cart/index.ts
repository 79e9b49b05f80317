// What other domains (checkout, orders, rewards) use of the cart: this request's cart, its lines
// priced now in paise, and recording a coupon's use when an order is placed.
export {
  findCart,
  findCartWithLines,
  cartForChange,
  shopperOrGuest,
  type CartRef,
  type CheckoutOwner,
} from './identity';
export { priceLines, cartView, lineState, type ViewContext } from './cart-view';
export { loadLines, type LineRow } from './cart-lines';
export { recordCouponRedemption } from './coupon-store';
export { claimCart, cartArchivedNow, dropCouponRedemptions, type CartClaim } from './claim';
export { restoreBag } from './restore-bag';
export { pointsTakenSince, redeemCartPoints, redemptionReference, touchCart } from './points';
export { archiveCart, mergeCartMeta, type CartRow } from './cart-store';
export { priceCart, type Pricing, type RawTotals } from './pricing';
export { CART_MESSAGES, COUPON_MESSAGES } from './messages';
export { mergeCartAtSignIn } from './sign-in-merge';
export { selectedAddresses, type SelectedAddresses } from './select-address';
export { type CouponRow } from './coupon-store';
export { ensureUserCart, mergeLines, storedLines, touchCart as setCartFields } from './cart-store';
