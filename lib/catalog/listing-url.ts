// Listing URLs: filters travel in `f`; applying a filter or a sort
// resets page_no to 1 and keeps page_size.
import { addFilterValue, parseFilters, serializeFilters, toggleFilterValue } from '@/contract/filters';

export type ListingQuery = { q?: string; f?: string; sort_on?: string; page_no?: number; page_size?: number };

/** Filter keys that may also come as their own query parameters, e.g. ?department=women. */
const FILTER_KEYS = ['department', 'category', 'brand', 'sizes', 'primary_color', 'discount'] as const;

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
