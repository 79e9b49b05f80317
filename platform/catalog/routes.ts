// The catalogue API, mounted at /service/application/catalog.
// Paths and answers follow the public application SDK; where the spec and the SDK name different
// versions (v3.0 and v4.0 of price and sellers, v1.0 and v2.0 of locations) both are served.
import { Hono, type Context } from 'hono';
import { FILTER_SEPARATOR, addFilterValue, parseFilters, type FilterMap } from '../../contract/filters';
import type { PlatformEnv } from '../http/env';
import { params, query } from '../http/validate';
import { sendBytes } from '../http/node-answer';
import { getSizePrice, getSizeSellers, getStockStatus, type Company } from './availability';
import { isFilterKey } from './selection';
import { TtlCache } from './cache';
import { homeListingJson, listProductsJson, type ListingInput } from './listing';
import {
  compareProducts,
  getFrequentlyCompared,
  getProductGrouping,
  getProductDetailJson,
  getProductSizes,
  getProductVariants,
  getSimilarCompare,
} from './product-detail';
import {
  autoCompleteQuery,
  brandsQuery,
  categoriesQuery,
  collectionsQuery,
  compareQuery,
  groupingQuery,
  homeQuery,
  listingQuery,
  locationParam,
  priceQuery,
  sellersQuery,
  sizeParams,
  sizesQuery,
  slugParam,
  stockQuery,
  storesQuery,
  type ListingQuery,
} from './schemas';
import { autoCompleteJson } from './search';
import { getInStockStores, getStore, getStores, type StoreQuery } from './stores';
import {
  findCollection,
  getBrand,
  getBrands,
  getCategories,
  getCategory,
  getCollection,
  getCollections,
  getDepartments,
} from './taxonomy';
import { databaseId, type CollectionRow } from './lookups';

export const catalogRoutes = new Hono<PlatformEnv>();

type Ctx = Context<PlatformEnv>;
type Handler = (c: Ctx) => Promise<Response>;

/** Registers one handler under several API versions of the same path. */
function get(versions: string[], path: string, handler: Handler) {
  for (const v of versions) catalogRoutes.get(`/${v}${path}`, handler);
}

const db = (c: Ctx) => c.get('database');
/**
 * An answer already serialised (cached listings), sent as bytes: a string body makes the Response
 * check and encode it through a stream, which cost a cached 48 kB listing about a third of its
 * req/s (bench:api).
 */
const json = (c: Ctx, text: string) => bytes(c, Buffer.from(text));
const bytes = (c: Ctx, body: Buffer<ArrayBuffer>) => sendBytes(c, body, 'application/json; charset=UTF-8');

// The listings asked most, as bytes by their exact URL (the shop's pages and the SDK repeat
// theirs): a hit skips reading the query, the lookups and the encoding. Few (about 10 MB), fresh
// 15 s and never stale, dropped with the other catalogue caches; errors are not kept.
const listingBytes = new TtlCache<Buffer<ArrayBuffer>>(200, 15_000);
const listingAnswer = (c: Ctx, load: () => Promise<string>) =>
  listingBytes
    .getOrLoad(`${databaseId(db(c))}|${c.req.url}`, async () => Buffer.from(await load()))
    .then((body) => bytes(c, body));
const company = (c: Ctx): Company => ({ uid: 1, name: c.get('application')?.name ?? 'Store' });

/** Filters from `f` plus filter keys given as their own query parameters (brand=..., sizes=...). */
function filtersOf(c: Ctx, f: string | undefined): FilterMap {
  const filters = parseFilters(f);
  const search = new URL(c.req.url).searchParams;
  for (const key of new Set(search.keys())) {
    if (!isFilterKey(key)) continue;
    for (const raw of search.getAll(key)) {
      for (const value of raw
        .split(FILTER_SEPARATOR.values)
        .map((v) => v.trim())
        .filter(Boolean))
        addFilterValue(filters, key, value);
    }
  }
  return filters;
}

function listingInput(c: Ctx, qs: ListingQuery, collection?: CollectionRow): ListingInput {
  const cursor = qs.page_type === 'cursor' || (qs.page_type === undefined && qs.page_id !== undefined);
  return {
    q: qs.q || undefined,
    filters: filtersOf(c, qs.f),
    sort: qs.sort_on,
    page: cursor ? (qs.page_id ?? 1) : qs.page_no,
    pageSize: qs.page_size,
    pageType: cursor ? 'cursor' : 'number',
    withFilters: qs.filters,
    collection,
  };
}

/** The pincode of the request: the query's, else the one in the x-location-detail header. */
function pincodeOf(c: Ctx, given: string | undefined): string | undefined {
  if (given) return given;
  const header = c.req.header('x-location-detail');
  if (!header) return undefined;
  try {
    const value = (JSON.parse(header) as { pincode?: unknown }).pincode;
    return typeof value === 'string' || typeof value === 'number' ? String(value) : undefined;
  } catch {
    return undefined;
  }
}

// ---- taxonomy --------------------------------------------------------------------------------

get(['v1.0'], '/departments', async (c) => c.json(await getDepartments(db(c))));

get(['v1.0'], '/brands', async (c) => {
  const qs = query(c, brandsQuery);
  return c.json(await getBrands(db(c), { department: qs.department, pageNo: qs.page_no, pageSize: qs.page_size }));
});
get(['v1.0'], '/brands/:slug', async (c) => c.json(await getBrand(db(c), params(c, slugParam).slug)));

get(['v1.0'], '/categories', async (c) => c.json(await getCategories(db(c), query(c, categoriesQuery))));
get(['v1.0'], '/categories/:slug', async (c) => c.json(await getCategory(db(c), params(c, slugParam).slug)));

get(['v1.0'], '/collections', async (c) => {
  const qs = query(c, collectionsQuery);
  return c.json(await getCollections(db(c), { pageNo: qs.page_no, pageSize: qs.page_size, tags: qs.tag, q: qs.q }));
});
get(['v1.0'], '/collections/:slug', async (c) => c.json(await getCollection(db(c), params(c, slugParam).slug)));
get(['v1.0'], '/collections/:slug/items', (c) =>
  listingAnswer(c, async () => {
    const { slug } = params(c, slugParam);
    const qs = query(c, listingQuery);
    return listProductsJson(db(c), listingInput(c, qs, await findCollection(db(c), slug)));
  }),
);

// ---- products (static paths before /products/:slug) -------------------------------------------

get(['v1.0'], '/products', (c) =>
  listingAnswer(c, () => listProductsJson(db(c), listingInput(c, query(c, listingQuery)))),
);

get(['v1.0'], '/products/compare', async (c) => c.json(await compareProducts(db(c), query(c, compareQuery).slug)));

get(['v1.0'], '/products/stock-status', async (c) => {
  const qs = query(c, stockQuery);
  return c.json(
    await getStockStatus(
      db(c),
      { itemIds: qs.item_id, skuCodes: qs.sku_code, alus: qs.alu, eans: qs.ean, upcs: qs.upc },
      company(c),
    ),
  );
});

get(['v1.0'], '/product-grouping', async (c) => c.json(await getProductGrouping(db(c), query(c, groupingQuery).slug)));

get(['v1.0'], '/products/:slug', async (c) => json(c, await getProductDetailJson(db(c), params(c, slugParam).slug)));
get(['v1.0'], '/products/:slug/sizes', async (c) => {
  const { slug } = params(c, slugParam);
  return c.json(await getProductSizes(db(c), slug, query(c, sizesQuery).store_id));
});
get(['v1.0'], '/products/:slug/variants', async (c) =>
  c.json(await getProductVariants(db(c), params(c, slugParam).slug)),
);
get(['v1.0'], '/products/:slug/similar/compare', async (c) =>
  c.json(await getSimilarCompare(db(c), params(c, slugParam).slug)),
);
get(['v1.0'], '/products/:slug/similar/compared-frequently', async (c) =>
  c.json(await getFrequentlyCompared(db(c), params(c, slugParam).slug)),
);

const PRICE_VERSIONS = ['v1.0', 'v2.0', 'v3.0', 'v4.0'];
get(PRICE_VERSIONS, '/products/:slug/sizes/:size/price', async (c) => {
  const { slug, size } = params(c, sizeParams);
  const qs = query(c, priceQuery);
  return c.json(
    await getSizePrice(
      db(c),
      { slug, size, pincode: pincodeOf(c, qs.pincode), storeId: qs.store_id, strategy: qs.strategy },
      company(c),
    ),
  );
});
get(PRICE_VERSIONS, '/products/:slug/sizes/:size/sellers', async (c) => {
  const { slug, size } = params(c, sizeParams);
  const qs = query(c, sellersQuery);
  return c.json(
    await getSizeSellers(
      db(c),
      { slug, size, pincode: pincodeOf(c, qs.pincode), strategy: qs.strategy },
      { no: qs.page_no, size: qs.page_size },
      company(c),
    ),
  );
});

// ---- home listing, search ----------------------------------------------------------------------

get(['v1.0'], '/home/listing', async (c) => {
  const qs = query(c, homeQuery);
  return json(c, await homeListingJson(db(c), { sort: qs.sort_on, page: qs.page_id ?? 1, pageSize: qs.page_size }));
});

get(['v1.0'], '/auto-complete', async (c) => json(c, await autoCompleteJson(db(c), query(c, autoCompleteQuery).q)));

// ---- stores ------------------------------------------------------------------------------------

const storeQuery = (c: Ctx): StoreQuery => {
  const qs = query(c, storesQuery);
  return {
    pageNo: qs.page_no,
    pageSize: qs.page_size,
    q: qs.q,
    city: qs.city,
    range: qs.range,
    latitude: qs.latitude,
    longitude: qs.longitude,
    tags: qs.tags,
  };
};
get(['v1.0', 'v2.0'], '/locations', async (c) => c.json(await getStores(db(c), storeQuery(c))));
get(['v1.0', 'v2.0'], '/locations/:location_id', async (c) =>
  c.json(await getStore(db(c), params(c, locationParam).location_id, company(c))),
);
get(['v1.0', 'v2.0'], '/in-stock/locations', async (c) =>
  c.json(await getInStockStores(db(c), storeQuery(c), company(c))),
);
