// UPI (resolving while polled), net banking, wallets and pay-later through the sandbox; an unpaid
// order lapses.
import { describe, expect, it } from '@jest/globals';
import { C, articles } from '../cart/helpers';
import { api, officialClient } from '../harness';
import { buyer, checkout, stockOf } from '../checkout/helpers';
import { browse, payAndReturn, prepaidOrder, orderOf, poll } from './helpers';

describe('UPI, net banking, wallets and pay-later', () => {
  it('UPI collect: a bad id is refused before any order; polling answers pending, then complete', async () => {
    const shopper = await buyer();
    const [a] = await articles(() => true, 3);
    await shopper.jar.post(`${C}/detail`, { items: [{ article_id: a.articleId, quantity: 1 }] });
    await shopper.jar.post(`${C}/select-address`, { id: shopper.addressId });
    const before = await stockOf(a);
    const bad = await checkout(shopper.jar, { payment_mode: 'UPI', payment_identifier: 'nobody' });
    expect(bad.json).toEqual({ success: false, message: 'Enter a valid UPI ID (for example name@bank)' });
    expect(await stockOf(a)).toBe(before);

    const order = await prepaidOrder('UPI', 'asha@okbank', 1, shopper);
    expect(order.redirect).toMatch(/^\/sandbox\/upi\/ch_/);
    expect((await poll(order.jar, order.orderId)).json).toMatchObject({ status: 'pending', retry: true });
    let status = 'pending';
    for (let i = 0; i < 20 && status === 'pending'; i++) {
      await new Promise((r) => setTimeout(r, 300));
      status = (await poll(order.jar, order.orderId)).json.status;
    }
    expect(status).toBe('complete');
    expect(await orderOf(order.jar, order.orderId)).toMatchObject({
      order_status: 'placed',
      payment: { mode: 'UPI', status: 'paid' },
    });
  });

  it('UPI declined by the customer fails the order; through the official SDK too', async () => {
    const order = await prepaidOrder('UPI', 'failure@sandbox');
    const sdk = officialClient({ cookie: order.jar.cookie });
    let answer: any = { status: 'pending' };
    for (let i = 0; i < 20 && answer.status === 'pending'; i++) {
      await new Promise((r) => setTimeout(r, 300));
      answer = await sdk.payment.checkAndUpdatePaymentStatus({
        body: { merchant_order_id: order.orderId, aggregator: 'sandbox' } as any,
      });
    }
    expect(answer).toMatchObject({
      status: 'failed',
      retry: false,
      failure_reason: 'The UPI request was declined',
      redirect_url: `/cart/order-status/?success=false&order_id=${order.orderId}`,
    });
    const options = await sdk.payment.getPaymentModeRoutes({
      amount: 1,
      cartId: '',
      checkoutMode: 'self',
      refresh: false,
      orderId: '',
      cardReference: '',
      userDetails: '',
    } as any);
    expect(options.payment_options.payment_option.map((o: any) => o.name)).toContain('UPI');
  });

  it('net banking approved and a wallet declined on their pages; pay-later approved', async () => {
    const nb = await prepaidOrder('NB', 'icic');
    expect((await browse(nb.redirect)).text).toContain('ICICI Bank');
    expect(await payAndReturn(nb.redirect, { action: 'approve' })).toBe(
      `/cart/order-status/?success=true&order_id=${nb.orderId}`,
    );
    const wl = await prepaidOrder('WL', 'PAYTM');
    expect(await payAndReturn(wl.redirect, { action: 'decline' })).toBe(
      `/cart/order-status/?success=false&order_id=${wl.orderId}`,
    );
    const pl = await prepaidOrder('PL', 'SIMPL');
    expect(await payAndReturn(pl.redirect, { action: 'approve' })).toBe(
      `/cart/order-status/?success=true&order_id=${pl.orderId}`,
    );
    const unknown = await buyer();
    expect((await checkout(unknown.jar, { payment_mode: 'NB', payment_identifier: 'ZZZZ' })).status).toBe(400);
  });

  it('an order left unpaid lapses: stock and bag come back, and a late approval is not taken as paid', async () => {
    const order = await prepaidOrder('NB', 'HDFC', 2);
    const held = await stockOf(order.article);
    expect((await api('/dev/payments/lapse', { method: 'POST', body: { order_id: order.orderId } })).status).toBe(200);
    expect((await poll(order.jar, order.orderId)).json).toMatchObject({ status: 'failed', retry: false });
    expect(await stockOf(order.article)).toBe(held + 2);
    expect((await order.jar.get(`${C}/detail`)).json.items.map((i: any) => i.quantity)).toEqual([2]);
    // The shopper approves on a page left open: the money is owed back, the order stays failed.
    await payAndReturn(order.redirect, { action: 'approve' });
    expect(await orderOf(order.jar, order.orderId)).toMatchObject({ order_status: 'payment_failed' });
    expect(await stockOf(order.article)).toBe(held + 2);
  });
});
