// Cart API answers, as far as the storefront reads them.

export type OfferPrice = {
  marked: number;
  effective: number;
  bulk_effective: number;
  currency_code: string;
  currency_symbol: string;
};
export type BulkOfferItem = {
  quantity: number;
  auto_applied: boolean;
  type: string;
  margin: number;
  price: OfferPrice;
  total: number;
  best: boolean;
};
export type BulkPriceOffer = { seller: { uid: number; name: string }; offers: BulkOfferItem[] };
/** GET cart/v1.0/bulk-price */
export type BulkPriceResult = { data: BulkPriceOffer[] };

export type LadderPrice = {
  effective: number;
  marked: number;
  offer_price: number;
  currency_code: string;
  currency_symbol: string;
};
export type LadderOfferItem = {
  min_quantity: number;
  max_quantity: number | null;
  margin: { value: number; type: string };
  type: string;
  price: LadderPrice;
};
export type LadderPriceOffer = {
  id: string;
  promotion_group: string;
  offer_text: string;
  description: string;
  valid_till: string | null;
  calculate_on: string;
  free_gift_items: unknown[];
  offer_prices: LadderOfferItem[];
};
/** GET cart/v1.0/available-ladder-prices */
export type LadderPriceOffers = { available_offers: LadderPriceOffer[]; currency: { code: string; symbol: string } };

// The cart itself (cart/v1.0/detail and friends), in the official SDK's shapes
// (CartPlatformModel: CartDetailResult, CartProductInfo, CartBreakup). Money in rupees.

export type CartPrice = {
  marked: number;
  effective: number;
  selling: number;
  currency_code: string;
  currency_symbol: string;
};
export type CartDisplayBreakup = {
  key: string;
  display: string;
  value: number;
  currency_code: string;
  currency_symbol: string;
  message: string[];
};
export type CartRawBreakup = {
  mrp_total: number;
  discount: number;
  subtotal: number;
  coupon: number;
  /** Rupees off for reward points; fynd_cash is the SDK's RawBreakup name for the same amount. */
  loyalty_points: number;
  fynd_cash: number;
  delivery_charge: number;
  you_saved: number;
  total: number;
};
export type CartCouponBreakup = {
  code: string;
  is_applied: boolean;
  value: number;
  type: string;
  coupon_type: string;
  coupon_value: number;
  max_discount_value: number;
  minimum_cart_value: number;
  title: string;
  sub_title: string;
  description: string;
  message: string;
  uid: string;
};
export type CartBreakup = {
  raw: CartRawBreakup;
  display: CartDisplayBreakup[];
  coupon: CartCouponBreakup | Record<string, never>;
  /** The SDK's LoyaltyPoints: the cart's choice, the shopper's balance, the points this cart can spend. */
  loyalty_points: { is_applied: boolean; total: number; applicable: number; description: string };
};
export type CartAppliedPromotion = {
  promo_id: string;
  promotion_type: string;
  offer_text: string;
  amount: number;
  article_quantity: number;
  applied_free_articles?: { article_id: string; free_gift_item_details: Record<string, unknown>; quantity: number }[];
};
export type CartItem = {
  key: string;
  identifiers: { identifier: string };
  quantity: number;
  is_set: boolean;
  message: string;
  discount: string;
  article: {
    uid: string;
    size: string;
    quantity: number;
    type: string;
    seller: { uid: number; name: string };
    store: { uid: number; name: string };
    price: { base: CartPrice; converted: CartPrice };
    is_gift_visible?: boolean;
    meta?: Record<string, unknown>;
  };
  product: {
    uid: number;
    slug: string;
    name: string;
    item_code: string;
    type: string;
    brand: { uid: number; name: string };
    categories: { uid: number; name: string }[];
    images: { url: string; secure_url: string; aspect_ratio: string }[];
    attributes: { brand_name: string };
    action: { type: string; url: string; query: { product_slug: string[] } };
  };
  availability: {
    out_of_stock: boolean;
    is_valid: boolean;
    deliverable: boolean;
    sizes: string[];
    other_store_quantity: number;
  };
  price: { base: CartPrice; converted: CartPrice };
  price_per_unit: { base: CartPrice; converted: CartPrice };
  max_quantity: { item: number };
  promotions_applied: CartAppliedPromotion[];
  parent_item_identifiers: Record<string, unknown> | null;
  coupon_message: string;
};
/** GET/POST/PUT cart/v1.0/detail (the cart inside add and update answers) */
export type CartDetail = {
  id: string;
  uid: string;
  buy_now: boolean;
  items: CartItem[];
  breakup_values: CartBreakup;
  is_valid: boolean;
  restrict_checkout: boolean;
  message: string;
  checkout_mode: string;
  currency: { code: string; symbol: string };
  last_modified: string | null;
  coupon_text: string;
  delivery_charge_info: string;
  applied_promo_details: CartAppliedPromotion[];
  custom_cart_meta: Record<string, unknown>;
  comment: string;
  gstin: string;
  success: boolean;
};
/** POST cart/v1.0/detail */
export type AddCartResult = {
  success: boolean;
  partial: boolean;
  message: string;
  cart: CartDetail;
  items: CartItemRefusal[];
};
/** PUT cart/v1.0/detail */
export type UpdateCartResult = { success: boolean; message: string; cart: CartDetail; items: CartItemRefusal[] };
export type CartItemRefusal = { item_id: number; article_id: string; size: string; message: string };
/** GET cart/v1.0/basic */
export type CartItemCount = { user_cart_items_count: number };
/** GET cart/v1.0/coupon */
export type CartCoupon = {
  coupon_code: string;
  title: string;
  sub_title: string;
  description: string;
  coupon_type: string;
  coupon_value: number;
  max_discount_value: number;
  minimum_cart_value: number;
  expires_on: string;
  start_date: string | null;
  end_date: string | null;
  is_applied: boolean;
  is_applicable: boolean;
  message: string;
  coupon_applicable_message: string;
};
export type CartCouponList = {
  available_coupon_list: CartCoupon[];
  page: { current: number; total: number; has_next: boolean; has_previous: boolean; total_item_count: number };
};
/** POST cart/v1.0/share-cart */
export type CartShareLink = { token: string; share_url: string };
/** GET cart/v1.0/share-cart/{token} and POST share-cart/{token}/{action} */
export type SharedCartResult = {
  cart: CartDetail & {
    shared_cart_details: {
      token: string;
      created_on: string;
      meta: Record<string, unknown>;
      user: Record<string, never>;
      source: Record<string, never>;
    };
  };
  error: string;
};
export type CartPromotion = {
  id: string;
  promotion_type: string;
  promotion_name: string;
  promotion_group: string;
  offer_text: string;
  description: string;
  valid_till: string | null;
  buy_rules: Record<string, unknown>;
  discount_rules: Record<string, unknown>[];
  free_gift_items: {
    item_id: number;
    item_slug: string;
    item_name: string;
    item_brand_name: string;
    size: string;
    item_images_url: string[];
  }[];
};
/** GET cart/v1.0/available-promotions */
export type CartPromotions = { available_promotions: CartPromotion[] };
/** GET cart/v1.0/available-payment-offers */
export type CartPaymentOffers = { success: boolean; promotions: CartPromotion[] };
