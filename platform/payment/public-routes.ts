// What providers and the shopper's browser send back, unsigned by the application (a provider
// signs it its own way): POST /payment/webhook/:aggregator and GET /payment/return/:aggregator.
// Nothing is believed without the provider's signature, and the outcome applied is always the
// provider's own status. Each is handled idempotently: a webhook delivered twice, or after the
// browser's return, or out of order, changes the order at most once (settle.ts).
import { Hono } from 'hono';
import { and, eq } from 'drizzle-orm';
import type { PlatformEnv } from '../http/env';
import { readBodyText } from '../http/body-limit';
import { ORDER_STATUS_PATH } from '../checkout/constants';
import { paymentEvents } from './schema';
import { paymentByProviderRef } from './payment-store';
import { providerNamed } from './providers';
import { settlePayment } from './settle';
import { PAYMENT_MESSAGES } from './messages';

export const paymentPublicRoutes = new Hono<PlatformEnv>();

paymentPublicRoutes.post('/webhook/:aggregator', async (c) => {
  const provider = providerNamed(c.req.param('aggregator'));
  if (!provider) return c.json({ success: false, message: PAYMENT_MESSAGES.unknownAggregator }, 404);
  const event = provider.parseWebhook(c.req.raw.headers, await readBodyText(c));
  if (!event) return c.json({ success: false, message: PAYMENT_MESSAGES.badSignature }, 400);
  const database = c.get('database');
  const [seen] = await database.db
    .select({ id: paymentEvents.eventId })
    .from(paymentEvents)
    .where(and(eq(paymentEvents.aggregator, provider.name), eq(paymentEvents.eventId, event.eventId)))
    .limit(1);
  if (seen) return c.json({ success: true, received: true, duplicate: true });
  const payment = await paymentByProviderRef(database.db, provider.name, event.providerRef);
  // Applied before it is recorded: a failure here is retried by the provider, not lost.
  const settled = payment ? await settlePayment(database, payment, event.outcome) : 'unchanged';
  await database.db.insert(paymentEvents).values({ aggregator: provider.name, eventId: event.eventId, paymentId: payment?.id ?? null, type: event.type }).onConflictDoNothing();
  return c.json({ success: true, received: true, duplicate: false, settled });
});

paymentPublicRoutes.get('/return/:aggregator', async (c) => {
  const provider = providerNamed(c.req.param('aggregator'));
  const back = provider?.parseReturn(new URL(c.req.url).searchParams);
  const database = c.get('database');
  const payment = back && provider ? await paymentByProviderRef(database.db, provider.name, back.providerRef) : undefined;
  if (!payment || !provider) return c.redirect(`${ORDER_STATUS_PATH}?success=false`, 303);
  const outcome = await provider.chargeStatus(database, back!.providerRef);
  await settlePayment(database, payment, outcome);
  const paid = outcome.status === 'paid';
  return c.redirect(`${ORDER_STATUS_PATH}?success=${paid}&order_id=${encodeURIComponent(payment.orderId)}`, 303);
});
