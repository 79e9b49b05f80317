// Messages of the configuration and common APIs, one place each.

export const CONFIGURATION_MESSAGES = {
  currencyNotFound: (id: string) => `Currency ${id} not found`,
  storeNotFound: (uid: number) => `Store ${uid} not found`,
  storeNotDeployed: (uid: number) => `Store ${uid} is not an ordering store of this application`,
  orderingStoreSet: (name: string) => `Ordering store set to ${name}`,
  orderingStoreRemoved: 'Ordering store removed',
  missingOrderingStore: 'Missing or empty required parameter: ordering_store.uid',
  locationIdRequired: (type: 'state' | 'city') =>
    `Missing or empty required parameter: id (${type === 'state' ? 'the country whose states' : 'the state whose cities'} to list)`,
  countryNotFound: (id: string) => `Country ${id} not found`,
  stateNotFound: (id: string) => `State ${id} not found`,
} as const;

/** The cookie the ordering-store select call sets: the chosen store's uid. Readable by the storefront. */
export const ORDERING_STORE_COOKIE = 'ordering_store';
/** A deployment store is kept forever (000 section 4): one year, renewed on each select. */
export const ORDERING_STORE_COOKIE_MAX_AGE = 365 * 24 * 60 * 60;

export const ORDERING_STORES = {
  /** 001 section 9: store picker page size and the ordering stores limit. */
  defaultPageSize: 12,
  maxPageSize: 500,
} as const;
