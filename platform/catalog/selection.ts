// Listing filters: the keys a listing accepts (aliases included), and how selected values
// become SQL predicates, slugs resolved through the lookups. Values of one key are alternatives
// (OR); keys narrow each other (AND).
import { parseRange, readRangeBounds, type FilterMap } from '../../contract/filters';
import { badRequest } from '../http/errors';
import { findBrand, findCategory, findDepartment, type CategoryRow, type Lookups } from './lookups';
import { CATALOG_MESSAGES } from './messages';
import { CATALOG_LIMITS } from './constants';
import type { Params } from './sql';

/** The facets a listing answers with, in display order. */
export const FACETS = [
  { name: 'department', display: 'Department', kind: 'multivalued' },
  { name: 'category', display: 'Category', kind: 'multivalued' },
  { name: 'brand', display: 'Brand', kind: 'multivalued' },
  { name: 'sizes', display: 'Size', kind: 'multivalued' },
  { name: 'primary_color', display: 'Colour', kind: 'multivalued' },
  { name: 'min_price_effective', display: 'Price', kind: 'range' },
  { name: 'discount', display: 'Discount', kind: 'multivalued' },
] as const;

export type FacetName = (typeof FACETS)[number]['name'];

/** Every accepted filter key and the facet it belongs to (aliases share their facet's group). */
const KEYS: Record<string, FacetName> = {
  department: 'department',
  category: 'category',
  l1_category: 'category',
  l2_category: 'category',
  l3_category: 'category',
  brand: 'brand',
  sizes: 'sizes',
  size: 'sizes',
  primary_color: 'primary_color',
  color: 'primary_color',
  min_price_effective: 'min_price_effective',
  price: 'min_price_effective',
  discount: 'discount',
};
export const FILTER_KEYS = Object.keys(KEYS);
export const isFilterKey = (key: string): boolean => Object.hasOwn(KEYS, key);

export type Predicate = (p: Params) => string;

/**
 * The same test as a predicate, as data, for the in-memory facet index (facet-index.ts): a row
 * passes a group when it meets any of its conditions (none: no row passes, like SQL 'false').
 * Bounds are inclusive. Undefined when a value cannot be tested the way PostgreSQL would (a
 * bound that is no int4: the SQL cast rejects it), so such a listing stays on SQL.
 */
export type Condition =
  | { column: 'department_uid' | 'brand_uid' | 'category_uid' | 'category_l1_uid' | 'category_l2_uid'; in: number[] }
  | { column: 'sizes'; overlaps: string[] }
  | { column: 'color_lower'; in: string[] }
  | { column: 'price_effective_min' | 'discount'; min: number; max: number };

/** The selected filters of one facet: the values as given and the SQL that tests a row. */
export type SelectedGroup = {
  facet: FacetName;
  values: string[];
  ranges: { min: number; max: number }[];
  predicate: Predicate;
  conditions: Condition[] | undefined;
  /** The group's filters as normalised text, for cache keys. */
  key: string;
};

export const DISCOUNT_STEP = 10;

type Bucket = { lo: number; hi: number };
export function parseDiscount(value: string): Bucket | undefined {
  const range = parseRange(value);
  if (!range || range.min < 0 || range.max > 100) return undefined;
  return { lo: range.min, hi: range.max };
}
export const discountValue = (b: Bucket) => `${b.lo}-${b.hi}`;

const anyInt = (p: Params, column: string, uids: number[]) =>
  uids.length ? `${column} = ANY(${p.add(uids, 'int[]')})` : 'false';

/** Turns filter values into SQL predicates, resolving slugs through the lookups. */
export function selectFilters(filters: FilterMap, l: Lookups): SelectedGroup[] {
  const groups = new Map<
    FacetName,
    {
      values: string[];
      ranges: { min: number; max: number }[];
      parts: Predicate[];
      conditions: Condition[] | undefined;
      keys: string[];
    }
  >();
  for (const [key, rawValues] of Object.entries(filters)) {
    const facet = isFilterKey(key) ? KEYS[key] : undefined;
    if (!facet) throw badRequest(CATALOG_MESSAGES.unknownFilter(key, FILTER_KEYS));
    const values = [...new Set(rawValues)];
    if (values.length > CATALOG_LIMITS.filterValuesMax)
      throw badRequest(CATALOG_MESSAGES.tooManyValues(key, CATALOG_LIMITS.filterValuesMax));
    const group = groups.get(facet) ?? { values: [], ranges: [], parts: [], conditions: [], keys: [] };
    groups.set(facet, group);
    group.values.push(...values);
    group.keys.push(`${key}:${[...values].sort().join('||')}`);
    const { predicate, conditions } = predicateFor(key, values, l, group.ranges);
    group.parts.push(predicate);
    // Keys of one facet are ORed, in SQL and here alike.
    group.conditions = group.conditions && conditions ? [...group.conditions, ...conditions] : undefined;
  }
  return [...groups].map(([facet, g]) => ({
    facet,
    values: [...new Set(g.values)],
    ranges: g.ranges,
    predicate: (p) => (g.parts.length === 1 ? g.parts[0](p) : `(${g.parts.map((part) => part(p)).join(' OR ')})`),
    conditions: g.conditions,
    key: g.keys.sort().join(':::'),
  }));
}

/** Whether `inner` lies under `outer` in the category tree (three levels; the walk is bounded). */
function isUnder(inner: CategoryRow, outer: CategoryRow, l: Lookups): boolean {
  let at = inner.parentUid;
  for (let depth = 0; at !== null && depth < 8; depth++) {
    if (at === outer.uid) return true;
    at = l.categoryByUid.get(at)?.parentUid ?? null;
  }
  return false;
}

/** A price range as given, or a 400 naming the rule it breaks. */
function priceRange(key: string, value: string): { min: number; max: number } {
  const r = readRangeBounds(value);
  if (!r) throw badRequest(CATALOG_MESSAGES.badRange(key, value));
  if (r.min < 0 || r.max < 0) throw badRequest(CATALOG_MESSAGES.negativeRange(key, value));
  if (r.min > r.max) throw badRequest(CATALOG_MESSAGES.reversedRange(key, value));
  if (r.max > CATALOG_LIMITS.priceMax)
    throw badRequest(CATALOG_MESSAGES.rangeTooLarge(key, value, CATALOG_LIMITS.priceMax));
  return r;
}

/** A value PostgreSQL takes as int4 ($n::int): else the SQL fails, and the in-memory test must not answer. */
const isInt4 = (v: number) => Number.isInteger(v) && v >= -2147483648 && v <= 2147483647;

function predicateFor(
  key: string,
  values: string[],
  l: Lookups,
  ranges: { min: number; max: number }[],
): { predicate: Predicate; conditions: Condition[] | undefined } {
  switch (key) {
    case 'department': {
      const uids = values.map((v) => findDepartment(l, v)?.uid).filter((u): u is number => u !== undefined);
      return {
        predicate: (p) => anyInt(p, 'p.department_uid', uids),
        conditions: uids.length ? [{ column: 'department_uid', in: uids }] : [],
      };
    }
    case 'brand': {
      const uids = values.map((v) => findBrand(l, v)?.uid).filter((u): u is number => u !== undefined);
      return {
        predicate: (p) => anyInt(p, 'p.brand_uid', uids),
        conditions: uids.length ? [{ column: 'brand_uid', in: uids }] : [],
      };
    }
    case 'category':
    case 'l1_category':
    case 'l2_category':
    case 'l3_category': {
      const wanted = key === 'category' ? undefined : Number(key[1]);
      const byLevel: Record<number, number[]> = { 1: [], 2: [], 3: [] };
      const found = values
        .map((v) => findCategory(l, v))
        .filter((c): c is CategoryRow => c !== undefined && (wanted === undefined || c.level === wanted));
      // A category given with one under it narrows to that one (Topwear with Shirts is Shirts):
      // on its own, the inner one would add nothing to the outer.
      for (const c of found) {
        if (found.some((o) => o !== c && isUnder(o, c, l))) continue;
        if (byLevel[c.level]) byLevel[c.level].push(c.uid);
      }
      const columns: Record<number, 'category_l1_uid' | 'category_l2_uid' | 'category_uid'> = {
        1: 'category_l1_uid',
        2: 'category_l2_uid',
        3: 'category_uid',
      };
      const levels = [1, 2, 3].filter((lvl) => byLevel[lvl].length);
      return {
        predicate: (p) => {
          const parts = levels.map((lvl) => anyInt(p, `p.${columns[lvl]}`, byLevel[lvl]));
          return parts.length === 0 ? 'false' : parts.length === 1 ? parts[0] : `(${parts.join(' OR ')})`;
        },
        conditions: levels.map((lvl) => ({ column: columns[lvl], in: byLevel[lvl] })),
      };
    }
    case 'sizes':
    case 'size':
      return {
        predicate: (p) => `p.sizes && ${p.add(values, 'text[]')}`,
        conditions: [{ column: 'sizes', overlaps: values }],
      };
    case 'primary_color':
    case 'color': {
      const lowered = values.map((v) => v.toLowerCase());
      // The row side is lower(color) as PostgreSQL computes it (loaded with the index).
      return {
        predicate: (p) => `lower(p.color) = ANY(${p.add(lowered, 'text[]')})`,
        conditions: [{ column: 'color_lower', in: lowered }],
      };
    }
    case 'min_price_effective':
    case 'price': {
      const parsed = values.map((v) => priceRange(key, v));
      ranges.push(...parsed);
      const bounds = parsed.map((r) => ({ min: Math.floor(r.min * 100), max: Math.ceil(r.max * 100) }));
      return {
        predicate: (p) =>
          `(${bounds.map((b) => `p.price_effective_min BETWEEN ${p.add(b.min, 'int')} AND ${p.add(b.max, 'int')}`).join(' OR ')})`,
        conditions: bounds.every((b) => isInt4(b.min) && isInt4(b.max))
          ? bounds.map((b) => ({ column: 'price_effective_min', ...b }))
          : undefined,
      };
    }
    case 'discount': {
      const buckets = values.map((v) => {
        const b = parseDiscount(v);
        if (!b) throw badRequest(CATALOG_MESSAGES.badDiscount(v));
        return b;
      });
      // A bucket includes its lower bound; the upper one only when it is 100.
      return {
        predicate: (p) =>
          `(${buckets
            .map(
              (b) =>
                `(p.discount >= ${p.add(b.lo, 'int')} AND p.discount ${b.hi >= 100 ? '<=' : '<'} ${p.add(b.hi, 'int')})`,
            )
            .join(' OR ')})`,
        // discount is an integer column, so '< hi' is '<= hi - 1'.
        conditions: buckets.every((b) => isInt4(b.lo) && isInt4(b.hi))
          ? buckets.map((b) => ({ column: 'discount', min: b.lo, max: b.hi >= 100 ? b.hi : b.hi - 1 }))
          : undefined,
      };
    }
    default:
      throw badRequest(CATALOG_MESSAGES.unknownFilter(key, FILTER_KEYS));
  }
}
