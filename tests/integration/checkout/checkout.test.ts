// Placing an order over HTTP (cart/v1.0/checkout, v2.0/checkout) and reading it
// back (order/v1.0/orders/{id}): amounts from the server's pricing, stock taken once, the cart
// archived, a repeated attempt answering the first order, and the refusals a shopper can meet.
import { describe, expect, it } from '@jest/globals';
import { C, Jar, articles, expectAddsUp, paise, type Article } from '../cart/helpers';
import { HOME } from '../address/fixtures';
import { api, server } from '../harness';
import { ORDER, buyer, checkout, stockOf } from './helpers';

describe('checkout', () => {
  it('turns the cart into a COD order: the total the cart showed, stock taken, the cart archived, the order readable by its shopper only', async () => {
    const [a, b] = await articles(() => true, 4, 2);
    const { jar, addressId } = await buyer();
    await jar.post(`${C}/detail`, {
      items: [
        { article_id: a.articleId, quantity: 2 },
        { article_id: b.articleId, quantity: 1 },
      ],
    });
    const cart = (await jar.get(`${C}/detail`)).json;
    expectAddsUp(cart.breakup_values);
    const shownTotal = cart.breakup_values.raw.total;
    const before = [await stockOf(a), await stockOf(b)];
    expect((await jar.post(`${C}/select-address`, { id: addressId })).json.is_valid).toBe(true);

    // The browser's amount is not asked for, and one it sends is ignored.
    const placed = await checkout(jar, { payment_mode: 'COD', id: cart.id, amount: 1 });
    expect(placed.status).toBe(200);
    expect(placed.json).toMatchObject({
      success: true,
      message: 'Order placed',
      order_id: expect.stringMatching(/^FY[0-9A-Z]{10,}$/),
      data: { payment_mode: 'COD', amount: shownTotal, repeated: false },
      cart: { id: cart.id, is_valid: true, cod_available: true },
    });
    expect(placed.json.callback_url).toBe(`/cart/order-status/?success=true&order_id=${placed.json.order_id}`);
    expect([await stockOf(a), await stockOf(b)]).toEqual([before[0] - 2, before[1] - 1]);

    // The bag is empty now: a new cart.
    const after = await jar.get(`${C}/detail`);
    expect(after.json.items ?? []).toEqual([]);
    expect(after.json.id).not.toBe(cart.id);

    const order = await jar.get(`${ORDER}/orders/${placed.json.order_id}`);
    expect(order.status).toBe(200);
    expect(order.headers.get('cache-control')).toBe('private, no-store');
    expect(order.json.order).toMatchObject({
      order_id: placed.json.order_id,
      payment: { mode: 'COD', status: 'pending', amount: shownTotal },
      delivery_address: { id: addressId, area_code: '400050', city: 'Mumbai' },
    });
    const total = order.json.order.breakup_values.find((r: any) => r.name === 'total');
    expect(total.value).toBe(shownTotal);
    const bags = order.json.order.shipments.flatMap((s: any) => s.bags);
    expect(bags.map((x: any) => [x.article.uid, x.quantity]).sort()).toEqual(
      [
        [a.articleId, 2],
        [b.articleId, 1],
      ].sort(),
    );

    const { jar: other } = await buyer({ address: false });
    expect((await other.get(`${ORDER}/orders/${placed.json.order_id}`)).json).toEqual({
      success: false,
      message: 'Order not found',
    });
    expect((await api(`${ORDER}/orders/${placed.json.order_id}`)).status).toBe(401);
  });

  it('a repeated attempt answers the first order: in turn, at once, and without a key', async () => {
    const [a] = await articles(() => true, 4);
    const { jar, addressId } = await buyer();
    await jar.post(`${C}/detail`, { items: [{ article_id: a.articleId, quantity: 1 }] });
    const before = await stockOf(a);
    const body = { payment_mode: 'COD', address_id: addressId };
    const [first, second] = await Promise.all([checkout(jar, body, 'attempt-1'), checkout(jar, body, 'attempt-1')]);
    expect([first.status, second.status]).toEqual([200, 200]);
    expect(second.json.order_id).toBe(first.json.order_id);
    const third = await checkout(jar, body, 'attempt-1');
    expect(third.json).toMatchObject({ order_id: first.json.order_id, data: { repeated: true } });
    expect(await stockOf(a)).toBe(before - 1);
    // A double click without a key finds the bag already ordered, and makes nothing.
    const bare = await checkout(jar, body, null);
    expect([bare.status, bare.json.message]).toEqual([400, 'Your bag is empty']);
  });

  it('a repeat with the key answers the first order on v1.0 and v2.0, whether or not it names the cart the first order archived', async () => {
    for (const version of ['v1.0', 'v2.0']) {
      const [a] = await articles(() => true, 4);
      const { jar, addressId } = await buyer();
      await jar.post(`${C}/detail`, { items: [{ article_id: a.articleId, quantity: 1 }] });
      const cartId = (await jar.get(`${C}/detail`)).json.id;
      const before = await stockOf(a);
      const mode = version === 'v1.0' ? { payment_mode: 'COD' } : { payment_methods: [{ mode: 'COD', name: 'COD' }] };
      const key = `lost-answer-${version.replace('.', '')}-${Math.random().toString(36).slice(2)}`;
      const send = (body: Record<string, unknown>) =>
        jar.call(`/service/application/cart/${version}/checkout`, {
          method: 'POST',
          body,
          headers: { 'idempotency-key': key },
        });
      const first = await send({ ...mode, address_id: addressId, id: cartId });
      expect([first.status, first.json.message]).toEqual([200, 'Order placed']);
      for (const body of [
        { ...mode, address_id: addressId, id: cartId },
        { ...mode, address_id: addressId },
      ]) {
        const again = await send(body);
        expect([again.status, again.json.order_id, again.json.data?.repeated]).toEqual([
          200,
          first.json.order_id,
          true,
        ]);
      }
      expect(await stockOf(a)).toBe(before - 1);
      const orders = (await jar.get(`${ORDER}/orders?page_size=50`)).json.items.map(
        (o: { order_id: string }) => o.order_id,
      );
      expect(orders).toEqual([first.json.order_id]);
      // Another key naming the ordered cart is still refused as before.
      const other = await jar.call(`/service/application/cart/${version}/checkout`, {
        method: 'POST',
        body: { ...mode, address_id: addressId, id: cartId },
        headers: { 'idempotency-key': `${key}-b` },
      });
      expect(other.status).toBe(404);
    }
  });

  it('v2.0 takes payment_methods', async () => {
    const [a] = await articles(() => true, 4);
    const { jar, addressId } = await buyer();
    await jar.post(`${C}/detail`, { items: [{ article_id: a.articleId, quantity: 1 }] });
    const res = await jar.call('/service/application/cart/v2.0/checkout', {
      method: 'POST',
      body: { address_id: addressId, payment_methods: [{ mode: 'COD', name: 'COD' }] },
    });
    expect(res.json).toMatchObject({ success: true, data: { payment_mode: 'COD' } });
  });

  it('refuses with a clear message and takes nothing', async () => {
    const [a] = await articles(() => true, 4);
    const anonymous = await checkout(new Jar(), { payment_mode: 'COD' });
    expect(anonymous.status).toBe(401);

    const { jar, addressId } = await buyer({ address: true });
    expect((await checkout(jar, { payment_mode: 'COD', address_id: addressId })).json.message).toBe(
      'Your bag is empty',
    );
    await jar.post(`${C}/detail`, { items: [{ article_id: a.articleId, quantity: 1 }] });
    const before = await stockOf(a);
    expect((await checkout(jar, { payment_mode: 'COD' })).json.message).toBe('No address data');
    expect((await checkout(jar, { address_id: addressId })).json.message).toBe('Payment options are required');
    expect((await checkout(jar, { address_id: addressId, payment_mode: 'QR' })).json.message).toBe(
      'Payment mode QR is not available for this order',
    );
    expect((await checkout(jar, { address_id: addressId, payment_mode: 'PP' })).json.message).toBe(
      'PP can only be used when nothing is left to pay',
    );
    expect((await checkout(jar, { address_id: addressId, payment_mode: 'COD' }, 'bad key!')).json.message).toBe(
      'Idempotency-Key must be 1 to 100 letters, digits, - or _',
    );
    expect((await checkout(jar, { address_id: 'nope', payment_mode: 'COD' })).status).toBe(404);
    const far = (await jar.post(`${C}/address`, { ...HOME, area_code: '999999' })).json.id;
    expect((await checkout(jar, { address_id: far, payment_mode: 'COD' })).json.message).toBe(
      'Pincode not serviceable',
    );
    // Someone else's address cannot be the delivery address.
    const { addressId: theirs } = await buyer();
    expect((await checkout(jar, { address_id: theirs, payment_mode: 'COD' })).json).toEqual({
      success: false,
      message: 'Address not found',
    });
    expect(await stockOf(a)).toBe(before);
    expect((await jar.get(`${C}/detail`)).json.items).toHaveLength(1);
  });

  it("a once-per-shopper coupon on both of a shopper's carts discounts one order: the other, placed after or at once, is refused and keeps its cart", async () => {
    const [a, b] = await articles((x) => x.effective >= 500, 6, 2);
    const pieces = (x: Article) => Math.ceil(1000 / x.effective);
    for (const together of [false, true]) {
      const { jar, addressId } = await buyer();
      await jar.post(`${C}/detail`, { items: [{ article_id: a.articleId, quantity: pieces(a) }] });
      await jar.post(`${C}/detail`, { buy_now: true, items: [{ article_id: b.articleId, quantity: pieces(b) }] });
      for (const which of ['', '?buy_now=true']) {
        const applied = await jar.post(`${C}/coupon${which}`, { coupon_code: 'WELCOME100' });
        expect(applied.status).toBe(200);
        expect(paise(applied.json.breakup_values.raw.coupon)).toBe(10_000);
      }
      const place = (which: string) =>
        jar.call(`${C}/checkout${which}`, {
          method: 'POST',
          body: { payment_mode: 'COD', address_id: addressId },
          headers: { 'idempotency-key': `k-${which ? 'now' : 'bag'}-${together}` },
        });
      const answers = together
        ? await Promise.all([place(''), place('?buy_now=true')])
        : [await place(''), await place('?buy_now=true')];
      expect(answers.map((r) => r.status).sort()).toEqual([200, 409]);
      const placed = answers.find((r) => r.status === 200)!;
      const refused = answers.find((r) => r.status === 409)!;
      expect(refused.json).toMatchObject({
        success: false,
        code: 'COUPON_USED',
        message: 'You have already used this coupon',
      });
      const order = await jar.get(`${ORDER}/orders/${placed.json.order_id}`);
      const row = (name: string) =>
        order.json.order.breakup_values.find((r: { name: string }) => r.name === name)?.value;
      expect(paise(row('coupon'))).toBe(-10_000);
      // The refused cart is still there, its coupon now shown as used, its total without it.
      const kept = await jar.get(`${C}/detail${answers[0] === refused ? '' : '?buy_now=true'}`);
      expect(kept.json.items).toHaveLength(1);
      expect(paise(kept.json.breakup_values.raw.coupon)).toBe(0);
      expectAddsUp(kept.json.breakup_values);
      expect((await jar.get(`${ORDER}/orders/`)).json.items).toHaveLength(1);
    }
  });

  it("points on both of a shopper's carts are spent by one order: the other, placed after or at once, is refused in words with its new total and keeps its cart; confirmed again, it is ordered at that total", async () => {
    const [a, b] = await articles((x) => x.effective >= 500, 6, 2);
    const pieces = (x: Article) => Math.ceil(1000 / x.effective);
    for (const together of [false, true]) {
      const { jar, userId, addressId } = await buyer();
      const credited = await fetch(`${server().url}/dev/rewards/credit`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ user_id: userId, points: 600, reason: 'Test credit' }),
      });
      expect(credited.status).toBe(200);
      await jar.post(`${C}/detail`, { items: [{ article_id: a.articleId, quantity: pieces(a) }] });
      await jar.post(`${C}/detail`, { buy_now: true, items: [{ article_id: b.articleId, quantity: pieces(b) }] });
      const reviewed: Record<string, number> = {};
      for (const which of ['', '?buy_now=true']) {
        const applied = await jar.post(`${C}/redeem/points/${which}`, { points: true });
        expect(applied.status).toBe(200);
        const shown = (await jar.get(`${C}/detail${which}`)).json.breakup_values.raw;
        expect(paise(shown.loyalty_points)).toBe(60_000);
        reviewed[which] = shown.total;
      }
      const place = (which: string, key = `p-${which ? 'now' : 'bag'}-${together}`) =>
        jar.call(`${C}/checkout${which}`, {
          method: 'POST',
          body: { payment_mode: 'COD', address_id: addressId },
          headers: { 'idempotency-key': key },
        });
      const answers = together
        ? await Promise.all([place(''), place('?buy_now=true')])
        : [await place(''), await place('?buy_now=true')];
      expect(answers.map((r) => r.status).sort()).toEqual([200, 409]);
      const placed = answers.find((r) => r.status === 200)!;
      const refusedWhich = answers[0].status === 409 ? '' : '?buy_now=true';
      const refused = answers.find((r) => r.status === 409)!;
      // Never a total above the one reviewed: the placed order is at its reviewed total.
      expect(placed.json.data.amount).toBe(reviewed[refusedWhich === '' ? '?buy_now=true' : '']);
      const kept = await jar.get(`${C}/detail${refusedWhich}`);
      expect(kept.json.items).toHaveLength(1);
      const newTotal = kept.json.breakup_values.raw.total;
      expect(newTotal).toBe(reviewed[refusedWhich] + 600);
      expect(refused.json).toMatchObject({
        success: false,
        code: 'POINTS_USED',
        message: `Your reward points were used on another order, so this bag's total is now ₹${newTotal.toLocaleString('en-IN', { maximumFractionDigits: 2 })}. Please review it and place the order again.`,
      });
      expect((await jar.get(`${ORDER}/orders/`)).json.items).toHaveLength(1);
      // Confirmed again after the review (a new attempt): ordered at the total it was shown.
      const again = await place(refusedWhich, `p-again-${together}`);
      expect([again.status, again.json.data?.amount]).toEqual([200, newTotal]);
      expect((await jar.get(`${ORDER}/orders/`)).json.items).toHaveLength(2);
    }
  });

  it('a cart asking for more than is left is refused with the reason, and the stock stays at zero', async () => {
    // An article with at most 10 left now (one line can take it all).
    let a: Article | undefined;
    let stock = 0;
    for (const candidate of await articles((x) => x.stock <= 10, 3, 5)) {
      stock = await stockOf(candidate);
      if (stock >= 1 && stock <= 10) {
        a = candidate;
        break;
      }
    }
    if (!a) throw new Error('no article with 1 to 10 units left');
    const first = await buyer();
    const second = await buyer();
    await second.jar.post(`${C}/detail`, { items: [{ article_id: a.articleId, quantity: 1 }] });
    await first.jar.post(`${C}/detail`, { items: [{ article_id: a.articleId, quantity: stock }] });
    expect((await checkout(first.jar, { payment_mode: 'COD', address_id: first.addressId })).status).toBe(200);
    const late = await checkout(second.jar, { payment_mode: 'COD', address_id: second.addressId });
    expect(late.status).toBe(409);
    expect(late.json).toMatchObject({ success: false, code: 'OUT_OF_STOCK' });
    expect(late.json.message).toMatch(/Out of stock|just went out of stock/);
    expect(await stockOf(a)).toBe(0);
  });
});
