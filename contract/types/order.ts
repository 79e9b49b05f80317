// The order as the application API answers it (GET order/v1.0/orders/{order_id}), the fields the
// storefront reads; the platform builds it in platform/order/order-view.ts.
import type { Address } from './address';

export type OrderBreakup = { name: string; display: string; value: number; currency_code: string; currency_symbol: string };
export type OrderPayment = { mode: string; display_name: string; status: string; amount: number };
export type OrderBag = {
  id: number;
  quantity: number;
  item: { id: number; name: string; slug_key: string; brand: { name: string }; image: string[]; size: string };
  article: { uid: string };
  prices: { price_marked: number; price_effective: number; amount_paid: number };
  current_status: { name: string };
};
export type OrderShipment = {
  shipment_id: string;
  order_id: string;
  shipment_status: { title: string; value: string };
  total_bags: number;
  payment: OrderPayment;
  delivery_address: Address;
  bags: OrderBag[];
};
export type OrderById = {
  order: {
    order_id: string;
    /** placed, pending_payment (a prepaid order waiting for its payment) or payment_failed. */
    order_status: string;
    order_created_time: string;
    order_created_ts: string;
    total_shipments_in_order: number;
    breakup_values: OrderBreakup[];
    payment: OrderPayment;
    delivery_address: Address;
    billing_address: Address;
    shipments: OrderShipment[];
  };
};
