// Webhooks and returns are believed only when signed and change the order once, whatever their
// number or order.
import { describe, expect, it } from '@jest/globals';
import { server } from '../harness';
import { CARDS, browse, cardForm, prepaidOrder, signed, webhook, orderOf } from './helpers';

describe('webhooks and returns', () => {
  it('believes only signed ones, and a repeated or out-of-order event changes the order once', async () => {
    const order = await prepaidOrder('CARD');
    const chargeId = order.redirect.split('/').pop()!;
    const event = (status: string, id = `evt_test_${chargeId}_${status}`) => ({
      id,
      type: `charge.${status}`,
      created: 1,
      data: {
        charge_id: chargeId,
        merchant_reference: 'x',
        amount: 1,
        currency: 'INR',
        mode: 'CARD',
        status,
        failure_reason: status === 'failed' ? 'late' : null,
        card: null,
      },
    });

    // Unsigned, wrongly signed, stale, or not JSON: refused, the order untouched.
    const body = JSON.stringify(event('succeeded'));
    expect((await fetch(`${server().url}/payment/webhook/sandbox`, { method: 'POST', body })).status).toBe(400);
    expect((await webhook(event('succeeded'), 't=1,v1=00')).json).toEqual({
      success: false,
      message: 'Invalid signature',
    });
    expect((await webhook(event('succeeded'), signed(body, undefined, Date.now() - 3600_000))).status).toBe(400);
    expect((await webhook(event('succeeded'), signed(body, 'not-the-secret'))).status).toBe(400);
    expect((await fetch(`${server().url}/payment/webhook/nobody`, { method: 'POST', body })).status).toBe(404);
    // A forged return lands on the failure page and changes nothing.
    expect(
      (await browse(`/payment/return/sandbox?charge_id=${chargeId}&status=succeeded&signature=${'0'.repeat(64)}`))
        .location,
    ).toBe('/cart/order-status/?success=false');
    expect(await orderOf(order.jar, order.orderId)).toMatchObject({ order_status: 'pending_payment' });
    // Signed by the provider: believed, once. Delivered again it is recognised; a failure
    // arriving after the success (out of order) changes nothing.
    expect((await webhook(event('succeeded'))).json).toMatchObject({
      received: true,
      duplicate: false,
      settled: 'paid',
    });
    expect((await webhook(event('succeeded'))).json).toMatchObject({ received: true, duplicate: true });
    expect((await webhook(event('failed'))).json).toMatchObject({
      received: true,
      duplicate: false,
      settled: 'unchanged',
    });
    expect(await orderOf(order.jar, order.orderId)).toMatchObject({
      order_status: 'placed',
      payment: { status: 'paid' },
    });
    // The shopper's browser coming back later with the provider's real status agrees.
    const page = await browse(order.redirect);
    expect(page.status).toBe(200);
  });

  it('a return posted as a form and the Stripe-style confirm are verified the same way; provider pages are for the payer only', async () => {
    const order = await prepaidOrder('CARD');
    const chargeId = order.redirect.split('/').pop()!;
    const paid = await browse(order.redirect, cardForm(CARDS.approve));
    const signedReturn = new URL(paid.location, server().url).searchParams;
    const posted = await fetch(`${server().url}/payment/return/sandbox`, {
      method: 'POST',
      redirect: 'manual',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: signedReturn.toString(),
    });
    expect(posted.status).toBe(303);
    expect(posted.headers.get('location')).toBe(`/cart/order-status/?success=true&order_id=${order.orderId}`);
    const confirm = (form: Record<string, string>) =>
      fetch(`${server().url}/payment/confirm/sandbox`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(form),
      });
    expect(await (await confirm({ id: chargeId, client_secret: 'x' })).json()).toEqual({
      success: false,
      return_url: '/cart/order-status/?success=false',
    });
    expect((await confirm({ id: 1 } as never)).status).toBe(400);
    // The sandbox has its own hosted page; a provider page is drawn only for a real provider's payment, and only for its payer.
    const page = await fetch(`${server().url}/payment/checkout/sandbox/pay_aaaaaaaaaaaaaaaa`, {
      headers: { cookie: order.jar.cookie },
    });
    expect(page.status).toBe(404);
    expect((await fetch(`${server().url}/payment/checkout/stripe/pay_aaaaaaaaaaaaaaaa`)).status).toBe(404);
  });
});
