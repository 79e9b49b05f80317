// Guest checkout over HTTP: a bag ordered without an account, known by its cart cookie. Its
// address is its cart's, its contact rides in the order request's meta (or the address's email
// and phone), it pays with the modes that say anonymous_enable, a repeat answers the first
// order, another guest reads none of it, buy-now still asks for a sign-in, the last unit goes
// once, and the account that verifies the guest's email takes its orders.
import { describe, expect, it } from '@jest/globals';
import { C, Jar, articles, signIn, type Article } from '../cart/helpers';
import { HOME } from '../address/fixtures';
import { api } from '../harness';
import { AUTH, PASSWORD, latestOtp, uniqueEmail, uniqueMobile } from '../user-helpers';
import { awaitMail } from '../notification/helpers';
import { ORDER, checkout, stockOf } from './helpers';
import { statusUpdate } from '../order/helpers';

const PAYMENT = '/service/application/payment/v1.0';

type Guest = { jar: Jar; addressId: string; email: string; mobile: string; cartId: string };

/** A guest (no account) with the article in its bag and a delivery address chosen. */
async function guest(a: Article, quantity = 1): Promise<Guest> {
  const jar = new Jar();
  const added = await jar.post(`${C}/detail`, { items: [{ article_id: a.articleId, quantity }] });
  expect(added.status).toBe(200);
  const email = uniqueEmail('guest');
  const mobile = uniqueMobile();
  const saved = await jar.post(`${C}/address`, { ...HOME, email, phone: mobile });
  expect(saved.status).toBe(200);
  const selected = await jar.post(`${C}/select-address`, { id: saved.json.id });
  expect(selected.json.is_valid).toBe(true);
  return { jar, addressId: saved.json.id, email, mobile, cartId: selected.json.id };
}

const contact = (g: Guest) => ({ meta: { contact_email: g.email, contact_phone: g.mobile } });

describe('guest checkout', () => {
  it('orders with COD by its cart cookie; the order, cart and address are no other guest’s to read', async () => {
    const [a] = await articles(() => true, 4);
    const g = await guest(a);
    const before = await stockOf(a);
    const options = await g.jar.get(`${PAYMENT}/payment/options`);
    expect(options.status).toBe(200);
    const offered = options.json.payment_options.payment_option as { name: string; anonymous_enable: boolean }[];
    expect(offered.map((o) => o.name)).toContain('COD');
    expect(offered.every((o) => o.anonymous_enable)).toBe(true);
    expect(offered.map((o) => o.name)).not.toContain('PL');

    const placed = await checkout(g.jar, { payment_mode: 'COD', address_id: g.addressId, ...contact(g) });
    expect(placed.status).toBe(200);
    expect(placed.json).toMatchObject({ success: true, message: 'Order placed', data: { payment_mode: 'COD' } });
    expect(await stockOf(a)).toBe(before - 1);
    const orderId = placed.json.order_id;

    const mine = await g.jar.get(`${ORDER}/orders/${orderId}`);
    expect(mine.status).toBe(200);
    expect(mine.json.order).toMatchObject({ order_id: orderId, payment: { mode: 'COD' } });

    const stranger = new Jar();
    await stranger.post(`${C}/detail`, { items: [{ article_id: a.articleId, quantity: 1 }] });
    expect((await stranger.get(`${ORDER}/orders/${orderId}`)).json).toEqual({
      success: false,
      message: 'Order not found',
    });
    expect((await stranger.get(`${C}/address/${g.addressId}`)).status).toBe(404);
    expect((await stranger.get(`${C}/address`)).json.address).toEqual([]);
    expect((await stranger.get(`${C}/detail?id=${g.cartId}`)).status).toBe(404);
    expect((await api(`${ORDER}/orders/${orderId}`)).status).toBe(401);
    // Tracking by the email it ordered with.
    const tracked = await api(`${ORDER}/orders/tracking`, {
      method: 'POST',
      body: { order_id: orderId, contact: g.email.toUpperCase() },
    });
    expect(tracked.status).toBe(200);
    // The confirmation goes to the guest's email.
    await awaitMail(g.email, new RegExp(orderId));
  });

  it('pays by card in the sandbox, polls its own payment, and a repeat with the key answers the first order', async () => {
    const [a] = await articles(() => true, 4);
    const g = await guest(a);
    const body = { payment_mode: 'CARD', address_id: g.addressId, ...contact(g) };
    const [first, again] = await Promise.all([checkout(g.jar, body, 'guest-1'), checkout(g.jar, body, 'guest-1')]);
    expect([first.status, again.status]).toEqual([200, 200]);
    expect(again.json.order_id).toBe(first.json.order_id);
    expect(first.json.data).toMatchObject({ payment_mode: 'CARD', aggregator: 'sandbox' });
    expect(first.json.payment_confirm_url).not.toBe('');
    const later = await checkout(g.jar, body, 'guest-1');
    expect(later.json).toMatchObject({ order_id: first.json.order_id, data: { repeated: true } });

    const poll = await g.jar.post(`${PAYMENT}/payment/confirm/polling`, { order_id: first.json.order_id });
    expect(poll.status).toBe(200);
    expect(poll.json.status).toBe('pending');
    const other = new Jar();
    await other.post(`${C}/detail`, { items: [{ article_id: a.articleId, quantity: 1 }] });
    expect((await other.post(`${PAYMENT}/payment/confirm/polling`, { order_id: first.json.order_id })).status).toBe(
      404,
    );
  });

  it('cancels its own shipment by its cart cookie (told at its email); another guest cannot', async () => {
    const [a] = await articles(() => true, 4);
    const g = await guest(a);
    const placed = await checkout(g.jar, { payment_mode: 'COD', address_id: g.addressId, ...contact(g) });
    const order = (await g.jar.get(`${ORDER}/orders/${placed.json.order_id}`)).json.order;
    const id = order.shipments[0].shipment_id;
    expect(order.shipments[0].can_cancel).toBe(true);
    const stranger = new Jar();
    await stranger.post(`${C}/detail`, { items: [{ article_id: a.articleId, quantity: 1 }] });
    const update = statusUpdate(id, 'cancelled_customer', { reasonId: 1 });
    expect((await stranger.get(`${ORDER}/orders/shipments/${id}`)).status).toBe(404);
    expect((await stranger.put(`${ORDER}/orders/shipments/${id}/status`, update)).status).toBe(404);
    const done = await g.jar.put(`${ORDER}/orders/shipments/${id}/status`, update);
    expect(done.status).toBe(200);
    expect(done.json.statuses[0].shipments[0].final_state.status).toBe('cancelled_customer');
    await awaitMail(g.email, new RegExp(`^Your order ${placed.json.order_id} is cancelled$`));
  });

  it('needs an email and a mobile, refuses a mode without anonymous_enable, and buy-now asks for a sign-in', async () => {
    const [a] = await articles(() => true, 4);
    const jar = new Jar();
    await jar.post(`${C}/detail`, { items: [{ article_id: a.articleId, quantity: 1 }] });
    const saved = await jar.post(`${C}/address`, HOME);
    expect(saved.status).toBe(200);
    const bare = await checkout(jar, { payment_mode: 'COD', address_id: saved.json.id });
    expect(bare.status).toBe(400);
    expect(bare.json.message).toBe('Please give an email and a mobile number so we can tell you about your order');
    const payLater = await checkout(jar, {
      payment_mode: 'PL',
      payment_identifier: 'SIMPL',
      address_id: saved.json.id,
      meta: { contact_email: uniqueEmail('guest'), contact_phone: uniqueMobile() },
    });
    expect(payLater.status).toBe(400);
    expect(payLater.json.message).toBe('Payment mode PL needs an account: please sign in or choose another');

    const buyNow = await jar.call(`${C}/checkout?buy_now=true`, { method: 'POST', body: { payment_mode: 'COD' } });
    expect(buyNow.status).toBe(401);
    expect(buyNow.json.message).toBe('Please sign in to buy now');
    // Without a cart cookie there is nobody to order for.
    expect((await new Jar().post(`${C}/address`, HOME)).status).toBe(401);
  });

  it('proves its email by a code on its own cart (the shop’s setting asks for it)', async () => {
    const [a] = await articles(() => true, 4);
    const g = await guest(a);
    const sent = await g.jar.post(`${C}/checkout/contact/otp`, { email: g.email });
    expect(sent.status).toBe(200);
    const code = await latestOtp(g.email.toLowerCase());
    // Another guest's cart cannot use the code.
    const other = await guest(a);
    const stolen = await other.jar.post(`${C}/checkout/contact/verify`, { email: g.email, otp: code });
    expect(stolen.status).toBe(400);
    const wrong = await g.jar.post(`${C}/checkout/contact/verify`, { email: g.email, otp: '000000' });
    expect(wrong.status).toBe(400);
    const right = await g.jar.post(`${C}/checkout/contact/verify`, { email: g.email, otp: code });
    expect(right.status).toBe(200);
    expect(right.json.message).toBe('Email verified');
  });

  it('a guest who signs in keeps the address it added for its bag; a stranger’s account does not get it', async () => {
    const [a] = await articles(() => true, 4);
    const g = await guest(a);
    const other = await signIn();
    expect((await other.jar.get(`${C}/address`)).json.address).toEqual([]);
    await signIn(g.jar);
    const list = await g.jar.get(`${C}/address`);
    expect(list.json.address.map((x: { id: string }) => x.id)).toEqual([g.addressId]);
    expect(list.json.address[0].is_default_address).toBe(true);
  });

  it('two guests racing for the last units: only as many orders as units', async () => {
    const [a] = await articles((x) => x.stock <= 6);
    const units = await stockOf(a);
    const crowd = await Promise.all(Array.from({ length: units + 2 }, () => guest(a)));
    const answers = await Promise.all(
      crowd.map((g, i) =>
        checkout(g.jar, { payment_mode: 'COD', address_id: g.addressId, ...contact(g) }, `last-${i}`),
      ),
    );
    expect(answers.filter((r) => r.status === 200)).toHaveLength(units);
    for (const r of answers.filter((r) => r.status !== 200)) expect(r.status).toBe(409);
    expect(await stockOf(a)).toBe(0);
  });

  it('an account that verifies the guest’s email by its code takes its orders', async () => {
    const [a] = await articles(() => true, 4);
    const g = await guest(a);
    const placed = await checkout(g.jar, { payment_mode: 'COD', address_id: g.addressId, ...contact(g) });
    expect(placed.status).toBe(200);

    // The guest signs up with that email, proven by the code sent to it.
    const account = new Jar();
    const form = await account.post(`${AUTH}/register/form?platform=web`, {
      first_name: 'Asha',
      last_name: 'Verma',
      gender: 'female',
      email: g.email,
      password: PASSWORD,
    });
    expect(form.status).toBe(200);
    const verified = await account.post(`${AUTH}/otp/email/verify?platform=web`, {
      email: g.email,
      otp: await latestOtp(g.email.toLowerCase()),
      register_token: form.json.register_token,
    });
    expect(verified.status).toBe(200);
    const order = await account.get(`${ORDER}/orders/${placed.json.order_id}`);
    expect(order.status).toBe(200);
    const list = await account.get(`${ORDER}/orders`);
    expect(list.json.items.map((o: { order_id: string }) => o.order_id)).toContain(placed.json.order_id);
    // The guest's cookie no longer reads it: it is the account's now.
    expect((await g.jar.get(`${ORDER}/orders/${placed.json.order_id}`)).status).toBe(404);
  });
});
