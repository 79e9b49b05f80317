// Messages of the cart API, one place each.
export const OFFER_MESSAGES = {
  needsProduct: 'Missing or empty required parameter: slug (or item_id or uid)',
  productNotFound: 'Product not found',
} as const;

export const CART_MESSAGES = {
  cartNotFound: 'Cart not found',
  buyNowNeedsLogin: 'Please sign in to buy now',
  added: 'Added to Cart',
  partlyAdded: 'Some items could not be added to the cart',
  updated: 'Cart updated',
  removed: 'Item removed from cart',
  archived: 'Cart archived',
  metaUpdated: 'cart meta updated',
  itemNotFound: (what: string) => `Item not found: ${what}`,
  itemNotInCart: 'Item not found in cart',
  sizeNotFound: (size: string) => `Size ${size} is not available for this product`,
  outOfStock: 'Out of stock',
  productUnavailable: 'This product is not available',
  quantityRequired: 'Missing or empty required parameter: quantity',
  onlyLeft: (n: number) => `Only ${n} left in stock`,
  maxPerItem: (n: number) => `You can buy at most ${n} pieces of an item`,
  maxLines: (n: number) => `A cart can hold at most ${n} items`,
  cartInvalid: 'Some items in your cart are out of stock or beyond the stock left',
  noItems: 'Add items to the cart first',
  /** Checkout or payment asked of a bag with nothing in it. */
  bagEmpty: 'Your bag is empty',
} as const;

export const COUPON_MESSAGES = {
  notFound: 'Coupon not found',
  expired: 'This coupon has expired',
  notStarted: 'This coupon is not active yet',
  minCartValue: (rupees: string) => `Add items worth ${rupees} more to apply this coupon`,
  noEligibleItems: 'This coupon does not apply to the items in your cart',
  alreadyUsed: 'You have already used this coupon',
  signInRequired: 'Sign in to use this coupon',
  applicable: 'Coupon can be applied',
  applied: 'Coupon applied',
  emptyCart: 'Add items to the cart to apply a coupon',
} as const;

export const SHARE_MESSAGES = {
  notFound: 'Shared cart not found',
  noToken: 'Token could not be generated',
} as const;

export const POINTS_MESSAGES = {
  noPoints: 'You have no reward points to use',
  emptyCart: 'Add items to the cart to use reward points',
  applied: 'Reward points applied',
  removed: 'Reward points removed',
  describe: (p: { balance: number; applicable: number; used: number; applied: boolean }) =>
    p.balance === 0
      ? 'You have no reward points'
      : p.applied
        ? `${p.used} of your ${p.balance} points used`
        : `Use ${p.applicable} of your ${p.balance} points`,
  orderReason: 'Redeemed on an order',
} as const;
