// What providers and the shopper's browser send back, unsigned by the application (a provider
// signs it its own way): POST /payment/webhook/:aggregator, GET or POST /payment/return/:aggregator,
// POST /payment/confirm/:aggregator, and the provider's checkout page /payment/checkout/:aggregator/:id.
// Nothing is believed without the provider's signature, and the outcome applied is always the
// provider's own status. Each is handled idempotently: a webhook delivered twice, or after the
// browser's return, or out of order, changes the order at most once (settle.ts).
import crypto from 'node:crypto';
import { Hono, type Context, type MiddlewareHandler } from 'hono';
import { z } from 'zod';
import { body } from '../http/validate';
import { currentShopper } from '../user';
import { and, eq } from 'drizzle-orm';
import type { PlatformEnv } from '../http/env';
import { readBodyText, refuseBodyOnHeaders } from '../http/body-limit';
import { ORDER_STATUS_PATH } from './constants';
import { paymentEvents } from './schema';
import { paymentById, paymentByProviderRef } from './payment-store';
import { providerNamed } from './providers';
import { settlePayment } from './settle';
import { PAYMENT_MESSAGES } from './messages';
import { PAYMENT_CALLBACK_BODY_LIMIT, PAYMENT_CALLBACK_TYPES } from './constants';
import { linkPath } from './link-service';

export const paymentPublicRoutes = new Hono<PlatformEnv>();

/** Bodies anyone may post here unsigned: small and of a known kind, refused on their headers before a byte is read. */
const callbackBody = refuseBodyOnHeaders(PAYMENT_CALLBACK_BODY_LIMIT, PAYMENT_CALLBACK_TYPES);

/** A webhook from an aggregator we do not have, or without its signature header: refused before its body is read. */
const webhookHeaders: MiddlewareHandler<PlatformEnv> = async (c, next) => {
  const provider = providerNamed(c.req.param('aggregator') ?? '');
  if (!provider) return c.json({ success: false, message: PAYMENT_MESSAGES.unknownAggregator }, 404);
  if (!c.req.header(provider.webhookSignatureHeader))
    return c.json({ success: false, message: PAYMENT_MESSAGES.badSignature }, 400);
  await next();
};

paymentPublicRoutes.post('/webhook/:aggregator', webhookHeaders, callbackBody, async (c) => {
  const provider = providerNamed(c.req.param('aggregator'))!;
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
  await database.db
    .insert(paymentEvents)
    .values({ aggregator: provider.name, eventId: event.eventId, paymentId: payment?.id ?? null, type: event.type })
    .onConflictDoNothing();
  return c.json({ success: true, received: true, duplicate: false, settled });
});

/** Where a return that names no charge of ours goes. */
const REFUSED_RETURN = `${ORDER_STATUS_PATH}?success=false`;

/** The browser back from the provider (a GET with a query, or a form its script posts): the order's page. */
async function returned(c: Context<PlatformEnv>, params: URLSearchParams) {
  const refused = { to: REFUSED_RETURN, paid: false };
  const provider = providerNamed(c.req.param('aggregator') ?? '');
  const ref = provider?.refOf(params);
  const database = c.get('database');
  // Our own record first: a reference we never issued costs the provider no call.
  const payment = provider && ref ? await paymentByProviderRef(database.db, provider.name, ref) : undefined;
  if (!provider || !payment) return refused;
  const backTo = (paid: boolean) =>
    // Someone paying by a payment link goes back to the link's page (the order is not theirs to see).
    payment.linkId
      ? { to: `${linkPath(payment.linkId)}?status=${paid ? 'paid' : 'failed'}`, paid }
      : { to: `${ORDER_STATUS_PATH}?success=${paid}&order_id=${encodeURIComponent(payment.orderId)}`, paid };
  try {
    if (!(await provider.parseReturn(database, params))) return refused;
    if (payment.status !== 'pending') return backTo(payment.status === 'paid');
    const outcome = await provider.chargeStatus(database, payment.providerRef!);
    await settlePayment(database, payment, outcome);
    return backTo(outcome.status === 'paid');
  } catch (error) {
    // The provider could not be asked: the order page asks again (and the webhook will tell).
    console.error('[payment] checking a return failed:', error);
    return backTo(false);
  }
}

paymentPublicRoutes.get('/return/:aggregator', async (c) =>
  c.redirect((await returned(c, new URL(c.req.url).searchParams)).to, 303),
);
paymentPublicRoutes.post(
  '/return/:aggregator',
  async (c, next) => {
    // An aggregator we do not have: refused before the body is read.
    if (!providerNamed(c.req.param('aggregator'))) return c.redirect(REFUSED_RETURN, 303);
    await next();
  },
  callbackBody,
  async (c) => {
    return c.redirect((await returned(c, new URLSearchParams(await readBodyText(c)))).to, 303);
  },
);

// 'Stripe-style confirm': the page posts the intent's id and client secret once
// Stripe.js has confirmed it; the answer is success and where the browser goes next.
const confirmBody = z.object({ id: z.string().max(100), client_secret: z.string().max(300) });
paymentPublicRoutes.post(
  '/confirm/:aggregator',
  async (c, next) => {
    // An aggregator we do not have: refused (as a return naming no charge) before the body is read.
    if (!providerNamed(c.req.param('aggregator'))) return c.json({ success: false, return_url: REFUSED_RETURN });
    await next();
  },
  callbackBody,
  async (c) => {
    const input = await body(c, confirmBody);
    const { to, paid } = await returned(c, new URLSearchParams(input));
    return c.json({ success: paid, return_url: to });
  },
);

// The provider's own payment form (Stripe.js, Razorpay Checkout) on a page of ours, for the
// shopper whose payment it is; its policy allows that provider's script and nothing else.
paymentPublicRoutes.get('/checkout/:aggregator/:payment_id', async (c) => {
  const provider = providerNamed(c.req.param('aggregator'));
  const shopper = await currentShopper(c);
  const database = c.get('database');
  const paymentId = c.req.param('payment_id');
  const payment =
    provider?.checkoutPage && /^pay_[A-Za-z0-9_-]{16}$/.test(paymentId)
      ? await paymentById(database.db, paymentId)
      : undefined;
  // The order's shopper, or whoever holds the payment link the attempt was started from.
  const allowed = payment && (payment.linkId !== null || payment.userId === shopper?.userId);
  if (!payment || !allowed || payment.aggregator !== provider?.name || !payment.providerRef)
    return c.json({ success: false, message: PAYMENT_MESSAGES.orderNotFound }, 404);
  if (payment.status !== 'pending')
    return c.redirect(
      `${ORDER_STATUS_PATH}?success=${payment.status === 'paid'}&order_id=${encodeURIComponent(payment.orderId)}`,
      303,
    );
  const nonce = crypto.randomBytes(16).toString('base64');
  const page = await provider!.checkoutPage!(
    database,
    {
      id: payment.id,
      providerRef: payment.providerRef,
      amountPaise: payment.amountPaise,
      mode: payment.mode,
      identifier: payment.identifier,
      expiresAt: payment.expiresAt,
    },
    nonce,
  );
  return c.body(page.html, 200, {
    'content-type': 'text/html; charset=utf-8',
    'cache-control': 'no-store',
    'content-security-policy': page.csp,
    'x-frame-options': 'DENY',
  });
});
