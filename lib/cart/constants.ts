// The storefront cart's messages and limits, one
// place each. The platform's own refusals (stock, coupon rules) reach the shopper as it words them.
import { SDK_MESSAGES } from '../shared/constants';

export const CART_PATHS = {
  bag: '/cart/bag/',
  coupons: '/cart/available-coupons/',
  delivery: '/cart/delivery',
  sharedCart: (token: string) => `/shared-cart/${encodeURIComponent(token)}`,
} as const;

/** The bag forms' mark on the notice they leave: it is the bag's to show, not the checkout steps'. */
export const BAG_NOTICE_FORM = 'bag';

/** The id of a product page's sizes block: a bag form sent without a size comes back to it. */
export const SIZES_ID = 'sizes';

export const CART_MESSAGES = {
  /** Any error that is not the server's own. */
  somethingWentWrong: SDK_MESSAGES.somethingWentWrong,
  /** A cart share failure without a token. */
  noShareToken: 'Token could not be generated',
  chooseSize: 'Please select a size',
  added: 'Added to bag',
  couponApplied: (code: string) => `Coupon ${code} applied`,
  couponRemoved: 'Coupon removed',
  /** The cart keeps a coupon that stopped applying (a line removed, the bag under its minimum). */
  couponHeld: (code: string, reason: string) => `${code} does not apply now: ${reason}`,
  linkCopied: 'Link copied',
  movedToWishlist: 'Moved to your wishlist',
  signInForWishlist: 'Sign in to keep a wishlist',
} as const;

/** The wishlist's follow call (SDK followById) that "Move to wishlist" makes before removing the line. */
export const WISHLIST_FOLLOW = '/service/application/catalog/v1.0/follow/{collection_type}/{collection_id}/';

/** What one form may ask for; the platform holds the real per-item and stock limits. */
export const CART_INPUT_LIMITS = {
  maxQuantity: 100,
  maxSizeChars: 64,
  maxKeyChars: 200,
  maxCouponChars: 64,
  maxTokenChars: 200,
} as const;

/** Local storage (m_ prefix): the header's last known item count. */
export const CART_COUNT_KEY = 'user_cart';
