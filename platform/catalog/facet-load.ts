// Loading the facet index: its SQL, and the typed arrays built from the products' rows (FacetArrays).
import type { Database } from '../db/client';
import { compact, postings, type Compact, type Postings } from './facet-bits';
import type { SortKey, SortOrder } from './facet-order';
import { DISCOUNT_STEP } from './selection';

/** Above this many products the arrays are not built and listings count in SQL as before. */
export const FACET_INDEX_MAX_PRODUCTS = 1_000_000;

/** A text-valued grouping: a dense id per row and the text of each id. */
type Grouped = { ids: Int32Array; values: string[] };

type Loaded = {
  uid: number;
  department_uid: number;
  category_uid: number;
  category_l1_uid: number;
  category_l2_uid: number;
  brand_uid: number;
  color: string;
  color_lower: string;
  color_hex: string;
  sizes: string[];
  discount: number;
  price_effective_min: number;
  popularity: number;
  rating: number;
  rating_count: number;
  created: string;
};

// The marker lets the bench's SQL recorder tell this background load from a request's own SQL.
export const FACET_INDEX_SQL = `/* facet-index */ SELECT uid, department_uid, category_uid, category_l1_uid, category_l2_uid, brand_uid, color,
  lower(color) AS color_lower, color_hex, sizes, discount, price_effective_min, popularity, rating, rating_count,
  (extract(epoch FROM created_at) * 1000000)::int8::text AS created
  FROM products`;

// What moves with any write to products: the sequence its triggers step (migration 0014), the
// file (TRUNCATE) and the table's statistics counters. The sequence steps before the writer
// commits, the counters after it, so on PostgreSQL a read before a load that shows no change
// since means the load saw every committed write (PGlite has one connection, and no counters).
export const VERSION_SQL = `/* facet-index */ SELECT concat_ws(':', pg_relation_filenode('products'), (SELECT CASE WHEN is_called THEN last_value ELSE 0 END FROM products_version),
  (SELECT concat_ws(':', n_tup_ins, n_tup_upd, n_tup_del, n_live_tup, n_dead_tup) FROM pg_stat_user_tables WHERE relid = 'products'::regclass)) AS version`;

/** facets.ts GROUPED's discount bucket: LEAST(discount / 10, 9) in integer arithmetic. */
const discountBucket = (d: number) => Math.min(Math.trunc(d / DISCOUNT_STEP), 100 / DISCOUNT_STEP - 1);

/** Columns whose distinct values the database orders for the index. */
type Ordered = 'hex' | 'sizes' | 'department' | 'category' | 'brand' | 'primary_color' | 'discount';

function dense(values: ArrayLike<string | number>, n: number, order?: (a: string, b: string) => number): Grouped {
  const idOf = new Map<string, number>();
  const ids = new Int32Array(n);
  const texts: string[] = [];
  for (let i = 0; i < n; i++) {
    const text = String(values[i]);
    let id = idOf.get(text);
    if (id === undefined) {
      id = texts.length;
      texts.push(text);
      idOf.set(text, id);
    }
    ids[i] = id;
  }
  if (!order) return { ids, values: texts };
  // Ids renumbered in the given order, so a larger id is a larger value.
  const sorted = texts.map((t, id) => ({ t, id })).sort((a, b) => order(a.t, b.t));
  const rank = new Int32Array(texts.length);
  sorted.forEach((s, r) => (rank[s.id] = r));
  for (let i = 0; i < n; i++) ids[i] = rank[ids[i]];
  return { ids, values: sorted.map((s) => s.t) };
}

/** Grouped facets, in the order of their counts (FacetArrays.base). */
export const GROUPED_FACETS = ['department', 'category', 'brand', 'primary_color', 'discount'] as const;
export type GroupedFacet = (typeof GROUPED_FACETS)[number];
export const COLOR = GROUPED_FACETS.indexOf('primary_color');
type IntColumn = 'department_uid' | 'brand_uid' | 'category_uid' | 'category_l1_uid' | 'category_l2_uid';

/** The index's arrays, built once per load; only `orders` fills in later, a sort at a time. */
export type FacetArrays = {
  n: number;
  uid: Int32Array;
  /** Row of a uid, -1 when absent. */
  rowOfUid: (uid: number) => number;
  ints: Record<IntColumn | 'discount' | 'price_effective_min', Int32Array>;
  sizeNames: string[];
  grouped: Record<GroupedFacet, Grouped>;
  /**
   * Each grouped facet's value per row, and each row's colour code rank and size list, in the
   * narrowest array kind that holds them: counting reads one small array per facet (100 kB at
   * 100k products for a facet of few values), which stays in the processor's cache.
   */
  codes: Record<GroupedFacet, Compact>;
  hexCodes: Compact;
  /** Each row's list of sizes as an id, and each list's size ids: products share few lists. */
  sizeListCodes: Compact;
  sizeLists: Int32Array[];
  base: Int32Array;
  codeCount: number;
  /** color_hex, ids ranked in the database's order (for max). */
  hex: Grouped;
  sortValues: { created: Float64Array; popularity: Int32Array; rating: Float64Array; ratingCount: Int32Array };
  // Row orders are Int32Array like the postings, so the loops over either read one array kind.
  orders: Map<SortKey, SortOrder>;
  /** Rows between two checkpoints of a sort order (facet-order.ts): a 32nd of the catalogue. */
  step: number;
  /** 32-bit words of a bitset with a bit per row. */
  words: number;
  /** The rows of each value of the columns filters test by value (sizes: each size of a row). */
  postings: Record<IntColumn | 'color_lower' | 'sizes', Postings>;
};

/** The index's arrays from the loaded rows and the database's order of each counted column's values. */
function buildFacetArrays(rows: Loaded[], orders: Record<Ordered, string[]>): FacetArrays {
  const n = rows.length;
  const int = (pick: (r: Loaded) => number) => Int32Array.from(rows, pick);
  const uid = int((r) => r.uid);
  let rowOfUid: (uid: number) => number;
  let maxUid = 0;
  for (let i = 0; i < n; i++) maxUid = Math.max(maxUid, uid[i]);
  // uids are a serial: an array by uid, unless they are too sparse for one.
  if (maxUid <= 4 * n + 1024) {
    const rows = new Int32Array(maxUid + 1).fill(-1);
    for (let i = 0; i < n; i++) if (uid[i] >= 0) rows[uid[i]] = i;
    rowOfUid = (uid) => (uid >= 0 && uid < rows.length ? rows[uid] : -1);
  } else {
    const rows = new Map<number, number>();
    for (let i = 0; i < n; i++) rows.set(uid[i], i);
    rowOfUid = (uid) => rows.get(uid) ?? -1;
  }
  const ints = {
    department_uid: int((r) => r.department_uid),
    brand_uid: int((r) => r.brand_uid),
    category_uid: int((r) => r.category_uid),
    category_l1_uid: int((r) => r.category_l1_uid),
    category_l2_uid: int((r) => r.category_l2_uid),
    discount: int((r) => r.discount),
    price_effective_min: int((r) => r.price_effective_min),
  };
  const colorLower = dense(
    rows.map((r) => r.color_lower),
    n,
  );
  // Size ids in the database's order of the sizes, the order counted sizes are given in.
  const sizeNames = [...orders.sizes];
  const sizeIdOf = new Map(sizeNames.map((s, i) => [s, i]));
  // Each row's sizes: sizeIds[sizeStart[i]..sizeStart[i + 1]).
  const sizeStart = new Int32Array(n + 1);
  const sizeIdList: number[] = [];
  rows.forEach((r, i) => {
    sizeStart[i] = sizeIdList.length;
    // Every element, as unnest gives them (a size listed twice counts twice).
    for (const s of r.sizes ?? []) {
      let id = sizeIdOf.get(s);
      if (id === undefined) {
        id = sizeNames.length;
        sizeNames.push(s);
        sizeIdOf.set(s, id);
      }
      sizeIdList.push(id);
    }
  });
  sizeStart[n] = sizeIdList.length;
  const sizeIds = Int32Array.from(sizeIdList);
  const inOrder = (name: Ordered) => {
    const rank = new Map(orders[name].map((v, i) => [v, i]));
    return (a: string, b: string) => (rank.get(a) ?? 0) - (rank.get(b) ?? 0);
  };
  const hex = dense(
    rows.map((r) => r.color_hex),
    n,
    inOrder('hex'),
  );
  // The SQL's grouping expressions (facets.ts GROUPED), as their text.
  const grouped = {
    department: dense(ints.department_uid, n, inOrder('department')),
    category: dense(ints.category_uid, n, inOrder('category')),
    brand: dense(ints.brand_uid, n, inOrder('brand')),
    primary_color: dense(
      rows.map((r) => r.color),
      n,
      inOrder('primary_color'),
    ),
    discount: dense(Int32Array.from(ints.discount, discountBucket), n, inOrder('discount')),
  };
  const base = new Int32Array(GROUPED_FACETS.length + 1);
  GROUPED_FACETS.forEach((f, j) => (base[j + 1] = base[j] + grouped[f].values.length));
  const codeCount = base[GROUPED_FACETS.length];
  const codes = Object.fromEntries(
    GROUPED_FACETS.map((f) => [f, compact(grouped[f].ids, grouped[f].values.length)]),
  ) as Record<GroupedFacet, Compact>;
  const hexCodes = compact(hex.ids, hex.values.length);
  const listOf = new Map<string, number>();
  const sizeLists: Int32Array[] = [];
  const listIds = new Int32Array(n);
  for (let i = 0; i < n; i++) {
    const list = sizeIds.subarray(sizeStart[i], sizeStart[i + 1]);
    const key = list.join(',');
    let id = listOf.get(key);
    if (id === undefined) {
      id = sizeLists.length;
      listOf.set(key, id);
      sizeLists.push(list.slice());
    }
    listIds[i] = id;
  }
  const sizeListCodes = compact(listIds, sizeLists.length);
  const byInt = (col: Int32Array) => postings(n, (i, add) => add(col[i]));
  return {
    n,
    uid,
    rowOfUid,
    ints,
    sizeNames,
    grouped,
    codes,
    hexCodes,
    sizeListCodes,
    sizeLists,
    base,
    codeCount,
    hex,
    sortValues: {
      created: Float64Array.from(rows, (r) => Number(r.created)),
      popularity: int((r) => r.popularity),
      rating: Float64Array.from(rows, (r) => Number(r.rating)),
      ratingCount: int((r) => r.rating_count),
    },
    orders: new Map(),
    step: Math.max(64, Math.ceil(n / 32)),
    words: (n + 31) >>> 5,
    postings: {
      department_uid: byInt(ints.department_uid),
      brand_uid: byInt(ints.brand_uid),
      category_uid: byInt(ints.category_uid),
      category_l1_uid: byInt(ints.category_l1_uid),
      category_l2_uid: byInt(ints.category_l2_uid),
      color_lower: postings(n, (i, add) => add(colorLower.values[colorLower.ids[i]])),
      sizes: postings(n, (i, add) => {
        for (let k = sizeStart[i]; k < sizeStart[i + 1]; k++) add(sizeNames[sizeIds[k]]);
      }),
    },
  };
}

/** Loads the products' facet columns and builds the index's arrays; null when there are too many products. */
export async function loadFacetArrays(database: Database): Promise<FacetArrays | null> {
  const [{ n }] = await database.query<{ n: number }>(`/* facet-index */ SELECT count(*)::int AS n FROM products`);
  if (n > FACET_INDEX_MAX_PRODUCTS) return null;
  const rows = await database.query<Loaded>(FACET_INDEX_SQL);
  // The database orders the few distinct values of each counted column as text, in its
  // collation: max(color_hex) follows that order, and counted values are given in the order a
  // sorted GROUP BY gives them (shapeFacets keeps it among equals, e.g. two categories named alike).
  const texts: Record<Ordered, string[]> = {
    hex: [...new Set(rows.map((r) => r.color_hex))],
    sizes: [...new Set(rows.flatMap((r) => r.sizes ?? []))],
    department: [...new Set(rows.map((r) => String(r.department_uid)))],
    category: [...new Set(rows.map((r) => String(r.category_uid)))],
    brand: [...new Set(rows.map((r) => String(r.brand_uid)))],
    primary_color: [...new Set(rows.map((r) => r.color))],
    discount: [...new Set(rows.map((r) => String(discountBucket(r.discount))))],
  };
  const names = Object.keys(texts) as Ordered[];
  const [ordered] = await database.query<Record<Ordered, string[] | null>>(
    `/* facet-index */ SELECT ${names.map((name, i) => `(SELECT array_agg(v ORDER BY v) FROM unnest($${i + 1}::text[]) AS v) AS ${name}`).join(', ')}`,
    names.map((name) => texts[name]),
  );
  const orders = Object.fromEntries(names.map((name) => [name, ordered?.[name] ?? []])) as Record<Ordered, string[]>;
  return buildFacetArrays(rows, orders);
}
