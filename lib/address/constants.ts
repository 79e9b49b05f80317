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

/** 000 section 5: the pincode lookup waits this long after the last keystroke. */
export const PINCODE_LOOKUP_DEBOUNCE_MS = 500;
/** The shop's country when an address names none (001 section 9: default country IN). */
export const DEFAULT_COUNTRY = 'IN';
