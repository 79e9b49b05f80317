// Listing URLs: filters travel in `f`; applying a filter or a sort
// resets page_no to 1 and keeps page_size.
import { addFilterValue, formatRange, parseFilters, serializeFilters, toggleFilterValue } from '@/contract/filters';

export type ListingQuery = { q?: string; f?: string; sort_on?: string; page_no?: number; page_size?: number };

/** Filter keys that may also come as their own query parameters, e.g. ?department=women. */
const FILTER_KEYS = ['department', 'category', 'brand', 'sizes', 'primary_color', 'discount'] as const;

/** The price range filter's key, and the key the API also takes for it. */
export const PRICE_FILTER_KEYS = ['min_price_effective', 'price'] as const;

/**
 * The price form's fields: a GET form (it works without JavaScript) sends them beside the other
 * filters, and they are folded into `f` as min_price_effective:[min TO max].
 */
export const PRICE_FIELDS = { min: 'min_price', max: 'max_price' } as const;

/**
 * The range the price form asked for, or undefined when it asked for none or not in numbers.
 * A shopper's slips are mended rather than refused: a negative bound is 0, bounds given the
 * wrong way round are swapped, an empty minimum is 0.
 */
export function readPriceFields(minText: string | undefined, maxText: string | undefined) {
  const num = (v: string | undefined) => {
    const text = v?.trim();
    if (!text) return undefined;
    const n = Number(text);
    return Number.isFinite(n) ? Math.max(0, n) : NaN;
  };
  const min = num(minText);
  const max = num(maxText);
  if (max === undefined || Number.isNaN(max) || Number.isNaN(min)) return undefined;
  const lo = min ?? 0;
  return lo <= max ? { min: lo, max } : { min: max, max: lo };
}

export function readListingQuery(search: Record<string, string | string[] | undefined>): ListingQuery {
  const one = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v) || undefined;
  const int = (v: string | undefined) => {
    const n = Number(v);
    return Number.isInteger(n) && n > 0 ? n : undefined;
  };
  const filters = parseFilters(one(search.f));
  for (const key of FILTER_KEYS) {
    const values = search[key];
    for (const value of Array.isArray(values) ? values : values ? [values] : []) addFilterValue(filters, key, value);
  }
  const price = readPriceFields(one(search[PRICE_FIELDS.min]), one(search[PRICE_FIELDS.max]));
  if (price) {
    for (const key of PRICE_FILTER_KEYS) delete filters[key];
    addFilterValue(filters, PRICE_FILTER_KEYS[0], formatRange(price));
  }
  return {
    q: one(search.q)?.slice(0, 200),
    f: serializeFilters(filters) || undefined,
    sort_on: one(search.sort_on),
    page_no: int(one(search.page_no)),
    page_size: int(one(search.page_size)),
  };
}

export function listingHref(path: string, query: ListingQuery): string {
  const params = new URLSearchParams();
  if (query.q) params.set('q', query.q);
  if (query.f) params.set('f', query.f);
  if (query.sort_on) params.set('sort_on', query.sort_on);
  if (query.page_no && query.page_no > 1) params.set('page_no', String(query.page_no));
  if (query.page_size) params.set('page_size', String(query.page_size));
  const text = params.toString();
  return text ? `${path}?${text}` : path;
}

export function toggleFilterHref(path: string, query: ListingQuery, key: string, value: string): string {
  const f = serializeFilters(toggleFilterValue(parseFilters(query.f), key, value));
  return listingHref(path, { ...query, f: f || undefined, page_no: 1 });
}

export function sortHref(path: string, query: ListingQuery, sortOn: string): string {
  return listingHref(path, { ...query, sort_on: sortOn, page_no: 1 });
}

export function pageHref(path: string, query: ListingQuery, pageNo: number): string {
  return listingHref(path, { ...query, page_no: pageNo });
}

/** The listing without its price range. */
export function removePriceHref(path: string, query: ListingQuery): string {
  return listingHref(path, { ...query, f: filtersWithoutPrice(query), page_no: 1 });
}

/** The filters the price form carries along unchanged: every one but the price range. */
export function filtersWithoutPrice(query: ListingQuery): string | undefined {
  const filters = parseFilters(query.f);
  for (const key of PRICE_FILTER_KEYS) delete filters[key];
  return serializeFilters(filters) || undefined;
}
