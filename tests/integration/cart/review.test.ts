// Review of the cart's edges: a replayed anonymous-cart cookie after sign-in, logout or another
// account's sign-in on the same browser never reaches the account's cart; a line's meta is
// bounded; parallel adds (several database connections on PostgreSQL) never pass the line limit.
import { describe, expect, it } from '@jest/globals';
import { C, Jar, articles, signIn, signInAgain } from './helpers';
import { AUTH, PASSWORD } from '../user-helpers';

const qty = (cart: any) => Object.fromEntries(cart.items.map((i: any) => [i.article.uid, i.quantity]));

describe('cart review', () => {
  it('never shows or changes the account’s cart through an anonymous cookie replayed after sign-in, logout or another sign-in', async () => {
    const [a, b] = await articles(() => true, 3, 2);
    const browser = new Jar();
    await browser.post(`${C}/detail`, { items: [{ article_id: a.articleId, quantity: 2 }] });
    const replayed = browser.cookies.get('f.cart')!;
    expect(replayed).toBeTruthy();
    // Sign-in adopts the anonymous cart as the account's (the account had none) and clears the cookie.
    const { jar: owner } = await signIn(browser);
    expect(owner.cookies.has('f.cart')).toBe(false);
    const account = (await owner.get(`${C}/detail`)).json;
    expect(qty(account)).toEqual({ [a.articleId]: 2 });

    // Logged out, with the old cookie put back: no cart, and an add lands in a new anonymous cart.
    expect((await owner.get(`${AUTH}/logout`)).status).toBe(200);
    owner.cookies.delete('f.session');
    owner.cookies.set('f.cart', replayed);
    expect((await owner.get(`${C}/detail`)).json.items).toEqual([]);
    expect((await owner.get(`${C}/detail?id=${account.id}`)).status).toBe(404);
    expect((await owner.get(`${C}/basic`)).json).toEqual({ user_cart_items_count: 0 });
    const added = await owner.post(`${C}/detail`, { items: [{ article_id: b.articleId, quantity: 1 }] });
    expect(added.status).toBe(200);
    expect(added.json.cart.id).not.toBe(account.id);
    expect(qty(added.json.cart)).toEqual({ [b.articleId]: 1 });

    // Another account signing in with the replayed cookie gets nothing of the first account's cart.
    const stranger = new Jar();
    stranger.cookies.set('f.cart', replayed);
    const { jar: other } = await signIn(stranger);
    const theirs = (await other.get(`${C}/detail`)).json;
    expect(theirs.items).toEqual([]);
    expect(theirs.id).not.toBe(account.id);

    // The first account's cart is as it was, seen from a fresh browser.
    const back = new Jar();
    back.email = owner.email;
    expect(await signInAgain(back)).toBe(200);
    const kept = (await back.get(`${C}/detail`)).json;
    expect([kept.id, qty(kept)]).toEqual([account.id, { [a.articleId]: 2 }]);
  });

  it('answers the cart as private and never stored by a cache, so a signed-out browser cannot be shown the account’s cart from its cache', async () => {
    const [a] = await articles();
    const { jar } = await signIn();
    await jar.post(`${C}/detail`, { items: [{ article_id: a.articleId, quantity: 1 }] });
    // The answer carries Last-Modified (HEAD's purpose): without Cache-Control a browser may reuse it heuristically.
    for (const res of [
      await jar.get(`${C}/detail`),
      await jar.head(`${C}/detail`),
      await jar.get(`${C}/basic`),
      await jar.get(`${C}/coupon`),
      await jar.get(`${C}/detail?id=nope`),
    ]) {
      expect(res.headers.get('cache-control')).toBe('private, no-store');
    }
    expect((await jar.head(`${C}/detail`)).headers.get('last-modified')).toMatch(/GMT$/);
  });

  it('keeps the anonymous cart, as the account’s, when the same browser signs in twice at once (a double-submitted form)', async () => {
    const [a] = await articles();
    const { jar: account } = await signIn();
    await account.get(`${AUTH}/logout`);
    for (let round = 0; round < 3; round++) {
      const browser = new Jar();
      await browser.post(`${C}/detail`, { items: [{ article_id: a.articleId, quantity: 1 }] });
      const cookie = browser.cookies.get('f.cart')!;
      // Each attempt sends the same cookie, as a browser does for two clicks before the first answer.
      const attempts = await Promise.all(
        [0, 1, 2].map(() => {
          const twin = new Jar();
          twin.cookies.set('f.cart', cookie);
          return twin
            .post(`${AUTH}/login/password`, { username: account.email, password: PASSWORD })
            .then((res) => ({ res, twin }));
        }),
      );
      expect(attempts.map((x) => x.res.status)).toEqual([200, 200, 200]);
      const cart = (await attempts[0].twin.get(`${C}/detail`)).json;
      expect([round, qty(cart)]).toEqual([round, { [a.articleId]: round + 1 }]);
      for (const x of attempts) await x.twin.get(`${AUTH}/logout`);
    }
  });

  it('on one browser, a second account signing in sees its own cart, never the first account’s', async () => {
    const [a, b] = await articles(() => true, 3, 2);
    const { jar } = await signIn();
    const first = (await jar.post(`${C}/detail`, { items: [{ article_id: a.articleId, quantity: 1 }] })).json.cart;
    // The same browser signs in as someone else without logging out.
    const { jar: same } = await signIn(jar);
    const second = (await same.get(`${C}/detail`)).json;
    expect(second.items).toEqual([]);
    expect(second.id).not.toBe(first.id);
    await same.post(`${C}/detail`, { items: [{ article_id: b.articleId, quantity: 1 }] });
    expect((await same.get(`${C}/detail?id=${first.id}`)).status).toBe(404);
  });

  it('refuses a line or shared-cart meta too large to keep, with the reason, and keeps nothing', async () => {
    const [a] = await articles();
    const jar = new Jar();
    const big = Object.fromEntries(Array.from({ length: 20 }, (_, i) => [`k${i}`, 'x'.repeat(40_000)]));
    const res = await jar.post(`${C}/detail`, { items: [{ article_id: a.articleId, quantity: 1, meta: big }] });
    expect(res.status).toBe(400);
    expect(res.json).toMatchObject({
      success: false,
      message: 'Invalid body: items.0.meta: at most 2000 characters as JSON',
    });
    expect((await jar.get(`${C}/basic`)).json).toEqual({ user_cart_items_count: 0 });
    const small = await jar.post(`${C}/detail`, {
      items: [{ article_id: a.articleId, quantity: 1, meta: { note: 'gift' } }],
    });
    expect(small.status).toBe(200);
    expect(small.json.cart.items[0].article.meta).toEqual({ note: 'gift' });
    // A shared cart keeps its meta too: the same bound.
    const share = await jar.post(`${C}/share-cart`, { meta: { selected_staff: 'x', notes: 'x'.repeat(100_000) } });
    expect([share.status, share.json.message]).toEqual([400, 'Invalid body: meta: at most 2000 characters as JSON']);
    expect((await jar.post(`${C}/share-cart`, { meta: { selected_staff: 'x' } })).status).toBe(200);
  });

  it('refuses text PostgreSQL cannot store (a lone surrogate escape) in any stored field with a 400, never a 500', async () => {
    const [a] = await articles();
    const jar = new Jar();
    await jar.post(`${C}/detail`, { items: [{ article_id: a.articleId, quantity: 1 }] });
    for (const [method, path, body] of [
      ['POST', `${C}/detail`, { items: [{ article_id: a.articleId, quantity: 1, meta: { note: '\ud800' } }] }],
      ['POST', `${C}/detail`, { items: [{ article_id: a.articleId, quantity: 1, meta: { '\udfff': 1 } }] }],
      ['PUT', `${C}/meta`, { comment: 'a\ud800b' }],
      ['PUT', `${C}/meta`, { gift_details: { to: '\udc00' } }],
      ['POST', `${C}/share-cart`, { meta: { selected_staff: '\ud83d' } }],
    ] as const) {
      const res = await jar.call(path, { method, body });
      expect([method, path, res.status, res.json]).toEqual([
        method,
        path,
        400,
        { success: false, message: 'Invalid body: text must be valid Unicode (no lone surrogate)' },
      ]);
    }
    // A real pair (an emoji) is fine.
    expect((await jar.put(`${C}/meta`, { comment: 'gift \ud83c\udf81' })).status).toBe(200);
    expect((await jar.get(`${C}/detail`)).json.comment).toBe('gift 🎁');
  });

  it('never lets parallel adds of one article pass the per-item limit or the stock', async () => {
    const [a] = await articles(() => true, 3);
    const jar = new Jar();
    await jar.post(`${C}/detail`, { items: [{ article_id: a.articleId, quantity: 1 }] });
    const answers = await Promise.all(
      Array.from({ length: 14 }, () => jar.post(`${C}/detail`, { items: [{ article_id: a.articleId, quantity: 1 }] })),
    );
    const most = Math.min(a.stock, 10);
    expect(answers.filter((r) => r.status === 200)).toHaveLength(most - 1);
    expect(qty((await jar.get(`${C}/detail`)).json)).toEqual({ [a.articleId]: most });
  });

  it('keeps a cart within 50 lines when new lines are added at once', async () => {
    const all = await articles(() => true, 2, 56);
    const { jar } = await signIn();
    const fill = await jar.post(`${C}/detail`, {
      items: all.slice(0, 48).map((a) => ({ article_id: a.articleId, quantity: 1 })),
    });
    expect(fill.status).toBe(200);
    const answers = await Promise.all(
      all.slice(48).map((a) => jar.post(`${C}/detail`, { items: [{ article_id: a.articleId, quantity: 1 }] })),
    );
    const outcomes = answers.map((r) => (r.status === 200 ? 'added' : `${r.status} ${r.json.message}`)).sort();
    expect(outcomes).toEqual([...Array(6).fill('400 A cart can hold at most 50 items'), 'added', 'added']);
    expect((await jar.get(`${C}/basic`)).json).toEqual({ user_cart_items_count: 50 });
  });
});
