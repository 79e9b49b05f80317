// The order API (001 section 7: order/v1.0/orders), mounted at /service/application/order. So far
// one order by id, for the order-status page; the rest of the order calls come with issue 13.
// Someone else's order id is 404 like one that never existed.
import { Hono } from 'hono';
import { z } from 'zod';
import type { PlatformEnv } from '../http/env';
import { notFound } from '../http/errors';
import { params } from '../http/validate';
import { requireShopper } from '../user';
import { orderForShopper } from './order-store';
import { orderView } from './order-view';
import { ORDER_MESSAGES } from './messages';

export const orderRoutes = new Hono<PlatformEnv>();

const orderParam = z.object({ order_id: z.string().trim().regex(/^[A-Z0-9]{4,40}$/, 'order_id must be an order id') });

orderRoutes.get('/v1.0/orders/:order_id', async (c) => {
  const { userId } = await requireShopper(c);
  const found = await orderForShopper(c.get('database'), userId, params(c, orderParam).order_id);
  if (!found) throw notFound(ORDER_MESSAGES.notFound);
  return c.json(orderView(found));
});
