// The listing's facet columns of every product, in memory (issue 14). Counting facets in SQL
// reads every matching row of the wide products table once per facet part (an uncached listing
// with three or four filters sent about seven statements: 53 ms of database time at the median
// and 190 ms at p95 on 100k products, still 41 and 107 ms with a covering index and a fresh
// visibility map); here the filters' rows come from per-value lists and one pass over typed
// arrays counts every part of a listing, about 1.5 ms. Loaded with one statement and kept like the
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

export class FacetIndex {
  readonly n: number;
  readonly uid: Int32Array;
  /** Row of a uid, -1 when absent. */
  private readonly rowOfUid: (uid: number) => number;
  private readonly ints: Record<'department_uid' | 'brand_uid' | 'category_uid' | 'category_l1_uid' | 'category_l2_uid' | 'discount' | 'price_effective_min', Int32Array>;
  private readonly colorLower: Grouped;
  private readonly sizeStart: Int32Array;
  private readonly sizeIds: Int32Array;
  private readonly sizeNames: string[];
  private readonly grouped: Record<GroupedFacet, Grouped>;
  /** color_hex, ids ranked in the database's order (for max). */
  private readonly hex: Grouped;
  private readonly sortValues: { created: Float64Array; popularity: Int32Array; rating: Float64Array; ratingCount: Int32Array };
  // Row orders are Int32Array like the postings, so the loops over either read one array kind.
  private readonly orders = new Map<SortKey, Int32Array>();
  private readonly stamps: Uint32Array;
  private stampNow = 0;
  /** The rows of each value of the columns filters test by value (sizes: each size of a row). */
  private readonly postings: Record<'department_uid' | 'brand_uid' | 'category_uid' | 'category_l1_uid' | 'category_l2_uid' | 'color_lower' | 'sizes', Postings>;

  constructor(rows: Loaded[], orders: Record<Ordered, string[]>) {
    const n = rows.length;
    this.n = n;
    this.stamps = new Uint32Array(n);
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
    this.colorLower = dense(rows.map((r) => r.color_lower), n);
    // Size ids in the database's order of the sizes, the order counted sizes are given in.
    this.sizeNames = [...orders.sizes];
    const sizeIdOf = new Map(this.sizeNames.map((s, i) => [s, i]));
    this.sizeStart = new Int32Array(n + 1);
    const sizeIds: number[] = [];
    rows.forEach((r, i) => {
      this.sizeStart[i] = sizeIds.length;
      // Every element, as unnest gives them (a size listed twice counts twice).
      for (const s of r.sizes ?? []) {
        let id = sizeIdOf.get(s);
        if (id === undefined) {
          id = this.sizeNames.length;
          this.sizeNames.push(s);
          sizeIdOf.set(s, id);
        }
        sizeIds.push(id);
      }
    });
    this.sizeStart[n] = sizeIds.length;
    this.sizeIds = Int32Array.from(sizeIds);
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
    const byInt = (col: Int32Array) => postings(n, (i, add) => add(col[i]));
    this.postings = {
      department_uid: byInt(this.ints.department_uid),
      brand_uid: byInt(this.ints.brand_uid),
      category_uid: byInt(this.ints.category_uid),
      category_l1_uid: byInt(this.ints.category_l1_uid),
      category_l2_uid: byInt(this.ints.category_l2_uid),
      color_lower: postings(n, (i, add) => add(this.colorLower.values[this.colorLower.ids[i]])),
      sizes: postings(n, (i, add) => {
        for (let k = this.sizeStart[i]; k < this.sizeStart[i + 1]; k++) add(this.sizeNames[this.sizeIds[k]]);
      }),
    };
    this.sortValues = {
      created: Float64Array.from(rows, (r) => Number(r.created)),
      popularity: int((r) => r.popularity),
      rating: Float64Array.from(rows, (r) => Number(r.rating)),
      ratingCount: int((r) => r.rating_count),
    };
  }

  /** Which groups each row fails, as bits (bit g: group g); bit 7: outside the scope. */
  failures(groups: SelectedGroup[], scope?: Uint8Array): Uint8Array {
    if (groups.length > 7) throw new Error('too many filter groups for the facet index');
    // Every row starts failing every group; each group's matching rows (read from its postings,
    // not by a pass over all rows) clear its bit.
    const fails = new Uint8Array(this.n).fill(((1 << groups.length) - 1) | (scope ? 0x80 : 0));
    groups.forEach((g, bit) => {
      for (const c of g.conditions ?? []) this.clear(c, fails, ~(1 << bit));
    });
    if (scope) for (let i = 0; i < this.n; i++) if (scope[i]) fails[i] &= 0x7f;
    return fails;
  }

  /** Clears the bits not in keep for the rows meeting the condition. */
  private clear(c: Condition, fails: Uint8Array, keep: number): void {
    for (const { rows, from, to } of this.segments(c)) for (let k = from; k < to; k++) fails[rows[k]] &= keep;
  }

  /** Rows of the given uids (a listing's scope: a search, a collection). */
  scopeOf(uids: number[]): Uint8Array {
    const scope = new Uint8Array(this.n);
    for (const u of uids) {
      const row = this.rowOfUid(u);
      if (row >= 0) scope[row] = 1;
    }
    return scope;
  }

  /**
   * Each part's rows as facets.ts partStatements would answer them. `fails` is failures() over
   * `groups`, the listing's groups; each part leaves out at most one of them (facetPlan). So its
   * rows are those failing nothing plus, without group g, those failing g alone: one tally of
   * the rows failing nothing (every facet a part asks for) and one per left-out group (its
   * part's facets) serve every part, each row counted once.
   */
  countParts(parts: FacetPart[], groups: SelectedGroup[], fails: Uint8Array): FacetRow[][] {
    const bitOf = new Map(groups.map((g, i) => [g, 1 << i]));
    const all = (1 << groups.length) - 1;
    const plans = parts.map((part) => {
      let required = 0;
      for (const g of part.groups) required |= bitOf.get(g) ?? 0;
      const left = all & ~required;
      if ((left & (left - 1)) !== 0) throw new Error('a facet part leaves out more than one filter group');
      return { part, left, whole: part.total || part.facets.includes('min_price_effective') };
    });
    const tally = (facets: FacetName[], whole: boolean): Tally => ({
      grouped: facets.filter((f): f is GroupedFacet => f in this.grouped).map((f) => ({ facet: f, ids: this.grouped[f].ids, acc: accumulator(this.grouped[f].values.length) })),
      whole: whole ? accumulator(1) : undefined,
      sizes: facets.includes('sizes') ? new Int32Array(this.sizeNames.length) : undefined,
    });
    const passing = tally(
      [...new Set(plans.flatMap((p) => p.part.facets))],
      plans.some((p) => p.whole),
    );
    // Rows failing exactly one group, by their failure bits.
    const byFailure: (Tally | undefined)[] = new Array(256).fill(undefined);
    for (const p of plans) if (p.left) byFailure[p.left] = tally(p.part.facets, p.whole);
    // The rows of each tally first (one pass over the candidates), then each facet counted over
    // its tally's rows in a tight loop of its own.
    const { rows, start } = this.tallyRows(groups, fails);
    const price = this.ints.price_effective_min;
    const hex = this.hex.ids;
    const { sizeStart, sizeIds } = this;
    const count = (t: Tally, from: number, to: number) => {
      for (const g of t.grouped) tallyInto(g.acc, g.ids, rows, from, to, price, hex);
      if (t.whole) tallyInto(t.whole, undefined, rows, from, to, price, hex);
      const sizes = t.sizes;
      if (sizes) {
        for (let k = from; k < to; k++) {
          const i = rows[k];
          for (let s = sizeStart[i]; s < sizeStart[i + 1]; s++) sizes[sizeIds[s]]++;
        }
      }
    };
    count(passing, start[0], start[1]);
    for (let bit = 0; bit < groups.length; bit++) {
      const t = byFailure[1 << bit];
      if (t) count(t, start[bit + 1], start[bit + 2]);
    }
    return plans.map((plan) => {
      const tallies = plan.left ? [passing, byFailure[plan.left] as Tally] : [passing];
      const rows: FacetRow[] = [];
      for (const facet of plan.part.facets) {
        if (!(facet in this.grouped)) continue;
        const values = this.grouped[facet as GroupedFacet].values;
        const accs = tallies.map((t) => t.grouped.find((g) => g.facet === facet)!.acc);
        for (let id = 0; id < values.length; id++) {
          const c = combined(accs, id);
          if (c) rows.push({ facet, value: values[id], count: c.count, hex: this.hex.values[c.hex], pmin: c.pmin, pmax: c.pmax });
        }
      }
      if (plan.whole) {
        const c = combined(
          tallies.map((t) => t.whole!),
          0,
        );
        rows.push({ facet: plan.part.total ? 'total' : 'price', value: null, count: c?.count ?? 0, hex: c ? this.hex.values[c.hex] : null, pmin: c?.pmin ?? null, pmax: c?.pmax ?? null });
      }
      if (plan.part.facets.includes('sizes')) {
        for (let id = 0; id < this.sizeNames.length; id++) {
          let count = 0;
          for (const t of tallies) count += t.sizes![id];
          if (count > 0) rows.push({ facet: 'sizes', value: this.sizeNames[id], count, hex: null, pmin: null, pmax: null });
        }
      }
      return rows;
    });
  }

  /**
   * The rows passing every group, then those failing group 0 alone, group 1 alone, ...: rows
   * from start[0] to start[1], start[1] to start[2], and so on. A row failing at most one group
   * meets at least one of any two groups, so with two or more groups only the rows of the two
   * smallest are read, not the whole catalogue (a listing's narrowest filters are often a
   * hundredth of it).
   */
  private tallyRows(groups: SelectedGroup[], fails: Uint8Array): { rows: Int32Array; start: Int32Array } {
    const kinds = groups.length + 1;
    // Kind of a failure byte: 0 passes, b + 1 fails group b alone, -1 is counted by no part.
    const kindOf = new Int8Array(256).fill(-1);
    kindOf[0] = 0;
    for (let b = 0; b < groups.length; b++) kindOf[1 << b] = b + 1;
    const candidates = groups.length >= 2 ? this.narrowest(groups) : undefined;
    const total = candidates ? candidates.length : this.n;
    const sizes = new Int32Array(kinds);
    for (let k = 0; k < total; k++) {
      const kind = kindOf[fails[candidates ? candidates[k] : k]];
      if (kind >= 0) sizes[kind]++;
    }
    const start = new Int32Array(kinds + 1);
    for (let kind = 0; kind < kinds; kind++) start[kind + 1] = start[kind] + sizes[kind];
    const rows = new Int32Array(start[kinds]);
    const at = start.slice(0, kinds);
    for (let k = 0; k < total; k++) {
      const row = candidates ? candidates[k] : k;
      const kind = kindOf[fails[row]];
      if (kind >= 0) rows[at[kind]++] = row;
    }
    return { rows, start };
  }

  /** The rows meeting either of the two groups with the fewest rows, each once. */
  private narrowest(groups: SelectedGroup[]): Int32Array {
    const sized = groups.map((g) => {
      const segments = (g.conditions ?? []).flatMap((c) => this.segments(c));
      return { segments, size: segments.reduce((n, s) => n + s.to - s.from, 0) };
    });
    const [a, b] = sized.sort((x, y) => x.size - y.size);
    const out = new Int32Array(a.size + b.size);
    // A row can be listed by several values of a group (a product in sizes S and M): a stamp per
    // row, bumped per call, takes it once without clearing an array of the catalogue's size.
    if (++this.stampNow === 0xffffffff) {
      this.stamps.fill(0);
      this.stampNow = 1;
    }
    const stamps = this.stamps;
    const now = this.stampNow;
    let length = 0;
    for (const { rows, from, to } of [...a.segments, ...b.segments]) {
      for (let k = from; k < to; k++) {
        const row = rows[k];
        if (stamps[row] !== now) {
          stamps[row] = now;
          out[length++] = row;
        }
      }
    }
    return out.subarray(0, length);
  }

  /**
   * The rows meeting a condition, as segments of the index's arrays: a value's postings, or a
   * range of a column's sort order (a row appears once per value it meets).
   */
  private segments(c: Condition): Segment[] {
    if ('min' in c) {
      const col = this.ints[c.column];
      const order = this.order(c.column === 'discount' ? 'discount' : 'price');
      const from = lowerBound(order, col, c.min);
      return [{ rows: order, from, to: c.max >= c.min ? lowerBound(order, col, c.max + 1) : from }];
    }
    const p = this.postings[c.column];
    const out: Segment[] = [];
    for (const v of new Set<string | number>('in' in c ? c.in : c.overlaps)) {
      const id = p.idOf.get(v);
      if (id !== undefined) out.push({ rows: p.rows, from: p.start[id], to: p.start[id + 1] });
    }
    return out;
  }

  /** How many rows pass every group (fails from failures()). */
  count(fails: Uint8Array): number {
    let total = 0;
    for (let i = 0; i < this.n; i++) if (fails[i] === 0) total++;
    return total;
  }

  /** The uids of the first `want` rows passing every group, in the sort's order. */
  first(fails: Uint8Array, key: SortKey, descending: boolean, want: number): number[] {
    const order = this.order(key);
    const out: number[] = [];
    const n = this.n;
    for (let k = 0; k < n && out.length < want; k++) {
      const row = order[descending ? n - 1 - k : k];
      if (fails[row] === 0) out.push(this.uid[row]);
    }
    return out;
  }

  /** Row order ascending by the key, then by uid; built on first use. */
  private order(key: SortKey): Int32Array {
    let order = this.orders.get(key);
    if (order) return order;
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
    order = Int32Array.from({ length: this.n }, (_, i) => i).sort((a, b) => compare(a, b) || uid[a] - uid[b]);
    this.orders.set(key, order);
    return order;
  }
}

type Postings = { idOf: Map<string | number, number>; start: Int32Array; rows: Int32Array };
/** Rows rows[from..to) of one of the index's arrays. */
type Segment = { rows: Int32Array; from: number; to: number };

/** Rows by value: values(i, add) adds row i's values. */
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
  return { idOf, start, rows };
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

type Accumulator = { count: Int32Array; pmin: Int32Array; pmax: Int32Array; hex: Int32Array };
type GroupedFacet = 'department' | 'category' | 'brand' | 'primary_color' | 'discount';
/** Counts of one set of rows: per value of each grouped facet, the whole set, and sizes. */
type Tally = { grouped: { facet: GroupedFacet; ids: Int32Array; acc: Accumulator }[]; whole?: Accumulator; sizes?: Int32Array };

/** One value's count, price range and largest colour code over several tallies; undefined when it has no rows. */
function combined(accs: Accumulator[], id: number): { count: number; pmin: number; pmax: number; hex: number } | undefined {
  let out: { count: number; pmin: number; pmax: number; hex: number } | undefined;
  for (const a of accs) {
    if (a.count[id] === 0) continue;
    if (!out) out = { count: a.count[id], pmin: a.pmin[id], pmax: a.pmax[id], hex: a.hex[id] };
    else {
      out.count += a.count[id];
      out.pmin = Math.min(out.pmin, a.pmin[id]);
      out.pmax = Math.max(out.pmax, a.pmax[id]);
      out.hex = Math.max(out.hex, a.hex[id]);
    }
  }
  return out;
}

function accumulator(size: number): Accumulator {
  return { count: new Int32Array(size), pmin: new Int32Array(size), pmax: new Int32Array(size), hex: new Int32Array(size) };
}

/** Adds rows[from..to) to acc: by their id in ids, or all to id 0 without ids. */
function tallyInto(acc: Accumulator, ids: Int32Array | undefined, rows: Int32Array, from: number, to: number, price: Int32Array, hex: Int32Array): void {
  const { count, pmin, pmax, hex: top } = acc;
  for (let k = from; k < to; k++) {
    const i = rows[k];
    const id = ids ? ids[i] : 0;
    const p = price[i];
    const h = hex[i];
    if (count[id]++ === 0) {
      pmin[id] = p;
      pmax[id] = p;
      top[id] = h;
      continue;
    }
    if (p < pmin[id]) pmin[id] = p;
    if (p > pmax[id]) pmax[id] = p;
    if (h > top[id]) top[id] = h;
  }
}

/** Whether the index can answer for these groups (each one's conditions known, few enough for the bits). */
export const indexable = (groups: SelectedGroup[]): boolean => groups.length <= 7 && groups.every((g) => g.conditions !== undefined);

// ---- loading ----------------------------------------------------------------------------------

// One entry per database; null when the catalogue is too large for it.
const indexes = new TtlCache<FacetIndex | null>(20, 30_000, 5 * 60_000);
// Per database, keyed by its query builder, not the Database object: wrappers of one database
// (the bench's SQL recorder) share its index. `kept` is the last load, kept while products do
// not change and no cache was dropped since.
type Slot = { id: number; kept?: { index: FacetIndex | null; version: string; generation: number; at: number } };
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
  const index = await indexes.getOrLoad(String(slot.id), async () => {
    const started = generation;
    const [{ version }] = await database.query<{ version: string }>(VERSION_SQL);
    const kept = slot.kept;
    if (kept && kept.version === version && kept.generation === started && Date.now() - kept.at < KEEP_MAX_MS) return kept.index;
    const at = Date.now();
    const loaded = await load(database);
    slot.kept = { index: loaded, version, generation: started, at };
    return loaded;
  });
  return index ?? undefined;
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
