// The applied filters as chips above a listing's grid: one chip per chosen value (and one for the
// price range), each a link to the listing without that one filter, so removing works without
// JavaScript. The listing's own brand or category is not a chip: it cannot be removed.
import type { ProductFilter } from '@/contract/types/catalog';
import { parseFilters, parseRange } from '@/contract/filters';
import { formatPrice } from './price';
import { PRICE_FILTER_KEYS, removePriceHref, toggleFilterHref, type ListingQuery } from './listing-url';
import { FILTER_MESSAGES } from './filter-messages';

export type FilterChip = { key: string; value: string; label: string; name: string; href: string };

const isPriceKey = (key: string) => (PRICE_FILTER_KEYS as readonly string[]).includes(key);

/** The chips of the query's filters, in the order they were chosen; display names from the facets. */
export function filterChips(
  path: string,
  query: ListingQuery,
  facets: ProductFilter[],
  locked?: { key: string; value: string },
): FilterChip[] {
  const chips: FilterChip[] = [];
  let priced = false;
  for (const [key, values] of Object.entries(parseFilters(query.f))) {
    const facet = facets.find((f) => f.key.name === key);
    const facetName = facet?.key.display ?? key;
    if (isPriceKey(key)) {
      const range = parseRange(values[0] ?? '');
      if (!range || priced) continue;
      priced = true;
      const currency = facets.find((f) => isPriceKey(f.key.name))?.values[0]?.currency_code;
      const label = `${formatPrice(range.min, currency)} – ${formatPrice(range.max, currency)}`;
      chips.push({
        key,
        value: values[0],
        label,
        name: FILTER_MESSAGES.remove(facet?.key.display ?? 'Price', label),
        href: removePriceHref(path, query),
      });
      continue;
    }
    for (const value of values) {
      if (locked && locked.key === key && locked.value === value) continue;
      const label = facet?.values.find((v) => v.value === value)?.display ?? value;
      chips.push({
        key,
        value,
        label,
        name: FILTER_MESSAGES.remove(facetName, label),
        href: toggleFilterHref(path, query, key, value),
      });
    }
  }
  return chips;
}
