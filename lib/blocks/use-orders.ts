'use client';
// useOrders: the signed-in shopper's orders for theme authors (Orders, through
// /api/service, signed by proxy.ts): a page of orders with the status filter and date range of
// One shipment, and cancel or return with the polling after a status change (the bag
// count read again until it is what the change left; then the 'taking a little longer' message).
import { useCallback, useEffect, useState } from 'react';
import type { OrderList, OrderShipment } from '@/contract/types/order';
import { browserOrder } from '@/lib/sdk/browser';
import { displayMessage } from '@/lib/sdk/errors';
import { CART_MESSAGES } from '@/lib/cart/constants';
import { DATE_RANGE_DEFAULT, ORDERS_PAGE_SIZE } from '@/lib/order/constants';
import { pollUntilBags, PollingSlow } from '@/lib/order/polling';
import { shipmentRequest, type UpdateForm } from '@/lib/order/update-form';
import { dateRange } from '@/lib/order/dates';

export type OrdersQuery = { status?: number; page?: number; days?: number };
export type ShipmentOutcome = { ok: true; shipmentId: string; status: string } | { ok: false; message: string };

export type OrdersBlock = {
  orders: OrderList | undefined;
  error: string | undefined;
  loading: boolean;
  reload: () => void;
  shipment: (shipmentId: string) => Promise<OrderShipment | undefined>;
  /** Cancels or returns items of a shipment; photos are URLs of images uploaded first (file storage calls). */
  update: (
    input: Omit<UpdateForm, 'shipmentId'> & { shipmentId: string },
    photos?: string[],
  ) => Promise<ShipmentOutcome>;
};

export function useOrders(query: OrdersQuery = {}): OrdersBlock {
  const [orders, setOrders] = useState<OrderList>();
  const [error, setError] = useState<string>();
  const [round, setRound] = useState(0);
  const [loaded, setLoaded] = useState<string>();
  const { status, page, days = DATE_RANGE_DEFAULT } = query;
  const key = `${status}|${page}|${days}|${round}`;

  useEffect(() => {
    let live = true;
    browserOrder()
      .getOrders({ status, pageNo: page, pageSize: ORDERS_PAGE_SIZE, ...dateRange(days) })
      .then((answer) => live && (setOrders(answer), setError(undefined)))
      .catch((e: unknown) => live && setError(displayMessage(e, CART_MESSAGES.somethingWentWrong)))
      .finally(() => live && setLoaded(key));
    return () => {
      live = false;
    };
  }, [status, page, days, key]);

  const shipment = useCallback(
    async (shipmentId: string) =>
      (
        await browserOrder()
          .getShipmentById({ shipmentId })
          .catch(() => undefined)
      )?.shipment,
    [],
  );

  const update = useCallback(async (input: UpdateForm, photos: string[] = []): Promise<ShipmentOutcome> => {
    try {
      const api = browserOrder();
      const [{ shipment: current }, { reasons }] = await Promise.all([
        api.getShipmentById({ shipmentId: input.shipmentId }),
        api.getShipmentReasons({ shipmentId: input.shipmentId }),
      ]);
      const request = shipmentRequest(input, current, photos, reasons);
      if ('error' in request) return { ok: false, message: request.error };
      const answer = await api.updateShipmentStatus({ shipmentId: input.shipmentId, body: request.body });
      const done = answer.statuses[0]?.shipments[0];
      const target = done?.identifier ?? input.shipmentId;
      await pollUntilBags(async () => (await api.getShipmentById({ shipmentId: target })).shipment, request.pieces);
      setRound((n) => n + 1);
      return { ok: true, shipmentId: target, status: done?.final_state.status ?? '' };
    } catch (e) {
      return {
        ok: false,
        message: e instanceof PollingSlow ? e.message : displayMessage(e, CART_MESSAGES.somethingWentWrong),
      };
    }
  }, []);

  return { orders, error, loading: loaded !== key, reload: () => setRound((n) => n + 1), shipment, update };
}
