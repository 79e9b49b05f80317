// The listing orders the API knows and the names the answers' sort_on shows:
// one list for the platform (which keeps only its SQL per value) and the storefront (which checks
// a sort from a URL, "load more" or a section against it).
export const SORT_ON = [
  { value: 'latest', name: 'Latest Products' },
  { value: 'popular', name: 'Popularity' },
  { value: 'price_asc', name: 'Price Low to High' },
  { value: 'price_dsc', name: 'Price High to Low' },
  { value: 'discount_asc', name: 'Discount Low to High' },
  { value: 'discount_dsc', name: 'Discount High to Low' },
  { value: 'rating_dsc', name: 'Top Rated' },
] as const;

export type SortOnValue = (typeof SORT_ON)[number]['value'];

export const SORT_VALUES = SORT_ON.map((s) => s.value) as [SortOnValue, ...SortOnValue[]];
