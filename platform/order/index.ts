// What other domains (checkout, payment, catalog) use of orders: writing an order inside
// checkout's transaction, reading one for its shopper, moving its shipments when it is paid, the
// return window, the refunds port payment connects, the events the shopper is told of, and how
// the platform writes an amount.
export {
  insertOrder,
  newOrderId,
  orderIdByKey,
  orderForShopper,
  orderById,
  moveOrderShipments,
  lockOrder,
  settleOrder,
  restockOrder,
  rowsOf,
  type FullOrder,
  type NewLine,
  type Tx,
} from './order-store';
export type { OrderTotals } from './schema';
export { orderState, placedOrderFacts, shopperOrderMode, isShipmentOf, lastOrderOf, type OrderState } from './reads';
export { connectRefunds, shipmentRefunds, type RefundOwed, type ShipmentRefunds } from './refunds';
export {
  connectOrderEvents,
  tellOrderEvent,
  ORDER_EVENTS,
  type OrderEvent,
  type OrderEventName,
  type OrderEventListener,
} from './events';
export { formatPaise } from './invoice/invoice-data';
export { COD_SAC, DELIVERY_SAC } from './tax/constants';
export { gstStateCode, gstinCheckCharacter } from './tax/gst-states';
