// The payment domain as other platform domains (checkout) use it.
export { insertPayment, pendingPayment, paymentOfOrder, type PaymentRow } from './payment-store';
export { paymentIdentifier } from './identifier';
export {
  paymentHoldSeconds,
  isPrepaidMode,
  anonymousMode,
  PREPAID_MODES,
  COD_RULES,
  ORDER_STATUS_PATH,
} from './constants';
export { startPayment } from './start';
export { activeProvider } from './providers';
export { maybeExpirePayments } from './expiry';
export { couponModeRefusal } from './coupon-mode';
export { shipmentRefunds } from './refund-service';
