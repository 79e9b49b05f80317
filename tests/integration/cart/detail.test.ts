// The cart over HTTP (cart/v1.0/detail, basic, meta, cart_archive): add, read, update, remove,
// last-modified; stock and quantity limits with a clear reason; bad input refused with a 400.
import { describe, expect, it } from '@jest/globals';
import { api } from '../harness';
import { C, Jar, articles, expectAddsUp, paise } from './helpers';

describe('cart detail', () => {
  it('adds an article for an anonymous shopper (a sealed, httpOnly cookie), prices it from the catalogue and counts it', async () => {
    const [a] = await articles();
    const jar = new Jar();
    const empty = await jar.get(`${C}/detail`);
    expect(empty.status).toBe(200);
    expect(empty.json).toMatchObject({ items: [], is_valid: true });
    expect(empty.json.breakup_values.raw.total).toBe(0);
    expect(jar.cookies.size).toBe(0);

    const added = await jar.post(`${C}/detail`, {
      items: [{ item_id: a.uid, article_id: a.articleId, item_size: a.size, quantity: 2, price: 1 }],
    });
    expect(added.status).toBe(200);
    expect(added.json).toMatchObject({ success: true, partial: false, message: 'Added to Cart' });
    const setCookie = added.headers.getSetCookie().find((l) => l.startsWith('f.cart='))!;
    expect(setCookie).toMatch(/HttpOnly/i);
    expect(setCookie).toMatch(/SameSite=Lax/i);
    expect(setCookie).not.toMatch(/Secure/i);
    const cart = added.json.cart;
    expect(cart.id).toMatch(/^[A-Za-z0-9_-]{22,}$/);
    expect(setCookie).not.toContain(cart.id);
    const [line] = cart.items;
    expect(line).toMatchObject({
      quantity: 2,
      article: { uid: a.articleId, size: a.size },
      product: { uid: a.uid, slug: a.slug },
      availability: { out_of_stock: false, is_valid: true },
    });
    expect(line.price_per_unit.converted.marked).toBe(Math.max(a.marked, a.effective));
    expect(paise(cart.breakup_values.raw.mrp_total)).toBe(paise(Math.max(a.marked, a.effective)) * 2);
    expectAddsUp(cart.breakup_values);

    // Adding the same article again adds up; GET answers the same cart.
    await jar.post(`${C}/detail`, { items: [{ article_id: a.articleId, quantity: 1 }] });
    const read = await jar.get(`${C}/detail`);
    expect(read.json.id).toBe(cart.id);
    expect(read.json.items.map((i: { quantity: number }) => i.quantity)).toEqual([3]);
    expect((await jar.get(`${C}/basic`)).json).toEqual({ user_cart_items_count: 1 });
    expect((await jar.get(`${C}/detail?id=${cart.id}`)).status).toBe(200);
  });

  it('marks the cart cookie Secure when the request came over https', async () => {
    const [a] = await articles();
    // The test platform trusts X-Forwarded-Proto (TRUST_PROXY=1), as behind a TLS proxy.
    const res = await api(`${C}/detail`, {
      method: 'POST',
      body: { items: [{ article_id: a.articleId, quantity: 1 }] },
      headers: { 'x-forwarded-proto': 'https' },
    });
    expect(res.status).toBe(200);
    expect(res.headers.getSetCookie().find((l) => l.startsWith('f.cart='))).toMatch(/;\s*Secure/i);
  });

  it('updates and removes a line by its identifier, and answers HEAD with Last-Modified', async () => {
    const [a] = await articles();
    const jar = new Jar();
    const { json } = await jar.post(`${C}/detail`, { items: [{ article_id: a.articleId, quantity: 1 }] });
    const key = json.cart.items[0].key;
    const head = await jar.head(`${C}/detail`);
    expect(head.status).toBe(200);
    const before = Date.parse(head.headers.get('last-modified')!);
    expect(before).toBeGreaterThan(0);

    await new Promise((r) => setTimeout(r, 1100));
    const updated = await jar.put(`${C}/detail`, {
      operation: 'update_item',
      items: [{ identifiers: { identifier: key }, quantity: 3 }],
    });
    expect(updated.status).toBe(200);
    expect(updated.json.message).toBe('Cart updated');
    expect(updated.json.cart.items[0].quantity).toBe(3);
    expect(Date.parse((await jar.head(`${C}/detail`)).headers.get('last-modified')!)).toBeGreaterThan(before);

    const removed = await jar.put(`${C}/detail`, {
      operation: 'remove_item',
      items: [{ identifiers: { identifier: key } }],
    });
    expect([removed.status, removed.json.message, removed.json.cart.items]).toEqual([
      200,
      'Item removed from cart',
      [],
    ]);
    const again = await jar.put(`${C}/detail`, {
      operation: 'remove_item',
      items: [{ identifiers: { identifier: key } }],
    });
    expect([again.status, again.json.message]).toEqual([400, 'Item not found in cart']);
  });

  it('refuses beyond the stock, beyond the per-item limit and unknown articles, naming why, and keeps the rest', async () => {
    const [a, b] = await articles(() => true, 3, 2);
    const jar = new Jar();
    const limit = Math.min(a.stock, 10);
    const tooMany = await jar.post(`${C}/detail`, {
      items: [
        { article_id: a.articleId, quantity: limit },
        { article_id: a.articleId, quantity: 1 },
      ],
    });
    expect(tooMany.status).toBe(200);
    expect(tooMany.json).toMatchObject({
      success: true,
      partial: true,
      message: 'Some items could not be added to the cart',
    });
    expect(tooMany.json.items[0].message).toBe(
      a.stock <= 10 ? `Only ${a.stock} left in stock` : 'You can buy at most 10 pieces of an item',
    );
    expect(tooMany.json.cart.items[0].quantity).toBe(limit);

    const over = await jar.put(`${C}/detail`, {
      operation: 'update_item',
      items: [{ article_id: a.articleId, quantity: 10 }],
    });
    if (a.stock < 10) expect([over.status, over.json.message]).toEqual([400, `Only ${a.stock} left in stock`]);
    const unknown = await jar.post(`${C}/detail`, { items: [{ article_id: 'no-such-article', quantity: 1 }] });
    expect([unknown.status, unknown.json.message]).toEqual([400, 'Item not found: no-such-article']);
    const badSize = await jar.post(`${C}/detail`, { items: [{ item_id: b.uid, item_size: 'XXXL-none', quantity: 1 }] });
    expect([badSize.status, badSize.json.message]).toEqual([400, 'Size XXXL-none is not available for this product']);
    // Nothing was lost by the refusals.
    expect((await jar.get(`${C}/detail`)).json.items.map((i: { quantity: number }) => i.quantity)).toEqual([limit]);
  });

  it.each([
    [{}, 'items'],
    [{ items: [] }, 'items'],
    [{ items: [{ article_id: 'x', quantity: 0 }] }, 'quantity'],
    [{ items: [{ article_id: 'x', quantity: 11 }] }, 'quantity'],
    [{ items: [{ article_id: 'x', quantity: 1.5 }] }, 'quantity'],
    [{ items: [{ item_id: 5, quantity: 1 }] }, 'article_id'],
    [{ items: 'x' }, 'items'],
  ])('refuses a bad add body %j with a 400 naming %s', async (body, field) => {
    const res = await new Jar().post(`${C}/detail`, body);
    expect(res.status).toBe(400);
    expect(res.json.message).toContain(field);
  });

  it('refuses a bad update body and bad JSON with a 400', async () => {
    const jar = new Jar();
    expect((await jar.put(`${C}/detail`, { operation: 'explode', items: [{ article_id: 'x' }] })).status).toBe(400);
    expect((await jar.put(`${C}/detail`, { operation: 'update_item', items: [{}] })).json.message).toContain(
      'identifiers.identifier',
    );
    expect((await jar.get(`${C}/detail?buy_now=maybe`)).status).toBe(400);
    // With no cart yet, an update or a coupon is refused without making an empty cart.
    const update = await jar.put(`${C}/detail`, {
      operation: 'update_item',
      items: [{ article_id: 'x', quantity: 1 }],
    });
    expect([update.status, update.json.message]).toEqual([400, 'Item not found in cart']);
    const coupon = await jar.post(`${C}/coupon`, { coupon_code: 'SAVE10' });
    expect([coupon.status, coupon.json.message]).toEqual([400, 'Add items to the cart to apply a coupon']);
    expect((await jar.delete(`${C}/coupon`)).json.items).toEqual([]);
    expect(jar.cookies.size).toBe(0);
  });

  it('keeps the checkout mode and meta, and archives the cart', async () => {
    const [a] = await articles();
    const jar = new Jar();
    await jar.post(`${C}/detail`, { items: [{ article_id: a.articleId, quantity: 1 }] });
    const meta = await jar.put(`${C}/meta`, { checkout_mode: 'other', comment: 'Leave at the door' });
    expect(meta.json).toEqual({ is_valid: true, message: 'cart meta updated' });
    const read = await jar.get(`${C}/detail`);
    expect(read.json).toMatchObject({ checkout_mode: 'other', comment: 'Leave at the door' });
    expect((await jar.put(`${C}/meta`, { checkout_mode: 'nobody' })).status).toBe(400);
    expect((await jar.put(`${C}/meta`, { unknown_field: 1 })).status).toBe(400);

    const archived = await jar.put(`${C}/cart_archive`, {});
    expect(archived.json).toEqual({ success: true, message: 'Cart archived' });
    const after = await jar.get(`${C}/detail`);
    expect(after.json.items).toEqual([]);
    expect(after.json.id).not.toBe(read.json.id);
  });
});
