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
} as const;

export const CURRENCY = { code: 'INR', symbol: '₹' } as const;
