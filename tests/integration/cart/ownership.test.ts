// One shopper can never read or change another's cart: not by its id, not with a share token's
// actions, not without a cookie. Signed-in shoppers own carts by account; the anonymous cart
// joins the shopper's at sign-in (quantities add up within stock); buy-now is a separate cart
// that needs sign-in.
import { describe, expect, it } from '@jest/globals';
import { C, Jar, articles, signIn, signInAgain } from './helpers';
import { api } from '../harness';

describe('cart ownership', () => {
  it("answers 'Cart not found' for another's cart id, whether the caller is anonymous, signed in or has no cookie", async () => {
    const [a] = await articles();
    const owner = new Jar();
    const cart = (await owner.post(`${C}/detail`, { items: [{ article_id: a.articleId, quantity: 1 }] })).json.cart;
    const { jar: signedIn } = await signIn();
    const strangers = [new Jar(), signedIn];
    for (const stranger of strangers) {
      await stranger.post(`${C}/detail`, { items: [{ article_id: a.articleId, quantity: 1 }] });
      for (const [method, path, body] of [
        ['GET', `${C}/detail?id=${cart.id}`, undefined],
        ['HEAD', `${C}/detail?id=${cart.id}`, undefined],
        ['GET', `${C}/basic?id=${cart.id}`, undefined],
        ['POST', `${C}/detail?id=${cart.id}`, { items: [{ article_id: a.articleId, quantity: 1 }] }],
        [
          'PUT',
          `${C}/detail?id=${cart.id}`,
          { operation: 'remove_item', items: [{ identifiers: { identifier: cart.items[0].key } }] },
        ],
        ['PUT', `${C}/meta?id=${cart.id}`, { checkout_mode: 'other' }],
        ['PUT', `${C}/cart_archive?id=${cart.id}`, {}],
        ['POST', `${C}/coupon?id=${cart.id}`, { coupon_code: 'SAVE10' }],
        ['DELETE', `${C}/coupon?id=${cart.id}`, undefined],
        ['GET', `${C}/coupon?id=${cart.id}`, undefined],
        ['POST', `${C}/share-cart`, { id: cart.id }],
      ] as const) {
        const res = await stranger.call(path, { method, body });
        expect([method, path, res.status]).toEqual([method, path, 404]);
        if (method !== 'HEAD') expect(res.json).toEqual({ success: false, message: 'Cart not found' });
      }
      // The stranger's own line with the same key shape is untouched by the owner's key.
      const mine = await stranger.put(`${C}/detail`, {
        operation: 'remove_item',
        items: [{ identifiers: { identifier: cart.items[0].key } }],
      });
      expect([mine.status, mine.json.message]).toEqual([400, 'Item not found in cart']);
    }
    // No cookie at all: a raw signed request sees no cart, and cannot name one.
    expect((await api(`${C}/detail?id=${cart.id}`)).status).toBe(404);
    expect((await api(`${C}/detail`)).json.items).toEqual([]);
    // A forged cookie is no cookie.
    expect((await api(`${C}/detail`, { headers: { cookie: `f.cart=${cart.id}` } })).json.items).toEqual([]);
    // And the owner's cart is as it was.
    const still = await owner.get(`${C}/detail`);
    expect(still.json).toMatchObject({ id: cart.id, checkout_mode: 'self', items: [{ quantity: 1 }] });
  });

  it("shares a snapshot: a token's actions change only the caller's cart, never the sharer's", async () => {
    const [a, b] = await articles(() => true, 3, 2);
    const sharer = new Jar();
    await sharer.post(`${C}/detail`, { items: [{ article_id: a.articleId, quantity: 2 }] });
    const link = await sharer.post(`${C}/share-cart`, { meta: { selected_staff: 'x' } });
    expect(link.status).toBe(200);
    expect(link.json.token).toMatch(/^[A-Za-z0-9_-]{22,}$/);
    // On the shop's own origin (PUBLIC_URL or the application's domain), whatever Host was sent.
    expect(link.json.share_url).toMatch(new RegExp(`^https?://[^/]+/shared-cart/${link.json.token}$`));
    const token = link.json.token;

    const viewer = new Jar();
    const seen = await viewer.get(`${C}/share-cart/${token}`);
    expect(seen.status).toBe(200);
    expect(seen.json.cart).toMatchObject({
      id: '',
      items: [{ quantity: 2, article: { uid: a.articleId } }],
      shared_cart_details: { token },
    });

    await viewer.post(`${C}/detail`, {
      items: [
        { article_id: a.articleId, quantity: 1 },
        { article_id: b.articleId, quantity: 1 },
      ],
    });
    const added = await viewer.post(`${C}/share-cart/${token}/add`);
    expect(added.status).toBe(200);
    const qty = (cart: any) => Object.fromEntries(cart.items.map((i: any) => [i.article.uid, i.quantity]));
    expect(qty(added.json.cart)).toEqual({ [a.articleId]: Math.min(3, a.stock, 10), [b.articleId]: 1 });
    const merged = await viewer.post(`${C}/share-cart/${token}/merge`);
    expect(qty(merged.json.cart)).toEqual({ [a.articleId]: Math.min(3, a.stock, 10), [b.articleId]: 1 });
    const replaced = await viewer.post(`${C}/share-cart/${token}/replace`);
    expect(qty(replaced.json.cart)).toEqual({ [a.articleId]: 2 });

    // The sharer's cart never changed, and the viewer's cart is not the sharer's.
    const sharerCart = await sharer.get(`${C}/detail`);
    expect(qty(sharerCart.json)).toEqual({ [a.articleId]: 2 });
    expect(replaced.json.cart.id).not.toBe(sharerCart.json.id);

    expect((await viewer.get(`${C}/promotion?slug=${a.slug}`)).status).toBe(200);
    expect((await viewer.get(`${C}/share-cart/not-a-token`)).json).toEqual({
      success: false,
      message: 'Shared cart not found',
    });
    expect((await viewer.post(`${C}/share-cart/${token}/steal`)).status).toBe(400);
    const empty = await new Jar().post(`${C}/share-cart`, {});
    expect([empty.status, empty.json.message]).toEqual([400, 'Token could not be generated']);
  });

  it('merges the anonymous cart into the shopper’s at sign-in: quantities add up within stock', async () => {
    const [a, b] = await articles(() => true, 3, 2);
    const { jar, userId } = await signIn();
    expect(userId).toBeTruthy();
    await jar.post(`${C}/detail`, { items: [{ article_id: a.articleId, quantity: 2 }] });
    const shopperCartId = (await jar.get(`${C}/detail`)).json.id;
    // Sign out, shop anonymously in the same browser, sign in again.
    expect((await jar.get('/service/application/user/authentication/v1.0/logout')).status).toBe(200);
    expect(jar.cookies.has('f.session')).toBe(false);
    expect((await jar.get(`${C}/detail`)).json.items).toEqual([]);
    await jar.post(`${C}/detail`, {
      items: [
        { article_id: a.articleId, quantity: 2 },
        { article_id: b.articleId, quantity: 1 },
      ],
    });
    expect(jar.cookies.has('f.cart')).toBe(true);
    const account = await signInAgain(jar);
    expect(account).toBe(200);
    expect(jar.cookies.has('f.cart')).toBe(false);
    const merged = (await jar.get(`${C}/detail`)).json;
    expect(merged.id).toBe(shopperCartId);
    const qty = Object.fromEntries(merged.items.map((i: any) => [i.article.uid, i.quantity]));
    expect(qty).toEqual({ [a.articleId]: Math.min(4, a.stock, 10), [b.articleId]: 1 });
  });

  it('gives a signed-in shopper one cart however many adds arrive at once', async () => {
    const all = await articles(() => true, 3, 6);
    const { jar } = await signIn();
    const answers = await Promise.all(
      all.map((a) => jar.post(`${C}/detail`, { items: [{ article_id: a.articleId, quantity: 1 }] })),
    );
    expect(answers.map((r) => r.status)).toEqual(all.map(() => 200));
    expect(new Set(answers.map((r) => r.json.cart.id)).size).toBe(1);
    expect((await jar.get(`${C}/basic`)).json).toEqual({ user_cart_items_count: all.length });
  });

  it('keeps a separate buy-now cart, for signed-in shoppers only', async () => {
    const [a, b] = await articles(() => true, 3, 2);
    const anonymous = await new Jar().post(`${C}/detail?buy_now=true`, {
      items: [{ article_id: a.articleId, quantity: 1 }],
    });
    expect([anonymous.status, anonymous.json.message]).toEqual([401, 'Please sign in to buy now']);
    const { jar } = await signIn();
    await jar.post(`${C}/detail`, { items: [{ article_id: a.articleId, quantity: 1 }] });
    const buyNow = await jar.post(`${C}/detail`, { buy_now: true, items: [{ article_id: b.articleId, quantity: 1 }] });
    expect(buyNow.status).toBe(200);
    expect(buyNow.json.cart).toMatchObject({ buy_now: true, items: [{ article: { uid: b.articleId } }] });
    const bag = (await jar.get(`${C}/detail`)).json;
    expect(bag).toMatchObject({ buy_now: false, items: [{ article: { uid: a.articleId } }] });
    expect(bag.id).not.toBe(buyNow.json.cart.id);
    expect((await jar.get(`${C}/basic?buy_now=true`)).json).toEqual({ user_cart_items_count: 1 });
    // The bag's id does not open the buy-now cart.
    expect((await jar.get(`${C}/detail?buy_now=true&id=${bag.id}`)).status).toBe(404);
  });
});
