// Listing filters: the keys a listing accepts (aliases included), and how selected values
// become SQL predicates, slugs resolved through the lookups. Values of one key are alternatives
// (OR); keys narrow each other (AND).
import { parseRange, type FilterMap } from '../../contract/filters';
import { badRequest } from '../http/errors';
import { findBrand, findCategory, findDepartment, type Lookups } from './lookups';
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
/** The selected filters of one facet: the values as given and the SQL that tests a row. */
export type SelectedGroup = {
  facet: FacetName;
  values: string[];
  ranges: { min: number; max: number }[];
  predicate: Predicate;
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

const anyInt = (p: Params, column: string, uids: number[]) => (uids.length ? `${column} = ANY(${p.add(uids, 'int[]')})` : 'false');

/** Turns filter values into SQL predicates, resolving slugs through the lookups. */
export function selectFilters(filters: FilterMap, l: Lookups): SelectedGroup[] {
  const groups = new Map<FacetName, { values: string[]; ranges: { min: number; max: number }[]; parts: Predicate[]; keys: string[] }>();
  for (const [key, rawValues] of Object.entries(filters)) {
    const facet = isFilterKey(key) ? KEYS[key] : undefined;
    if (!facet) throw badRequest(CATALOG_MESSAGES.unknownFilter(key, FILTER_KEYS));
    const values = [...new Set(rawValues)];
    if (values.length > CATALOG_LIMITS.filterValuesMax) throw badRequest(CATALOG_MESSAGES.tooManyValues(key, CATALOG_LIMITS.filterValuesMax));
    const group = groups.get(facet) ?? { values: [], ranges: [], parts: [], keys: [] };
    groups.set(facet, group);
    group.values.push(...values);
    group.keys.push(`${key}:${[...values].sort().join('||')}`);
    group.parts.push(predicateFor(key, values, l, group.ranges));
  }
  return [...groups].map(([facet, g]) => ({
    facet,
    values: [...new Set(g.values)],
    ranges: g.ranges,
    predicate: (p) => (g.parts.length === 1 ? g.parts[0](p) : `(${g.parts.map((part) => part(p)).join(' OR ')})`),
    key: g.keys.sort().join(':::'),
  }));
}

function predicateFor(key: string, values: string[], l: Lookups, ranges: { min: number; max: number }[]): Predicate {
  switch (key) {
    case 'department': {
      const uids = values.map((v) => findDepartment(l, v)?.uid).filter((u): u is number => u !== undefined);
      return (p) => anyInt(p, 'p.department_uid', uids);
    }
    case 'brand': {
      const uids = values.map((v) => findBrand(l, v)?.uid).filter((u): u is number => u !== undefined);
      return (p) => anyInt(p, 'p.brand_uid', uids);
    }
    case 'category':
    case 'l1_category':
    case 'l2_category':
    case 'l3_category': {
      const wanted = key === 'category' ? undefined : Number(key[1]);
      const byLevel: Record<number, number[]> = { 1: [], 2: [], 3: [] };
      for (const v of values) {
        const c = findCategory(l, v);
        if (c && (wanted === undefined || c.level === wanted) && byLevel[c.level]) byLevel[c.level].push(c.uid);
      }
      const columns: Record<number, string> = { 1: 'p.category_l1_uid', 2: 'p.category_l2_uid', 3: 'p.category_uid' };
      return (p) => {
        const parts = [1, 2, 3].filter((lvl) => byLevel[lvl].length).map((lvl) => anyInt(p, columns[lvl], byLevel[lvl]));
        return parts.length === 0 ? 'false' : parts.length === 1 ? parts[0] : `(${parts.join(' OR ')})`;
      };
    }
    case 'sizes':
    case 'size':
      return (p) => `p.sizes && ${p.add(values, 'text[]')}`;
    case 'primary_color':
    case 'color': {
      const lowered = values.map((v) => v.toLowerCase());
      return (p) => `lower(p.color) = ANY(${p.add(lowered, 'text[]')})`;
    }
    case 'min_price_effective':
    case 'price': {
      const parsed = values.map((v) => {
        const r = parseRange(v);
        if (!r) throw badRequest(CATALOG_MESSAGES.badRange(key, v));
        return r;
      });
      ranges.push(...parsed);
      return (p) =>
        `(${parsed.map((r) => `p.price_effective_min BETWEEN ${p.add(Math.floor(r.min * 100), 'int')} AND ${p.add(Math.ceil(r.max * 100), 'int')}`).join(' OR ')})`;
    }
    case 'discount': {
      const buckets = values.map((v) => {
        const b = parseDiscount(v);
        if (!b) throw badRequest(CATALOG_MESSAGES.badDiscount(v));
        return b;
      });
      // A bucket includes its lower bound; the upper one only when it is 100.
      return (p) =>
        `(${buckets
          .map((b) => `(p.discount >= ${p.add(b.lo, 'int')} AND p.discount ${b.hi >= 100 ? '<=' : '<'} ${p.add(b.hi, 'int')})`)
          .join(' OR ')})`;
    }
    default:
      throw badRequest(CATALOG_MESSAGES.unknownFilter(key, FILTER_KEYS));
  }
}

