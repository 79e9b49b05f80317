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
