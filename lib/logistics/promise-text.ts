// How a delivery promise reads to the shopper: on the product page and on an order's shipments.
export const promiseText = (min: string, max: string) =>
  min === max ? `Delivery by ${min}` : `Delivery between ${min} and ${max}`;
