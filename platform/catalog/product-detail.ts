// One product: its page, sizes, colour variants, comparisons.
import type {
  AttributeMetadata,
  ProductCompareResponse,
  ProductDetail,
  ProductFrequentlyComparedSimilarResponse,
  ProductSizes,
  ProductsComparisonResponse,
  ProductVariantsResponse,
  SizeChart,
} from '../../contract/types/catalog';
import type { Database } from '../db/client';
import { badRequest, notFound } from '../http/errors';
import { compareSizes } from './facets';
import { PRODUCT_PAGE_CACHE, sharedAs, TtlCache } from './cache';
import { databaseId, getLookups, type Lookups } from './lookups';
import { CATALOG_MESSAGES } from './messages';
import {
  attributeLabel,
  discountText,
  HAS_VARIANT_SQL,
  PRODUCT_COLUMNS,
  price,
  productDetail,
  variantGroups,
  type ProductRow,
  type VariantRow,
} from './shapes';

type DetailRow = ProductRow & { description: string; variant_members: VariantRow[] | null };

const DETAIL_SQL = `SELECT ${PRODUCT_COLUMNS}, p.description, ${HAS_VARIANT_SQL},
  (SELECT json_agg(json_build_object('uid', v.uid, 'slug', v.slug, 'name', v.name, 'color', v.color, 'color_hex', v.color_hex,
     'medias', v.medias, 'is_available', v.is_available, 'variant_group', v.variant_group) ORDER BY v.uid)
   FROM products v WHERE p.variant_group IS NOT NULL AND v.variant_group = p.variant_group) AS variant_members
  FROM products p`;

// Product pages are read far more often than products change: rows are kept for 15 s (stock
// and per-size prices are never cached; they come from the articles on every call), then served
// stale while one refresh runs (PRODUCT_PAGE_CACHE).
const rows = new TtlCache<DetailRow>(5000, PRODUCT_PAGE_CACHE.ttlMs, PRODUCT_PAGE_CACHE.staleMs);

/** The product row by slug, or a 404 in the spec's words. */
export async function productBySlug(database: Database, slug: string): Promise<DetailRow> {
  const row = await rows.getOrLoad(`${databaseId(database)}|${slug}`, async () => {
    const [found] = await database.query<DetailRow>(`${DETAIL_SQL} WHERE p.slug = $1`, [slug]);
    if (!found) throw notFound(CATALOG_MESSAGES.productNotFound);
    return found;
  });
  return row;
}

/** Bundles of products sold together: this catalogue has none, so a known product has an empty list. */
export async function getProductGrouping(database: Database, slug: string | undefined): Promise<{ items: never[] }> {
  if (slug) await productBySlug(database, slug);
  return { items: [] };
}

function detail(row: DetailRow, l: Lookups): ProductDetail {
  return productDetail(row, l, variantGroups(row.uid, row.variant_members ?? []));
}

export async function getProductDetail(database: Database, slug: string): Promise<ProductDetail> {
  const [row, l] = await Promise.all([productBySlug(database, slug), getLookups(database)]);
  return detail(row, l);
}

// The product page answer as JSON text, kept as long as its row (the hottest catalogue call);
// with REDIS_URL shared with the other shop processes (cache.ts).
const answers = new TtlCache<string>(
  5000,
  PRODUCT_PAGE_CACHE.ttlMs,
  PRODUCT_PAGE_CACHE.staleMs,
  sharedAs.text('product'),
);

export function getProductDetailJson(database: Database, slug: string): Promise<string> {
  return answers.getOrLoad(`${databaseId(database)}|${slug}`, async () =>
    JSON.stringify(await getProductDetail(database, slug)),
  );
}

export async function getProductVariants(database: Database, slug: string): Promise<ProductVariantsResponse> {
  const row = await productBySlug(database, slug);
  return { variants: variantGroups(row.uid, row.variant_members ?? []) };
}

type SizeRow = {
  size: string;
  quantity: number;
  mmin: number;
  mmax: number;
  emin: number;
  emax: number;
  stores: number[] | null;
};

export async function getProductSizes(database: Database, slug: string, storeId?: number): Promise<ProductSizes> {
  const row = await productBySlug(database, slug);
  const params: unknown[] = [row.uid];
  const byStore = storeId === undefined ? '' : ` AND a.store_uid = $2`;
  if (storeId !== undefined) params.push(storeId);
  const sizes = await database.query<SizeRow>(
    `SELECT a.size, sum(a.quantity)::int AS quantity, min(a.price_marked) AS mmin, max(a.price_marked) AS mmax,
       min(a.price_effective) AS emin, max(a.price_effective) AS emax,
       array_agg(DISTINCT a.store_uid) FILTER (WHERE a.quantity > 0) AS stores
     FROM articles a WHERE a.product_uid = $1${byStore} GROUP BY a.size`,
    params,
  );
  const bySize = new Map(sizes.map((s) => [s.size, s]));
  const names = [...new Set([...(row.sizes ?? []), ...sizes.map((s) => s.size)])].sort((a, b) => {
    const ia = row.sizes.indexOf(a);
    const ib = row.sizes.indexOf(b);
    return ia >= 0 && ib >= 0 ? ia - ib : compareSizes(a, b);
  });
  const stores = new Set<number>();
  let mmin = Infinity,
    mmax = -Infinity,
    emin = Infinity,
    emax = -Infinity;
  const list = names.map((name) => {
    const s = bySize.get(name);
    const quantity = s ? Number(s.quantity) : 0;
    if (s && quantity > 0) {
      (s.stores ?? []).forEach((u) => stores.add(u));
      mmin = Math.min(mmin, Number(s.mmin));
      mmax = Math.max(mmax, Number(s.mmax));
      emin = Math.min(emin, Number(s.emin));
      emax = Math.max(emax, Number(s.emax));
    }
    const sizePrice = s
      ? { marked: price(Number(s.mmin), Number(s.mmax)), effective: price(Number(s.emin), Number(s.emax)) }
      : undefined;
    const discount = s && Number(s.mmax) > 0 ? Math.round((1 - Number(s.emin) / Number(s.mmin)) * 100) : 0;
    return {
      value: name,
      display: name,
      is_available: quantity > 0,
      quantity,
      price: sizePrice,
      discount: discountText(discount),
    };
  });
  const available = list.some((s) => s.is_available);
  const answer: ProductSizes = {
    sellable: available,
    multi_size: list.length > 1,
    sizes: list,
    price: available
      ? { marked: price(mmin, mmax), effective: price(emin, emax) }
      : {
          marked: price(row.price_marked_min, row.price_marked_max),
          effective: price(row.price_effective_min, row.price_effective_max),
        },
    discount: discountText(row.discount),
    stores: { count: stores.size },
  };
  const chart = sizeChart(list.map((s) => s.value));
  if (chart) answer.size_chart = chart;
  return answer;
}

// Body measurements (inches) for letter sizes; products with other sizes have no chart.
const LETTER_CHART: Record<string, [string, string]> = {
  XS: ['34', '28'],
  S: ['36', '30'],
  M: ['38', '32'],
  L: ['40', '34'],
  XL: ['42', '36'],
  XXL: ['44', '38'],
  '3XL': ['46', '40'],
};

function sizeChart(sizes: string[]): SizeChart | undefined {
  if (!sizes.length || !sizes.every((s) => LETTER_CHART[s.toUpperCase()])) return undefined;
  return {
    title: 'Size guide',
    unit: 'in',
    description: 'Body measurements. If you are between sizes, choose the larger one.',
    headers: {
      col_1: { value: 'Size', convertable: false },
      col_2: { value: 'Chest', convertable: true },
      col_3: { value: 'Waist', convertable: true },
    },
    sizes: sizes.map((s) => ({
      col_1: s,
      col_2: LETTER_CHART[s.toUpperCase()][0],
      col_3: LETTER_CHART[s.toUpperCase()][1],
    })),
  };
}

// ---- comparisons -----------------------------------------------------------------------------

function attributesMetadata(items: ProductDetail[]): AttributeMetadata[] {
  const keys = new Map<string, string>();
  for (const item of items)
    for (const g of item.grouped_attributes)
      for (const d of g.details) if (!keys.has(d.key)) keys.set(d.key, d.display);
  return [
    {
      title: 'General',
      details: [
        { key: 'brand_name', display: 'Brand', description: '' },
        ...[...keys].map(([key, display]) => ({ key, display: display || attributeLabel(key), description: '' })),
      ],
    },
  ];
}

/** Up to three other products of the same category: nearest in price, or the most popular. */
async function sameCategory(database: Database, row: DetailRow, by: 'price' | 'popularity'): Promise<DetailRow[]> {
  const where = `${DETAIL_SQL} WHERE p.category_uid = $1 AND p.uid <> $2`;
  return by === 'price'
    ? database.query<DetailRow>(`${where} ORDER BY abs(p.price_effective_min - $3::int), p.uid LIMIT 3`, [
        row.category_uid,
        row.uid,
        row.price_effective_min,
      ])
    : database.query<DetailRow>(`${where} ORDER BY p.popularity DESC, p.uid LIMIT 3`, [row.category_uid, row.uid]);
}

// Every product page asks for its similar products; built from product rows only (no stock), so
// kept as long as the rows are.
const similarAnswers = new TtlCache<ProductCompareResponse>(2000, PRODUCT_PAGE_CACHE.ttlMs, PRODUCT_PAGE_CACHE.staleMs);

export function getSimilarCompare(database: Database, slug: string): Promise<ProductCompareResponse> {
  return similarAnswers.getOrLoad(`${databaseId(database)}|${slug}`, async () => {
    const [row, l] = await Promise.all([productBySlug(database, slug), getLookups(database)]);
    const others = await sameCategory(database, row, 'price');
    const items = [row, ...others].map((r) => detail(r, l));
    return {
      title: 'Compare with similar products',
      subtitle: `Other ${row.category_name} at a similar price`,
      items,
      attributes_metadata: attributesMetadata(items),
    };
  });
}

export async function getFrequentlyCompared(
  database: Database,
  slug: string,
): Promise<ProductFrequentlyComparedSimilarResponse> {
  const [row, l] = await Promise.all([productBySlug(database, slug), getLookups(database)]);
  const others = await sameCategory(database, row, 'popularity');
  const items = [row, ...others].map((r) => detail(r, l));
  return {
    similars: {
      title: 'Frequently compared',
      subtitle: `Shoppers who viewed this also compared`,
      items,
      attributes_metadata: attributesMetadata(items),
    },
  };
}

export async function compareProducts(database: Database, slugs: string[]): Promise<ProductsComparisonResponse> {
  if (!slugs.length) throw badRequest(CATALOG_MESSAGES.noProductSlugs);
  const [rows, l] = await Promise.all([
    database.query<DetailRow>(`${DETAIL_SQL} WHERE p.slug = ANY($1::text[])`, [slugs]),
    getLookups(database),
  ]);
  if (!rows.length) throw notFound(CATALOG_MESSAGES.productNotFound);
  rows.sort((a, b) => slugs.indexOf(a.slug) - slugs.indexOf(b.slug));
  const items = rows.map((r) => detail(r, l));
  return { items, attributes_metadata: attributesMetadata(items) };
}
