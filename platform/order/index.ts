// What other domains (checkout, payment, catalog) use of orders: writing an order inside
// checkout's transaction, reading one for its shopper, moving its shipments when it is paid, the
// return window, and the refunds port payment connects.
export {
  insertOrder,
  newOrderId,
  orderIdByKey,
  orderForShopper,
  moveOrderShipments,
  lockOrder,
  settleOrder,
  restockOrder,
  rowsOf,
  type NewLine,
  type Tx,
} from './order-store';
export type { OrderTotals } from './schema';
export { orderState, placedOrderFacts, shopperOrderMode, isShipmentOf, lastOrderOf, type OrderState } from './reads';
export { connectRefunds, type RefundOwed, type ShipmentRefunds } from './refunds';
