// Cookie and page sizes of the configuration API, one place each.

/** The cookie the ordering-store select call sets: the chosen store's uid. Readable by the storefront. */
export const ORDERING_STORE_COOKIE = 'ordering_store';
/** A deployment store is kept forever: one year, renewed on each select. */
export const ORDERING_STORE_COOKIE_MAX_AGE = 365 * 24 * 60 * 60;

export const ORDERING_STORES = {
  /** Store picker page size and the ordering stores limit. */
  defaultPageSize: 12,
  maxPageSize: 500,
} as const;
