// Messages of the invoice calls, one place each.
export const INVOICE_MESSAGES = {
  /** A foreign shipment is not found either: nobody learns which shipment ids exist. */
  shipmentNotFound: 'Shipment not found',
  notPlaced: 'The invoice is ready once the order is placed',
  notCharged: 'This shipment was cancelled before delivery and never charged, so it has no invoice',
  refunded: 'This shipment was cancelled before delivery and its payment refunded, so it has no invoice',
  badLink: 'This invoice link is not valid',
  expired: 'This invoice link has expired: open the invoice from your order again',
} as const;

export const INVOICE_CODES = {
  notPlaced: 'INVOICE_NOT_READY',
  notCharged: 'INVOICE_NOT_CHARGED',
  refunded: 'INVOICE_REFUNDED',
  badLink: 'INVOICE_LINK_INVALID',
  expired: 'INVOICE_LINK_EXPIRED',
} as const;
