// Listing filters as the storefront carries them in URLs and in the `f` query of the catalogue
// API: `key:value` pairs joined by ':::', several values of one key by '||',
// e.g. `brand:nike||puma:::sizes:M`. Pure functions, shared by the storefront and the platform.

/** Between `key:value` pairs, and between the values of one key. */
export const FILTER_SEPARATOR = { pair: ':::', values: '||' } as const;

/** Selected values per filter key, in the order they were given. */
export type FilterMap = Record<string, string[]>;

/**
 * Every map this module makes has no prototype: keys come from URLs, and a key such as
 * `__proto__`, `constructor` or `toString` must be an ordinary (unknown) key, not a member of
 * Object.prototype.
 */
export function filterMap(entries: Iterable<readonly [string, string[]]> = []): FilterMap {
  const map: FilterMap = Object.create(null);
  for (const [key, values] of entries) map[key] = values;
  return map;
}

/** The key's values, only when the map itself holds the key. */
export function filterValues(filters: FilterMap, key: string): string[] | undefined {
  return Object.hasOwn(filters, key) ? filters[key] : undefined;
}

/** Numeric range as a range filter carries it (e.g. min_price_effective). */
export type FilterRange = { min: number; max: number };

const KEY_VALUE = ':';

/**
 * Reads a serialised filter string. Each pair is split at its first ':' (so values may contain
 * ':'); empty keys and values are dropped, a repeated key merges its values, duplicates go.
 */
export function parseFilters(input: string | null | undefined): FilterMap {
  const result = filterMap();
  if (!input) return result;
  for (const pair of input.split(FILTER_SEPARATOR.pair)) {
    const at = pair.indexOf(KEY_VALUE);
    if (at <= 0) continue;
    const key = pair.slice(0, at).trim();
    if (!key) continue;
    const values = pair
      .slice(at + 1)
      .split(FILTER_SEPARATOR.values)
      .map((v) => v.trim())
      .filter(Boolean);
    for (const value of values) addFilterValue(result, key, value);
  }
  return result;
}

/** The inverse of parseFilters; keys without values are left out. */
export function serializeFilters(filters: FilterMap): string {
  return Object.entries(filters)
    .map(([key, values]) => [key.trim(), unique(values.map((v) => v.trim()).filter(Boolean))] as const)
    .filter(([key, values]) => key && values.length > 0)
    .map(([key, values]) => `${key}${KEY_VALUE}${values.join(FILTER_SEPARATOR.values)}`)
    .join(FILTER_SEPARATOR.pair);
}

/** Adds a value to a key in place (no duplicates). */
export function addFilterValue(filters: FilterMap, key: string, value: string): FilterMap {
  const list = filterValues(filters, key);
  if (!list)
    Object.defineProperty(filters, key, { value: [value], enumerable: true, writable: true, configurable: true });
  else if (!list.includes(value)) list.push(value);
  return filters;
}

/** A new map with the value switched on or off for the key; a key left without values goes. */
export function toggleFilterValue(filters: FilterMap, key: string, value: string): FilterMap {
  const next = cloneFilters(filters);
  const list = filterValues(next, key) ?? [];
  if (list.includes(value)) {
    const rest = list.filter((v) => v !== value);
    if (rest.length) next[key] = rest;
    else delete next[key];
  } else {
    next[key] = [...list, value];
  }
  return next;
}

/** A new map with the key's values replaced (an empty list removes the key). */
export function setFilterValues(filters: FilterMap, key: string, values: string[]): FilterMap {
  const next = cloneFilters(filters);
  const clean = unique(values.map((v) => v.trim()).filter(Boolean));
  if (clean.length) next[key] = clean;
  else delete next[key];
  return next;
}

export function isFilterSelected(filters: FilterMap, key: string, value: string): boolean {
  return filterValues(filters, key)?.includes(value) ?? false;
}

export function cloneFilters(filters: FilterMap): FilterMap {
  return filterMap(Object.entries(filters).map(([k, v]) => [k, [...v]]));
}

/** Same filters regardless of order: keys and values sorted (for cache keys and comparisons). */
export function normalizeFilters(filters: FilterMap): FilterMap {
  return filterMap(
    Object.entries(filters)
      .filter(([, values]) => values.length > 0)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
      .map(([k, values]) => [k, unique([...values]).sort()]),
  );
}

/**
 * Reads a range value: '[100 TO 500]', '[100,INR TO 500,INR]', '100-500' or '100,500'.
 * Returns undefined when it is not a range of two finite numbers with min <= max.
 */
export function parseRange(value: string): FilterRange | undefined {
  const range = readRangeBounds(value);
  return range && range.min <= range.max ? range : undefined;
}

/** The two bounds of a range value in any order (so a refusal can say which rule it broke). */
export function readRangeBounds(value: string): FilterRange | undefined {
  const text = value.trim();
  let parts: string[] | undefined;
  const bracket = /^[[(]\s*(.+?)\s+TO\s+(.+?)\s*[\])}]$/i.exec(text);
  if (bracket) parts = [bracket[1].split(',')[0], bracket[2].split(',')[0]];
  else {
    const dash = /^(-?\d+(?:\.\d+)?)\s*[-,]\s*(-?\d+(?:\.\d+)?)$/.exec(text);
    if (dash) parts = [dash[1], dash[2]];
  }
  if (!parts) return undefined;
  const [min, max] = parts.map((p) => Number(p.trim()));
  if (!Number.isFinite(min) || !Number.isFinite(max)) return undefined;
  return { min, max };
}

/** The canonical text of a range value, as range facets expect it back. */
export function formatRange(range: FilterRange): string {
  return `[${range.min} TO ${range.max}]`;
}

function unique<T>(values: T[]): T[] {
  return [...new Set(values)];
}
