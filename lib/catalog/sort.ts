// The listing orders the API knows (000 section 2.3): the one list the storefront checks a sort
// against, for listing pages, "load more" and the product sections alike.
import type { SortOnValue } from '@/lib/sdk/types/catalog';

export const SORT_VALUES: readonly SortOnValue[] = ['latest', 'popular', 'price_asc', 'price_dsc', 'discount_asc', 'discount_dsc', 'rating_dsc'];

/** A sort the API knows, else undefined. */
export function listingSort(value: string | undefined): SortOnValue | undefined {
  return value && (SORT_VALUES as readonly string[]).includes(value) ? (value as SortOnValue) : undefined;
}
