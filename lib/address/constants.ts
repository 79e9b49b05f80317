// The storefront's address constants and words, one place each.
export const ADDRESS_PATHS = { profile: '/profile/address/' } as const;

/** What a page shows after an action's redirect (?notice=...): fixed words, never echoed input. */
export const ADDRESS_NOTICES = {
  saved: 'Address saved',
  removed: 'Address removed',
  defaulted: 'Default address changed',
  removeFailed: 'Failed to remove address',
  saveFailed: 'Something went wrong',
} as const;
export type AddressNotice = keyof typeof ADDRESS_NOTICES;

/** The pincode lookup waits this long after the last keystroke. */
export const PINCODE_LOOKUP_DEBOUNCE_MS = 500;
/** The shop's country when an address names none (default country IN). */
export const DEFAULT_COUNTRY = 'IN';

/** Location details: where the shopper is shopping for, kept for a day (location cookie 1). */
export const LOCATION_COOKIE = { name: 'app_location_details', maxAgeSeconds: 86_400 } as const;
export type LocationDetails = {
  country: string;
  country_iso_code: string;
  pincode: string;
  city: string;
  state: string;
};

/** The map address picker, its words and numbers. */
export const MAP_MESSAGES = {
  note: 'Note: Please mark exact location for easy pickup of items from store',
  search: 'Search Google Maps',
  currentLocation: 'Get current location',
  useThis: 'Use this',
  noGeometry: 'Returned place contains no geometry',
  noComponents: 'Address components are missing or invalid.',
  outsideCountry: 'Place selected is not within the desired country.',
  noGeolocation: 'Geolocation is not available.',
  tooSlow: 'Loading took too long',
} as const;
export const MAP_LIMITS = {
  loaderTimeoutMs: 5000,
  zoom: 5,
  minZoom: 2,
  maxZoom: 18,
  pinSize: 30,
  reverseGeocodeDebounceMs: 1000,
} as const;

/** Countries whose pincodes the platform's directory holds: only there does a pincode fill city and state. */
export const PINCODE_DIRECTORY_COUNTRIES: readonly string[] = ['IN'];
