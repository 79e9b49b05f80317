// The Stripe provider against Stripe's documented API (msw at api.stripe.com): the payment intent
// it creates (form-encoded, idempotent by our payment id), how an intent's status becomes the
// order's, the Stripe-Signature webhook scheme, the return's client-secret check, and its page.
import crypto from 'node:crypto';
import { afterAll, afterEach, beforeAll, describe, expect, it } from '@jest/globals';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { STRIPE_API, intentOutcome, stripeProvider, verifyStripeSignature } from '@/platform/payment/providers/stripe';
import { ProviderError } from '@/platform/payment/providers/provider';
import type { Database } from '@/platform/db/client';

const config = { secretKey: 'sk_test_unit', publishableKey: 'pk_test_unit', webhookSecret: 'whsec_unit' };
const stripe = stripeProvider(config);
const db = null as unknown as Database;
const SECRET = 'pi_3MtwBwLkdIwHu7ix28a3tqPa_secret_YrKJUKribcBjcG8HVhfZluoGH';
const seen: { headers: Headers; body: URLSearchParams }[] = [];
const cancelled: { id: string; body: string }[] = [];
let status = 'requires_payment_method';
let lastError: { message: string } | null = null;
let createdAmount: number | undefined;

const intent = (amount = 119800) => ({
  id: 'pi_3MtwBwLkdIwHu7ix28a3tqPa',
  object: 'payment_intent',
  amount,
  currency: 'inr',
  status,
  client_secret: SECRET,
  last_payment_error: lastError,
  cancellation_reason: null,
  metadata: {},
});

const server = setupServer(
  http.post(`${STRIPE_API}/payment_intents`, async ({ request }) => {
    if (request.headers.get('authorization') !== `Bearer ${config.secretKey}`)
      return HttpResponse.json(
        { error: { type: 'invalid_request_error', message: 'Invalid API Key provided' } },
        { status: 401 },
      );
    const body = new URLSearchParams(await request.text());
    seen.push({ headers: request.headers, body });
    if (body.get('amount') === '1')
      return HttpResponse.json(
        { error: { type: 'invalid_request_error', message: 'Amount must be at least ₹0.50 inr' } },
        { status: 400 },
      );
    return HttpResponse.json(intent(createdAmount ?? Number(body.get('amount'))));
  }),
  http.post(`${STRIPE_API}/payment_intents/:id/cancel`, async ({ params, request }) => {
    cancelled.push({ id: String(params.id), body: await request.text() });
    return HttpResponse.json({ ...intent(), status: 'canceled', cancellation_reason: 'abandoned' });
  }),
  http.get(`${STRIPE_API}/payment_intents/:id`, ({ params, request }) => {
    if (request.headers.get('authorization') !== `Bearer ${config.secretKey}`)
      return HttpResponse.json({ error: { message: 'Invalid API Key provided' } }, { status: 401 });
    if (params.id !== 'pi_3MtwBwLkdIwHu7ix28a3tqPa')
      return HttpResponse.json(
        { error: { type: 'invalid_request_error', message: `No such payment_intent: '${params.id}'` } },
        { status: 404 },
      );
    return HttpResponse.json(intent());
  }),
  // https://docs.stripe.com/api/refunds/create: a repeated Idempotency-Key answers the first refund.
  http.post(`${STRIPE_API}/refunds`, async ({ request }) => {
    const body = new URLSearchParams(await request.text());
    const key = request.headers.get('idempotency-key') ?? '';
    const earlier = refunds.get(key);
    if (earlier) return HttpResponse.json(earlier);
    if (Number(body.get('amount')) > 119800)
      return HttpResponse.json(
        {
          error: {
            type: 'invalid_request_error',
            message: 'Refund amount (₹2,000.00) is greater than charge amount (₹1,198.00)',
          },
        },
        { status: 400 },
      );
    const refund = {
      id: `re_${refunds.size + 1}unit`,
      object: 'refund',
      amount: Number(body.get('amount')),
      payment_intent: body.get('payment_intent'),
      status: refundStatus,
      metadata: { refund_id: body.get('metadata[refund_id]') },
    };
    refunds.set(key, refund);
    return HttpResponse.json(refund);
  }),
);
const refunds = new Map<
  string,
  { id: string; amount: number; payment_intent: string | null; status: string; metadata: object }
>();
let refundStatus = 'succeeded';

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  refunds.clear();
  refundStatus = 'succeeded';
  status = 'requires_payment_method';
  lastError = null;
  createdAmount = undefined;
  seen.length = 0;
});
afterAll(() => server.close());

const request = {
  paymentId: 'pay_unit0000000000001',
  orderId: 'FYUNIT1',
  amountPaise: 119800,
  currency: 'INR',
  mode: 'CARD',
  returnUrl: '/payment/return/stripe',
  expiresAt: new Date(),
  customer: {},
  offerSave: true,
};

describe('Stripe provider', () => {
  it('creates one payment intent per payment: the amount in paise, INR, idempotent by our payment id', async () => {
    const started = await stripe.startCharge(db, request);
    expect(started).toEqual({
      providerRef: 'pi_3MtwBwLkdIwHu7ix28a3tqPa',
      redirectUrl: '/payment/checkout/stripe/pay_unit0000000000001',
    });
    const [call] = seen;
    expect(call.headers.get('idempotency-key')).toBe('pay_unit0000000000001');
    expect(call.headers.get('content-type')).toBe('application/x-www-form-urlencoded');
    expect(Object.fromEntries(call.body)).toEqual({
      amount: '119800',
      currency: 'inr',
      'automatic_payment_methods[enabled]': 'true',
      description: 'Order FYUNIT1',
      'metadata[payment_id]': 'pay_unit0000000000001',
      'metadata[order_id]': 'FYUNIT1',
    });
  });

  it('refuses an intent for another amount, and says what Stripe said when it refuses', async () => {
    createdAmount = 100;
    await expect(stripe.startCharge(db, request)).rejects.toThrow(ProviderError);
    await expect(stripe.startCharge(db, { ...request, amountPaise: 1 })).rejects.toThrow(
      'Stripe answered 400: Amount must be at least ₹0.50 inr',
    );
    await expect(stripeProvider({ ...config, secretKey: 'sk_wrong' }).startCharge(db, request)).rejects.toThrow(
      'Stripe answered 401: Invalid API Key provided',
    );
  });

  it('turns an intent status into the order outcome', async () => {
    status = 'succeeded';
    expect(await stripe.chargeStatus(db, 'pi_3MtwBwLkdIwHu7ix28a3tqPa')).toEqual({ status: 'paid' });
    // A decline leaves the intent payable (another card may follow on the page still open).
    status = 'requires_payment_method';
    lastError = { message: 'Your card was declined.' };
    expect(await stripe.chargeStatus(db, 'pi_3MtwBwLkdIwHu7ix28a3tqPa')).toEqual({
      status: 'pending',
      reason: 'Your card was declined.',
    });
    expect(intentOutcome({ status: 'processing' })).toEqual({ status: 'pending', reason: null });
    expect(intentOutcome({ status: 'requires_action' })).toEqual({ status: 'pending', reason: null });
    expect(intentOutcome({ status: 'canceled', cancellation_reason: 'abandoned' })).toEqual({
      status: 'failed',
      reason: 'abandoned',
    });
  });

  it('believes a webhook only with a valid, recent Stripe-Signature', () => {
    const payload = JSON.stringify({
      id: 'evt_3MtwBwLkdIwHu7ix0snN0B15',
      object: 'event',
      type: 'payment_intent.succeeded',
      data: { object: { ...intent(), status: 'succeeded' } },
    });
    const t = Math.floor(Date.now() / 1000);
    const sign = (secret: string, at = t, body = payload) =>
      `t=${at},v1=${crypto.createHmac('sha256', secret).update(`${at}.${body}`).digest('hex')}`;
    const headers = (signature: string) => new Headers({ 'stripe-signature': signature });
    expect(stripe.parseWebhook(headers(sign(config.webhookSecret)), payload)).toEqual({
      eventId: 'evt_3MtwBwLkdIwHu7ix0snN0B15',
      type: 'payment_intent.succeeded',
      providerRef: 'pi_3MtwBwLkdIwHu7ix28a3tqPa',
      outcome: { status: 'paid' },
    });
    // Stripe may list several v1 signatures (a secret being rolled): one good one is enough.
    expect(stripe.parseWebhook(headers(`${sign(config.webhookSecret)},v1=${'0'.repeat(64)}`), payload)).toBeDefined();
    expect(stripe.parseWebhook(headers(sign('whsec_other')), payload)).toBeUndefined();
    expect(stripe.parseWebhook(headers(sign(config.webhookSecret, t - 301)), payload)).toBeUndefined();
    expect(
      stripe.parseWebhook(headers(sign(config.webhookSecret)), payload.replace('succeeded', 'canceled')),
    ).toBeUndefined();
    expect(stripe.parseWebhook(new Headers(), payload)).toBeUndefined();
    expect(verifyStripeSignature('v1=abc', payload, config.webhookSecret)).toBe(false);
    // Malformed headers are refused, never thrown on.
    expect(verifyStripeSignature(`t=${t},v1`, payload, config.webhookSecret)).toBe(false);
    expect(verifyStripeSignature(`t=${t},,=,v1=`, payload, config.webhookSecret)).toBe(false);
    const failed = JSON.stringify({
      id: 'evt_2',
      type: 'payment_intent.payment_failed',
      data: { object: { ...intent(), last_payment_error: { message: 'Your card has insufficient funds.' } } },
    });
    expect(stripe.parseWebhook(headers(sign(config.webhookSecret, t, failed)), failed)?.outcome).toEqual({
      status: 'pending',
      reason: 'Your card has insufficient funds.',
    });
    const canceled = JSON.stringify({
      id: 'evt_3',
      type: 'payment_intent.canceled',
      data: { object: { ...intent(), status: 'canceled', cancellation_reason: 'abandoned' } },
    });
    expect(stripe.parseWebhook(headers(sign(config.webhookSecret, t, canceled)), canceled)?.outcome).toEqual({
      status: 'failed',
      reason: 'abandoned',
    });
  });

  it('takes a return only with the intent client secret Stripe holds', async () => {
    const params = (id: string, secret: string) =>
      new URLSearchParams({ payment_intent: id, payment_intent_client_secret: secret, redirect_status: 'succeeded' });
    expect(await stripe.parseReturn(db, params('pi_3MtwBwLkdIwHu7ix28a3tqPa', SECRET))).toEqual({
      providerRef: 'pi_3MtwBwLkdIwHu7ix28a3tqPa',
    });
    expect(await stripe.parseReturn(db, params('pi_3MtwBwLkdIwHu7ix28a3tqPa', `${SECRET}x`))).toBeUndefined();
    expect(await stripe.parseReturn(db, params('pi_unknownunknown', SECRET))).toBeUndefined();
    // Not an intent id: Stripe is not even asked (msw refuses unexpected calls).
    expect(await stripe.parseReturn(db, params('../../charges', SECRET))).toBeUndefined();
    expect(stripe.refOf(params('pi_3MtwBwLkdIwHu7ix28a3tqPa', ''))).toBe('pi_3MtwBwLkdIwHu7ix28a3tqPa');
    expect(stripe.refOf(params('../../charges', ''))).toBeUndefined();
    // The Stripe-style confirm posts id and client_secret.
    expect(
      await stripe.parseReturn(db, new URLSearchParams({ id: 'pi_3MtwBwLkdIwHu7ix28a3tqPa', client_secret: SECRET })),
    ).toEqual({ providerRef: 'pi_3MtwBwLkdIwHu7ix28a3tqPa' });
  });

  it('cancels an intent whose order lapsed or was paid another way', async () => {
    await stripe.cancelCharge!(db, 'pi_3MtwBwLkdIwHu7ix28a3tqPa');
    expect(cancelled).toEqual([{ id: 'pi_3MtwBwLkdIwHu7ix28a3tqPa', body: 'cancellation_reason=abandoned' }]);
  });

  it('draws its page with Stripe.js allowed by a nonce, and the client secret safely in the script', async () => {
    const page = await stripe.checkoutPage!(
      db,
      {
        id: 'pay_unit0000000000001',
        providerRef: 'pi_3MtwBwLkdIwHu7ix28a3tqPa',
        amountPaise: 119800,
        mode: 'CARD',
        identifier: null,
        expiresAt: new Date(Date.now() + 600_000),
      },
      'bm9uY2U=',
    );
    expect(page.csp).toContain("script-src 'nonce-bm9uY2U=' https://js.stripe.com");
    expect(page.csp).toContain("frame-ancestors 'none'");
    expect(page.html).toContain('<script nonce="bm9uY2U=">');
    expect(page.html).toContain(`"secret":"${SECRET}"`);
    expect(page.html).toContain('"key":"pk_test_unit"');
    expect(page.html).not.toContain('sk_test_unit');
    expect(page.html).toContain('Pay ₹1,198');
  });

  it('refunds part of an intent with our refund id as the idempotency key: a repeat is the same refund; pending and refused are told apart', async () => {
    const done = await stripe.refundCharge!(db, {
      providerRef: 'pi_3MtwBwLkdIwHu7ix28a3tqPa',
      amountPaise: 49900,
      reference: 'rfd_unit_1',
    });
    expect(done).toEqual({ status: 'refunded', refundRef: 're_1unit' });
    expect([...refunds.values()]).toEqual([
      expect.objectContaining({
        amount: 49900,
        payment_intent: 'pi_3MtwBwLkdIwHu7ix28a3tqPa',
        metadata: { refund_id: 'rfd_unit_1' },
      }),
    ]);
    expect(
      await stripe.refundCharge!(db, {
        providerRef: 'pi_3MtwBwLkdIwHu7ix28a3tqPa',
        amountPaise: 49900,
        reference: 'rfd_unit_1',
      }),
    ).toEqual(done);
    expect(refunds.size).toBe(1);
    refundStatus = 'pending';
    expect(
      await stripe.refundCharge!(db, {
        providerRef: 'pi_3MtwBwLkdIwHu7ix28a3tqPa',
        amountPaise: 100,
        reference: 'rfd_unit_2',
      }),
    ).toEqual({ status: 'pending', refundRef: 're_2unit' });
    refundStatus = 'failed';
    await expect(
      stripe.refundCharge!(db, {
        providerRef: 'pi_3MtwBwLkdIwHu7ix28a3tqPa',
        amountPaise: 100,
        reference: 'rfd_unit_3',
      }),
    ).rejects.toThrow(ProviderError);
    await expect(
      stripe.refundCharge!(db, {
        providerRef: 'pi_3MtwBwLkdIwHu7ix28a3tqPa',
        amountPaise: 200_000,
        reference: 'rfd_unit_4',
      }),
    ).rejects.toThrow('greater than charge amount');
  });
});
