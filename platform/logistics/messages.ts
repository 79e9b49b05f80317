// Messages of the logistics API, one place each.
import { PINCODE_MESSAGES } from '../../contract/pincode';

export const LOGISTICS_MESSAGES = {
  /** A TAT request lacking to-pincode, from-pincode and category id. */
  notServiceable: PINCODE_MESSAGES.notServiceable,
  /** A pincode of an invalid pattern. */
  invalidPincode: PINCODE_MESSAGES.invalid,
  pincodeNotFound: (pincode: string) => `Pincode ${pincode} not found`,
  storePincodeNotFound: (pincode: string) => `Pincode ${pincode} of the fulfilling store is not known`,
  outOfStock: 'Product is out of stock',
  manufacturingTooLong: (hours: number) => `Invalid body: manufacturing_time: at most ${hours} hours`,
  countryNotFound: (code: string) => `Country ${code} not found`,
  invalidCountryCode: 'expected a 2 or 3 letter ISO code',
  localityNotFound: (type: string, value: string) => `No ${type} ${value} found`,
  localityNeedsParent: (type: string, parent: string) =>
    `Missing or empty required parameter: ${parent} (to list ${type}s)`,
} as const;
