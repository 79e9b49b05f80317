// POST /dev/payments/lapse: makes an unpaid order's payment overdue now, so that what happens when
// a payment is never completed (the order lapses, its stock and the bag come back) can be tried on
// a development shop and tested without waiting out PAYMENT_HOLD_SECONDS. Behind devOnly.
import { Hono } from 'hono';
import { z } from 'zod';
import { and, eq, sql } from 'drizzle-orm';
import type { PlatformEnv } from '../http/env';
import { body } from '../http/validate';
import { notFound } from '../http/errors';
import { payments } from './schema';
import { PAYMENT_MESSAGES } from './messages';

export const paymentDevRoutes = new Hono<PlatformEnv>();

const lapseBody = z.object({
  order_id: z
    .string()
    .trim()
    .regex(/^[A-Z0-9]{4,40}$/),
});

paymentDevRoutes.post('/lapse', async (c) => {
  const { order_id } = await body(c, lapseBody);
  const moved = await c
    .get('database')
    .db.update(payments)
    .set({ expiresAt: sql`now() - interval '1 second'` })
    .where(and(eq(payments.orderId, order_id), eq(payments.status, 'pending')))
    .returning({ id: payments.id });
  if (!moved.length) throw notFound(PAYMENT_MESSAGES.noPayment);
  return c.json({ success: true, payment_id: moved[0].id });
});
