// The filter sheet's staged picks: the `f` string the shopper is building before Apply. Pure, so
// the sheet (components/catalog/filter-sheet.tsx) and its tests share them.
import {
  addFilterValue,
  formatRange,
  isFilterSelected,
  parseFilters,
  serializeFilters,
  toggleFilterValue,
} from '@/contract/filters';
import { PRICE_FILTER_KEYS, readPriceFields } from './listing-url';

const text = (map: ReturnType<typeof parseFilters>) => serializeFilters(map) || undefined;

/** A filter a facet link toggles: its key and value (value '' for the price range). */
export type Toggle = { key: string; value: string };

/**
 * The one filter a facet link's `f` switches against the page's own, or undefined when it
 * switches none or several (as Clear all does). The links carry no other mark of it, which keeps
 * a listing's HTML small.
 */
export function toggledBy(pageF: string | undefined, linkF: string | undefined): Toggle | undefined {
  const page = parseFilters(pageF);
  const link = parseFilters(linkF);
  const diff: Toggle[] = [];
  for (const key of new Set([...Object.keys(page), ...Object.keys(link)])) {
    const a = Object.hasOwn(page, key) ? page[key] : [];
    const b = Object.hasOwn(link, key) ? link[key] : [];
    if ((PRICE_FILTER_KEYS as readonly string[]).includes(key)) {
      if (a.join() !== b.join()) diff.push({ key, value: '' });
      continue;
    }
    for (const value of a) if (!b.includes(value)) diff.push({ key, value });
    for (const value of b) if (!a.includes(value)) diff.push({ key, value });
  }
  return diff.length === 1 ? diff[0] : undefined;
}

/** The staged filters with one value switched on or off. */
export function stageToggle(f: string | undefined, key: string, value: string): string | undefined {
  return text(toggleFilterValue(parseFilters(f), key, value));
}

/** Whether the staged filters hold the value. */
export function isStaged(f: string | undefined, key: string, value: string): boolean {
  return isFilterSelected(parseFilters(f), key, value);
}

/** Whether the staged filters hold a price range. */
export function hasPrice(f: string | undefined): boolean {
  const map = parseFilters(f);
  return PRICE_FILTER_KEYS.some((key) => Object.hasOwn(map, key));
}

/** The staged filters with the price fields' range (as the page would read them), or none. */
export function stagePrice(f: string | undefined, minText: string | undefined, maxText: string | undefined) {
  const map = parseFilters(f);
  for (const key of PRICE_FILTER_KEYS) delete map[key];
  const range = readPriceFields(minText, maxText);
  if (range) addFilterValue(map, PRICE_FILTER_KEYS[0], formatRange(range));
  return text(map);
}

/** The filters as the catalogue API gets them: with the listing's own brand or category. */
export function apiFilterString(f: string | undefined, locked?: { key: string; value: string }): string | undefined {
  if (!locked) return f;
  const map = parseFilters(f);
  const rest = Object.hasOwn(map, locked.key) ? map[locked.key].filter((v) => v !== locked.value) : [];
  map[locked.key] = [locked.value, ...rest];
  return text(map);
}

/** The catalogue API path that lists a listing's products (a collection's has its own). */
export function listingCountPath(source: { kind: string; slug?: string }): string {
  const base = '/api/service/application/catalog/v1.0';
  return source.kind === 'collection' && source.slug
    ? `${base}/collections/${encodeURIComponent(source.slug)}/items/`
    : `${base}/products/`;
}
