// Cookie and page sizes of the configuration API, and the shop's return window, one place each.

/** The cookie the ordering-store select call sets: the chosen store's uid. Readable by the storefront. */
export const ORDERING_STORE_COOKIE = 'ordering_store';
/** A deployment store is kept forever: one year, renewed on each select. */
export const ORDERING_STORE_COOKIE_MAX_AGE = 365 * 24 * 60 * 60;

export const ORDERING_STORES = {
  /** Store picker page size and the ordering stores limit. */
  defaultPageSize: 12,
  maxPageSize: 500,
} as const;

/**
 * Days after delivery a return may be asked for (RETURN_WINDOW_DAYS): the one window the product
 * page's offer states (return_config) and the order enforces, 15 days as the demo shop's policy
 * pages and banners say.
 */
export const returnWindowDays = () => {
  const value = Number(process.env.RETURN_WINDOW_DAYS);
  return process.env.RETURN_WINDOW_DAYS !== undefined && Number.isFinite(value) && value >= 0 ? value : 15;
};
