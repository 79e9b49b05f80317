// What a shopper reads around a listing's filters: the sheet, its Apply and the applied chips.

export const FILTER_MESSAGES = {
  toggle: 'Filters',
  sheetTitle: 'Filters',
  close: 'Close filters',
  clearAll: 'Clear all',
  clearAllFilters: 'Clear all filters',
  apply: 'Apply',
  applied: 'Applied filters',
  counting: 'Counting products…',
  countFailed: 'Show products',
  /** The sheet's Apply: how many products the chosen filters will show. */
  show: (count: number) => `Show ${count.toLocaleString('en-IN')} ${count === 1 ? 'product' : 'products'}`,
  /** A chip's accessible name: which filter following it removes. */
  remove: (facet: string, value: string) => `Remove filter ${facet}: ${value}`,
} as const;
