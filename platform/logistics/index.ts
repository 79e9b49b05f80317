// What other domains (addresses, checkout, configuration) use of logistics: the countries and
// their address forms, pincodes, and the localities.
export { formFields } from './address-form';
export { findCountry } from './country-service';
export { findPincode } from './pincode-service';
export { LOGISTICS_MESSAGES } from './messages';
export { listLocalities } from './locality-service';
export { LOGISTICS_LIMITS } from './constants';
