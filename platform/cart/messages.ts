// Messages of the cart API's offer calls (001 section 7 "Cart": bulk-price and
// available-ladder-prices), one place each.
export const OFFER_MESSAGES = {
  needsProduct: 'Missing or empty required parameter: slug (or item_id or uid)',
  productNotFound: 'Product not found',
} as const;
