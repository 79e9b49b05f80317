// The order domain's server-only loaders: one order of the signed-in shopper.
import 'server-only';
import { cache } from 'react';
import { serverSdk } from '@/lib/sdk/server';
import { unlessRefused } from '@/lib/sdk/errors';
import type { OrderById } from '@/contract/types/order';

/** The shopper's order, or undefined when the id is not theirs (or not an order). Uncached: read again after a payment moved. */
export async function readOrder(orderId: string): Promise<OrderById['order'] | undefined> {
  if (!/^[A-Z0-9]{4,40}$/.test(orderId)) return undefined;
  return (await unlessRefused((await serverSdk()).order.getOrderById({ orderId })))?.order;
}

/** readOrder, once per request. */
export const loadOrder = cache(readOrder);
