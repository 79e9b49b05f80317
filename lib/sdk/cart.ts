// The cart API, method names as in the official SDK's Cart client. For now the product page's
// offer calls; the cart itself joins with its issue.
import type { ApiClient, RequestOptions } from './request';
import type { BulkPriceResult, LadderPriceOffers } from '@/contract/types/cart';

const BASE = '/service/application/cart';

type Extra = { signal?: AbortSignal; headers?: Record<string, string> };

export function cartApi(client: ApiClient) {
  const get = <T>(path: string, options: RequestOptions = {}) => client.request<T>('GET', `${BASE}${path}`, options);
  return {
    client,
    /** Bundles per seller (buy N at a price each); one offer per seller is marked best. */
    getBulkDiscountOffers: (a: { slug?: string; uid?: number; itemId?: number; articleId?: string } & Extra) =>
      get<BulkPriceResult>('/v1.0/bulk-price', { query: { slug: a.slug, uid: a.uid, item_id: a.itemId, article_id: a.articleId }, signal: a.signal, headers: a.headers }),
    /** Price steps by quantity of the product's ladder promotions. */
    getLadderOffers: (a: { slug: string; storeId?: number; promotionId?: number; pageSize?: number } & Extra) =>
      get<LadderPriceOffers>('/v1.0/available-ladder-prices', {
        query: { slug: a.slug, store_id: a.storeId, promotion_id: a.promotionId, page_size: a.pageSize },
        signal: a.signal,
        headers: a.headers,
      }),
  };
}

export type CartApi = ReturnType<typeof cartApi>;
