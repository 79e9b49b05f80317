// The storefront's order pages: their paths, the words they show, and the polling after a status change.
import { QC_PHOTOS_MAX } from '@/contract/order';

export { ORDER_PATHS } from '@/contract/order';

/** Orders page size 12; date ranges 30, 180, 365 and 730 days (730 the default). */
export const ORDERS_PAGE_SIZE = 12;
export const DATE_RANGES = [30, 180, 365, 730] as const;
export const DATE_RANGE_DEFAULT = 730;

/** Fewer than 6 attempts, 2^n seconds apart, at most 8 s; then status 202 with this message. */
export const POLLING = { attempts: 6, capSeconds: 8 } as const;
export const POLLING_SLOW_MESSAGE = "It is taking little longer than expected. We'll notify you when its done.";

/** The tracking page remembers the contact it was shown for (an hour, only on its own paths). */
export const TRACKING_COOKIE = 'order_tracking';
export const TRACKING_COOKIE_MAX_AGE_SECONDS = 60 * 60;
/** The tracking form's name in the form notice (whose kept values refill it after a refusal). */
export const TRACKING_FORM = 'order-tracking';

export const ORDER_WORDS = {
  listTitle: 'My orders',
  freeGift: 'Free gift',
  /** A free gift's price. */
  free: 'Free',
  empty: 'No orders in this period yet.',
  shipmentTitle: 'Shipment',
  cancelTitle: 'Cancel items',
  returnTitle: 'Return items',
  cancelled: 'Your cancellation is done.',
  cancellationRequested: 'We have asked the store to cancel it.',
  returnRequested: 'Your return is requested. We will pick it up.',
  returnPhotos: 'Your return is requested. We will check your photos, then arrange the pickup.',
  trackTitle: 'Track your order',
  trackLead: 'Enter your order number and the phone number or email you ordered with.',
  trackNotFound: 'No order with that number for that phone number or email.',
  shipmentNamed: (id: string) => `Shipment ${id}`,
  viewOrder: 'View order',
  viewShipment: 'View shipment',
  track: 'Track',
  invoice: 'Invoice',
  refundWaiting: 'Your refund is ready: tell us where to send it.',
  photosNeeded: 'photos needed',
  tooManyPhotos: `At most ${QC_PHOTOS_MAX} photos`,
} as const;

export const STATUS_FILTERS = [
  { value: 1, label: 'All' },
  { value: 2, label: 'In progress' },
  { value: 3, label: 'Delivered' },
  { value: 4, label: 'Cancelled' },
  { value: 5, label: 'Returns' },
] as const;
