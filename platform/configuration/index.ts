// What other domains (the signing middleware, the catalogue, orders) use of the configuration:
// an application's row and the stores.
export { applicationById, allStores, storeGstins, storeNames, type ApplicationRow, type StoreRow } from './rows';
export { returnWindowDays } from './constants';
