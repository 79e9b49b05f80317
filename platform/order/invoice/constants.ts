// The invoice's rules, one place each (a signed URL lives 300 seconds).

/** How long a presigned invoice link works. */
export const INVOICE_LINK_TTL_SECONDS = 300;

/** Orders that were never placed have no invoice: still waiting for their payment, or it failed. */
export const UNINVOICED_ORDER_STATUSES: readonly string[] = ['pending_payment', 'payment_failed'];

/** A shipment id as the platform makes them (`<order id>-<n>`): letters, digits, '-' and '_'. */
export const SHIPMENT_ID_PATTERN = /^[A-Za-z0-9_-]{4,64}$/;

/** The public path of a shipment's PDF (served by invoice-routes.ts, forwarded by app/invoice/[file]). */
export const INVOICE_PUBLIC_PREFIX = '/invoice';
export const invoiceFileName = (shipmentId: string) => `${shipmentId}.pdf`;

/** The invoice's number: one per shipment. */
export const invoiceNumber = (shipmentId: string) => `INV-${shipmentId}`;

/** Invoice dates are written in India's time. */
export const INVOICE_TIME_ZONE = 'Asia/Kolkata';
