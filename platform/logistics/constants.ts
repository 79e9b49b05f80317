// Limits and delivery rules of the logistics API, one place each.
import { PINCODE_PATTERN } from '../../contract/pincode';

export const LOGISTICS_LIMITS = {
  /** Default page size 12, localities page size 1000. */
  defaultPageSize: 12,
  maxPageSize: 1000,
  /** Manufacturing time accepted in a TAT request: at most 90 days. */
  maxManufacturingHours: 90 * 24,
} as const;

/** Delivery days by how far the parcel travels (min, max), before manufacturing time. */
export const DELIVERY_DAYS = {
  sameCity: [1, 2],
  sameState: [2, 4],
  sameCountry: [3, 7],
  international: [7, 14],
} as const satisfies Record<string, readonly [number, number]>;

/** Pincodes closer than this count as the same city even across a city boundary. */
export const SAME_CITY_KM = 25;

/** Promise dates are computed and formatted in the shop's time zone and locale. */
export const PROMISE_TIME_ZONE = 'Asia/Kolkata';
export const PROMISE_LOCALE = 'en-IN';

/** An Indian pincode: six digits, the first not zero. Used when a country gives no pattern. */
export const DEFAULT_PINCODE_PATTERN: Record<string, string> = { IN: PINCODE_PATTERN.source };
export const GENERIC_POSTCODE_PATTERN = '^[A-Za-z0-9][A-Za-z0-9 -]{1,9}$';
