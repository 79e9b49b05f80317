// Messages of the order API, one place each.
export const ORDER_MESSAGES = {
  notFound: 'Order not found',
} as const;
