// Catalogue calls. Method and argument names follow the public application SDK
// (catalog.getProducts({ q, f, sortOn, pageNo, ... })) so code reads the same with either client.
import type { ApiClient, RequestOptions } from './request';
import type {
  ApplicationStoreListing,
  AutoCompleteResponse,
  BrandDetailResponse,
  BrandListingResponse,
  CategoryListingResponse,
  CategoryMetaResponse,
  CollectionDetail,
  DepartmentResponse,
  GetCollectionListingResponse,
  HomeListingResponse,
  ProductCompareResponse,
  ProductDetail,
  ProductFrequentlyComparedSimilarResponse,
  ProductListingResponse,
  ProductSizePriceResponse,
  ProductSizes,
  ProductSizeSellersResponse,
  ProductsComparisonResponse,
  ProductStockStatusResponse,
  ProductVariantsResponse,
  SortOnValue,
  StoreDetails,
  StoreListingResponse,
} from '@/contract/types/catalog';
import type {
  CompareListResponse,
  FollowCollectionType,
  FollowerCountResponse,
  FollowIdsResponse,
  FollowListingResponse,
  FollowPostResponse,
} from '@/contract/types/wishlist';

const BASE = '/service/application/catalog';

type Extra = { signal?: AbortSignal; headers?: Record<string, string> };

export type ListingArgs = {
  q?: string;
  /** Serialised filters (contract/filters.ts serializeFilters). */
  f?: string;
  /** Include the facets (default true on the server). */
  filters?: boolean;
  sortOn?: SortOnValue;
  pageId?: string;
  pageNo?: number;
  pageSize?: number;
  pageType?: 'number' | 'cursor';
} & Extra;

export type StoresArgs = {
  pageNo?: number;
  pageSize?: number;
  q?: string;
  city?: string;
  /** Metres around latitude/longitude. */
  range?: number;
  latitude?: number;
  longitude?: number;
  tags?: string[];
} & Extra;

export type Strategy = 'optimal' | 'low-price' | 'fast-delivery';

const listingQuery = (a: ListingArgs) => ({
  q: a.q,
  f: a.f,
  filters: a.filters,
  sort_on: a.sortOn,
  page_id: a.pageId,
  page_no: a.pageNo,
  page_size: a.pageSize,
  page_type: a.pageType,
});

const storesQuery = (a: StoresArgs) => ({
  page_no: a.pageNo,
  page_size: a.pageSize,
  q: a.q,
  city: a.city,
  range: a.range,
  latitude: a.latitude,
  longitude: a.longitude,
  tags: a.tags,
});

export function catalogApi(client: ApiClient) {
  const get = <T>(path: string, options: RequestOptions & Extra = {}) =>
    client.request<T>('GET', `${BASE}${path}`, {
      params: options.params,
      query: options.query,
      signal: options.signal,
      headers: options.headers,
    });

  return {
    client,

    getDepartments: (a: Extra = {}) => get<DepartmentResponse>('/v1.0/departments/', a),

    getBrands: (a: { department?: string; pageNo?: number; pageSize?: number } & Extra = {}) =>
      get<BrandListingResponse>('/v1.0/brands/', {
        ...a,
        query: { department: a.department, page_no: a.pageNo, page_size: a.pageSize },
      }),
    getBrandDetailBySlug: (a: { slug: string } & Extra) =>
      get<BrandDetailResponse>('/v1.0/brands/{slug}/', { ...a, params: { slug: a.slug } }),

    getCategories: (a: { department?: string } & Extra = {}) =>
      get<CategoryListingResponse>('/v1.0/categories/', { ...a, query: { department: a.department } }),
    getCategoryDetailBySlug: (a: { slug: string } & Extra) =>
      get<CategoryMetaResponse>('/v1.0/categories/{slug}/', { ...a, params: { slug: a.slug } }),

    getCollections: (a: { pageNo?: number; pageSize?: number; tag?: string[]; q?: string } & Extra = {}) =>
      get<GetCollectionListingResponse>('/v1.0/collections/', {
        ...a,
        query: { page_no: a.pageNo, page_size: a.pageSize, tag: a.tag, q: a.q },
      }),
    getCollectionDetailBySlug: (a: { slug: string } & Extra) =>
      get<CollectionDetail>('/v1.0/collections/{slug}/', { ...a, params: { slug: a.slug } }),
    getCollectionItemsBySlug: (a: { slug: string } & ListingArgs) =>
      get<ProductListingResponse>('/v1.0/collections/{slug}/items/', {
        ...a,
        params: { slug: a.slug },
        query: listingQuery(a),
      }),

    getProducts: (a: ListingArgs = {}) =>
      get<ProductListingResponse>('/v1.0/products/', { ...a, query: listingQuery(a) }),
    getHomeProducts: (a: { sortOn?: SortOnValue; pageId?: string; pageSize?: number } & Extra = {}) =>
      get<HomeListingResponse>('/v1.0/home/listing/', {
        ...a,
        query: { sort_on: a.sortOn, page_id: a.pageId, page_size: a.pageSize },
      }),
    getSearchResults: (a: { q: string } & Extra) =>
      get<AutoCompleteResponse>('/v1.0/auto-complete/', { ...a, query: { q: a.q } }),

    getProductDetailBySlug: (a: { slug: string } & Extra) =>
      get<ProductDetail>('/v1.0/products/{slug}/', { ...a, params: { slug: a.slug } }),
    getProductSizesBySlug: (a: { slug: string; storeId?: number } & Extra) =>
      get<ProductSizes>('/v1.0/products/{slug}/sizes/', {
        ...a,
        params: { slug: a.slug },
        query: { store_id: a.storeId },
      }),
    getProductVariantsBySlug: (a: { slug: string } & Extra) =>
      get<ProductVariantsResponse>('/v1.0/products/{slug}/variants/', { ...a, params: { slug: a.slug } }),
    getProductPriceBySlug: (
      a: { slug: string; size: string; pincode?: string; storeId?: number; moq?: number; strategy?: Strategy } & Extra,
    ) =>
      get<ProductSizePriceResponse>('/v3.0/products/{slug}/sizes/{size}/price/', {
        ...a,
        params: { slug: a.slug, size: a.size },
        query: { pincode: a.pincode, store_id: a.storeId, moq: a.moq, strategy: a.strategy },
      }),
    getProductSellersBySlug: (
      a: {
        slug: string;
        size: string;
        pincode?: string;
        strategy?: Strategy;
        pageNo?: number;
        pageSize?: number;
      } & Extra,
    ) =>
      get<ProductSizeSellersResponse>('/v3.0/products/{slug}/sizes/{size}/sellers/', {
        ...a,
        params: { slug: a.slug, size: a.size },
        query: { pincode: a.pincode, strategy: a.strategy, page_no: a.pageNo, page_size: a.pageSize },
      }),
    getSimilarComparisonProductBySlug: (a: { slug: string } & Extra) =>
      get<ProductCompareResponse>('/v1.0/products/{slug}/similar/compare/', { ...a, params: { slug: a.slug } }),
    getComparedFrequentlyProductBySlug: (a: { slug: string } & Extra) =>
      get<ProductFrequentlyComparedSimilarResponse>('/v1.0/products/{slug}/similar/compared-frequently/', {
        ...a,
        params: { slug: a.slug },
      }),
    getProductComparisonBySlugs: (a: { slug: string[] } & Extra) =>
      get<ProductsComparisonResponse>('/v1.0/products/compare/', { ...a, query: { slug: a.slug } }),
    getProductStockByIds: (
      a: { itemId?: string; alu?: string; skuCode?: string; ean?: string; upc?: string } & Extra,
    ) =>
      get<ProductStockStatusResponse>('/v1.0/products/stock-status/', {
        ...a,
        query: { item_id: a.itemId, alu: a.alu, sku_code: a.skuCode, ean: a.ean, upc: a.upc },
      }),
    /** Alias with the spec's wording. */
    getProductStockStatus: (
      a: { itemId?: string; alu?: string; skuCode?: string; ean?: string; upc?: string } & Extra,
    ) =>
      get<ProductStockStatusResponse>('/v1.0/products/stock-status/', {
        ...a,
        query: { item_id: a.itemId, alu: a.alu, sku_code: a.skuCode, ean: a.ean, upc: a.upc },
      }),

    getStores: (a: StoresArgs = {}) => get<StoreListingResponse>('/v1.0/locations/', { ...a, query: storesQuery(a) }),
    /** Alias with the spec's wording (locations/). */
    getLocations: (a: StoresArgs = {}) =>
      get<StoreListingResponse>('/v1.0/locations/', { ...a, query: storesQuery(a) }),
    getLocationDetailsById: (a: { locationId: number } & Extra) =>
      get<StoreDetails>('/v1.0/locations/{location_id}/', { ...a, params: { location_id: a.locationId } }),
    getInStockLocations: (a: StoresArgs = {}) =>
      get<ApplicationStoreListing>('/v2.0/in-stock/locations/', { ...a, query: storesQuery(a) }),

    // The wishlist (follow calls) and the signed-in shopper's compare list.
    ...followCalls(client),
  };
}

type FollowArgs = { collectionType: FollowCollectionType; collectionId: string | number } & Extra;
const followParams = (a: FollowArgs) => ({ collection_type: a.collectionType, collection_id: a.collectionId });

function followCalls(client: ApiClient) {
  const call = <T>(method: 'GET' | 'POST' | 'PUT' | 'DELETE', path: string, options: RequestOptions & Extra = {}) =>
    client.request<T>(method, `${BASE}${path}`, options);
  const FOLLOW = '/v1.0/follow/{collection_type}/{collection_id}/';
  return {
    followById: (a: FollowArgs) =>
      call<FollowPostResponse>('POST', FOLLOW, { params: followParams(a), signal: a.signal, headers: a.headers }),
    unfollowById: (a: FollowArgs) =>
      call<FollowPostResponse>('DELETE', FOLLOW, { params: followParams(a), signal: a.signal, headers: a.headers }),
    getFollowIds: (a: { collectionType?: FollowCollectionType } & Extra = {}) =>
      call<FollowIdsResponse>('GET', '/v1.0/follow/ids/', {
        query: { collection_type: a.collectionType },
        signal: a.signal,
        headers: a.headers,
      }),
    getFollowedListing: (a: { collectionType: FollowCollectionType; pageId?: string; pageSize?: number } & Extra) =>
      call<FollowListingResponse>('GET', '/v1.0/follow/{collection_type}/', {
        params: { collection_type: a.collectionType },
        query: { page_id: a.pageId, page_size: a.pageSize },
        signal: a.signal,
        headers: a.headers,
      }),
    getFollowerCountById: (a: FollowArgs) =>
      call<FollowerCountResponse>('GET', `${FOLLOW}count/`, {
        params: followParams(a),
        signal: a.signal,
        headers: a.headers,
      }),

    getCompareList: (a: Extra = {}) => call<CompareListResponse>('GET', '/v1.0/compare/', a),
    /** Appends what fits (at most 4 in all); 'No Product Slugs present' for none. */
    addToCompareList: (a: { slugs: string[] } & Extra) =>
      call<CompareListResponse>('POST', '/v1.0/compare/', {
        body: { slugs: a.slugs },
        signal: a.signal,
        headers: a.headers,
      }),
    /** Makes the list exactly these (the first 4). */
    replaceCompareList: (a: { slugs: string[] } & Extra) =>
      call<CompareListResponse>('PUT', '/v1.0/compare/', {
        body: { slugs: a.slugs },
        signal: a.signal,
        headers: a.headers,
      }),
    removeFromCompareList: (a: { slug: string } & Extra) =>
      call<CompareListResponse>('DELETE', '/v1.0/compare/{slug}/', {
        params: { slug: a.slug },
        signal: a.signal,
        headers: a.headers,
      }),
  };
}

export type CatalogApi = ReturnType<typeof catalogApi>;
