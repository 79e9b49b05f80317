// Where a size can be bought and at what price: the article (size x store) chosen by a strategy,
// every seller of a size, and stock by identifiers.
import type {
  ProductSizePriceResponse,
  ProductSizeSellersResponse,
  ProductStockStatusResponse,
  SellerSortOption,
  StockPrice,
} from '../../contract/types/catalog';
import type { Database } from '../db/client';
import { badRequest, notFound } from '../http/errors';
import { getLookups, type Lookups } from './lookups';
import { CATALOG_MESSAGES } from './messages';
import { CURRENCY } from './constants';
import { productBySlug } from './product-detail';
import { discountText, numberPage, toMajor } from './shapes';
import { returnWindowDays } from '../configuration';
import { findPincode } from '../logistics';

export const STRATEGIES = ['optimal', 'low-price', 'fast-delivery'] as const;
export type Strategy = (typeof STRATEGIES)[number];
const STRATEGY_NAMES: Record<Strategy, string> = {
  optimal: 'Optimal',
  'low-price': 'Lowest price',
  'fast-delivery': 'Fastest delivery',
};

export type Company = { uid: number; name: string };

type ArticleRow = {
  uid: string;
  product_uid: number;
  size: string;
  store_uid: number;
  seller_uid: number;
  quantity: number;
  price_marked: number;
  price_effective: number;
};
type Ranked = ArticleRow & { distance?: number };

function stockPrice(paise: number, marked: number, effective: number): StockPrice {
  return {
    marked: toMajor(marked),
    effective: toMajor(effective),
    selling: toMajor(paise),
    currency: CURRENCY.code,
    currency_code: CURRENCY.code,
    currency_symbol: CURRENCY.symbol,
  };
}

function distanceKm(a: { lat: number; lng: number }, b: { lat: number; lng: number }): number {
  const rad = Math.PI / 180;
  const dLat = (b.lat - a.lat) * rad;
  const dLng = (b.lng - a.lng) * rad;
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(a.lat * rad) * Math.cos(b.lat * rad) * Math.sin(dLng / 2) ** 2;
  return 2 * 6371 * Math.asin(Math.sqrt(h));
}

async function pincodePoint(database: Database, pincode: string | undefined) {
  if (!pincode) return undefined;
  const row = await findPincode(database.db, pincode);
  return row ? { lat: Number(row.latitude), lng: Number(row.longitude) } : undefined;
}

/** In-stock articles first, then by the strategy; ties by article id for a stable order. */
function rank(rows: Ranked[], strategy: Strategy): Ranked[] {
  const byPrice = (a: Ranked, b: Ranked) => a.price_effective - b.price_effective;
  const byDistance = (a: Ranked, b: Ranked) => (a.distance ?? Infinity) - (b.distance ?? Infinity);
  return [...rows].sort((a, b) => {
    const stock = Number(b.quantity > 0) - Number(a.quantity > 0);
    if (stock) return stock;
    const first = strategy === 'low-price' ? byPrice(a, b) || byDistance(a, b) : byDistance(a, b) || byPrice(a, b);
    return first || a.uid.localeCompare(b.uid);
  });
}

type Ask = { slug: string; size: string; pincode?: string; storeId?: number; strategy?: Strategy };

async function sizeArticles(database: Database, ask: Ask): Promise<{ rows: Ranked[]; l: Lookups; discount: number }> {
  const product = await productBySlug(database, ask.slug);
  const [rows, point, l] = await Promise.all([
    database.query<ArticleRow>(
      `SELECT uid, product_uid, size, store_uid, seller_uid, quantity, price_marked, price_effective FROM articles
       WHERE product_uid = $1 AND (size = $2 OR lower(size) = lower($2))`,
      [product.uid, ask.size],
    ),
    pincodePoint(database, ask.pincode),
    getLookups(database),
  ]);
  if (!rows.length) throw notFound(CATALOG_MESSAGES.sizeNotFound);
  const ranked: Ranked[] = rows.map((r) => {
    const s = l.storeByUid.get(r.store_uid);
    return point && s ? { ...r, distance: distanceKm(point, { lat: s.latitude, lng: s.longitude }) } : { ...r };
  });
  return { rows: ranked, l, discount: product.discount };
}

function shape(
  row: Ranked,
  all: Ranked[],
  l: Lookups,
  company: Company,
  ask: Ask,
  strategy: Strategy,
): ProductSizePriceResponse {
  const store = l.storeByUid.get(row.store_uid);
  const inStock = all.filter((r) => r.quantity > 0);
  const discount = row.price_marked > 0 ? Math.round((1 - row.price_effective / row.price_marked) * 100) : 0;
  const answer: ProductSizePriceResponse = {
    article_id: row.uid,
    item_id: row.product_uid,
    size: row.size,
    quantity: row.quantity,
    is_cod: true,
    is_gift: false,
    item_type: 'standard',
    discount: discountText(discount),
    price: stockPrice(row.price_effective, row.price_marked, row.price_effective),
    price_per_piece: stockPrice(row.price_effective, row.price_marked, row.price_effective),
    seller: { uid: row.seller_uid, name: company.name, count: new Set(inStock.map((r) => r.seller_uid)).size },
    store: {
      uid: row.store_uid,
      name: store?.name ?? `Store ${row.store_uid}`,
      count: new Set(inStock.map((r) => r.store_uid)).size,
      code: store?.storeCode ?? '',
      city: store?.city ?? '',
      pincode: store?.pincode ?? '',
    },
    seller_count: new Set(inStock.map((r) => r.seller_uid)).size,
    long_lat: [store?.longitude ?? 0, store?.latitude ?? 0],
    strategy,
    article_assignment: { level: 'multi-companies', strategy },
    return_config: { returnable: true, time: returnWindowDays(), unit: 'days' },
    grouped_attributes: [],
    marketplace_attributes: [],
    strategy_wise_listing: [],
  };
  if (ask.pincode && /^\d+$/.test(ask.pincode)) answer.pincode = Number(ask.pincode);
  if (row.distance !== undefined) {
    answer.distance_km = Math.round(row.distance * 10) / 10;
    answer.strategy_wise_listing = [{ pincode: answer.pincode, quantity: row.quantity, distance: answer.distance_km }];
  }
  return answer;
}

export async function getSizePrice(database: Database, ask: Ask, company: Company): Promise<ProductSizePriceResponse> {
  const strategy = ask.strategy ?? 'optimal';
  const { rows, l } = await sizeArticles(database, ask);
  const candidates = ask.storeId === undefined ? rows : rows.filter((r) => r.store_uid === ask.storeId);
  if (!candidates.length) throw notFound(CATALOG_MESSAGES.storeNotFound);
  const [best] = rank(candidates, strategy);
  return shape(best, rows, l, company, ask, strategy);
}

export async function getSizeSellers(
  database: Database,
  ask: Ask,
  page: { no: number; size: number },
  company: Company,
): Promise<ProductSizeSellersResponse> {
  const strategy = ask.strategy ?? 'optimal';
  const { rows, l } = await sizeArticles(database, ask);
  const ranked = rank(rows, strategy);
  const slice = ranked.slice((page.no - 1) * page.size, page.no * page.size);
  const sort_on: SellerSortOption[] = STRATEGIES.map((value) => ({
    value,
    name: STRATEGY_NAMES[value],
    is_selected: value === strategy,
  }));
  return {
    items: slice.map((r) => shape(r, rows, l, company, ask, strategy)),
    page: numberPage(page.no, page.size, ranked.length),
    sort_on,
  };
}

export type StockAsk = { itemIds: number[]; skuCodes: string[]; alus: string[]; eans: string[]; upcs: string[] };

export async function getStockStatus(
  database: Database,
  ask: StockAsk,
  company: Company,
): Promise<ProductStockStatusResponse> {
  const codes = [...ask.skuCodes, ...ask.alus];
  if (!ask.itemIds.length && !codes.length && !ask.eans.length && !ask.upcs.length)
    throw badRequest(CATALOG_MESSAGES.noStockIdentifier);
  // Only the identifiers given become conditions, so each one uses its index.
  const params: unknown[] = [];
  const add = (v: unknown, cast: string) => `$${params.push(v)}::${cast}`;
  const products: string[] = [];
  if (ask.itemIds.length) products.push(`uid = ANY(${add(ask.itemIds, 'int[]')})`);
  if (codes.length) products.push(`item_code = ANY(${add(codes, 'text[]')})`);
  if (ask.eans.length) products.push(`(attributes->>'ean') = ANY(${add(ask.eans, 'text[]')})`);
  if (ask.upcs.length) products.push(`(attributes->>'upc') = ANY(${add(ask.upcs, 'text[]')})`);
  const articles = [
    `a.product_uid IN (SELECT uid FROM products WHERE ${products.length ? products.join(' OR ') : 'false'})`,
  ];
  if (codes.length) articles.push(`a.uid = ANY(${add(codes, 'text[]')})`);
  const rows = await database.query<ArticleRow & { item_code: string }>(
    `SELECT a.uid, a.product_uid, a.size, a.store_uid, a.seller_uid, a.quantity, a.price_marked, a.price_effective, p.item_code
     FROM articles a JOIN products p ON p.uid = a.product_uid
     WHERE ${articles.join(' OR ')}
     ORDER BY a.product_uid, a.size, a.store_uid LIMIT 1000`,
    params,
  );
  const l = await getLookups(database);
  return {
    items: rows.map((r) => {
      const store = l.storeByUid.get(r.store_uid);
      return {
        uid: r.uid,
        item_id: r.product_uid,
        identifier: { sku_code: r.uid, item_code: r.item_code },
        size: r.size,
        quantity: r.quantity,
        price: { marked: toMajor(r.price_marked), effective: toMajor(r.price_effective), currency: CURRENCY.code },
        seller: { uid: r.seller_uid, name: company.name, count: 1 },
        store: { id: r.store_uid, name: store?.name ?? '', code: store?.storeCode ?? '', city: store?.city ?? '' },
        company: { id: company.uid, name: company.name },
      };
    }),
  };
}
