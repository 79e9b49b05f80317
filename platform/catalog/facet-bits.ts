// Bitsets and row lists for the facet index: marking, AND-ing and extracting rows, per-value postings, the narrowest id arrays and a bounded smallest-k.

/** A bit per row: bit r & 31 of word r >>> 5 (signed words, so every read and write stays a small integer). */
export type Bits = Int32Array;

/**
 * Rows by value. A value met by a 32nd of the rows or more also has them as a bitset: OR-ing
 * its words costs less than marking its rows one by one.
 */
export type Postings = {
  idOf: Map<string | number, number>;
  start: Int32Array;
  rows: Int32Array;
  bits: (Bits | undefined)[];
};

export function postings(n: number, values: (i: number, add: (v: string | number) => void) => void): Postings {
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
export function and(out: Bits, a: Bits, b: Bits): Bits {
  for (let w = 0; w < out.length; w++) out[w] = a[w] & b[w];
  return out;
}

/**
 * Writes from rows[at] the rows of `these`, or with `failed` those of these & others & ~failed
 * (others undefined: every row), in row order; returns the position after the last.
 */
export function extract(
  rows: Int32Array,
  at: number,
  these: Bits,
  others: Bits | undefined,
  failed: Bits | undefined,
): number {
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
export function markRows(bits: Bits, rows: Int32Array, from: number, to: number): void {
  for (let k = from; k < to; k++) bits[rows[k] >>> 5] |= 1 << (rows[k] & 31);
}

/** The first position in order whose row has col >= value. */
export function lowerBound(order: Int32Array, col: Int32Array, value: number): number {
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
export type Compact = Uint8Array | Uint16Array | Int32Array;
export function compact(ids: Int32Array, count: number): Compact {
  return count <= 0x100 ? Uint8Array.from(ids) : count <= 0x10000 ? Uint16Array.from(ids) : ids;
}

/**
 * The `want` smallest of sign × rank[row] over rows[from..to), ascending: a bounded max-heap, so
 * a few thousand passing rows cost no sort.
 */
export function smallest(
  rows: Int32Array,
  from: number,
  to: number,
  rank: Int32Array,
  sign: 1 | -1,
  want: number,
): number[] {
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
