// Payment links over HTTP (Links): the shopper whose order waits for its payment
// makes a link; whoever holds it pays the order on the sandbox without signing in; the first
// payment places the order and any later one is owed back; only the maker cancels or resends.
import { describe, expect, it } from '@jest/globals';
import { api, officialClient } from '../harness';
import { ORDER, buyer } from '../checkout/helpers';
import { outbox } from '../user-helpers';
import { PAY, browse, cardForm, CARDS, prepaidOrder } from './helpers';

const linkFor = (jar: any, body: Record<string, unknown>) => jar.post(`${PAY}/create-payment-link/`, body);

describe('payment links', () => {
  it('made for an order awaiting payment, for its own total only, and sent to the payer', async () => {
    const order = await prepaidOrder('NB', 'HDFC');
    const total = order.placed.data.amount;
    const email = `payer.${Date.now()}@example.com`;
    expect(
      (await linkFor(order.jar, { external_order_id: order.orderId, amount: total + 1, email, meta: {} })).json,
    ).toEqual({ success: false, message: `The amount must be the order's total, ₹${total.toLocaleString('en-IN')}` });
    const made = await linkFor(order.jar, {
      external_order_id: order.orderId,
      amount: total,
      email,
      description: 'Birthday gift',
      meta: {},
    });
    expect(made.status).toBe(200);
    expect(made.json).toMatchObject({
      success: true,
      message: 'Payment link created',
      status_code: 200,
      payment_link_id: expect.stringMatching(/^plink_/),
    });
    expect(made.json.payment_link_url).toMatch(new RegExp(`/payment/link/${made.json.payment_link_id}$`));
    expect(made.json.polling_timeout).toBeGreaterThan(60);
    const [mail] = await outbox(email);
    expect(mail.body).toContain(made.json.payment_link_url);
    expect(mail.body).toContain(order.orderId);
    // Whoever holds the link reads only the shop's words: the maker's description is not shown to them.
    const seen = await api(`${PAY}/create-payment-link/?payment_link_id=${made.json.payment_link_id}`);
    expect(seen.json.external_order_id).toBe(order.orderId);
    expect(JSON.stringify(seen.json)).not.toContain('Birthday gift');
    // One active link per order: asking again answers the same link.
    expect((await linkFor(order.jar, { external_order_id: order.orderId, meta: {} })).json.payment_link_id).toBe(
      made.json.payment_link_id,
    );

    const other = await buyer({ address: false });
    expect((await linkFor(other.jar, { external_order_id: order.orderId, meta: {} })).json).toEqual({
      success: false,
      message: 'Order not found',
    });
    expect(
      (await api(`${PAY}/create-payment-link/`, { method: 'POST', body: { external_order_id: order.orderId } })).status,
    ).toBe(401);
    const cod = await prepaidOrder('COD');
    expect((await linkFor(cod.jar, { external_order_id: cod.orderId, meta: {} })).json.message).toBe(
      'Only an order waiting for its payment can be paid by a link',
    );
  });

  it('paid by someone without an account: the order is placed, the link says paid; the first attempt paid later is owed back', async () => {
    const order = await prepaidOrder('NB', 'HDFC');
    const id = (await linkFor(order.jar, { external_order_id: order.orderId, meta: {}, send_communication: false }))
      .json.payment_link_id;
    // The payer: a signed application call without a session.
    const details = await api(`${PAY}/create-payment-link/?payment_link_id=${id}`);
    expect(details.json).toMatchObject({
      success: true,
      amount: order.placed.data.amount,
      payment_link_current_status: 'active',
      external_order_id: order.orderId,
      merchant_name: expect.any(String),
    });
    const options = await api(`${PAY}/payment/options/link/?payment_link_id=${id}`);
    expect(options.json.payment_options.payment_option.map((o: any) => o.name)).toEqual(['UPI', 'CARD', 'NB', 'WL']);
    expect(
      (await api(`${PAY}/payment/request/link/`, { method: 'POST', body: { payment_link_id: id, mode: 'COD' } })).json
        .message,
    ).toBe('Payment mode COD is not available for a payment link');
    const started = await api(`${PAY}/payment/request/link/`, {
      method: 'POST',
      body: { payment_link_id: id, mode: 'CARD' },
    });
    expect(started.json).toMatchObject({
      success: true,
      status: 'initiated',
      method: 'CARD',
      merchant_order_id: order.orderId,
      redirect_url: expect.stringMatching(/^\/sandbox\/pay\/ch_/),
    });
    expect((await api(`${PAY}/polling-payment-link/?payment_link_id=${id}`)).json).toMatchObject({
      status: 'pending',
      retry: true,
      payment_link_id: id,
    });

    // The payer is not offered to keep their card, and a card posted as 'save' anyway is not kept for the order's shopper.
    expect((await browse(started.json.redirect_url)).text).not.toContain('Save this card');
    const paid = await browse(started.json.redirect_url, cardForm(CARDS.approve, { save_card: 'true' }));
    const back = await browse(paid.location);
    expect(back.location).toBe(`/payment/link/${id}?status=paid`);
    expect((await order.jar.get(`${ORDER}/orders/${order.orderId}`)).json.order).toMatchObject({
      order_status: 'placed',
      payment: { status: 'paid' },
    });
    const sdk = officialClient();
    expect(await sdk.payment.getPaymentLink({ paymentLinkId: id })).toMatchObject({
      payment_link_current_status: 'paid',
    });
    expect(await sdk.payment.pollingPaymentLink({ paymentLinkId: id })).toMatchObject({
      status: 'complete',
      success: true,
      redirect_url: `/payment/link/${id}`,
    });
    expect(
      (
        await api(`${PAY}/payment/request/link/`, {
          method: 'POST',
          body: { payment_link_id: id, mode: 'UPI', vpa: 'a@okbank' },
        })
      ).json.message,
    ).toBe('This payment link can no longer be paid');

    expect((await order.jar.get(`${PAY}/cards`)).json.data).toEqual([]);
    // The shopper's own first attempt was closed at the provider when the link paid: it takes no money now.
    expect((await browse(order.redirect)).text).toContain('This payment has expired');
    expect((await browse(order.redirect, { action: 'approve' })).location).toMatch(/charge_id=.*status=expired/);
    expect((await order.jar.get(`${ORDER}/orders/${order.orderId}`)).json.order).toMatchObject({
      order_status: 'placed',
    });
  });

  it('a declined link payment leaves the order waiting; only its maker cancels or resends; a cancelled link cannot be paid', async () => {
    const order = await prepaidOrder('UPI', 'slow@okbank');
    const email = `payer.${Date.now()}.2@example.com`;
    const id = (await linkFor(order.jar, { external_order_id: order.orderId, email, meta: {} })).json.payment_link_id;
    const started = await api(`${PAY}/payment/request/link/`, {
      method: 'POST',
      body: { payment_link_id: id, mode: 'WL', payment_identifier: 'PAYTM' },
    });
    expect((await browse((await browse(started.json.redirect_url, { action: 'decline' })).location)).location).toBe(
      `/payment/link/${id}?status=failed`,
    );
    // The checkout's own UPI attempt is still open: the order waits for it.
    expect((await order.jar.get(`${ORDER}/orders/${order.orderId}`)).json.order.order_status).toMatch(
      /pending_payment|placed/,
    );

    const other = await buyer({ address: false });
    expect((await other.jar.post(`${PAY}/cancel-payment-link/`, { payment_link_id: id })).status).toBe(404);
    expect((await order.jar.post(`${PAY}/resend-payment-link/`, { payment_link_id: id })).json).toMatchObject({
      success: true,
      message: 'Payment link sent again',
    });
    expect(await outbox(email)).toHaveLength(2);
    const id2 = id;
    expect((await order.jar.post(`${PAY}/cancel-payment-link/`, { payment_link_id: id2 })).json).toMatchObject({
      success: true,
      message: 'Payment link cancelled',
    });
    expect((await api(`${PAY}/create-payment-link/?payment_link_id=${id2}`)).json.payment_link_current_status).toBe(
      'cancelled',
    );
    expect((await order.jar.post(`${PAY}/resend-payment-link/`, { payment_link_id: id2 })).json.message).toBe(
      'This payment link can no longer be paid',
    );
    expect((await api(`${PAY}/create-payment-link/?payment_link_id=plink_${'a'.repeat(22)}`)).json).toEqual({
      success: false,
      message: 'Payment link not found',
    });
    expect((await api(`${PAY}/create-payment-link/?payment_link_id=nope`)).status).toBe(400);
  });
});
