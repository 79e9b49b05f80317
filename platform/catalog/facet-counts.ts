// The facet index's counts: each facet part's rows of a selection tallied per value, as facets.ts's SQL would count them.
import { COLOR, GROUPED_FACETS, type FacetArrays, type GroupedFacet } from './facet-load';
import type { FacetPart, FacetRow } from './facets';
import type { Selection } from './facet-select';
import type { FacetName } from './selection';

/** Counts of one set of rows: per code of every grouped facet, the largest hex per colour, sizes, the price range. */
type Tally = { rows: number; counts: Int32Array; colorTop: Int32Array; sizes: Int32Array; pmin: number; pmax: number };

/**
 * Each part's rows as facets.ts partStatements would answer them. Each part leaves out at most
 * one of the selection's groups (facetPlan), so its rows are those passing every group plus,
 * without group g, those failing g alone: one tally of the passing rows and one per left-out
 * group serve every part, each row counted once.
 */
export function countParts(a: FacetArrays, parts: FacetPart[], selection: Selection): FacetRow[][] {
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
  for (const [kind, need] of needs)
    tallies.set(kind, tally(a, rows, start[kind], start[kind + 1], need.facets, need.whole));
  const tallyOf = (kind: number) => tallies.get(kind)!;
  return plans.map(({ part, left }) => {
    const used = left >= 0 ? [tallyOf(0), tallyOf(left + 1)] : [tallyOf(0)];
    const out: FacetRow[] = [];
    for (const facet of part.facets) {
      const j = GROUPED_FACETS.indexOf(facet as GroupedFacet);
      if (j < 0) continue;
      const values = a.grouped[facet as GroupedFacet].values;
      for (let id = 0; id < values.length; id++) {
        let count = 0;
        let top = -1;
        for (const t of used) {
          count += t.counts[a.base[j] + id];
          if (j === COLOR) top = Math.max(top, t.colorTop[id]);
        }
        if (count > 0)
          out.push({
            facet,
            value: values[id],
            count,
            hex: j === COLOR ? a.hex.values[top] : null,
            pmin: null,
            pmax: null,
          });
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
      out.push({
        facet: part.total ? 'total' : 'price',
        value: null,
        count,
        hex: null,
        pmin: count ? pmin : null,
        pmax: count ? pmax : null,
      });
    }
    if (part.facets.includes('sizes')) {
      for (let id = 0; id < a.sizeNames.length; id++) {
        let count = 0;
        for (const t of used) count += t.sizes[id];
        if (count > 0) out.push({ facet: 'sizes', value: a.sizeNames[id], count, hex: null, pmin: null, pmax: null });
      }
    }
    return out;
  });
}

/** The given facets' counts over rows[from..to), and the price range when `whole`. */
function tally(
  a: FacetArrays,
  rows: Int32Array,
  from: number,
  to: number,
  facets: Set<FacetName>,
  whole: boolean,
): Tally {
  const counts = new Int32Array(a.codeCount);
  const colorTop = new Int32Array(a.grouped.primary_color.values.length).fill(-1);
  const sizes = new Int32Array(a.sizeNames.length);
  // A loop per facet: each reads one small array.
  GROUPED_FACETS.forEach((f, j) => {
    if (!facets.has(f)) return;
    const ids = a.codes[f];
    const base = a.base[j];
    for (let k = from; k < to; k++) counts[base + ids[rows[k]]]++;
    if (j !== COLOR) return;
    const hex = a.hexCodes;
    for (let k = from; k < to; k++) {
      const i = rows[k];
      if (hex[i] > colorTop[ids[i]]) colorTop[ids[i]] = hex[i];
    }
  });
  if (facets.has('sizes')) {
    // Each row's list once, then each list's count to its sizes (a size listed twice counts twice).
    const { sizeListCodes, sizeLists } = a;
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
    const price = a.ints.price_effective_min;
    for (let k = from; k < to; k++) {
      const p = price[rows[k]];
      if (p < pmin) pmin = p;
      if (p > pmax) pmax = p;
    }
  }
  return { rows: to - from, counts, colorTop, sizes, pmin, pmax };
}
