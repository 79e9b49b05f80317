// What a cancellation or return needs, in the words both the platform's check and the
// storefront's form use.
export const ORDER_REQUEST_MESSAGES = {
  reasonRequired: 'Choose a reason',
  qcImagesRequired: 'Add photos of the product: the reason you chose needs them',
  productsRequired: 'Choose at least one item',
} as const;

/** Photos a return may carry (each at most UPLOAD_RULES.maxBytes): next.config.ts sizes server action bodies for them. */
export const QC_PHOTOS_MAX = 3;

/** The storefront's order pages that messages about an order link to (lib/order/constants.ts serves them). */
export const ORDER_LINK_PATHS = {
  orders: '/profile/orders/',
  shipment: (id: string) => `/profile/orders/shipment/${encodeURIComponent(id)}/`,
  trackOrder: (orderId: string) => `/order-tracking/${encodeURIComponent(orderId)}/`,
} as const;
