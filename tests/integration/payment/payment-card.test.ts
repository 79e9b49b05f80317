// Paying by card through the sandbox aggregator: the order waits holding its stock; the hosted page
// approves, declines or challenges the card.
import { describe, expect, it } from '@jest/globals';
import { C } from '../cart/helpers';
import { buyer, checkout, stockOf } from '../checkout/helpers';
import { CARDS, PAY, browse, cardForm, payAndReturn, prepaidOrder, orderOf, poll } from './helpers';

describe('paying by card on the sandbox', () => {
  it('approves: the order waits holding stock, then is paid; the card is saved masked and can be removed by its owner only', async () => {
    const order = await prepaidOrder('CARD', undefined, 2);
    const stockWhileUnpaid = await stockOf(order.article);
    expect(order.placed).toMatchObject({
      success: true,
      message: 'Order created: waiting for the payment',
      data: { payment_mode: 'CARD', aggregator: 'sandbox' },
    });
    expect(order.redirect).toMatch(/^\/sandbox\/pay\/ch_/);
    expect(await orderOf(order.jar, order.orderId)).toMatchObject({
      order_status: 'pending_payment',
      payment: { mode: 'CARD', status: 'pending' },
    });
    expect((await poll(order.jar, order.orderId)).json).toMatchObject({
      status: 'pending',
      retry: true,
      success: false,
    });

    const page = await browse(order.redirect);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    expect(page.text).toContain('Pay by card');
    // A number that fails Luhn is refused on the page, and nothing changes.
    const bad = await browse(order.redirect, cardForm('4111 1111 1111 1112'));
    expect(bad.status).toBe(422);
    expect(bad.text).toContain('Enter a valid card number');
    // Every problem beside its field; what was typed stays, but never the CVV.
    const worse = await browse(
      order.redirect,
      cardForm('4111 1111 1111 1112', { exp_month: '13', cvv: '12', name: 'Asha <Rao>' }),
    );
    expect(worse.status).toBe(422);
    for (const message of [
      'Check the card details below',
      'Enter a valid card number',
      'Enter a valid expiry date',
      'Enter the 3-digit security code',
    ])
      expect(worse.text).toContain(message);
    expect(worse.text).toContain('value="4111 1111 1111 1112"');
    expect(worse.text).toContain('value="13"');
    expect(worse.text).toContain('value="Asha &lt;Rao&gt;"');
    expect(worse.text).not.toMatch(/id="cvv"[^>]*value=/);
    expect(worse.text).not.toContain('Asha <Rao>');

    const landed = await payAndReturn(order.redirect, cardForm(CARDS.approve, { save_card: 'true' }));
    expect(landed).toBe(`/cart/order-status/?success=true&order_id=${order.orderId}`);
    expect(await orderOf(order.jar, order.orderId)).toMatchObject({
      order_status: 'placed',
      payment: { status: 'paid' },
    });
    expect(await stockOf(order.article)).toBe(stockWhileUnpaid);
    expect((await poll(order.jar, order.orderId)).json).toMatchObject({
      status: 'complete',
      success: true,
      redirect_url: landed,
    });
    // Paying twice is refused by the provider: the page only offers the way back.
    expect((await browse(order.redirect)).text).toContain('This payment is already complete');

    const cards = await order.jar.get(`${PAY}/cards`);
    expect(cards.json.data).toHaveLength(1);
    expect(cards.json.data[0]).toMatchObject({
      card_number: 'XXXX XXXX XXXX 1111',
      card_brand: 'Visa',
      card_name: 'Asha Rao',
      expired: false,
    });
    expect(JSON.stringify(cards.json)).not.toContain('4111111111111111');
    const other = await buyer({ address: false });
    expect((await other.jar.get(`${PAY}/cards`)).json.data).toEqual([]);
    expect((await other.jar.post(`${PAY}/card/remove`, { card_id: cards.json.data[0].card_id })).status).toBe(404);
    // Another shopper polling this order learns nothing.
    expect((await poll(other.jar, order.orderId)).json).toEqual({ success: false, message: 'Order not found' });

    // The saved card pays again with its CVV only.
    const again = await prepaidOrder('CARD', cards.json.data[0].card_id, 1, {
      jar: order.jar,
      userId: order.userId,
      addressId: order.addressId,
    });
    const savedPage = await browse(again.redirect);
    expect(savedPage.text).toContain('Saved card ending <strong>1111</strong>');
    expect(await payAndReturn(again.redirect, { action: 'pay', cvv: '321' })).toBe(
      `/cart/order-status/?success=true&order_id=${again.orderId}`,
    );
    expect((await order.jar.post(`${PAY}/card/remove`, { card_id: cards.json.data[0].card_id })).json).toEqual({
      success: true,
      message: 'Card removed',
    });
    expect((await order.jar.get(`${PAY}/cards`)).json.data).toEqual([]);
  });

  it('a declined card fails the order: stock back, nothing paid, the bag restored for a retry', async () => {
    const order = await prepaidOrder('CARD', undefined, 2);
    const held = await stockOf(order.article);
    expect((await order.jar.get(`${C}/detail`)).json.items ?? []).toEqual([]);
    const landed = await payAndReturn(order.redirect, cardForm(CARDS.decline));
    expect(landed).toBe(`/cart/order-status/?success=false&order_id=${order.orderId}`);
    const failed = await orderOf(order.jar, order.orderId);
    expect(failed).toMatchObject({ order_status: 'payment_failed', payment: { status: 'failed' } });
    // The shipment says what happened, and that nothing was charged.
    const [shipment] = failed.shipments;
    expect(shipment.shipment_status).toMatchObject({ value: 'payment_failed', title: 'Payment failed' });
    expect(shipment.breakup_values.at(-1)).toMatchObject({ name: 'amount_paid', display: 'Not charged' });
    expect(shipment.show_download_invoice).toBe(false);
    expect(await stockOf(order.article)).toBe(held + 2);
    const bag = (await order.jar.get(`${C}/detail`)).json;
    expect(bag.items.map((i: any) => [i.article.uid, i.quantity])).toEqual([[order.article.articleId, 2]]);
    expect((await poll(order.jar, order.orderId)).json).toMatchObject({
      status: 'failed',
      retry: false,
      failure_reason: 'Your card was declined',
    });

    // Retry: the restored bag makes a new order that can be paid.
    expect((await order.jar.post(`${C}/select-address`, { id: order.addressId })).json.is_valid).toBe(true);
    const retry = await checkout(order.jar, { payment_mode: 'CARD' });
    expect(await payAndReturn(retry.json.payment_confirm_url, cardForm(CARDS.approve))).toBe(
      `/cart/order-status/?success=true&order_id=${retry.json.order_id}`,
    );
    expect(await stockOf(order.article)).toBe(held);
  });

  it('a challenged card asks for the one-time password: a wrong one is refused on the page, the right one pays', async () => {
    const order = await prepaidOrder('CARD');
    const paid = await browse(order.redirect, cardForm(CARDS.challenge));
    expect(paid.status).toBe(303);
    expect(paid.location).toBe(`${order.redirect}/challenge`);
    const challenge = await browse(paid.location);
    expect(challenge.text).toContain('card ending <strong>3220</strong>');
    const wrong = await browse(paid.location, { action: 'verify', otp: '000000' });
    expect(wrong.status).toBe(422);
    expect(wrong.text).toContain('The one-time password was wrong');
    expect(await orderOf(order.jar, order.orderId)).toMatchObject({ order_status: 'pending_payment' });
    const right = await browse(paid.location, { action: 'verify', otp: '123456' });
    expect(right.status).toBe(303);
    expect((await browse(right.location)).location).toBe(`/cart/order-status/?success=true&order_id=${order.orderId}`);
  });
});
