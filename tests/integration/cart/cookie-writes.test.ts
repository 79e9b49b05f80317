// The anonymous browser's two-round-trip writes (platform/cart/quick-change.ts) only ever touch
// the live anonymous cart its cookie names: a kept cookie of an archived cart, another cart's
// line identifier or a signed-in shopper's cart are never written through them.
import { describe, expect, it } from '@jest/globals';
import { C, Jar, articles, signIn } from './helpers';

describe('cart writes by the cart cookie', () => {
  it('adds to a new cart, never the archived one, when a browser replays the cookie of an archived cart', async () => {
    const [a] = await articles();
    const jar = new Jar();
    const first = await jar.post(`${C}/detail`, { items: [{ article_id: a.articleId, quantity: 1 }] });
    const oldCookie = jar.cookies.get('f.cart')!;
    const key = first.json.cart.items[0].key;
    expect((await jar.put(`${C}/cart_archive`, {})).status).toBe(200);

    jar.cookies.set('f.cart', oldCookie);
    const update = await jar.put(`${C}/detail`, {
      operation: 'update_item',
      items: [{ identifiers: { identifier: key }, quantity: 2 }],
    });
    expect([update.status, update.json.message]).toEqual([400, 'Item not found in cart']);
    jar.cookies.set('f.cart', oldCookie);
    const again = await jar.post(`${C}/detail`, { items: [{ article_id: a.articleId, quantity: 2 }] });
    expect(again.status).toBe(200);
    expect(again.json.cart.id).not.toBe(first.json.cart.id);
    expect(again.json.cart.items.map((i: { quantity: number }) => i.quantity)).toEqual([2]);
    expect(jar.cookies.get('f.cart')).not.toBe(oldCookie);
  });

  it("refuses another cart's line identifier and leaves that cart as it was", async () => {
    const [a] = await articles();
    const owner = new Jar();
    const other = new Jar();
    const key = (await owner.post(`${C}/detail`, { items: [{ article_id: a.articleId, quantity: 1 }] })).json.cart
      .items[0].key;
    await other.post(`${C}/detail`, { items: [{ article_id: a.articleId, quantity: 1 }] });
    const refused = await other.put(`${C}/detail`, {
      operation: 'update_item',
      items: [{ identifiers: { identifier: key }, quantity: 2 }],
    });
    expect([refused.status, refused.json.message]).toEqual([400, 'Item not found in cart']);
    expect((await owner.get(`${C}/detail`)).json.items[0].quantity).toBe(1);
  });

  it("writes a signed-in shopper's cart, not the anonymous cart the cookie still names", async () => {
    const [a] = await articles();
    const jar = new Jar();
    await jar.post(`${C}/detail`, { items: [{ article_id: a.articleId, quantity: 1 }] });
    const anonymousCookie = jar.cookies.get('f.cart')!;
    await signIn(jar);
    const mine = (await jar.get(`${C}/detail`)).json;
    jar.cookies.set('f.cart', anonymousCookie);
    const added = await jar.post(`${C}/detail`, { items: [{ article_id: a.articleId, quantity: 1 }] });
    expect(added.status).toBe(200);
    expect(added.json.cart.id).toBe(mine.id);
    expect(added.json.cart.items[0].quantity).toBe(mine.items[0].quantity + 1);
  });
});
