// The order domain's server-only loaders: the signed-in shopper's orders and shipments, the
// reasons for a cancellation or return, and an order for the public tracking page.
import 'server-only';
import { cache } from 'react';
import { cookies } from 'next/headers';
import { serverSdk } from '@/lib/sdk/server';
import { unlessRefused } from '@/lib/sdk/errors';
import type { OrderById, OrderList, OrderShipment, ShipmentReasons } from '@/contract/types/order';
import { DATE_RANGE_DEFAULT, DATE_RANGES, ORDERS_PAGE_SIZE, TRACKING_COOKIE } from './constants';
import { dateRange } from './dates';

const ORDER_ID = /^[A-Z0-9]{4,40}$/;
const SHIPMENT_ID = /^[A-Z0-9]{4,40}-\d{1,4}$/;
export const isOrderId = (v: string) => ORDER_ID.test(v);
export const isShipmentId = (v: string) => SHIPMENT_ID.test(v);

/** The shopper's order, or undefined when the id is not theirs (or not an order). Uncached: read again after a payment moved. */
export async function readOrder(orderId: string): Promise<OrderById['order'] | undefined> {
  if (!isOrderId(orderId)) return undefined;
  return (await unlessRefused((await serverSdk()).order.getOrderById({ orderId })))?.order;
}

/** readOrder, once per request. */
export const loadOrder = cache(readOrder);

export const chosenRange = (value: string | undefined) =>
  (DATE_RANGES as readonly number[]).find((d) => String(d) === value) ?? DATE_RANGE_DEFAULT;

export const loadOrders = cache(
  async (options: { status?: number; page?: number; days?: number }): Promise<OrderList | undefined> => {
    const range = dateRange(options.days ?? DATE_RANGE_DEFAULT);
    return unlessRefused(
      (await serverSdk()).order.getOrders({
        status: options.status,
        pageNo: options.page,
        pageSize: ORDERS_PAGE_SIZE,
        ...range,
      }),
    );
  },
);

export const loadShipment = cache(async (shipmentId: string): Promise<OrderShipment | undefined> => {
  if (!isShipmentId(shipmentId)) return undefined;
  return (await unlessRefused((await serverSdk()).order.getShipmentById({ shipmentId })))?.shipment;
});

export const loadReasons = cache(async (shipmentId: string): Promise<ShipmentReasons['reasons']> => {
  if (!isShipmentId(shipmentId)) return [];
  return (await unlessRefused((await serverSdk()).order.getShipmentReasons({ shipmentId })))?.reasons ?? [];
});

/** The token the tracking page was last given (its own cookie), if it was for this order. */
async function trackingToken(orderId: string): Promise<string | undefined> {
  const raw = (await cookies()).get(TRACKING_COOKIE)?.value;
  if (!raw) return undefined;
  try {
    const value = JSON.parse(raw) as { order_id?: unknown; token?: unknown };
    return value.order_id === orderId && typeof value.token === 'string' ? value.token : undefined;
  } catch {
    return undefined;
  }
}

/** An order for the tracking page: the shopper's own, or one the visitor proved they know (the token of a match). */
export const loadTrackedOrder = cache(
  async (orderId: string): Promise<{ order: OrderById['order']; own: boolean } | undefined> => {
    if (!isOrderId(orderId)) return undefined;
    const own = await unlessRefused((await serverSdk()).order.getOrderById({ orderId })).catch(() => undefined);
    if (own?.order) return { order: own.order, own: true };
    const token = await trackingToken(orderId);
    if (!token) return undefined;
    const found = await unlessRefused((await serverSdk()).order.trackOrder({ orderId, token }));
    return found?.order ? { order: found.order, own: false } : undefined;
  },
);
