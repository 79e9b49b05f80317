// What other domains (addresses, checkout, configuration) use of logistics: the countries and
// their address forms, the currencies they pay in, pincodes (and their regions), the localities, and
// the delivery promise between two places (an order's messages).
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
export { LOGISTICS_LIMITS } from './constants';
export { promiseFor, type Place } from './promise';
