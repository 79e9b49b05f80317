// The Razorpay provider against Razorpay's documented API (msw at api.razorpay.com): the order it
// creates (Basic auth, amount in paise, receipt = our payment id), how an order's payments become
// the outcome, X-Razorpay-Signature webhooks, and the checkout's razorpay_signature return.
import crypto from 'node:crypto';
import { afterAll, afterEach, beforeAll, describe, expect, it } from '@jest/globals';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { RAZORPAY_API, paymentsOutcome, razorpayProvider } from '@/platform/payment/providers/razorpay';
import { chooseProvider, configuredProviders } from '@/platform/payment/providers';
import type { Database } from '@/platform/db/client';

const config = {
  keyId: 'rzp_test_unit',
  keySecret: 'unit_key_secret',
  webhookSecret: 'unit_webhook_secret',
  shopName: 'Lumen & Loom',
};
const razorpay = razorpayProvider(config);
const db = null as unknown as Database;
const ORDER = 'order_EKwxwAgItmmXdp';
let orderStatus = 'created';
let payments: { id: string; entity: 'payment'; order_id: string; status: string; error_description: string | null }[] =
  [];
let sent: { authorization: string | null; body: any } | undefined;

const server = setupServer(
  http.post(`${RAZORPAY_API}/orders`, async ({ request }) => {
    sent = { authorization: request.headers.get('authorization'), body: await request.json() };
    if (sent.authorization !== `Basic ${Buffer.from('rzp_test_unit:unit_key_secret').toString('base64')}`)
      return HttpResponse.json(
        { error: { code: 'BAD_REQUEST_ERROR', description: 'Authentication failed' } },
        { status: 401 },
      );
    const body = sent.body as { amount: number; currency: string; receipt: string; notes: object };
    return HttpResponse.json({
      id: ORDER,
      entity: 'order',
      amount: body.amount,
      amount_paid: 0,
      amount_due: body.amount,
      currency: body.currency,
      receipt: body.receipt,
      offer_id: null,
      status: 'created',
      attempts: 0,
      notes: body.notes,
      created_at: 1582628071,
    });
  }),
  http.get(`${RAZORPAY_API}/orders/:id`, () =>
    HttpResponse.json({
      id: ORDER,
      entity: 'order',
      amount: 119800,
      currency: 'INR',
      receipt: 'pay_x',
      status: orderStatus,
    }),
  ),
  http.get(`${RAZORPAY_API}/orders/:id/payments`, () =>
    HttpResponse.json({ entity: 'collection', count: payments.length, items: payments }),
  ),
  // https://razorpay.com/docs/api/refunds/: fetch refunds of a payment, create a normal refund.
  http.get(`${RAZORPAY_API}/payments/:id/refunds`, ({ params }) =>
    HttpResponse.json({ entity: 'collection', count: 0, items: refunds.filter((r) => r.payment_id === params.id) }),
  ),
  http.post(`${RAZORPAY_API}/payments/:id/refund`, async ({ params, request: req }) => {
    const body = (await req.json()) as { amount: number; receipt: string; notes: object };
    const captured = payments.find((p) => p.id === params.id && p.status === 'captured');
    if (!captured)
      return HttpResponse.json(
        { error: { code: 'BAD_REQUEST_ERROR', description: 'The payment has not been captured' } },
        { status: 400 },
      );
    const refund = {
      id: `rfnd_${crypto.randomBytes(7).toString('hex')}`,
      entity: 'refund',
      amount: body.amount,
      currency: 'INR',
      payment_id: String(params.id),
      receipt: body.receipt,
      notes: body.notes,
      status: refundStatus,
      speed_processed: 'normal',
    };
    refunds.push(refund);
    return HttpResponse.json(refund);
  }),
);
let refunds: { id: string; payment_id: string; amount: number; receipt: string; status: string }[] = [];
let refundStatus = 'processed';

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  refunds = [];
  refundStatus = 'processed';
  orderStatus = 'created';
  payments = [];
  sent = undefined;
});
afterAll(() => server.close());

const request = {
  paymentId: 'pay_unit0000000000002',
  orderId: 'FYUNIT2',
  amountPaise: 119800,
  currency: 'INR',
  mode: 'UPI',
  identifier: 'asha@okbank',
  returnUrl: '/payment/return/razorpay',
  expiresAt: new Date(),
  customer: {},
  offerSave: true,
};
const payment = (status: string, error: string | null = null) => ({
  id: `pay_${crypto.randomBytes(7).toString('hex')}`,
  entity: 'payment' as const,
  order_id: ORDER,
  status,
  error_description: error,
});

describe('Razorpay provider', () => {
  it('creates an order for the amount in paise with our payment id as the receipt', async () => {
    expect(await razorpay.startCharge(db, request)).toEqual({
      providerRef: ORDER,
      redirectUrl: '/payment/checkout/razorpay/pay_unit0000000000002',
    });
    expect(sent?.body).toEqual({
      amount: 119800,
      currency: 'INR',
      receipt: 'pay_unit0000000000002',
      notes: { order_id: 'FYUNIT2', payment_id: 'pay_unit0000000000002' },
    });
    await expect(razorpayProvider({ ...config, keySecret: 'wrong' }).startCharge(db, request)).rejects.toThrow(
      'Razorpay answered 401: Authentication failed',
    );
  });

  it("reads the order's payments: captured is paid; a failed one leaves the order payable until its hold lapses", async () => {
    expect(await razorpay.chargeStatus(db, ORDER)).toEqual({ status: 'pending', reason: null });
    orderStatus = 'attempted';
    payments = [payment('failed', 'Payment was unsuccessful as the UPI request expired.')];
    expect(await razorpay.chargeStatus(db, ORDER)).toEqual({
      status: 'pending',
      reason: 'Payment was unsuccessful as the UPI request expired.',
    });
    // Authorized is not yet captured money.
    payments.push(payment('authorized'));
    expect((await razorpay.chargeStatus(db, ORDER)).status).toBe('pending');
    payments.push(payment('captured'));
    expect(await razorpay.chargeStatus(db, ORDER)).toEqual({ status: 'paid' });
    expect(paymentsOutcome({ status: 'paid' }, [])).toEqual({ status: 'paid' });
  });

  it('believes a webhook only with X-Razorpay-Signature over the raw body', () => {
    const captured = JSON.stringify({
      entity: 'event',
      account_id: 'acc_BFQ7uQEaa7j2z7',
      event: 'payment.captured',
      contains: ['payment'],
      payload: { payment: { entity: payment('captured') } },
      created_at: 1567674606,
    });
    const sign = (body: string, secret = config.webhookSecret) =>
      crypto.createHmac('sha256', secret).update(body).digest('hex');
    const headers = (signature: string, id = 'KXYZ1234') =>
      new Headers({ 'x-razorpay-signature': signature, 'x-razorpay-event-id': id });
    const parsed = razorpay.parseWebhook(headers(sign(captured)), captured);
    expect(parsed).toMatchObject({ type: 'payment.captured', providerRef: ORDER, outcome: { status: 'paid' } });
    // The event's id comes from the signed body, whatever the (unsigned) header says.
    expect(parsed?.eventId).toMatch(/^payment\.captured:pay_/);
    expect(razorpay.parseWebhook(headers(sign(captured), 'OTHER'), captured)?.eventId).toBe(parsed?.eventId);
    expect(razorpay.parseWebhook(headers(sign(captured, 'other')), captured)).toBeUndefined();
    expect(razorpay.parseWebhook(headers(sign(captured)), captured.replace('captured', 'failed'))).toBeUndefined();
    const failed = JSON.stringify({
      event: 'payment.failed',
      payload: { payment: { entity: payment('failed', 'Your payment has been cancelled.') } },
    });
    expect(razorpay.parseWebhook(headers(sign(failed), 'K2'), failed)?.outcome).toEqual({
      status: 'pending',
      reason: 'Your payment has been cancelled.',
    });
    const paid = JSON.stringify({
      event: 'order.paid',
      payload: { order: { entity: { id: ORDER, entity: 'order', status: 'paid' } } },
    });
    expect(razorpay.parseWebhook(headers(sign(paid), 'K3'), paid)).toMatchObject({
      providerRef: ORDER,
      outcome: { status: 'paid' },
    });
  });

  it("takes the checkout's return only with razorpay_signature = HMAC(order_id|payment_id, key secret)", async () => {
    const paymentId = 'pay_29QQoUBi66xm2f';
    const signature = crypto.createHmac('sha256', config.keySecret).update(`${ORDER}|${paymentId}`).digest('hex');
    const form = (sig: string, pay = paymentId) =>
      new URLSearchParams({ razorpay_payment_id: pay, razorpay_order_id: ORDER, razorpay_signature: sig });
    expect(await razorpay.parseReturn(db, form(signature))).toEqual({ providerRef: ORDER });
    expect(await razorpay.parseReturn(db, form(signature, 'pay_29QQoUBi66xm2g'))).toBeUndefined();
    expect(await razorpay.parseReturn(db, form('0'.repeat(64)))).toBeUndefined();
    expect(await razorpay.parseReturn(db, new URLSearchParams())).toBeUndefined();
  });

  it('prefills the mode the shopper chose and keeps the key secret off the page', async () => {
    const page = await razorpay.checkoutPage!(
      db,
      {
        id: 'pay_unit0000000000002',
        providerRef: ORDER,
        amountPaise: 119800,
        mode: 'UPI',
        identifier: 'asha@okbank',
        expiresAt: new Date(Date.now() + 600_000),
      },
      'bm9uY2U=',
    );
    // Checkout closes when the order's hold lapses.
    expect(page.html).toMatch(/"timeout":(59\d|600)/);
    expect(page.html).toContain('"prefill":{"method":"upi","vpa":"asha@okbank"}');
    expect(page.html).toContain(`"order_id":"${ORDER}"`);
    expect(page.html).not.toContain(config.keySecret);
    expect(page.csp).toContain("script-src 'nonce-bm9uY2U=' https://checkout.razorpay.com");
  });
});

describe('which provider takes payments', () => {
  it('the sandbox until keys are set; Razorpay before Stripe unless PAYMENT_PROVIDER says otherwise', () => {
    expect(configuredProviders({}).map((p) => p.name)).toEqual(['sandbox']);
    const both = configuredProviders({
      RAZORPAY_KEY_ID: 'k',
      RAZORPAY_KEY_SECRET: 's',
      STRIPE_SECRET_KEY: 'sk',
      STRIPE_PUBLISHABLE_KEY: 'pk',
    });
    expect(both.map((p) => p.name)).toEqual(['razorpay', 'stripe', 'sandbox']);
    expect(chooseProvider(both, undefined)?.name).toBe('razorpay');
    expect(chooseProvider(both, 'stripe')?.name).toBe('stripe');
    expect(chooseProvider(both, 'nonsense')?.name).toBe('razorpay');
    // PAYMENT_SANDBOX=0: no sandbox, so without keys no provider and no prepaid mode.
    expect(configuredProviders({ PAYMENT_SANDBOX: '0' })).toEqual([]);
    expect(chooseProvider([], undefined)).toBeUndefined();
    // Stripe alone takes cards; Razorpay cards, UPI, net banking and wallets; the sandbox every mode.
    expect(both.map((p) => p.modes)).toEqual([
      ['CARD', 'UPI', 'NB', 'WL'],
      ['CARD'],
      ['CARD', 'UPI', 'NB', 'WL', 'PL'],
    ]);
  });

  it("refunds the order's captured payment, once per receipt (our refund id), and says when Razorpay is still processing it", async () => {
    const paid = payment('captured');
    payments = [payment('failed', 'declined'), paid];
    const done = await razorpay.refundCharge!(db, { providerRef: ORDER, amountPaise: 49900, reference: 'rfd_unit_1' });
    expect(done).toEqual({ status: 'refunded', refundRef: refunds[0].id });
    expect(refunds).toEqual([expect.objectContaining({ payment_id: paid.id, amount: 49900, receipt: 'rfd_unit_1' })]);
    // A repeat with the same reference finds the first refund instead of making another.
    expect(
      await razorpay.refundCharge!(db, { providerRef: ORDER, amountPaise: 49900, reference: 'rfd_unit_1' }),
    ).toEqual(done);
    expect(refunds).toHaveLength(1);
    refundStatus = 'pending';
    expect(
      (await razorpay.refundCharge!(db, { providerRef: ORDER, amountPaise: 100, reference: 'rfd_unit_2' })).status,
    ).toBe('pending');
    payments = [payment('failed')];
    await expect(
      razorpay.refundCharge!(db, { providerRef: ORDER, amountPaise: 100, reference: 'rfd_unit_3' }),
    ).rejects.toThrow('Razorpay has no captured payment for this order');
  });
});
