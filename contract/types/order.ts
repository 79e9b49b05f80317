// The order as the application API answers it (GET order/v1.0/orders/{order_id}), the fields the
// storefront reads; the platform builds it in platform/order/order-view.ts.
import type { Address } from './address';
import type { TatPromise } from './logistics';

export type OrderBreakup = {
  name: string;
  display: string;
  value: number;
  currency_code: string;
  currency_symbol: string;
};
export type OrderPayment = { mode: string; display_name: string; status: string; amount: number };
export type OrderStatus = { title: string; value: string; hex_code: string };
export type TrackingStep = {
  status: string;
  value: string;
  time: string | null;
  is_passed: boolean;
  is_current: boolean;
};
export type OrderBag = {
  id: number;
  line_number: number;
  quantity: number;
  item: { id: number; name: string; slug_key: string; brand: { name: string }; image: string[]; size: string };
  article: { uid: string };
  prices: { price_marked: number; price_effective: number; amount_paid: number };
  current_status: { name: string; status: string; updated_at: string };
  can_cancel: boolean;
  can_return: boolean;
  returnable_date: string | null;
  /** Why it was cancelled or returned, when it was. */
  reason: { reason_id: number; reason_text: string; qc_type: string[] } | null;
};
export type RefundDetails = {
  amount: number;
  points: number;
  /** source: back to the payment method; beneficiary: to the account given for the order. */
  method: 'source' | 'beneficiary';
  status: 'pending' | 'processing' | 'awaiting_beneficiary' | 'refunded' | 'failed';
  created_at: string;
};
/** Taxes inside a tax-inclusive value, in rupees: taxable + cgst + sgst + igst = value. */
export type GstAmounts = { taxable: number; cgst: number; sgst: number; igst: number; value: number };
/**
 * India's tax invoice of a shipment (ours): the seller's GSTIN and state, the place of supply
 * (CGST + SGST within the state, IGST between states), each bag's and charge's HSN/SAC code, rate
 * (percent) and taxes, frozen when the order was placed. Lines + charges + rounding = amount paid.
 */
export type ShipmentGst = {
  seller_gstin: string;
  seller_state: string;
  place_of_supply: string;
  intra_state: boolean;
  bags: (GstAmounts & { bag_id: number; hsn_code: string | null; gst_rate: number })[];
  charges: (GstAmounts & { name: string; display: string; sac_code: string; gst_rate: number })[];
  /** Untaxed rounding between the shares and what the shipment was charged. */
  rounding: number;
  total: GstAmounts;
};
export type OrderShipment = {
  shipment_id: string;
  order_id: string;
  order_type: string;
  shipment_status: OrderStatus;
  shipment_created_at: string;
  tracking_details: TrackingStep[];
  track_url: string;
  show_track_link: boolean;
  total_bags: number;
  payment: OrderPayment;
  delivery_address: Address;
  bags: OrderBag[];
  prices: {
    price_marked: number;
    price_effective: number;
    discount: number;
    amount_paid: number;
    refund_amount: number;
    points: number;
  };
  breakup_values: OrderBreakup[];
  can_cancel: boolean;
  can_return: boolean;
  /** The statuses a shopper may ask for now (cancelled_customer, cancellation_requested, return_initiated, return_pre_qc). */
  allowed_statuses: string[];
  returnable_date: string | null;
  delivery_date: string | null;
  /**
   * When a shipment still on its way should arrive: from its store's pincode to the delivery
   * pincode, counted from when the order was placed. Null once delivered, cancelled or returned.
   */
  delivery_promise: TatPromise | null;
  fulfilling_store: { id: number; code: string; name: string };
  show_download_invoice: boolean;
  refund_details: RefundDetails | null;
  /** A refund waits for the shopper to give an account (cash on delivery). */
  beneficiary_details: boolean;
  qc_image_urls: string[];
  split_from: string | null;
  /** Null for an order placed before the tax invoice, or from a store without a GSTIN. */
  gst_details: ShipmentGst | null;
};
export type OrderSchema = {
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
  user_info: { name: string; mobile: string; email: string };
};
export type OrderById = { order: OrderSchema };
/** POST order/v1.0/orders/tracking (ours): the order without its addresses and reasons, and a token that shows it again for an hour. */
export type TrackedOrder = OrderById & { tracking_token: string };
export type OrderList = {
  items: OrderSchema[];
  page: { type: 'number'; current: number; size: number; has_next: boolean; item_total: number };
  filters: { statuses: { display: string; value: number; is_selected: boolean }[] };
};
export type ShipmentById = { shipment: OrderShipment };
export type ShipmentTrack = {
  results: {
    awb: string;
    status: string;
    updated_at: string;
    updated_time: string;
    last_location_recieved_at: string;
    reason: string;
    shipment_type: string;
    account_name: string;
  }[];
};
export type ShipmentReasons = {
  reasons: {
    reason_id: number;
    reason_text: string;
    show_text_area: boolean;
    feedback_type: string;
    flow: string;
    priority: number;
    qc_type: string[];
  }[];
};
export type ShipmentBagReasons = {
  success: boolean;
  rule_id: number;
  reasons: {
    id: number;
    display_name: string;
    qc_type: string[];
    meta: { show_text_area: boolean };
    question_set: { id: number; display_name: string }[];
    reasons: [];
  }[];
};
export type ShipmentStatusAnswer = {
  statuses: {
    shipments: {
      identifier: string;
      status: number;
      final_state: { status: string; split_from?: string };
      code: string;
      message: string;
      exception: string;
      stack_trace: string;
      meta: Record<string, unknown>;
    }[];
  }[];
};
export type CustomerDetails = { order_id: string; shipment_id: string; name: string; phone: string; country: string };
export type SendOtpToCustomer = { success: boolean; request_id: string; message: string; resend_timer: number };
export type VerifyOtpAnswer = { success: boolean; message: string };

/** GET order/v1.0/orders/shipments/{shipment_id}/invoice (getInvoiceByShipmentId: ResponseGetInvoiceShipment): a link to the shipment's PDF that needs no credentials, valid for 300 seconds. */
export type InvoiceShipmentAnswer = {
  success: true;
  shipment_id: string;
  presigned_url: string;
  presigned_type: 'pdf';
};
