// What other domains (addresses, checkout, configuration, orders) use of logistics: the countries and
// their address forms, the currencies they pay in, pincodes (and their regions), the localities,
// and the delivery promise between two pincodes (an order's shipments).
export { formFields } from './address-form';
export { findCountry } from './country-service';
export { findPincode, pincodeRegions, type PincodeRegion } from './pincode-service';
export {
  countriesByName,
  countryNames,
  currencyMap,
  currencyRowsOf,
  findCurrency,
  listCurrencyRows,
  type CurrencyRow,
} from './currencies';
export { LOGISTICS_MESSAGES } from './messages';
export { listLocalities } from './locality-service';
export { promiseBetween } from './promise-between';
export { LOGISTICS_LIMITS } from './constants';
