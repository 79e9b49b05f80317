// The listing's facet columns of every product, in memory. Counting facets in SQL
// reads every matching row of the wide products table once per facet part (an uncached listing
// with three or four filters sent about seven statements: 53 ms of database time at the median
// and 190 ms at p95 on 100k products, still 41 and 107 ms with a covering index and a fresh
// visibility map); here the filters' rows are marked in bitsets from per-value lists, sorted 32
// at a time, and counted in passes over typed arrays: every part of a listing in under a
// millisecond (README, Performance; 100k products). Loaded with one statement and kept like the
// facet counts it replaces: fresh for 30 s, then answered while one background load refreshes
// it, and dropped with the other catalogue caches (clearCatalogCaches, the change feed). That
// refresh first asks whether products changed at all (VERSION_SQL) and keeps the arrays it has
// when not.
//
// The counts are those the SQL of facets.ts gives (the same rows, values as text, max(color_hex)
// in the database's order, lower(color) as the database computes it), so mergeParts and
// shapeFacets serve both. Listings over the whole catalogue also take their page from here: the
// first uids in the sort's order, which the page's SQL filters and orders again (pageOfItems in
// listing.ts), so a product changed since the load is never shown unfiltered.
import type { Database } from '../db/client';
import { onClearCatalogCaches, TtlCache } from './cache';
import type { FacetPart, FacetRow } from './facets';
import type { Condition, FacetName, SelectedGroup } from './selection';
import { DISCOUNT_STEP } from './selection';

/** A bit per row: bit r & 31 of word r >>> 5 (signed words, so every read and write stays a small integer). */
type Bits = Int32Array;

/** Above this many products the arrays are not built and listings count in SQL as before. */
export const FACET_INDEX_MAX_PRODUCTS = 1_000_000;

/** A text-valued grouping: a dense id per row and the text of each id. */
type Grouped = { ids: Int32Array; values: string[] };

/** The sort orders of the listing (listing.ts SORT_SQL), each ascending with uid ascending last; DESC sorts walk it backwards. */
export type SortKey = 'created' | 'popularity' | 'price' | 'discount' | 'rating';

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
const VERSION_SQL = `/* facet-index */ SELECT concat_ws(':', pg_relation_filenode('products'), (SELECT CASE WHEN is_called THEN last_value ELSE 0 END FROM products_version),
  (SELECT concat_ws(':', n_tup_ins, n_tup_upd, n_tup_del, n_live_tup, n_dead_tup) FROM pg_stat_user_tables WHERE relid = 'products'::regclass)) AS version`;
// An unchanged index is still loaded anew this often, whatever the version says.
const KEEP_MAX_MS = 5 * 60_000;

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

/** Grouped facets, in the order of their counts (FacetIndex.base). */
const GROUPED_FACETS = ['department', 'category', 'brand', 'primary_color', 'discount'] as const;
type GroupedFacet = (typeof GROUPED_FACETS)[number];
const COLOR = GROUPED_FACETS.indexOf('primary_color');
type IntColumn = 'department_uid' | 'brand_uid' | 'category_uid' | 'category_l1_uid' | 'category_l2_uid';

/**
 * A listing's rows in the index (FacetIndex.select): rows[start[0]..start[1]) pass every filter
 * group, rows[start[g + 1]..start[g + 2]) fail group g alone. No other row is counted by any
 * facet part, and rows come in row order. `everything`: no group and no scope, so every row
 * passes; otherwise `passing` has the passing rows' bits (bit r & 31 of word r >>> 5).
 */
export type Selection = { rows: Int32Array; start: Int32Array; groups: SelectedGroup[]; everything: boolean; passing?: Bits; buffers?: Buffers };

/** A selection's own rows and passing bits, taken from the index's pool and given back by release(). */
type Buffers = { rows: Int32Array; passing: Bits };
// Selections kept for reuse: each is n rows and n bits (400 kB at 100k products), which an
// uncached listing otherwise allocated and the collector reclaimed, a few hundred times a second.
const POOLED_SELECTIONS = 16;

export class FacetIndex {
  readonly n: number;
  readonly uid: Int32Array;
  /** Row of a uid, -1 when absent. */
  private readonly rowOfUid: (uid: number) => number;
  private readonly ints: Record<IntColumn | 'discount' | 'price_effective_min', Int32Array>;
  private readonly colorLower: Grouped;
  private readonly sizeNames: string[];
  private readonly grouped: Record<GroupedFacet, Grouped>;
  /**
   * Each grouped facet's value per row, and each row's colour code rank and size list, in the
   * narrowest array kind that holds them: counting reads one small array per facet (100 kB at
   * 100k products for a facet of few values), which stays in the processor's cache.
   */
  private readonly codes: Record<GroupedFacet, Compact>;
  private readonly hexCodes: Compact;
  /** Each row's list of sizes as an id, and each list's size ids: products share few lists. */
  private readonly sizeListCodes: Compact;
  private readonly sizeLists: Int32Array[];
  private readonly base: Int32Array;
  private readonly codeCount: number;
  /** color_hex, ids ranked in the database's order (for max). */
  private readonly hex: Grouped;
  private readonly sortValues: { created: Float64Array; popularity: Int32Array; rating: Float64Array; ratingCount: Int32Array };
  // Row orders are Int32Array like the postings, so the loops over either read one array kind.
  private readonly orders = new Map<SortKey, { order: Int32Array; rank: Int32Array; below: (q: number) => Bits }>();
  /** Rows between two checkpoints of a sort order (see mark()): a 32nd of the catalogue. */
  private readonly step: number;
  /** 32-bit words of a bitset with a bit per row. */
  private readonly words: number;
  private allRows?: Int32Array;
  /** select()'s working bitsets (see there). */
  private work?: { bits: Bits[] };
  private readonly pool: Buffers[] = [];
  /** No row: what a released selection reads. */
  private none?: Bits;
  /** The rows of each value of the columns filters test by value (sizes: each size of a row). */
  private readonly postings: Record<IntColumn | 'color_lower' | 'sizes', Postings>;

  constructor(rows: Loaded[], orders: Record<Ordered, string[]>) {
    const n = rows.length;
    this.n = n;
    this.step = Math.max(64, Math.ceil(n / 32));
    this.words = (n + 31) >>> 5;
    const int = (pick: (r: Loaded) => number) => Int32Array.from(rows, pick);
    this.uid = int((r) => r.uid);
    let maxUid = 0;
    for (let i = 0; i < n; i++) maxUid = Math.max(maxUid, this.uid[i]);
    // uids are a serial: an array by uid, unless they are too sparse for one.
    if (maxUid <= 4 * n + 1024) {
      const rows = new Int32Array(maxUid + 1).fill(-1);
      for (let i = 0; i < n; i++) if (this.uid[i] >= 0) rows[this.uid[i]] = i;
      this.rowOfUid = (uid) => (uid >= 0 && uid < rows.length ? rows[uid] : -1);
    } else {
      const rows = new Map<number, number>();
      for (let i = 0; i < n; i++) rows.set(this.uid[i], i);
      this.rowOfUid = (uid) => rows.get(uid) ?? -1;
    }
    this.ints = {
      department_uid: int((r) => r.department_uid),
      brand_uid: int((r) => r.brand_uid),
      category_uid: int((r) => r.category_uid),
      category_l1_uid: int((r) => r.category_l1_uid),
      category_l2_uid: int((r) => r.category_l2_uid),
      discount: int((r) => r.discount),
      price_effective_min: int((r) => r.price_effective_min),
    };
    this.colorLower = dense(
      rows.map((r) => r.color_lower),
      n,
    );
    // Size ids in the database's order of the sizes, the order counted sizes are given in.
    this.sizeNames = [...orders.sizes];
    const sizeIdOf = new Map(this.sizeNames.map((s, i) => [s, i]));
    // Each row's sizes: sizeIds[sizeStart[i]..sizeStart[i + 1]).
    const sizeStart = new Int32Array(n + 1);
    const sizeIdList: number[] = [];
    rows.forEach((r, i) => {
      sizeStart[i] = sizeIdList.length;
      // Every element, as unnest gives them (a size listed twice counts twice).
      for (const s of r.sizes ?? []) {
        let id = sizeIdOf.get(s);
        if (id === undefined) {
          id = this.sizeNames.length;
          this.sizeNames.push(s);
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
    this.hex = dense(
      rows.map((r) => r.color_hex),
      n,
      inOrder('hex'),
    );
    // The SQL's grouping expressions (facets.ts GROUPED), as their text.
    this.grouped = {
      department: dense(this.ints.department_uid, n, inOrder('department')),
      category: dense(this.ints.category_uid, n, inOrder('category')),
      brand: dense(this.ints.brand_uid, n, inOrder('brand')),
      primary_color: dense(
        rows.map((r) => r.color),
        n,
        inOrder('primary_color'),
      ),
      discount: dense(Int32Array.from(this.ints.discount, discountBucket), n, inOrder('discount')),
    };
    this.base = new Int32Array(GROUPED_FACETS.length + 1);
    GROUPED_FACETS.forEach((f, j) => (this.base[j + 1] = this.base[j] + this.grouped[f].values.length));
    this.codeCount = this.base[GROUPED_FACETS.length];
    this.codes = Object.fromEntries(GROUPED_FACETS.map((f) => [f, compact(this.grouped[f].ids, this.grouped[f].values.length)])) as Record<GroupedFacet, Compact>;
    this.hexCodes = compact(this.hex.ids, this.hex.values.length);
    const listOf = new Map<string, number>();
    this.sizeLists = [];
    const listIds = new Int32Array(n);
    for (let i = 0; i < n; i++) {
      const list = sizeIds.subarray(sizeStart[i], sizeStart[i + 1]);
      const key = list.join(',');
      let id = listOf.get(key);
      if (id === undefined) {
        id = this.sizeLists.length;
        listOf.set(key, id);
        this.sizeLists.push(list.slice());
      }
      listIds[i] = id;
    }
    this.sizeListCodes = compact(listIds, this.sizeLists.length);
    const byInt = (col: Int32Array) => postings(n, (i, add) => add(col[i]));
    this.postings = {
      department_uid: byInt(this.ints.department_uid),
      brand_uid: byInt(this.ints.brand_uid),
      category_uid: byInt(this.ints.category_uid),
      category_l1_uid: byInt(this.ints.category_l1_uid),
      category_l2_uid: byInt(this.ints.category_l2_uid),
      color_lower: postings(n, (i, add) => add(this.colorLower.values[this.colorLower.ids[i]])),
      sizes: postings(n, (i, add) => {
        for (let k = sizeStart[i]; k < sizeStart[i + 1]; k++) add(this.sizeNames[sizeIds[k]]);
      }),
    };
    this.sortValues = {
      created: Float64Array.from(rows, (r) => Number(r.created)),
      popularity: int((r) => r.popularity),
      rating: Float64Array.from(rows, (r) => Number(r.rating)),
      ratingCount: int((r) => r.rating_count),
    };
  }

  /**
   * The rows a listing's facet parts count (see Selection), optionally within a scope (a
   * search's or a collection's uids). Each group's rows are marked in a bitset from its postings
   * (a few kB, so marking stays in the processor's cache), and 32 rows at a time are then sorted
   * into passing, failing one group alone, or neither: the rows come out in row order, which
   * keeps counting them close to sequential.
   */
  select(groups: SelectedGroup[], scopeUids?: number[]): Selection {
    if (groups.length > 7) throw new Error('too many filter groups for the facet index');
    if (!groups.length && !scopeUids) return { rows: this.everyRow(), start: Int32Array.of(0, this.n), groups, everything: true };
    const words = this.words;
    const m = groups.length;
    // select() runs to its end without yielding, so its working arrays are kept between calls.
    const work = (this.work ??= { bits: [] });
    while (work.bits.length < 3 * m + 1) work.bits.push(new Int32Array(words));
    const sets = groups.map((g, i) => {
      const bits = work.bits[i].fill(0);
      for (const c of g.conditions ?? []) this.mark(c, bits);
      return bits;
    });
    // before[g]: the rows meeting every group under g (before[0]: every row, or the scope's);
    // after[g]: those meeting every group from g on (after[m]: every row). Passing rows are
    // before[m]; those failing group g alone, before[g] & after[g + 1] & ~sets[g].
    const before = work.bits.slice(m, 2 * m + 1);
    const valid = before[0];
    if (scopeUids) this.scopeBits(scopeUids, valid.fill(0));
    else {
      valid.fill(-1);
      // The last word's bits past the last row are no rows.
      if (this.n & 31) valid[words - 1] = -1 >>> (32 - (this.n & 31));
    }
    for (let g = 0; g < m; g++) and(before[g + 1], before[g], sets[g]);
    const after: (Bits | undefined)[] = [];
    if (m > 0) after[m - 1] = sets[m - 1];
    for (let g = m - 2; g >= 0; g--) after[g] = and(work.bits[2 * m + 1 + g], after[g + 1]!, sets[g]);
    const buffers = this.pool.pop() ?? { rows: new Int32Array(this.n), passing: new Int32Array(words) };
    const rows = buffers.rows;
    const start = new Int32Array(m + 2);
    start[1] = extract(rows, 0, before[m], undefined, undefined);
    for (let g = 0; g < m; g++) start[g + 2] = extract(rows, start[g + 1], before[g], after[g + 1], sets[g]);
    buffers.passing.set(before[m]);
    return { rows: rows.subarray(0, start[m + 1]), start, groups, everything: false, passing: buffers.passing, buffers };
  }

  /**
   * Gives a selection's arrays back for the next select(); the selection must not be read after.
   * Without release they are simply collected.
   */
  release(selection: Selection): void {
    const buffers = selection.buffers;
    if (!buffers) return;
    selection.buffers = undefined;
    selection.rows = new Int32Array(0);
    selection.start = new Int32Array(selection.start.length);
    selection.passing = (this.none ??= new Int32Array(this.words));
    if (this.pool.length < POOLED_SELECTIONS) this.pool.push(buffers);
  }

  /** Every row, in row order (shared: never written). */
  private everyRow(): Int32Array {
    return (this.allRows ??= Int32Array.from({ length: this.n }, (_, i) => i));
  }

  /** Marks the rows of the given uids (a listing's scope: a search, a collection) in bits. */
  private scopeBits(uids: number[], bits: Bits): void {
    for (const u of uids) {
      const row = this.rowOfUid(u);
      if (row >= 0) bits[row >>> 5] |= 1 << (row & 31);
    }
  }

  /**
   * Each part's rows as facets.ts partStatements would answer them. Each part leaves out at most
   * one of the selection's groups (facetPlan), so its rows are those passing every group plus,
   * without group g, those failing g alone: one tally of the passing rows and one per left-out
   * group serve every part, each row counted once.
   */
  countParts(parts: FacetPart[], selection: Selection): FacetRow[][] {
    const { groups, rows, start } = selection;
    const bitOf = new Map(groups.map((g, i) => [g, 1 << i]));
    const all = (1 << groups.length) - 1;
    const plans = parts.map((part) => {
      let required = 0;
      for (const g of part.groups) required |= bitOf.get(g) ?? 0;
      const left = all & ~required;
      if ((left & (left - 1)) !== 0) throw new Error('a facet part leaves out more than one filter group');
      return { part, left: left ? 31 - Math.clz32(left) : -1 };
    });
    // One tally of the passing rows, for every part, and one of the rows failing group g alone,
    // for the part leaving g out: each counts what its parts ask for.
    const needs = new Map<number, { facets: Set<FacetName>; whole: boolean }>();
    for (const { part, left } of plans) {
      for (const kind of left >= 0 ? [0, left + 1] : [0]) {
        const need = needs.get(kind) ?? { facets: new Set<FacetName>(), whole: false };
        for (const f of part.facets) need.facets.add(f);
        need.whole ||= part.total || part.facets.includes('min_price_effective');
        needs.set(kind, need);
      }
    }
    const tallies = new Map<number, Tally>();
    for (const [kind, need] of needs) tallies.set(kind, this.tally(rows, start[kind], start[kind + 1], need.facets, need.whole));
    const tallyOf = (kind: number) => tallies.get(kind)!;
    return plans.map(({ part, left }) => {
      const used = left >= 0 ? [tallyOf(0), tallyOf(left + 1)] : [tallyOf(0)];
      const out: FacetRow[] = [];
      for (const facet of part.facets) {
        const j = GROUPED_FACETS.indexOf(facet as GroupedFacet);
        if (j < 0) continue;
        const values = this.grouped[facet as GroupedFacet].values;
        for (let id = 0; id < values.length; id++) {
          let count = 0;
          let top = -1;
          for (const t of used) {
            count += t.counts[this.base[j] + id];
            if (j === COLOR) top = Math.max(top, t.colorTop[id]);
          }
          if (count > 0) out.push({ facet, value: values[id], count, hex: j === COLOR ? this.hex.values[top] : null, pmin: null, pmax: null });
        }
      }
      if (part.total || part.facets.includes('min_price_effective')) {
        let count = 0;
        let pmin = Infinity;
        let pmax = -Infinity;
        for (const t of used) {
          count += t.rows;
          pmin = Math.min(pmin, t.pmin);
          pmax = Math.max(pmax, t.pmax);
        }
        out.push({ facet: part.total ? 'total' : 'price', value: null, count, hex: null, pmin: count ? pmin : null, pmax: count ? pmax : null });
      }
      if (part.facets.includes('sizes')) {
        for (let id = 0; id < this.sizeNames.length; id++) {
          let count = 0;
          for (const t of used) count += t.sizes[id];
          if (count > 0) out.push({ facet: 'sizes', value: this.sizeNames[id], count, hex: null, pmin: null, pmax: null });
        }
      }
      return out;
    });
  }

  /** The given facets' counts over rows[from..to), and the price range when `whole`. */
  private tally(rows: Int32Array, from: number, to: number, facets: Set<FacetName>, whole: boolean): Tally {
    const counts = new Int32Array(this.codeCount);
    const colorTop = new Int32Array(this.grouped.primary_color.values.length).fill(-1);
    const sizes = new Int32Array(this.sizeNames.length);
    // A loop per facet: each reads one small array.
    GROUPED_FACETS.forEach((f, j) => {
      if (!facets.has(f)) return;
      const ids = this.codes[f];
      const base = this.base[j];
      for (let k = from; k < to; k++) counts[base + ids[rows[k]]]++;
      if (j !== COLOR) return;
      const hex = this.hexCodes;
      for (let k = from; k < to; k++) {
        const i = rows[k];
        if (hex[i] > colorTop[ids[i]]) colorTop[ids[i]] = hex[i];
      }
    });
    if (facets.has('sizes')) {
      // Each row's list once, then each list's count to its sizes (a size listed twice counts twice).
      const { sizeListCodes, sizeLists } = this;
      const perList = new Int32Array(sizeLists.length);
      for (let k = from; k < to; k++) perList[sizeListCodes[rows[k]]]++;
      for (let id = 0; id < sizeLists.length; id++) {
        const count = perList[id];
        if (count === 0) continue;
        const list = sizeLists[id];
        for (let s = 0; s < list.length; s++) sizes[list[s]] += count;
      }
    }
    let pmin = Infinity;
    let pmax = -Infinity;
    if (whole) {
      const price = this.ints.price_effective_min;
      for (let k = from; k < to; k++) {
        const p = price[rows[k]];
        if (p < pmin) pmin = p;
        if (p > pmax) pmax = p;
      }
    }
    return { rows: to - from, counts, colorTop, sizes, pmin, pmax };
  }

  /**
   * Marks the rows meeting a condition in bits. A value's rows come from its postings, or from
   * its bitset when it has one; a range is a stretch of the column's sort order, whose whole
   * checkpoint stretches come from the checkpoints' bitsets and only the ends row by row.
   */
  private mark(c: Condition, bits: Bits): void {
    if ('min' in c) {
      const col = this.ints[c.column];
      const { order, below } = this.sorted(c.column === 'discount' ? 'discount' : 'price');
      const from = lowerBound(order, col, c.min);
      const to = c.max >= c.min ? lowerBound(order, col, c.max + 1) : from;
      const step = this.step;
      const first = Math.ceil(from / step);
      const last = Math.floor(to / step);
      if (last > first) {
        const upper = below(last);
        const lower = first > 0 ? below(first) : undefined;
        for (let w = 0; w < bits.length; w++) bits[w] |= lower ? upper[w] & ~lower[w] : upper[w];
        markRows(bits, order, from, first * step);
        markRows(bits, order, last * step, to);
      } else markRows(bits, order, from, to);
      return;
    }
    const p = this.postings[c.column];
    for (const v of new Set<string | number>('in' in c ? c.in : c.overlaps)) {
      const id = p.idOf.get(v);
      if (id === undefined) continue;
      const own = p.bits[id];
      if (own) for (let w = 0; w < bits.length; w++) bits[w] |= own[w];
      else markRows(bits, p.rows, p.start[id], p.start[id + 1]);
    }
  }

  /** How many rows pass every group. */
  count(selection: Selection): number {
    return selection.start[1] - selection.start[0];
  }

  /** The uids of the first `want` rows passing every group, in the sort's order. */
  first(selection: Selection, key: SortKey, descending: boolean, want: number): number[] {
    const { order, rank } = this.sorted(key);
    const n = this.n;
    const { rows, start } = selection;
    const passing = start[1] - start[0];
    const out: number[] = [];
    // Walking the order meets `want` passing rows after about want × n / passing places, each a
    // bit read from a small bitset; ranking every passing row reads a large array at random.
    if (selection.everything || want * n < 4 * passing * passing) {
      const bits = selection.passing;
      for (let k = 0; k < n && out.length < want; k++) {
        const row = order[descending ? n - 1 - k : k];
        if (!bits || bits[row >>> 5] & (1 << (row & 31))) out.push(this.uid[row]);
      }
      return out;
    }
    // Few pass: the `want` best of their ranks (a descending sort wants the largest, negated).
    const best = smallest(rows, start[0], start[1], rank, descending ? -1 : 1, want);
    for (const r of best) out.push(this.uid[order[descending ? -r : r]]);
    return out;
  }

  /**
   * The first `want` of the given uids (a scope in its own order: a search's rank, a collection's
   * positions) whose rows pass every group; a uid the index has not seen yet is kept, for the
   * database to judge.
   */
  listed(uids: number[], selection: Selection, want: number): number[] {
    const bits = selection.passing;
    const out: number[] = [];
    for (let k = 0; k < uids.length && out.length < want; k++) {
      const row = this.rowOfUid(uids[k]);
      if (row < 0 || !bits || bits[row >>> 5] & (1 << (row & 31))) out.push(uids[k]);
    }
    return out;
  }

  /** Row order ascending by the key, then by uid, and each row's place in it; built on first use. */
  private sorted(key: SortKey): { order: Int32Array; rank: Int32Array; below: (q: number) => Bits } {
    let found = this.orders.get(key);
    if (found) return found;
    const uid = this.uid;
    const v = this.sortValues;
    const by: Record<SortKey, (a: number, b: number) => number> = {
      created: (a, b) => v.created[a] - v.created[b],
      popularity: (a, b) => v.popularity[a] - v.popularity[b],
      price: (a, b) => this.ints.price_effective_min[a] - this.ints.price_effective_min[b],
      discount: (a, b) => this.ints.discount[a] - this.ints.discount[b],
      rating: (a, b) => v.rating[a] - v.rating[b] || v.ratingCount[a] - v.ratingCount[b],
    };
    const compare = by[key];
    const order = Int32Array.from({ length: this.n }, (_, i) => i).sort((a, b) => compare(a, b) || uid[a] - uid[b]);
    const rank = new Int32Array(this.n);
    for (let k = 0; k < this.n; k++) rank[order[k]] = k;
    // below(q): the rows of the first q × step places, built on first use, each from the one before.
    const checkpoints: Bits[] = [];
    const below = (q: number): Bits => {
      for (let at = checkpoints.length; at < q; at++) {
        const bits = at > 0 ? checkpoints[at - 1].slice() : new Int32Array(this.words);
        markRows(bits, order, at * this.step, Math.min(this.n, (at + 1) * this.step));
        checkpoints.push(bits);
      }
      return checkpoints[q - 1];
    };
    found = { order, rank, below };
    this.orders.set(key, found);
    return found;
  }
}

/**
 * Rows by value. A value met by a 32nd of the rows or more also has them as a bitset: OR-ing
 * its words costs less than marking its rows one by one.
 */
type Postings = { idOf: Map<string | number, number>; start: Int32Array; rows: Int32Array; bits: (Bits | undefined)[] };

function postings(n: number, values: (i: number, add: (v: string | number) => void) => void): Postings {
  const idOf = new Map<string | number, number>();
  const lists: number[][] = [];
  for (let i = 0; i < n; i++) {
    values(i, (v) => {
      let id = idOf.get(v);
      if (id === undefined) {
        id = lists.length;
        idOf.set(v, id);
        lists.push([]);
      }
      lists[id].push(i);
    });
  }
  const start = new Int32Array(lists.length + 1);
  lists.forEach((list, id) => (start[id + 1] = start[id] + list.length));
  const rows = new Int32Array(start[lists.length]);
  lists.forEach((list, id) => rows.set(list, start[id]));
  const words = (n + 31) >>> 5;
  const bits = lists.map((list, id) => {
    if (list.length < words) return undefined;
    const own = new Int32Array(words);
    markRows(own, rows, start[id], start[id + 1]);
    return own;
  });
  return { idOf, start, rows, bits };
}

/** out = a & b, word by word; returns out. */
function and(out: Bits, a: Bits, b: Bits): Bits {
  for (let w = 0; w < out.length; w++) out[w] = a[w] & b[w];
  return out;
}

/**
 * Writes from rows[at] the rows of `these`, or with `failed` those of these & others & ~failed
 * (others undefined: every row), in row order; returns the position after the last.
 */
function extract(rows: Int32Array, at: number, these: Bits, others: Bits | undefined, failed: Bits | undefined): number {
  for (let w = 0; w < these.length; w++) {
    let bits = these[w];
    if (failed) bits &= ~failed[w] & (others ? others[w] : -1);
    if (bits === 0) continue;
    const base = w << 5;
    while (bits !== 0) {
      const low = bits & -bits;
      rows[at++] = base + 31 - Math.clz32(low);
      bits ^= low;
    }
  }
  return at;
}

/** Marks rows[from..to) in bits. */
function markRows(bits: Bits, rows: Int32Array, from: number, to: number): void {
  for (let k = from; k < to; k++) bits[rows[k] >>> 5] |= 1 << (rows[k] & 31);
}

/** The first position in order whose row has col >= value. */
function lowerBound(order: Int32Array, col: Int32Array, value: number): number {
  let lo = 0;
  let hi = order.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (col[order[mid]] < value) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/** Small ids in the narrowest array kind for their count. */
type Compact = Uint8Array | Uint16Array | Int32Array;
function compact(ids: Int32Array, count: number): Compact {
  return count <= 0x100 ? Uint8Array.from(ids) : count <= 0x10000 ? Uint16Array.from(ids) : ids;
}

/** Counts of one set of rows: per code of every grouped facet, the largest hex per colour, sizes, the price range. */
type Tally = { rows: number; counts: Int32Array; colorTop: Int32Array; sizes: Int32Array; pmin: number; pmax: number };

/**
 * The `want` smallest of sign × rank[row] over rows[from..to), ascending: a bounded max-heap, so
 * a few thousand passing rows cost no sort.
 */
function smallest(rows: Int32Array, from: number, to: number, rank: Int32Array, sign: 1 | -1, want: number): number[] {
  const heap = new Float64Array(Math.max(0, Math.min(want, to - from)));
  let size = 0;
  const down = (at: number) => {
    for (;;) {
      const l = 2 * at + 1;
      const r = l + 1;
      let top = at;
      if (l < size && heap[l] > heap[top]) top = l;
      if (r < size && heap[r] > heap[top]) top = r;
      if (top === at) return;
      [heap[at], heap[top]] = [heap[top], heap[at]];
      at = top;
    }
  };
  for (let k = from; k < to; k++) {
    const v = sign * rank[rows[k]];
    if (size < heap.length) {
      let at = size++;
      heap[at] = v;
      while (at > 0) {
        const up = (at - 1) >> 1;
        if (heap[up] >= heap[at]) break;
        [heap[up], heap[at]] = [heap[at], heap[up]];
        at = up;
      }
    } else if (size > 0 && v < heap[0]) {
      heap[0] = v;
      down(0);
    }
  }
  return Array.from(heap.subarray(0, size)).sort((a, b) => a - b);
}

/** Whether the index can answer for these groups (each one's conditions known, few enough for the bits). */
export const indexable = (groups: SelectedGroup[]): boolean => groups.length <= 7 && groups.every((g) => g.conditions !== undefined);

// ---- loading ----------------------------------------------------------------------------------

// One entry per database; null when the catalogue is too large for it.
const indexes = new TtlCache<FacetIndex | null>(20, 30_000, 5 * 60_000);
// Per database, keyed by its query builder, not the Database object: wrappers of one database
// (the bench's SQL recorder) share its index. `kept` is the last load, kept while products do
// not change and no cache was dropped since.
// `running` is the load under way and `queued` the one to start after it: a load asked for while
// another runs waits for it, and every ask meanwhile shares that one next load, so a burst of
// changes costs two loads, not one per change running side by side.
type Slot = {
  id: number;
  kept?: { index: FacetIndex | null; version: string; generation: number; at: number };
  running?: Promise<FacetIndex | null>;
  queued?: Promise<FacetIndex | null>;
};
const slots = new WeakMap<object, Slot>();
let nextId = 1;
// A writer that drops the caches may not have published its counters yet: load anew after that.
let generation = 0;
onClearCatalogCaches(() => generation++);

function slotOf(database: Database): Slot {
  let slot = slots.get(database.db);
  if (!slot) {
    slot = { id: nextId++ };
    slots.set(database.db, slot);
  }
  return slot;
}

/** The facet index of the database (loaded on first use), or undefined when it has none. */
export async function getFacetIndex(database: Database): Promise<FacetIndex | undefined> {
  const slot = slotOf(database);
  const index = await indexes.getOrLoad(String(slot.id), () => {
    if (!slot.running) return begin(database, slot);
    slot.queued ??= slot.running
      .catch(() => undefined)
      .then(() => {
        slot.queued = undefined;
        return begin(database, slot);
      });
    return slot.queued;
  });
  return index ?? undefined;
}

/** Starts a load of the slot's index now (none is running): the arrays it has if products did not move. */
function begin(database: Database, slot: Slot): Promise<FacetIndex | null> {
  const running = (async () => {
    const started = generation;
    const [{ version }] = await database.query<{ version: string }>(VERSION_SQL);
    const kept = slot.kept;
    if (kept && kept.version === version && kept.generation === started && Date.now() - kept.at < KEEP_MAX_MS) return kept.index;
    const at = Date.now();
    const loaded = await load(database);
    slot.kept = { index: loaded, version, generation: started, at };
    return loaded;
  })().finally(() => {
    if (slot.running === running) slot.running = undefined;
  });
  slot.running = running;
  return running;
}

async function load(database: Database): Promise<FacetIndex | null> {
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
  return new FacetIndex(rows, orders);
}
