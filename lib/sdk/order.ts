// The order API (order/v1.0/orders), method names as in the official SDK's Order
// client; trackOrder is this platform's own call for the public tracking page.
import type { ApiClient } from './request';
import type {
  CustomerDetails,
  InvoiceShipmentAnswer,
  OrderById,
  OrderList,
  SendOtpToCustomer,
  ShipmentBagReasons,
  ShipmentById,
  ShipmentReasons,
  ShipmentStatusAnswer,
  ShipmentTrack,
  TrackedOrder,
  VerifyOtpAnswer,
} from '@/contract/types/order';

const BASE = '/service/application/order';
const ORDERS = `${BASE}/v1.0/orders`;

export type OrdersQuery = { status?: number; pageNo?: number; pageSize?: number; fromDate?: string; toDate?: string };

export function orderApi(client: ApiClient) {
  return {
    getOrders: (a: OrdersQuery & { signal?: AbortSignal } = {}) =>
      client.request<OrderList>('GET', ORDERS, {
        query: { status: a.status, page_no: a.pageNo, page_size: a.pageSize, from_date: a.fromDate, to_date: a.toDate },
        signal: a.signal,
      }),
    getOrderById: (a: { orderId: string; signal?: AbortSignal }) =>
      client.request<OrderById>('GET', `${ORDERS}/{order_id}`, { params: { order_id: a.orderId }, signal: a.signal }),
    getPosOrderById: (a: { orderId: string; signal?: AbortSignal }) =>
      client.request<OrderById>('GET', `${ORDERS}/pos-order/{order_id}`, {
        params: { order_id: a.orderId },
        signal: a.signal,
      }),
    getShipmentById: (a: { shipmentId: string; signal?: AbortSignal }) =>
      client.request<ShipmentById>('GET', `${ORDERS}/shipments/{shipment_id}`, {
        params: { shipment_id: a.shipmentId },
        signal: a.signal,
      }),
    trackShipment: (a: { shipmentId: string; signal?: AbortSignal }) =>
      client.request<ShipmentTrack>('GET', `${ORDERS}/shipments/{shipment_id}/track`, {
        params: { shipment_id: a.shipmentId },
        signal: a.signal,
      }),
    getShipmentReasons: (a: { shipmentId: string; signal?: AbortSignal }) =>
      client.request<ShipmentReasons>('GET', `${ORDERS}/shipments/{shipment_id}/reasons`, {
        params: { shipment_id: a.shipmentId },
        signal: a.signal,
      }),
    getShipmentBagReasons: (a: { shipmentId: string; bagId: number; signal?: AbortSignal }) =>
      client.request<ShipmentBagReasons>('GET', `${ORDERS}/shipments/{shipment_id}/bags/{bag_id}/reasons`, {
        params: { shipment_id: a.shipmentId, bag_id: a.bagId },
        signal: a.signal,
      }),
    updateShipmentStatus: (a: { shipmentId: string; body: unknown }) =>
      client.request<ShipmentStatusAnswer>('PUT', `${ORDERS}/shipments/{shipment_id}/status`, {
        params: { shipment_id: a.shipmentId },
        body: a.body,
      }),
    getCustomerDetailsByShipmentId: (a: { orderId: string; shipmentId: string }) =>
      client.request<CustomerDetails>('GET', `${ORDERS}/{order_id}/shipments/{shipment_id}/customer-details`, {
        params: { order_id: a.orderId, shipment_id: a.shipmentId },
      }),
    sendOtpToShipmentCustomer: (a: { orderId: string; shipmentId: string }) =>
      client.request<SendOtpToCustomer>('POST', `${ORDERS}/{order_id}/shipments/{shipment_id}/otp/send/`, {
        params: { order_id: a.orderId, shipment_id: a.shipmentId },
      }),
    verifyOtpShipmentCustomer: (a: {
      orderId: string;
      shipmentId: string;
      body: { request_id: string; otp_code: string };
    }) =>
      client.request<VerifyOtpAnswer>('POST', `${ORDERS}/{order_id}/shipments/{shipment_id}/otp/verify/`, {
        params: { order_id: a.orderId, shipment_id: a.shipmentId },
        body: a.body,
      }),
    /** A presigned link to the shipment's PDF invoice (no credentials needed, valid 300 seconds). */
    getInvoiceByShipmentId: (a: { shipmentId: string; signal?: AbortSignal }) =>
      client.request<InvoiceShipmentAnswer>('GET', `${ORDERS}/shipments/{shipment_id}/invoice`, {
        params: { shipment_id: a.shipmentId },
        signal: a.signal,
      }),
    /** An order for whoever knows its id and the phone or email it was placed with (or the token a match answered). */
    trackOrder: (a: { orderId: string } & ({ contact: string } | { token: string })) =>
      client.request<TrackedOrder>('POST', `${ORDERS}/tracking`, {
        body: { order_id: a.orderId, ...('contact' in a ? { contact: a.contact } : { tracking_token: a.token }) },
      }),
  };
}

export type OrderApi = ReturnType<typeof orderApi>;
