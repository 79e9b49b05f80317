// A listing's rows in the facet index (Selection): each filter group marked in a bitset, then rows sorted into passing and failing one group alone.
import { and, extract, lowerBound, markRows, type Bits } from './facet-bits';
import type { FacetArrays } from './facet-load';
import { sortedOrder } from './facet-order';
import type { Condition, SelectedGroup } from './selection';

/**
 * A listing's rows in the index (selectRows): rows[start[0]..start[1]) pass every filter
 * group, rows[start[g + 1]..start[g + 2]) fail group g alone. No other row is counted by any
 * facet part, and rows come in row order. `everything`: no group and no scope, so every row
 * passes; otherwise `passing` has the passing rows' bits (bit r & 31 of word r >>> 5).
 */
export type Selection = {
  rows: Int32Array;
  start: Int32Array;
  groups: SelectedGroup[];
  everything: boolean;
  passing?: Bits;
  buffers?: Buffers;
};

/** A selection's own rows and passing bits, taken from the index's pool and given back by release(). */
type Buffers = { rows: Int32Array; passing: Bits };
// Selections kept for reuse: each is n rows and n bits (400 kB at 100k products), which an
// uncached listing otherwise allocated and the collector reclaimed, a few hundred times a second.
const POOLED_SELECTIONS = 16;

/** An index's reusable selection arrays: select()'s working bitsets, the pool of released buffers, every row, and no row. */
export type SelectionState = {
  /** select()'s working bitsets (see there). */
  work?: { bits: Bits[] };
  pool: Buffers[];
  allRows?: Int32Array;
  /** No row: what a released selection reads. */
  none?: Bits;
};

/**
 * The rows a listing's facet parts count (see Selection), optionally within a scope (a
 * search's or a collection's uids). Each group's rows are marked in a bitset from its postings
 * (a few kB, so marking stays in the processor's cache), and 32 rows at a time are then sorted
 * into passing, failing one group alone, or neither: the rows come out in row order, which
 * keeps counting them close to sequential.
 */
export function selectRows(
  a: FacetArrays,
  state: SelectionState,
  groups: SelectedGroup[],
  scopeUids?: number[],
): Selection {
  if (groups.length > 7) throw new Error('too many filter groups for the facet index');
  if (!groups.length && !scopeUids)
    return { rows: everyRow(a, state), start: Int32Array.of(0, a.n), groups, everything: true };
  const words = a.words;
  const m = groups.length;
  // select() runs to its end without yielding, so its working arrays are kept between calls.
  const work = (state.work ??= { bits: [] });
  while (work.bits.length < 3 * m + 1) work.bits.push(new Int32Array(words));
  const sets = groups.map((g, i) => {
    const bits = work.bits[i].fill(0);
    for (const c of g.conditions ?? []) mark(a, c, bits);
    return bits;
  });
  // before[g]: the rows meeting every group under g (before[0]: every row, or the scope's);
  // after[g]: those meeting every group from g on (after[m]: every row). Passing rows are
  // before[m]; those failing group g alone, before[g] & after[g + 1] & ~sets[g].
  const before = work.bits.slice(m, 2 * m + 1);
  const valid = before[0];
  if (scopeUids) scopeBits(a, scopeUids, valid.fill(0));
  else {
    valid.fill(-1);
    // The last word's bits past the last row are no rows.
    if (a.n & 31) valid[words - 1] = -1 >>> (32 - (a.n & 31));
  }
  for (let g = 0; g < m; g++) and(before[g + 1], before[g], sets[g]);
  const after: (Bits | undefined)[] = [];
  if (m > 0) after[m - 1] = sets[m - 1];
  for (let g = m - 2; g >= 0; g--) after[g] = and(work.bits[2 * m + 1 + g], after[g + 1]!, sets[g]);
  const buffers = state.pool.pop() ?? { rows: new Int32Array(a.n), passing: new Int32Array(words) };
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
export function releaseSelection(a: FacetArrays, state: SelectionState, selection: Selection): void {
  const buffers = selection.buffers;
  if (!buffers) return;
  selection.buffers = undefined;
  selection.rows = new Int32Array(0);
  selection.start = new Int32Array(selection.start.length);
  selection.passing = state.none ??= new Int32Array(a.words);
  if (state.pool.length < POOLED_SELECTIONS) state.pool.push(buffers);
}

/** Every row, in row order (shared: never written). */
function everyRow(a: FacetArrays, state: SelectionState): Int32Array {
  return (state.allRows ??= Int32Array.from({ length: a.n }, (_, i) => i));
}

/** Marks the rows of the given uids (a listing's scope: a search, a collection) in bits. */
function scopeBits(a: FacetArrays, uids: number[], bits: Bits): void {
  for (const u of uids) {
    const row = a.rowOfUid(u);
    if (row >= 0) bits[row >>> 5] |= 1 << (row & 31);
  }
}

/**
 * Marks the rows meeting a condition in bits. A value's rows come from its postings, or from
 * its bitset when it has one; a range is a stretch of the column's sort order, whose whole
 * checkpoint stretches come from the checkpoints' bitsets and only the ends row by row.
 */
function mark(a: FacetArrays, c: Condition, bits: Bits): void {
  if ('min' in c) {
    const col = a.ints[c.column];
    const { order, below } = sortedOrder(a, c.column === 'discount' ? 'discount' : 'price');
    const from = lowerBound(order, col, c.min);
    const to = c.max >= c.min ? lowerBound(order, col, c.max + 1) : from;
    const step = a.step;
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
  const p = a.postings[c.column];
  for (const v of new Set<string | number>('in' in c ? c.in : c.overlaps)) {
    const id = p.idOf.get(v);
    if (id === undefined) continue;
    const own = p.bits[id];
    if (own) for (let w = 0; w < bits.length; w++) bits[w] |= own[w];
    else markRows(bits, p.rows, p.start[id], p.start[id + 1]);
  }
}
