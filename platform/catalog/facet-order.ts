// The facet index's sort orders (built on first use, with checkpoint bitsets for ranges) and a listing's first page in them.
import { markRows, smallest, type Bits } from './facet-bits';
import type { FacetArrays } from './facet-load';
import type { Selection } from './facet-select';

/** The sort orders of the listing (listing.ts SORT_SQL), each ascending with uid ascending last; DESC sorts walk it backwards. */
export type SortKey = 'created' | 'popularity' | 'price' | 'discount' | 'rating';

/** Row order ascending by a key, then by uid; each row's place in it; below(q): the rows of its first q × step places. */
export type SortOrder = { order: Int32Array; rank: Int32Array; below: (q: number) => Bits };

/** Row order ascending by the key, then by uid, and each row's place in it; built on first use. */
export function sortedOrder(a: FacetArrays, key: SortKey): SortOrder {
  let found = a.orders.get(key);
  if (found) return found;
  const uid = a.uid;
  const v = a.sortValues;
  const by: Record<SortKey, (a: number, b: number) => number> = {
    created: (x, y) => v.created[x] - v.created[y],
    popularity: (x, y) => v.popularity[x] - v.popularity[y],
    price: (x, y) => a.ints.price_effective_min[x] - a.ints.price_effective_min[y],
    discount: (x, y) => a.ints.discount[x] - a.ints.discount[y],
    rating: (x, y) => v.rating[x] - v.rating[y] || v.ratingCount[x] - v.ratingCount[y],
  };
  const compare = by[key];
  const order = Int32Array.from({ length: a.n }, (_, i) => i).sort((x, y) => compare(x, y) || uid[x] - uid[y]);
  const rank = new Int32Array(a.n);
  for (let k = 0; k < a.n; k++) rank[order[k]] = k;
  // below(q): the rows of the first q × step places, built on first use, each from the one before.
  const checkpoints: Bits[] = [];
  const below = (q: number): Bits => {
    for (let at = checkpoints.length; at < q; at++) {
      const bits = at > 0 ? checkpoints[at - 1].slice() : new Int32Array(a.words);
      markRows(bits, order, at * a.step, Math.min(a.n, (at + 1) * a.step));
      checkpoints.push(bits);
    }
    return checkpoints[q - 1];
  };
  found = { order, rank, below };
  a.orders.set(key, found);
  return found;
}

/** The uids of the first `want` rows passing every group, in the sort's order. */
export function firstInOrder(
  a: FacetArrays,
  selection: Selection,
  key: SortKey,
  descending: boolean,
  want: number,
): number[] {
  const { order, rank } = sortedOrder(a, key);
  const n = a.n;
  const uid = a.uid;
  const { rows, start } = selection;
  const passing = start[1] - start[0];
  const out: number[] = [];
  // Walking the order meets `want` passing rows after about want × n / passing places, each a
  // bit read from a small bitset; ranking every passing row reads a large array at random.
  if (selection.everything || want * n < 4 * passing * passing) {
    const bits = selection.passing;
    for (let k = 0; k < n && out.length < want; k++) {
      const row = order[descending ? n - 1 - k : k];
      if (!bits || bits[row >>> 5] & (1 << (row & 31))) out.push(uid[row]);
    }
    return out;
  }
  // Few pass: the `want` best of their ranks (a descending sort wants the largest, negated).
  const best = smallest(rows, start[0], start[1], rank, descending ? -1 : 1, want);
  for (const r of best) out.push(uid[order[descending ? -r : r]]);
  return out;
}

/**
 * The first `want` of the given uids (a scope in its own order: a search's rank, a collection's
 * positions) whose rows pass every group; a uid the index has not seen yet is kept, for the
 * database to judge.
 */
export function listedInScope(a: FacetArrays, uids: number[], selection: Selection, want: number): number[] {
  const bits = selection.passing;
  const out: number[] = [];
  for (let k = 0; k < uids.length && out.length < want; k++) {
    const row = a.rowOfUid(uids[k]);
    if (row < 0 || !bits || bits[row >>> 5] & (1 << (row & 31))) out.push(uids[k]);
  }
  return out;
}
