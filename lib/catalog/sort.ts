// The storefront checks a sort from a URL, "load more" or a product section against the API's
// list (contract/catalog-sort.ts), the one the platform answers with.
import { SORT_VALUES, type SortOnValue } from '@/contract/catalog-sort';

/** A sort the API knows, else undefined. */
export function listingSort(value: string | undefined): SortOnValue | undefined {
  return value && (SORT_VALUES as readonly string[]).includes(value) ? (value as SortOnValue) : undefined;
}
