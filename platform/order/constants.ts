import { QC_PHOTOS_MAX } from '../../contract/order';

// The order domain's rules, one place each: shipment statuses and who may move them where, the
// demo lifecycle's pace, windows, reasons and list limits.

/** A shipment's path when nothing goes wrong; the demo shop walks it by itself (lifecycle.ts). */
export const FORWARD_STATUSES = ['placed', 'packed', 'shipped', 'out_for_delivery', 'delivered'] as const;

/** Statuses a shopper may ask for. */
export const CUSTOMER_STATUSES = [
  'cancelled_customer',
  'cancellation_requested',
  'return_initiated',
  'return_pre_qc',
] as const;
export type CustomerStatus = (typeof CUSTOMER_STATUSES)[number];

/** Which request each status allows: cancelled at once before dispatch, asked for after it; returns after delivery. */
export const CUSTOMER_TRANSITIONS: Record<string, readonly CustomerStatus[]> = {
  placed: ['cancelled_customer'],
  packed: ['cancelled_customer'],
  shipped: ['cancellation_requested'],
  out_for_delivery: ['cancellation_requested'],
  delivered: ['return_initiated', 'return_pre_qc'],
};

/** Where the shop moves a shipment next on its own (one step each SHIPMENT_STEP_SECONDS). */
export const NEXT_STATUS: Record<string, string> = {
  placed: 'packed',
  packed: 'shipped',
  shipped: 'out_for_delivery',
  out_for_delivery: 'delivered',
  cancellation_requested: 'cancelled_customer',
  // Photos checked: the pickup is arranged.
  return_pre_qc: 'return_initiated',
  return_initiated: 'return_accepted',
  return_accepted: 'return_completed',
};

/** A shipment in one of these was called off before it reached the shopper. */
export const CANCELLED_STATUSES = ['cancelled', 'cancelled_customer'] as const;

/** How a payment mode is named to the shopper (order pages, invoices). */
export const PAYMENT_MODE_NAMES: Record<string, string> = {
  COD: 'Cash on delivery',
  PP: 'Prepaid',
  CARD: 'Card',
  UPI: 'UPI',
  NB: 'Net banking',
  WL: 'Wallet',
  PL: 'Pay later',
};

export const STATUS_TITLES: Record<string, string> = {
  pending_payment: 'Awaiting payment',
  placed: 'Placed',
  packed: 'Packed',
  shipped: 'Shipped',
  out_for_delivery: 'Out for delivery',
  delivered: 'Delivered',
  cancelled: 'Cancelled',
  cancelled_customer: 'Cancelled',
  cancellation_requested: 'Cancellation requested',
  return_pre_qc: 'Return requested: photos in review',
  return_initiated: 'Return requested',
  return_accepted: 'Return picked up',
  return_completed: 'Returned',
  payment_failed: 'Payment failed',
};

/** Colours of the status pill (the shipment_status.hex_code the SDK answers). */
export const STATUS_COLOURS: Record<string, string> = {
  placed: '#7043F7',
  packed: '#7043F7',
  shipped: '#2E6BE6',
  out_for_delivery: '#2E6BE6',
  delivered: '#1F8A4C',
  return_completed: '#1F8A4C',
};
export const STATUS_COLOUR_DEFAULT = '#B3261E';

/** The list's status filter (getOrders status): what each choice covers. */
export const ORDER_STATUS_FILTERS = [
  { value: 1, display: 'All', statuses: [] as string[] },
  {
    value: 2,
    display: 'In progress',
    statuses: ['pending_payment', 'placed', 'packed', 'shipped', 'out_for_delivery'],
  },
  { value: 3, display: 'Delivered', statuses: ['delivered'] },
  {
    value: 4,
    display: 'Cancelled',
    statuses: ['cancelled', 'cancelled_customer', 'cancellation_requested', 'payment_failed'],
  },
  {
    value: 5,
    display: 'Returns',
    statuses: ['return_pre_qc', 'return_initiated', 'return_accepted', 'return_completed'],
  },
] as const;

/** Date range default 730 days (30, 180, 365, 730), MM-DD-YYYY; orders page size 12. */
export const ORDER_DATE_RANGES = [30, 180, 365, 730] as const;
export const ORDER_DATE_RANGE_DEFAULT = 730;
export const ORDER_LIST = { pageSizeDefault: 12, pageSizeMax: 50 } as const;

const numberFrom = (name: string, fallback: number, min: number) => {
  const value = Number(process.env[name]);
  return process.env[name] !== undefined && Number.isFinite(value) && value >= min ? value : fallback;
};

/** Seconds between two steps of the demo lifecycle (SHIPMENT_STEP_SECONDS; 0 stops it). */
export const shipmentStepSeconds = () => numberFrom('SHIPMENT_STEP_SECONDS', 120, 0);
/** The lifecycle is looked at most this often per process. */
export const LIFECYCLE_SWEEP_EVERY_MS = 10_000;
/** Shipments moved per sweep: a backlog is worked off over several. */
export const LIFECYCLE_BATCH = 100;

/** Reward points earned on a delivered shipment: one for every this many paise paid (₹100). */
export const POINTS_EARNED_PER_PAISE = 10_000;

/** Cancellation and return reasons (getShipmentReasons, getShipmentBagReasons); qc_type pre_qc needs photos. */
export type Reason = { id: number; display_name: string; qc_type: string[]; show_text_area?: boolean };
export const CANCEL_REASONS: Reason[] = [
  { id: 1, display_name: 'Ordered by mistake', qc_type: [] },
  { id: 2, display_name: 'Found a better price elsewhere', qc_type: [] },
  { id: 3, display_name: 'Delivery is taking too long', qc_type: [] },
  { id: 4, display_name: 'Want to change the size or colour', qc_type: [] },
  { id: 5, display_name: 'Other', qc_type: [], show_text_area: true },
];
export const RETURN_REASONS: Reason[] = [
  { id: 11, display_name: 'Size does not fit', qc_type: ['doorstep_qc'] },
  { id: 12, display_name: 'Product is damaged or defective', qc_type: ['pre_qc'] },
  { id: 13, display_name: 'Received a different product', qc_type: ['pre_qc'] },
  { id: 14, display_name: 'Quality is not as expected', qc_type: ['doorstep_qc'] },
  { id: 15, display_name: 'Changed my mind', qc_type: [] },
  { id: 16, display_name: 'Other', qc_type: [], show_text_area: true },
];

export const ORDER_LIMITS = {
  reasonTextMax: 500,
  qcImagesMax: QC_PHOTOS_MAX,
  qcImageUrlMax: 500,
  productsMax: 100,
  otpLength: 4,
} as const;

/**
 * Public tracking, wrong guesses counted in 15 minutes: 30 per client address, 5 per order from
 * one address; past 10 on one order (from all addresses) an address that has guessed wrong on it
 * is refused, one that has not is still answered. A match counts as no guess. And how long a
 * match's token shows the order again.
 */
export const TRACKING = {
  perAddress: [30, 15 * 60] as [number, number],
  perOrderFromAddress: [5, 15 * 60] as [number, number],
  perOrder: [10, 15 * 60] as [number, number],
  tokenSeconds: 60 * 60,
} as const;
