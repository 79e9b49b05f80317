// The order API (001 section 7: order/v1.0/orders), method names as in the official SDK's Order
// client. So far one order by id (the order-status page).
import type { ApiClient } from './request';
import type { OrderById } from '@/contract/types/order';

const BASE = '/service/application/order';

export function orderApi(client: ApiClient) {
  return {
    getOrderById: (a: { orderId: string; signal?: AbortSignal }) =>
      client.request<OrderById>('GET', `${BASE}/v1.0/orders/{order_id}`, { params: { order_id: a.orderId }, signal: a.signal }),
  };
}

export type OrderApi = ReturnType<typeof orderApi>;
