// A listing's filters as one SQL text whatever is selected: every facet has its place and its
// array parameters, and a facet nobody filters by is switched off by its own parameter. The
// page of a listing the facet index answered (listing.ts) is then one prepared statement per
// sort, planned once per connection, where the filters' own predicates (selection.ts) make a
// new text, parsed and planned anew, for every combination. It tests what those predicates
// test: the groups' conditions, the same data the facet index counts by.
import { FACETS, type Condition, type FacetName, type SelectedGroup } from './selection';
import type { Params } from './sql';

type Column = Condition['column'];

// Each facet's columns, by the kind of test its conditions make.
const PLACES: Record<
  FacetName,
  { kind: 'in'; columns: Column[] } | { kind: 'overlaps'; column: Column } | { kind: 'range'; column: Column }
> = {
  department: { kind: 'in', columns: ['department_uid'] },
  category: { kind: 'in', columns: ['category_l1_uid', 'category_l2_uid', 'category_uid'] },
  brand: { kind: 'in', columns: ['brand_uid'] },
  sizes: { kind: 'overlaps', column: 'sizes' },
  primary_color: { kind: 'in', columns: ['color_lower'] },
  min_price_effective: { kind: 'range', column: 'price_effective_min' },
  discount: { kind: 'range', column: 'discount' },
};

// The SQL side of a condition's column: color_lower is lower(color) as PostgreSQL computes it.
const sqlOf = (column: Column) => (column === 'color_lower' ? 'lower(p.color)' : `p.${column}`);

/**
 * The groups' test as the fixed text (its parameters added to `p`, the same number whatever is
 * selected), or undefined when a group has no conditions or one this text has no place for.
 * A group's conditions are alternatives and groups narrow each other, as in selection.ts; a
 * group with no conditions at all (nothing it names exists) passes no row.
 */
export function fixedFilterSql(groups: SelectedGroup[], p: Params): string | undefined {
  const byFacet = new Map<FacetName, Condition[]>();
  for (const g of groups) {
    if (!g.conditions || byFacet.has(g.facet)) return undefined;
    byFacet.set(g.facet, g.conditions);
  }
  const parts: string[] = [];
  for (const { name } of FACETS) {
    const conditions = byFacet.get(name);
    const place = PLACES[name];
    const on = p.add(conditions !== undefined, 'boolean');
    const tests: string[] = [];
    if (place.kind === 'in') {
      const values = new Map<Column, (number | string)[]>(place.columns.map((c) => [c, []]));
      for (const c of conditions ?? []) {
        const list = values.get(c.column);
        if (!list || !('in' in c)) return undefined;
        list.push(...c.in);
      }
      for (const [column, list] of values)
        tests.push(`${sqlOf(column)} = ANY(${p.add(list, column === 'color_lower' ? 'text[]' : 'int[]')})`);
    } else if (place.kind === 'overlaps') {
      const values: string[] = [];
      for (const c of conditions ?? []) {
        if (c.column !== place.column || !('overlaps' in c)) return undefined;
        values.push(...c.overlaps);
      }
      tests.push(`${sqlOf(place.column)} && ${p.add(values, 'text[]')}`);
    } else {
      const [lo, hi]: number[][] = [[], []];
      for (const c of conditions ?? []) {
        if (c.column !== place.column || !('min' in c)) return undefined;
        lo.push(c.min);
        hi.push(c.max);
      }
      tests.push(
        `EXISTS (SELECT 1 FROM unnest(${p.add(lo, 'int[]')}, ${p.add(hi, 'int[]')}) AS b(lo, hi) WHERE ${sqlOf(place.column)} BETWEEN b.lo AND b.hi)`,
      );
    }
    parts.push(`(NOT ${on} OR ${tests.join(' OR ')})`);
  }
  return parts.join(' AND ');
}
