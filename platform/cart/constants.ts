// Limits, lifetimes and charges of the cart API. The API names no numbers
// for these; they are the shop's choice, kept here in one place.

/** Tiers a promotion may hold, and the largest quantity one may name. */
export const OFFER_LIMITS = { maxTiers: 10, maxQuantity: 1000 } as const;

export const CART_LIMITS = {
  /** Pieces of one article in one cart. */
  maxQuantityPerItem: 10,
  /** Lines in one cart. */
  maxLines: 50,
  /** Items in one add or update request. */
  maxItemsPerRequest: 50,
  couponCodeMax: 40,
  metaKeysMax: 20,
  /** A meta object as JSON, in characters: a line keeps its meta, so each add must stay small. */
  metaCharsMax: 2000,
} as const;

/** Delivery is free from this cart value on (paise, after discounts and coupon); below it the charge applies. */
export const DELIVERY = { freeFromPaise: 99_900, chargePaise: 4_900 } as const;

/** The anonymous cart's cookie: a sealed cart id, kept 30 days. */
export const CART_COOKIE = { name: 'f.cart', maxAgeSeconds: 30 * 24 * 3600 } as const;

/** Random bytes of a cart id and a share token (16 bytes = 22 base64url characters). */
export const ID_BYTES = 16;

export const CHECKOUT_MODES = ['self', 'other'] as const;
export const SHARE_ACTIONS = ['add', 'merge', 'replace'] as const;
