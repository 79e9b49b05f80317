// What a cancellation or return needs, in the words both the platform's check and the
// storefront's form use.
export const ORDER_REQUEST_MESSAGES = {
  reasonRequired: 'Choose a reason',
  qcImagesRequired: 'Add photos of the product: the reason you chose needs them',
  productsRequired: 'Choose at least one item',
} as const;

/** Photos a return may carry (each at most UPLOAD_RULES.maxBytes): next.config.ts sizes server action bodies for them. */
export const QC_PHOTOS_MAX = 3;

/** The storefront's order pages: its links, and the links in messages the platform sends about an order. */
export const ORDER_PATHS = {
  list: '/profile/orders/',
  shipment: (id: string) => `/profile/orders/shipment/${encodeURIComponent(id)}/`,
  update: (id: string, type: 'cancel' | 'return') =>
    `/profile/orders/shipment/update/${encodeURIComponent(id)}/${type}/`,
  invoice: (id: string) => `/profile/orders/shipment/${encodeURIComponent(id)}/invoice`,
  tracking: '/order-tracking/',
  trackOrder: (orderId: string) => `/order-tracking/${encodeURIComponent(orderId)}/`,
  trackShipment: (orderId: string, shipmentId: string) =>
    `/order-tracking/${encodeURIComponent(orderId)}/${encodeURIComponent(shipmentId)}/`,
  /** A guest's cancellation (guest checkout): its order is its cart cookie's, no account pages. */
  guestCancel: (orderId: string, shipmentId: string) =>
    `/order-tracking/${encodeURIComponent(orderId)}/${encodeURIComponent(shipmentId)}/cancel/`,
  refund: (orderId: string, shipmentId: string) =>
    `/refund/order/${encodeURIComponent(orderId)}/shipment/${encodeURIComponent(shipmentId)}`,
} as const;
