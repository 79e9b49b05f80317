// Prepaid checkout through the sandbox aggregator, over HTTP as a browser and a provider would:
// the order waits holding its stock; the hosted page approves, declines or challenges a card; UPI
// resolves while polled; an unpaid order lapses; webhooks and returns are believed only when
// signed and change the order once, whatever their number or order.
import { describe, expect, it } from '@jest/globals';
import { C, articles } from '../cart/helpers';
import { api, officialClient, server } from '../harness';
import { ORDER, buyer, checkout, stockOf } from '../checkout/helpers';
import { CARDS, PAY, browse, cardForm, payAndReturn, prepaidOrder, signed, webhook } from './helpers';

const orderOf = async (jar: any, id: string) => (await jar.get(`${ORDER}/orders/${id}`)).json.order;
const poll = (jar: any, orderId: string) => jar.post(`${PAY}/payment/confirm/polling`, { merchant_order_id: orderId, aggregator: 'sandbox' });

describe('payment options', () => {
  it('lists the modes for the cart from the server total, banks first five then all, COD within its limit', async () => {
    const { jar, article } = await prepaidOrder('COD').then(async (done) => {
      // A new bag for the same shopper: the COD order above emptied the first.
      await done.jar.post(`${C}/detail`, { items: [{ article_id: done.article.articleId, quantity: 1 }] });
      return done;
    });
    const options = await jar.get(`${PAY}/payment/options?amount=1`);
    expect(options.status).toBe(200);
    expect(options.headers.get('cache-control')).toBe('private, no-store');
    const modes = options.json.payment_options.payment_option.map((o: any) => o.name);
    expect(modes).toEqual(['UPI', 'CARD', 'NB', 'WL', 'PL', 'COD']);
    const nb = options.json.payment_options.payment_option.find((o: any) => o.name === 'NB');
    expect(nb.list.length).toBeGreaterThan(5);
    expect(nb.list.filter((b: any) => b.top).map((b: any) => b.code)).toEqual(['HDFC', 'ICIC', 'SBIN', 'UTIB', 'KKBK']);
    // The shopper's last mode is suggested; the amount in the query was not believed.
    expect(options.json.payment_options.payment_default_selection).toEqual({ mode: 'COD', identifier: '', skip: false });
    expect(options.json.payment_breakup.total).toBe((await jar.get(`${C}/detail`)).json.breakup_values.raw.total);
    // The payment flow meta: the card form's api_link, and links for the other modes.
    expect(options.json.payment_options.payment_flows.sandbox).toMatchObject({
      api_link: '/sandbox/api/card',
      additional_api_links: [
        { payment_modes: ['UPI'], api_link: '/sandbox/api/upi' },
        { payment_modes: ['NB', 'WL', 'PL'], api_link: '/sandbox/api/next' },
      ],
      data: { gateway: { is_customer_validation_required: true } },
    });
    expect(options.json.payment_breakup.total).toBeGreaterThanOrEqual(article.effective);

    const empty = await buyer({ address: false });
    expect((await empty.jar.get(`${PAY}/payment/options`)).json).toEqual({ success: false, message: 'Your bag is empty' });
    expect((await api(`${PAY}/payment/options`)).status).toBe(401);
  });

  it('selecting a mode answers the cart with is_valid, refusing an unknown bank or a bad UPI id; validate answers coupon_validity', async () => {
    const { jar, addressId } = await buyer();
    const [a] = await articles(() => true, 3);
    await jar.post(`${C}/detail`, { items: [{ article_id: a.articleId, quantity: 1 }] });
    const ok = await jar.call(`${C}/payment`, { method: 'PUT', body: { payment_mode: 'NB', payment_identifier: 'HDFC', address_id: addressId } });
    expect(ok.status).toBe(200);
    expect(ok.json).toMatchObject({ is_valid: true, message: 'Payment mode selected' });
    expect(ok.json.breakup_values.raw.total).toBe((await jar.get(`${C}/detail`)).json.breakup_values.raw.total);
    expect((await jar.call(`${C}/payment`, { method: 'PUT', body: { payment_mode: 'NB', payment_identifier: 'NOPE' } })).json).toMatchObject({ is_valid: false, message: 'Unknown bank NOPE' });
    expect((await jar.call(`${C}/payment`, { method: 'PUT', body: { payment_mode: 'UPI', payment_identifier: 'not a vpa' } })).json).toMatchObject({ is_valid: false, message: 'Enter a valid UPI ID (for example name@bank)' });
    expect((await jar.call(`${C}/payment`, { method: 'PUT', body: { payment_mode: 'XX' } })).json).toMatchObject({ is_valid: false, message: 'Payment mode XX is not available for this order' });
    expect((await jar.call(`${C}/payment`, { method: 'PUT', body: {} })).status).toBe(400);
    const validity = await jar.get(`${C}/payment/validate/?payment_mode=UPI&address_id=${addressId}`);
    expect(validity.json).toMatchObject({ success: true, coupon_validity: { valid: true, code: null, next_validation_required: false } });
  });

  it('pay-later customer validation answers with the provider words; VPAs are checked', async () => {
    const { jar } = await buyer({ address: false });
    const ask = (phone: string, paise: number) => jar.post(`${PAY}/payment/customer/validation`, { phone_number: phone, aggregator: 'Simpl', transaction_amount_in_paise: paise });
    expect((await ask('9876543210', 150000)).json).toMatchObject({ success: true, message: 'Yay! Grab a new wardrobe & Pay Later!', data: { approved: true } });
    expect((await ask('9000000001', 150000)).json).toMatchObject({ success: false, message: "Oops! your mobile number isn't liked to a Simpl account", data: { approved: false } });
    expect((await ask('9000000002', 150000)).json.message).toBe('Oops! your account has been blocked by Simpl');
    expect((await ask('9876543210', 9_000_000)).json.message).toBe('Oops! this transaction exceeds your Simpl credit limit');
    expect((await ask('9876543210', 0)).json.message).toBe("Oops! transaction amount can't be 0");
    expect((await ask('12', 100)).status).toBe(400);
    expect((await jar.post(`${PAY}/validate-vpa`, { upi_vpa: 'asha@okbank' })).json.data).toMatchObject({ is_valid: true, status: 'VALID' });
    expect((await jar.post(`${PAY}/validate-vpa`, { upi_vpa: 'asha' })).json.data).toMatchObject({ is_valid: false, status: 'INVALID' });
  });
});

describe('paying by card on the sandbox', () => {
  it('approves: the order waits holding stock, then is paid; the card is saved masked and can be removed by its owner only', async () => {
    const order = await prepaidOrder('CARD', undefined, 2);
    const stockWhileUnpaid = await stockOf(order.article);
    expect(order.placed).toMatchObject({ success: true, message: 'Order created: waiting for the payment', data: { payment_mode: 'CARD', aggregator: 'sandbox' } });
    expect(order.redirect).toMatch(/^\/sandbox\/pay\/ch_/);
    expect(await orderOf(order.jar, order.orderId)).toMatchObject({ order_status: 'pending_payment', payment: { mode: 'CARD', status: 'pending' } });
    expect((await poll(order.jar, order.orderId)).json).toMatchObject({ status: 'pending', retry: true, success: false });

    const page = await browse(order.redirect);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    expect(page.text).toContain('Pay by card');
    // A number that fails Luhn is refused on the page, and nothing changes.
    const bad = await browse(order.redirect, cardForm('4111 1111 1111 1112'));
    expect(bad.status).toBe(422);
    expect(bad.text).toContain('Enter a valid card number');
    // Every problem beside its field; what was typed stays, but never the CVV.
    const worse = await browse(order.redirect, cardForm('4111 1111 1111 1112', { exp_month: '13', cvv: '12', name: 'Asha <Rao>' }));
    expect(worse.status).toBe(422);
    for (const message of ['Check the card details below', 'Enter a valid card number', 'Enter a valid expiry date', 'Enter the 3-digit security code']) expect(worse.text).toContain(message);
    expect(worse.text).toContain('value="4111 1111 1111 1112"');
    expect(worse.text).toContain('value="13"');
    expect(worse.text).toContain('value="Asha &lt;Rao&gt;"');
    expect(worse.text).not.toMatch(/id="cvv"[^>]*value=/);
    expect(worse.text).not.toContain('Asha <Rao>');

    const landed = await payAndReturn(order.redirect, cardForm(CARDS.approve, { save_card: 'true' }));
    expect(landed).toBe(`/cart/order-status/?success=true&order_id=${order.orderId}`);
    expect(await orderOf(order.jar, order.orderId)).toMatchObject({ order_status: 'placed', payment: { status: 'paid' } });
    expect(await stockOf(order.article)).toBe(stockWhileUnpaid);
    expect((await poll(order.jar, order.orderId)).json).toMatchObject({ status: 'complete', success: true, redirect_url: landed });
    // Paying twice is refused by the provider: the page only offers the way back.
    expect((await browse(order.redirect)).text).toContain('This payment is already complete');

    const cards = await order.jar.get(`${PAY}/cards`);
    expect(cards.json.data).toHaveLength(1);
    expect(cards.json.data[0]).toMatchObject({ card_number: 'XXXX XXXX XXXX 1111', card_brand: 'Visa', card_name: 'Asha Rao', expired: false });
    expect(JSON.stringify(cards.json)).not.toContain('4111111111111111');
    const other = await buyer({ address: false });
    expect((await other.jar.get(`${PAY}/cards`)).json.data).toEqual([]);
    expect((await other.jar.post(`${PAY}/card/remove`, { card_id: cards.json.data[0].card_id })).status).toBe(404);
    // Another shopper polling this order learns nothing.
    expect((await poll(other.jar, order.orderId)).json).toEqual({ success: false, message: 'Order not found' });

    // The saved card pays again with its CVV only.
    const again = await prepaidOrder('CARD', cards.json.data[0].card_id, 1, { jar: order.jar, userId: order.userId, addressId: order.addressId });
    const savedPage = await browse(again.redirect);
    expect(savedPage.text).toContain('Saved card ending <strong>1111</strong>');
    expect(await payAndReturn(again.redirect, { action: 'pay', cvv: '321' })).toBe(`/cart/order-status/?success=true&order_id=${again.orderId}`);
    expect((await order.jar.post(`${PAY}/card/remove`, { card_id: cards.json.data[0].card_id })).json).toEqual({ success: true, message: 'Card removed' });
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
    expect((await poll(order.jar, order.orderId)).json).toMatchObject({ status: 'failed', retry: false, failure_reason: 'Your card was declined' });

    // Retry: the restored bag makes a new order that can be paid.
    expect((await order.jar.post(`${C}/select-address`, { id: order.addressId })).json.is_valid).toBe(true);
    const retry = await checkout(order.jar, { payment_mode: 'CARD' });
    expect(await payAndReturn(retry.json.payment_confirm_url, cardForm(CARDS.approve))).toBe(`/cart/order-status/?success=true&order_id=${retry.json.order_id}`);
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
    expect(await orderOf(order.jar, order.orderId)).toMatchObject({ order_status: 'placed', payment: { mode: 'UPI', status: 'paid' } });
  });

  it('UPI declined by the customer fails the order; through the official SDK too', async () => {
    const order = await prepaidOrder('UPI', 'failure@sandbox');
    const sdk = officialClient({ cookie: order.jar.cookie });
    let answer: any = { status: 'pending' };
    for (let i = 0; i < 20 && answer.status === 'pending'; i++) {
      await new Promise((r) => setTimeout(r, 300));
      answer = await sdk.payment.checkAndUpdatePaymentStatus({ body: { merchant_order_id: order.orderId, aggregator: 'sandbox' } as any });
    }
    expect(answer).toMatchObject({ status: 'failed', retry: false, failure_reason: 'The UPI request was declined', redirect_url: `/cart/order-status/?success=false&order_id=${order.orderId}` });
    const options = await sdk.payment.getPaymentModeRoutes({ amount: 1, cartId: '', checkoutMode: 'self', refresh: false, orderId: '', cardReference: '', userDetails: '' } as any);
    expect(options.payment_options.payment_option.map((o: any) => o.name)).toContain('UPI');
  });

  it('net banking approved and a wallet declined on their pages; pay-later approved', async () => {
    const nb = await prepaidOrder('NB', 'icic');
    expect((await browse(nb.redirect)).text).toContain('ICICI Bank');
    expect(await payAndReturn(nb.redirect, { action: 'approve' })).toBe(`/cart/order-status/?success=true&order_id=${nb.orderId}`);
    const wl = await prepaidOrder('WL', 'PAYTM');
    expect(await payAndReturn(wl.redirect, { action: 'decline' })).toBe(`/cart/order-status/?success=false&order_id=${wl.orderId}`);
    const pl = await prepaidOrder('PL', 'SIMPL');
    expect(await payAndReturn(pl.redirect, { action: 'approve' })).toBe(`/cart/order-status/?success=true&order_id=${pl.orderId}`);
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

describe('webhooks and returns', () => {
  it('believes only signed ones, and a repeated or out-of-order event changes the order once', async () => {
    const order = await prepaidOrder('CARD');
    const chargeId = order.redirect.split('/').pop()!;
    const event = (status: string, id = `evt_test_${chargeId}_${status}`) => ({ id, type: `charge.${status}`, created: 1, data: { charge_id: chargeId, merchant_reference: 'x', amount: 1, currency: 'INR', mode: 'CARD', status, failure_reason: status === 'failed' ? 'late' : null, card: null } });

    // Unsigned, wrongly signed, stale, or not JSON: refused, the order untouched.
    const body = JSON.stringify(event('succeeded'));
    expect((await fetch(`${server().url}/payment/webhook/sandbox`, { method: 'POST', body })).status).toBe(400);
    expect((await webhook(event('succeeded'), 't=1,v1=00')).json).toEqual({ success: false, message: 'Invalid signature' });
    expect((await webhook(event('succeeded'), signed(body, undefined, Date.now() - 3600_000))).status).toBe(400);
    expect((await webhook(event('succeeded'), signed(body, 'not-the-secret'))).status).toBe(400);
    expect((await fetch(`${server().url}/payment/webhook/nobody`, { method: 'POST', body })).status).toBe(404);
    // A forged return lands on the failure page and changes nothing.
    expect((await browse(`/payment/return/sandbox?charge_id=${chargeId}&status=succeeded&signature=${'0'.repeat(64)}`)).location).toBe('/cart/order-status/?success=false');
    expect(await orderOf(order.jar, order.orderId)).toMatchObject({ order_status: 'pending_payment' });
    // Signed by the provider: believed, once. Delivered again it is recognised; a failure
    // arriving after the success (out of order) changes nothing.
    expect((await webhook(event('succeeded'))).json).toMatchObject({ received: true, duplicate: false, settled: 'paid' });
    expect((await webhook(event('succeeded'))).json).toMatchObject({ received: true, duplicate: true });
    expect((await webhook(event('failed'))).json).toMatchObject({ received: true, duplicate: false, settled: 'unchanged' });
    expect(await orderOf(order.jar, order.orderId)).toMatchObject({ order_status: 'placed', payment: { status: 'paid' } });
    // The shopper's browser coming back later with the provider's real status agrees.
    const page = await browse(order.redirect);
    expect(page.status).toBe(200);
  });

  it('a return posted as a form and the Stripe-style confirm are verified the same way; provider pages are for the payer only', async () => {
    const order = await prepaidOrder('CARD');
    const chargeId = order.redirect.split('/').pop()!;
    const paid = await browse(order.redirect, cardForm(CARDS.approve));
    const signedReturn = new URL(paid.location, server().url).searchParams;
    const posted = await fetch(`${server().url}/payment/return/sandbox`, { method: 'POST', redirect: 'manual', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: signedReturn.toString() });
    expect(posted.status).toBe(303);
    expect(posted.headers.get('location')).toBe(`/cart/order-status/?success=true&order_id=${order.orderId}`);
    const confirm = (form: Record<string, string>) => fetch(`${server().url}/payment/confirm/sandbox`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(form) });
    expect(await (await confirm({ id: chargeId, client_secret: 'x' })).json()).toEqual({ success: false, return_url: '/cart/order-status/?success=false' });
    expect((await confirm({ id: 1 } as never)).status).toBe(400);
    // The sandbox has its own hosted page; a provider page is drawn only for a real provider's payment, and only for its payer.
    const page = await fetch(`${server().url}/payment/checkout/sandbox/pay_aaaaaaaaaaaaaaaa`, { headers: { cookie: order.jar.cookie } });
    expect(page.status).toBe(404);
    expect((await fetch(`${server().url}/payment/checkout/stripe/pay_aaaaaaaaaaaaaaaa`)).status).toBe(404);
  });
});

describe("the spec's other provider flows, served by the sandbox", () => {
  const post = (path: string, init: RequestInit) => fetch(`${server().url}${path}`, { method: 'POST', redirect: 'manual', ...init });
  const form = (fields: Record<string, string>) => ({ headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: new URLSearchParams(fields).toString() });
  const card = (chargeId: string, number: string, extra: Record<string, string> = {}) => form({ charge_id: chargeId, card_number: number, card_exp_month: '12', card_exp_year: String((new Date().getUTCFullYear() + 2) % 100), card_security_code: '123', name_on_card: 'Asha Rao', format: 'json', redirect_after_payment: 'true', save_to_locker: 'false', ...extra });

  it('card form POST to api_link: payment.authentication for approve and challenge, error_message for a decline or a bad card', async () => {
    const order = await prepaidOrder('CARD');
    const chargeId = order.redirect.split('/').pop()!;
    expect((await (await post('/sandbox/api/card', card(chargeId, '4111 1111 1111 1112'))).json())).toEqual({ success: false, error_message: 'Enter a valid card number' });
    const approved = await (await post('/sandbox/api/card', card(chargeId, CARDS.approve))).json();
    expect(approved.payment.authentication).toEqual({ url: expect.stringMatching(/^\/payment\/return\/sandbox\?charge_id=/), method: 'GET' });
    expect((await browse(approved.payment.authentication.url)).location).toBe(`/cart/order-status/?success=true&order_id=${order.orderId}`);
    expect((await (await post('/sandbox/api/card', card(chargeId, CARDS.approve))).json())).toEqual({ success: false, error_message: 'This payment is already complete', error: { description: 'This payment is already complete' } });

    const declined = await prepaidOrder('CARD');
    expect(await (await post('/sandbox/api/card', card(declined.redirect.split('/').pop()!, CARDS.decline))).json()).toEqual({ error_message: 'Your card was declined' });
    const challenged = await prepaidOrder('CARD');
    const id = challenged.redirect.split('/').pop()!;
    expect((await (await post('/sandbox/api/card', card(id, CARDS.challenge))).json()).payment.authentication.url).toBe(`/sandbox/pay/${id}/challenge`);
    // Posted by the browser itself (no format=json): straight on to the next page.
    const plain = await prepaidOrder('CARD');
    const direct = await post('/sandbox/api/card', card(plain.redirect.split('/').pop()!, CARDS.approve, { format: '' }));
    expect(direct.status).toBe(303);
  });

  it('UPI server to server and the next URL flow', async () => {
    const upi = await prepaidOrder('UPI', 'asha@okbank');
    const chargeId = upi.redirect.split('/').pop()!;
    const s2s = (token: string, body: unknown) => post('/sandbox/api/upi', { headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' }, body: JSON.stringify(body) });
    expect(await (await s2s(chargeId, { vpa: 'asha@okbank' })).json()).toEqual({ status: 'pending', charge_id: chargeId });
    expect(await (await s2s(chargeId, { vpa: 'not a vpa' })).json()).toEqual({ status: 'failed', error: { description: 'Invalid VPA' } });
    expect((await s2s('ch_nopenopenopenope', {})).status).toBe(404);

    const nb = await prepaidOrder('NB', 'HDFC');
    const next = await post('/sandbox/api/next', { headers: { 'x-sandbox-token': nb.redirect.split('/').pop()!, 'content-type': 'application/json' }, body: '{}' });
    expect(await next.json()).toEqual({ data: { next: [{ url: nb.redirect, method: 'GET' }] } });
    expect((await post('/sandbox/api/next', { headers: { 'x-sandbox-token': 'x' } })).status).toBe(404);
  });
});

describe('a coupon kept for one payment mode', () => {
  it('UPI100 shows in the bag, is refused for net banking in words (validate, select, checkout), and goes through with UPI', async () => {
    const [a] = await articles((x) => x.effective >= 500, 4);
    const shopper = await buyer();
    await shopper.jar.post(`${C}/detail`, { items: [{ article_id: a.articleId, quantity: 2 }] });
    const applied = await shopper.jar.post(`${C}/coupon`, { coupon_code: 'UPI100' });
    expect(applied.status).toBe(200);
    expect(applied.json.breakup_values.raw.coupon).toBe(100);
    await shopper.jar.post(`${C}/select-address`, { id: shopper.addressId });
    const words = 'Coupon UPI100 is only for payments by UPI';
    const nb = await shopper.jar.get(`${C}/payment/validate/?payment_mode=NB&payment_identifier=HDFC&address_id=${shopper.addressId}`);
    expect(nb.json).toMatchObject({ success: true, message: words, coupon_validity: { valid: false, code: 'UPI100', discount: 0 } });
    expect((await shopper.jar.get(`${C}/payment/validate/?payment_mode=UPI&address_id=${shopper.addressId}`)).json.coupon_validity).toMatchObject({ valid: true, discount: 100 });
    expect((await shopper.jar.call(`${C}/payment`, { method: 'PUT', body: { payment_mode: 'NB', payment_identifier: 'HDFC' } })).json).toMatchObject({ is_valid: false, message: words });
    const before = await stockOf(a);
    const refused = await checkout(shopper.jar, { payment_mode: 'NB', payment_identifier: 'HDFC' });
    expect(refused.status).toBe(400);
    expect(refused.json).toMatchObject({ success: false, message: words, code: 'COUPON_NOT_FOR_MODE' });
    expect(await stockOf(a)).toBe(before);
    const placed = await checkout(shopper.jar, { payment_mode: 'UPI', payment_identifier: 'asha@okbank' });
    expect(placed.status).toBe(200);
    const order = (await shopper.jar.get(`${ORDER}/orders/${placed.json.order_id}`)).json.order;
    expect(order.breakup_values.find((r: { name: string }) => r.name === 'coupon')?.value).toBe(-100);
  });
});
