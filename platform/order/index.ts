// What other domains (checkout, payment, catalog) use of orders: writing an order inside
// checkout's transaction, reading one for its shopper, moving its shipments when it is paid, the
// return window, and the refunds port payment connects.
export {
  insertOrder,
  newOrderId,
  orderIdByKey,
  orderForShopper,
  moveOrderShipments,
  rowsOf,
  type NewLine,
  type Tx,
} from './order-store';
export type { OrderTotals } from './schema';
export { returnWindowDays } from './constants';
export { orderState, shopperOrderMode, isShipmentOf, lastOrderOf, type OrderState } from './reads';
export { connectRefunds, type RefundOwed, type ShipmentRefunds } from './refunds';
