// The cart API, method names, paths and queries as in the official SDK's Cart client
// (CartApplicationClient.js). Bodies and answers are the SDK's shapes (contract/types/cart*.ts).
import type { ApiClient, RequestOptions } from './request';
import type {
  BulkPriceResult,
  LadderPriceOffers,
  AddCartResult,
  CartCouponList,
  CartDetail,
  CartItemCount,
  CartPromotions,
  CartShareLink,
  SharedCartResult,
  UpdateCartResult,
} from '@/contract/types/cart';

const BASE = '/service/application/cart';

type Extra = { signal?: AbortSignal; headers?: Record<string, string> };
/** Which cart: the shopper's own (no id), a given one, or the separate buy-now cart. */
type Which = { id?: string; buyNow?: boolean };

/** One line to add (AddProductCart). */
export type AddCartLine = {
  item_id: number;
  item_size: string;
  quantity: number;
  article_id?: string;
  store_id?: number;
  seller_id?: number;
};
/** One line to change (UpdateProductCart): identifiers.identifier is the line's key. */
export type UpdateCartLine = {
  item_id: number;
  item_size: string;
  quantity: number;
  item_index?: number;
  article_id?: string;
  identifiers: { identifier: string };
};
export type SharedCartAction = 'add' | 'merge' | 'replace';

export function cartApi(client: ApiClient) {
  const call = <T>(method: 'GET' | 'POST' | 'PUT' | 'DELETE', path: string, options: RequestOptions = {}) =>
    client.request<T>(method, `${BASE}${path}`, options);
  const which = (a: Which) => ({ id: a.id, buy_now: a.buyNow });
  return {
    client,
    /** Bundles per seller (buy N at a price each); one offer per seller is marked best. */
    getBulkDiscountOffers: (a: { slug?: string; uid?: number; itemId?: number; articleId?: string } & Extra) =>
      call<BulkPriceResult>('GET', '/v1.0/bulk-price', {
        query: { slug: a.slug, uid: a.uid, item_id: a.itemId, article_id: a.articleId },
        signal: a.signal,
        headers: a.headers,
      }),
    /** Price steps by quantity of the product's ladder promotions. */
    getLadderOffers: (a: { slug: string; storeId?: number; promotionId?: number; pageSize?: number } & Extra) =>
      call<LadderPriceOffers>('GET', '/v1.0/available-ladder-prices', {
        query: { slug: a.slug, store_id: a.storeId, promotion_id: a.promotionId, page_size: a.pageSize },
        signal: a.signal,
        headers: a.headers,
      }),
    /** The cart with its items and breakup (i: items, b: breakup). */
    getCart: (a: Which & { i?: boolean; b?: boolean; areaCode?: string } & Extra = {}) =>
      call<CartDetail>('GET', '/v1.0/detail', {
        query: { ...which(a), i: a.i ?? true, b: a.b ?? true, area_code: a.areaCode },
        signal: a.signal,
        headers: a.headers,
      }),
    /** How many items the cart holds (GET basic). */
    getItemCount: (a: Which & Extra = {}) =>
      call<CartItemCount>('GET', '/v1.0/basic', { query: which(a), signal: a.signal, headers: a.headers }),
    addItems: (a: Which & { body: { items: AddCartLine[]; new_cart?: boolean } } & Extra) =>
      call<AddCartResult>('POST', '/v1.0/detail', {
        query: { ...which(a), i: true, b: true },
        body: a.body,
        signal: a.signal,
        headers: a.headers,
      }),
    updateCart: (a: Which & { body: { operation: 'update_item' | 'remove_item'; items: UpdateCartLine[] } } & Extra) =>
      call<UpdateCartResult>('PUT', '/v1.0/detail', {
        query: { ...which(a), i: true, b: true },
        body: a.body,
        signal: a.signal,
        headers: a.headers,
      }),
    getCoupons: (a: Which & { productSlug?: string } & Extra = {}) =>
      call<CartCouponList>('GET', '/v1.0/coupon', {
        query: { ...which(a), product_slug: a.productSlug },
        signal: a.signal,
        headers: a.headers,
      }),
    applyCoupon: (a: Which & { body: { coupon_code: string } } & Extra) =>
      call<CartDetail>('POST', '/v1.0/coupon', {
        query: { ...which(a), i: true, b: true },
        body: a.body,
        signal: a.signal,
        headers: a.headers,
      }),
    removeCoupon: (a: Which & Extra = {}) =>
      call<CartDetail>('DELETE', '/v1.0/coupon', { query: which(a), signal: a.signal, headers: a.headers }),
    applyRewardPoints: (a: Which & { body: { points: boolean } } & Extra) =>
      call<CartDetail>('POST', '/v1.0/redeem/points/', {
        query: { ...which(a), i: true, b: true },
        body: a.body,
        signal: a.signal,
        headers: a.headers,
      }),
    getPromotionOffers: (a: { slug?: string; pageSize?: number; cartId?: string } & Extra = {}) =>
      call<CartPromotions>('GET', '/v1.0/available-promotions', {
        query: { slug: a.slug, page_size: a.pageSize, cart_id: a.cartId },
        signal: a.signal,
        headers: a.headers,
      }),
    getCartShareLink: (a: { body: { id?: string; meta?: Record<string, unknown> } } & Extra) =>
      call<CartShareLink>('POST', '/v1.0/share-cart', { body: a.body, signal: a.signal, headers: a.headers }),
    getCartSharedItems: (a: { token: string } & Extra) =>
      call<SharedCartResult>('GET', '/v1.0/share-cart/{token}', {
        params: { token: a.token },
        signal: a.signal,
        headers: a.headers,
      }),
    updateCartWithSharedItems: (a: { token: string; action: SharedCartAction } & Extra) =>
      call<SharedCartResult>('POST', '/v1.0/share-cart/{token}/{action}', {
        params: { token: a.token, action: a.action },
        signal: a.signal,
        headers: a.headers,
      }),
    /** Places the order (v1.0: payment_mode). `idempotencyKey` names one attempt: a repeat answers the first order. */
    checkoutCart: (a: { buyNow?: boolean; body: CheckoutBody; idempotencyKey?: string } & Extra) =>
      call<CheckoutResult>('POST', '/v1.0/checkout', {
        query: { buy_now: a.buyNow },
        body: a.body,
        signal: a.signal,
        headers: { ...a.headers, ...(a.idempotencyKey ? { 'idempotency-key': a.idempotencyKey } : {}) },
      }),
    /** Guest checkout with the shop's code setting on: a code to the guest's email, then the code back. */
    sendGuestCode: (a: { body: { email: string } } & Extra) =>
      call<{ success: boolean; message: string }>('POST', '/v1.0/checkout/contact/otp', {
        body: a.body,
        signal: a.signal,
        headers: a.headers,
      }),
    verifyGuestCode: (a: { body: { email: string; otp: string } } & Extra) =>
      call<{ success: boolean; message: string }>('POST', '/v1.0/checkout/contact/verify', {
        body: a.body,
        signal: a.signal,
        headers: a.headers,
      }),
  };
}

/** The order request, the fields the storefront sends. */
export type CheckoutBody = {
  id?: string;
  address_id?: string;
  billing_address_id?: string;
  payment_mode: string;
  aggregator?: string;
  payment_identifier?: string;
  /** A guest's contact (guest checkout). */
  meta?: { contact_email?: string; contact_phone?: string };
};
export type CheckoutResult = {
  success: boolean;
  message: string;
  order_id: string;
  callback_url: string;
  payment_confirm_url: string;
  data: { order_id: string; payment_mode: string; amount: number; aggregator?: string; redirect_url?: string };
};

export type CartApi = ReturnType<typeof cartApi>;
