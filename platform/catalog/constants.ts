// Limits of the catalogue API and the shop's currency, one place each.

export const CATALOG_LIMITS = {
  pageSizeDefault: 12,
  pageSizeHome: 20,
  pageSizeMax: 100,
  pageNoMax: 10_000,
  queryMaxLength: 200,
  filterValuesMax: 50,
  compareMax: 20,
  suggestionsPerKind: 5,
  sellersPageSizeDefault: 10,
  storesPageSizeDefault: 12,
  storesPageSizeMax: 500,
  /** The largest price a range filter takes, in major units (prices are int4 minor units). */
  priceMax: 21_000_000,
} as const;

export const CURRENCY = { code: 'INR', symbol: '₹' } as const;
