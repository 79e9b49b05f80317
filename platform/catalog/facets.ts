// Facet counts of a listing (the selection itself is in selection.ts). Counts are disjunctive: each facet is counted with every OTHER selected filter
// applied, so the values of one key are alternatives (OR) while keys narrow each other (AND).
// The work splits into parts (facetPlan): the facets nobody selected, counted over the rows that
// pass every filter, plus one part per selected facet, counted over the rows that pass the
// others. Each part is one GROUPING SETS statement (and one unnest for sizes), and is cached on
// its own, so parts repeat across listings (the brand counts of "size M" serve every brand pick).
import { z } from 'zod';
import { formatRange } from '../../contract/filters';
import type { ProductFilter, ProductFilterValue } from '../../contract/types/catalog';
import { findBrand, findCategory, findDepartment, type CategoryRow, type Lookups } from './lookups';
import { CURRENCY } from './constants';
import { DISCOUNT_STEP, discountValue, FACETS, parseDiscount, type FacetName, type SelectedGroup } from './selection';
import { toMajor } from './shapes';
import type { Params } from './sql';

/** One counted value: facet 'total' carries the number of matching products, 'price' (and 'total') the range, a colour its swatch. */
export type FacetRow = {
  facet: string;
  value: string | null;
  count: number;
  hex: string | null;
  pmin: number | null;
  pmax: number | null;
};
/** Facet rows read back from the shared tier (cache.ts): anything else is a miss. */
export const FACET_ROWS: z.ZodType<FacetRow[]> = z.array(
  z.object({
    facet: z.string(),
    value: z.string().nullable(),
    count: z.number(),
    hex: z.string().nullable(),
    pmin: z.number().nullable(),
    pmax: z.number().nullable(),
  }),
);
export type FacetCounts = { total: number; rows: FacetRow[] };

/** A part of the facet work: which facets to count, over the rows passing which filters. */
export type FacetPart = { facets: FacetName[]; groups: SelectedGroup[]; total: boolean };

export function facetPlan(groups: SelectedGroup[]): FacetPart[] {
  const selected = new Set(groups.map((g) => g.facet));
  const parts: FacetPart[] = [
    { facets: FACETS.map((f) => f.name).filter((f) => !selected.has(f)), groups, total: true },
  ];
  for (const g of groups) parts.push({ facets: [g.facet], groups: groups.filter((o) => o !== g), total: false });
  return parts;
}

export const partKey = (part: FacetPart): string =>
  `${part.total ? 'T' : ''}${part.facets.join(',')}|${part.groups
    .map((g) => g.key)
    .sort()
    .join(':::')}`;

// Grouping column per facet counted by GROUPING SETS (sizes and price are counted otherwise).
const GROUPED: Partial<Record<FacetName, string>> = {
  department: 'p.department_uid::text',
  category: 'p.category_uid::text',
  brand: 'p.brand_uid::text',
  primary_color: 'p.color',
  discount: `LEAST(p.discount / ${DISCOUNT_STEP}, ${100 / DISCOUNT_STEP - 1})::text`,
};

/**
 * The statements of one part over `from`/`where` (the listing before filters): a GROUPING SETS
 * for the plain facets, the total and the price range, and an unnest for sizes.
 */
export function partStatements(part: FacetPart, from: string, where: string[], p: Params): string[] {
  const all = [...where, ...part.groups.map((g) => g.predicate(p))];
  const filter = all.length ? all.join(' AND ') : 'true';
  const statements: string[] = [];
  const grouped = part.facets.filter((f) => GROUPED[f]);
  const needsPrice = part.facets.includes('min_price_effective');
  if (grouped.length || part.total || needsPrice) {
    const sets = grouped.map((f) => `(${GROUPED[f]})`);
    if (part.total || needsPrice) sets.push('()');
    const label = grouped.length
      ? `CASE ${grouped.map((f) => `WHEN GROUPING(${GROUPED[f]}) = 0 THEN '${f}'`).join(' ')} ELSE '${part.total ? 'total' : 'price'}' END`
      : `'${part.total ? 'total' : 'price'}'`;
    const value = grouped.length ? `COALESCE(${grouped.map((f) => GROUPED[f]).join(', ')})` : 'NULL';
    // Only a colour has a swatch and only the whole set a price range (shapeFacets).
    const hex = grouped.includes('primary_color')
      ? `CASE WHEN GROUPING(${GROUPED.primary_color}) = 0 THEN max(p.color_hex) END`
      : 'NULL';
    const whole = (fn: 'min' | 'max') =>
      grouped.length
        ? `CASE WHEN ${grouped.map((f) => `GROUPING(${GROUPED[f]}) = 1`).join(' AND ')} THEN ${fn}(p.price_effective_min) END`
        : `${fn}(p.price_effective_min)`;
    statements.push(
      `SELECT ${label} AS facet, ${value} AS value, count(*)::int AS count, ${hex} AS hex, ${whole('min')} AS pmin, ${whole('max')} AS pmax
       FROM ${from} WHERE ${filter} GROUP BY GROUPING SETS (${sets.join(', ')})`,
    );
  }
  if (part.facets.includes('sizes')) {
    statements.push(
      `SELECT 'sizes' AS facet, size AS value, count(*)::int AS count, NULL AS hex, NULL::int AS pmin, NULL::int AS pmax
       FROM ${from} CROSS JOIN LATERAL unnest(p.sizes) AS size WHERE ${filter} GROUP BY size`,
    );
  }
  return statements;
}

/** The parts' rows as one set: 'total' from the main part; the price range from whichever counted it. */
export function mergeParts(parts: FacetPart[], results: FacetRow[][]): FacetCounts {
  const rows: FacetRow[] = [];
  let total = 0;
  parts.forEach((part, i) => {
    for (const r of results[i]) {
      const row = {
        ...r,
        pmin: r.pmin === null ? null : Number(r.pmin),
        pmax: r.pmax === null ? null : Number(r.pmax),
      };
      if (row.facet === 'total') {
        total = row.count;
        if (part.facets.includes('min_price_effective')) rows.push({ ...row, facet: 'price' });
      } else rows.push(row);
    }
  });
  return { total, rows };
}

// localeCompare with options builds a collator per call; sizes are compared on every listing.
const numericCollator = new Intl.Collator('en', { numeric: true });

const SIZE_ORDER = [
  'XXS',
  'XS',
  'S',
  'M',
  'L',
  'XL',
  'XXL',
  '2XL',
  'XXXL',
  '3XL',
  '4XL',
  '5XL',
  'FREE SIZE',
  'ONESIZE',
  'ONE SIZE',
];
/** Where a size sorts: the known labels in their order, then sizes with a number by it, then the rest. */
function sizeRank(size: string): { kind: number; at: number } {
  const known = SIZE_ORDER.indexOf(size.toUpperCase());
  if (known >= 0) return { kind: 0, at: known };
  const n = Number.parseFloat(size.replace(/^[A-Z]+\s*/i, ''));
  return Number.isFinite(n) ? { kind: 1, at: n } : { kind: 2, at: 0 };
}

/**
 * A total order of sizes, so a facet's sizes come in the same order whichever order they were
 * counted in (the facet index's and SQL's differ): "UK 3" < "28" < "OS", never a cycle.
 */
export function compareSizes(a: string, b: string): number {
  const ra = sizeRank(a);
  const rb = sizeRank(b);
  return ra.kind - rb.kind || ra.at - rb.at || numericCollator.compare(a, b) || (a < b ? -1 : a > b ? 1 : 0);
}

const byCount = (a: ProductFilterValue, b: ProductFilterValue) =>
  b.count - a.count || a.display.localeCompare(b.display);

/**
 * A category's name in the category facet, with its department when another category has the
 * same name ("Kurtas (Women)" beside "Kurtas (Men)"), else its department and parent, so no two
 * values read alike. Worked out once per lookups.
 */
const categoryDisplays = new WeakMap<Lookups, Map<number, string>>();

function categoryDisplay(c: CategoryRow, l: Lookups): string {
  let displays = categoryDisplays.get(l);
  if (!displays) {
    displays = new Map();
    const byName = new Map<string, CategoryRow[]>();
    for (const x of l.categories) byName.set(x.name, [...(byName.get(x.name) ?? []), x]);
    const department = (x: CategoryRow) => l.departmentByUid.get(x.departmentUid)?.name;
    for (const x of l.categories) {
      const namesakes = byName.get(x.name)!;
      if (namesakes.length < 2) continue;
      const own = department(x);
      const parent = x.parentUid === null ? undefined : l.categoryByUid.get(x.parentUid)?.name;
      if (own && namesakes.every((o) => o === x || department(o) !== own)) displays.set(x.uid, `${x.name} (${own})`);
      else if (parent) displays.set(x.uid, `${x.name} (${own ? `${own}, ` : ''}${parent})`);
    }
    categoryDisplays.set(l, displays);
  }
  return displays.get(c.uid) ?? c.name;
}

/** Facet rows -> the `filters` block of a listing answer. */
export function shapeFacets(counts: FacetCounts, groups: SelectedGroup[], l: Lookups): ProductFilter[] {
  const selected = (facet: FacetName) =>
    new Set((groups.find((g) => g.facet === facet)?.values ?? []).map((v) => canonical(facet, v, l)));
  const rows = (facet: string) => counts.rows.filter((r) => r.facet === facet && r.value !== null && r.count > 0);
  const out: ProductFilter[] = [];

  for (const def of FACETS) {
    const chosen = selected(def.name);
    let values: ProductFilterValue[] = [];
    switch (def.name) {
      case 'department':
        values = rows('department')
          .map((r) => ({ d: l.departmentByUid.get(Number(r.value)), r }))
          .filter((x) => x.d)
          .map(({ d, r }) => ({
            value: d!.slug,
            display: d!.name,
            count: r.count,
            is_selected: chosen.has(d!.slug),
            logo: d!.logo ?? undefined,
          }))
          .sort(
            (a, b) =>
              (l.departmentBySlug.get(b.value)?.priority ?? 0) - (l.departmentBySlug.get(a.value)?.priority ?? 0) ||
              byCount(a, b),
          );
        break;
      case 'category':
        values = rows('category')
          .map((r) => ({ c: l.categoryByUid.get(Number(r.value)), r }))
          .filter((x) => x.c)
          .map(({ c, r }) => ({
            value: c!.slug,
            display: categoryDisplay(c!, l),
            count: r.count,
            is_selected: chosen.has(c!.slug),
            logo: c!.logo ?? undefined,
          }))
          .sort(byCount);
        break;
      case 'brand':
        values = rows('brand')
          .map((r) => ({ b: l.brandByUid.get(Number(r.value)), r }))
          .filter((x) => x.b)
          .map(({ b, r }) => ({
            value: b!.slug,
            display: b!.name,
            count: r.count,
            is_selected: chosen.has(b!.slug),
            logo: b!.logo ?? undefined,
          }))
          .sort(byCount);
        break;
      case 'sizes':
        values = rows('sizes')
          .map((r) => ({ value: r.value!, display: r.value!, count: r.count, is_selected: chosen.has(r.value!) }))
          .sort((a, b) => compareSizes(a.value, b.value));
        break;
      case 'primary_color': {
        const lowered = new Set([...chosen].map((v) => v.toLowerCase()));
        values = rows('primary_color')
          .map((r) => ({
            value: r.value!,
            display: r.value!,
            count: r.count,
            is_selected: lowered.has(r.value!.toLowerCase()),
            hex: r.hex ?? undefined,
          }))
          .sort(byCount);
        break;
      }
      case 'discount':
        values = rows('discount')
          .map((r) => {
            const lo = Number(r.value) * DISCOUNT_STEP;
            const hi = lo + DISCOUNT_STEP; // the last bucket, 90-100, also holds 100
            const value = discountValue({ lo, hi });
            return {
              value,
              display: `${lo}% - ${hi}%`,
              count: r.count,
              is_selected: [...chosen].some((c) => sameBucket(c, lo, hi)),
            };
          })
          .sort((a, b) => parseFloat(a.value) - parseFloat(b.value));
        break;
      case 'min_price_effective': {
        const range = counts.rows.find((r) => r.facet === 'price');
        const ranges = groups.find((g) => g.facet === 'min_price_effective')?.ranges ?? [];
        if (range && range.pmin !== null && range.pmax !== null) {
          const min = Math.floor(toMajor(range.pmin));
          const max = Math.ceil(toMajor(range.pmax));
          const pick = ranges[0];
          values = [
            {
              value: formatRange(pick ?? { min, max }),
              // The selection once there is one, like the other facets' selected values.
              display: `${CURRENCY.symbol}${pick ? pick.min : min} - ${CURRENCY.symbol}${pick ? pick.max : max}`,
              count: counts.total,
              is_selected: Boolean(pick),
              min,
              max,
              selected_min: pick ? pick.min : min,
              selected_max: pick ? pick.max : max,
              currency_code: CURRENCY.code,
              currency_symbol: CURRENCY.symbol,
              display_format: `${CURRENCY.symbol}{} - ${CURRENCY.symbol}{}`,
              query_format: '[{} TO {}]',
            },
          ];
        } else if (ranges[0]) {
          const pick = ranges[0];
          values = [
            {
              value: formatRange(pick),
              display: `${CURRENCY.symbol}${pick.min} - ${CURRENCY.symbol}${pick.max}`,
              count: 0,
              is_selected: true,
              min: pick.min,
              max: pick.max,
              selected_min: pick.min,
              selected_max: pick.max,
              currency_code: CURRENCY.code,
              currency_symbol: CURRENCY.symbol,
              query_format: '[{} TO {}]',
            },
          ];
        }
        break;
      }
    }
    // A selected value that matches nothing any more still shows, so it can be unselected.
    if (def.kind === 'multivalued') {
      for (const v of chosen) {
        if (values.some((x) => x.is_selected && sameValue(def.name, x.value, v))) continue;
        values.push({ value: v, display: displayFor(def.name, v, l), count: 0, is_selected: true });
      }
    }
    if (values.length === 0) continue;
    out.push({ key: { name: def.name, display: def.display, kind: def.kind, is_disabled: false }, values });
  }
  return out;
}

function sameBucket(selected: string, lo: number, hi: number): boolean {
  const b = parseDiscount(selected);
  return Boolean(b && b.lo === lo && b.hi === hi);
}

function sameValue(facet: FacetName, shown: string, given: string): boolean {
  if (facet === 'primary_color') return shown.toLowerCase() === given.toLowerCase();
  if (facet === 'discount') {
    const b = parseDiscount(shown);
    return Boolean(b && sameBucket(given, b.lo, b.hi));
  }
  return shown === given;
}

/** Brands, categories and departments may be given by uid; they show by slug. */
function canonical(facet: FacetName, value: string, l: Lookups): string {
  if (facet === 'brand') return findBrand(l, value)?.slug ?? value;
  if (facet === 'category') return findCategory(l, value)?.slug ?? value;
  if (facet === 'department') return findDepartment(l, value)?.slug ?? value;
  return value;
}

function displayFor(facet: FacetName, value: string, l: Lookups): string {
  if (facet === 'brand') return findBrand(l, value)?.name ?? value;
  if (facet === 'category') return findCategory(l, value)?.name ?? value;
  if (facet === 'department') return findDepartment(l, value)?.name ?? value;
  return value;
}
