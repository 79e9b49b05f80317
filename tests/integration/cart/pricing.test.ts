// What a cart costs, over HTTP: coupons kept in the database (list, apply with a reason for each
// refusal, remove, checked again on every read), ladder prices, buy-2-get-1, a free gift and
// delivery below the free-delivery threshold; the breakup adds up in every case.
import { describe, expect, it } from '@jest/globals';
import { C, Jar, articles, expectAddsUp, paise, signIn } from './helpers';

async function cartWith(jar: Jar, lines: { articleId: string; quantity: number }[]) {
  const res = await jar.post(`${C}/detail`, {
    items: lines.map((l) => ({ article_id: l.articleId, quantity: l.quantity })),
  });
  expect(res.status).toBe(200);
  return res.json.cart;
}

describe('coupons', () => {
  it('lists the live coupons with whether each applies, and why not', async () => {
    const list = await new Jar().get(`${C}/coupon`);
    expect(list.status).toBe(200);
    const codes = list.json.available_coupon_list.map((c: { coupon_code: string }) => c.coupon_code);
    expect(codes).toEqual(expect.arrayContaining(['WELCOME100', 'SAVE10', 'BRAND20', 'CATEGORY15']));
    expect(codes).not.toContain('EXPIRED50');
    for (const c of list.json.available_coupon_list) {
      expect(c).toMatchObject({
        is_applicable: false,
        message:
          c.coupon_code === 'WELCOME100' ? 'Sign in to use this coupon' : 'Add items to the cart to apply a coupon',
      });
    }
  });

  it('applies a percentage coupon capped at its maximum, checks it again on every read, and removes it', async () => {
    // A piece under ₹499 without promotions, with stock enough to pass ₹499.
    const [a] = await articles(
      (x) => x.uid % 7 !== 0 && x.uid % 13 !== 5 && x.effective < 499 && x.effective * Math.min(x.stock, 10) >= 500,
    );
    const jar = new Jar();
    const pieces = Math.ceil(500 / a.effective);
    const cart = await cartWith(jar, [{ articleId: a.articleId, quantity: pieces }]);
    const subtotal = paise(cart.breakup_values.raw.subtotal);
    expect(subtotal).toBeGreaterThanOrEqual(49_900);
    const list = (await jar.get(`${C}/coupon`)).json.available_coupon_list;
    expect(list.find((c: { coupon_code: string }) => c.coupon_code === 'SAVE10')).toMatchObject({
      is_applicable: true,
      is_applied: false,
    });

    const applied = await jar.post(`${C}/coupon`, { coupon_code: 'save10' });
    expect(applied.status).toBe(200);
    const off = Math.min(Math.round(subtotal * 0.1), 50_000);
    expect(paise(applied.json.breakup_values.raw.coupon)).toBe(off);
    expect(applied.json.breakup_values.coupon).toMatchObject({ code: 'SAVE10', is_applied: true });
    expect(applied.json.breakup_values.display.map((d: { key: string }) => d.key)).toContain('coupon');
    expectAddsUp(applied.json.breakup_values);
    expect(
      (await jar.get(`${C}/coupon`)).json.available_coupon_list.find(
        (c: { coupon_code: string }) => c.coupon_code === 'SAVE10',
      ).is_applied,
    ).toBe(true);

    // Below the minimum the coupon stays on the cart but takes nothing off, and says why.
    const key = applied.json.items[0].key;
    const cheaper = await jar.put(`${C}/detail`, {
      operation: 'update_item',
      items: [{ identifiers: { identifier: key }, quantity: 1 }],
    });
    {
      expect(cheaper.json.cart.breakup_values.coupon).toMatchObject({ code: 'SAVE10', is_applied: false });
      expect(cheaper.json.cart.breakup_values.coupon.message).toMatch(
        /^Add items worth ₹[\d,.]+ more to apply this coupon$/,
      );
      expect(cheaper.json.cart.breakup_values.raw.coupon).toBe(0);
      expectAddsUp(cheaper.json.cart.breakup_values);
    }
    const removed = await jar.delete(`${C}/coupon`);
    expect(removed.status).toBe(200);
    expect(removed.json.breakup_values.coupon).toEqual({});
    expect(removed.json.breakup_values.raw.coupon).toBe(0);
  });

  it('refuses each coupon that does not apply with its reason', async () => {
    const [a] = await articles();
    const jar = new Jar();
    const cart = await cartWith(jar, [{ articleId: a.articleId, quantity: 1 }]);
    const refuse = async (code: string) => {
      const res = await jar.post(`${C}/coupon`, { coupon_code: code });
      expect(res.status).toBe(400);
      return res.json.message;
    };
    expect(await refuse('NOSUCHCODE')).toBe('Coupon not found');
    expect(await refuse('EXPIRED50')).toBe('This coupon has expired');
    expect(await refuse('WELCOME100')).toBe('Sign in to use this coupon');
    if (paise(cart.breakup_values.raw.subtotal) < 49_900)
      expect(await refuse('SAVE10')).toMatch(/^Add items worth ₹[\d,.]+ more to apply this coupon$/);
    expect((await jar.post(`${C}/coupon`, {})).status).toBe(400);
    expect((await jar.post(`${C}/coupon`, { coupon_code: 'x'.repeat(41) })).status).toBe(400);
    // Nothing was applied by the refusals.
    expect((await jar.get(`${C}/detail`)).json.breakup_values.coupon).toEqual({});
  });

  it('applies a brand coupon to that brand only, and a once-per-shopper coupon for a signed-in shopper', async () => {
    const list = (await new Jar().get(`${C}/coupon`)).json.available_coupon_list;
    const title: string = list.find((c: { coupon_code: string }) => c.coupon_code === 'BRAND20').title;
    const brandName = title.replace(/^20% off /, '');
    const [mine] = await articles((x) => x.brandName === brandName && x.uid % 7 !== 0 && x.uid % 13 !== 5, 1);
    const [other] = await articles((x) => x.brandName !== brandName, 1);
    const jar = new Jar();
    await cartWith(jar, [{ articleId: other.articleId, quantity: 1 }]);
    const refused = await jar.post(`${C}/coupon`, { coupon_code: 'BRAND20' });
    expect([refused.status, refused.json.message]).toEqual([
      400,
      'This coupon does not apply to the items in your cart',
    ]);
    await cartWith(jar, [{ articleId: mine.articleId, quantity: 1 }]);
    const applied = await jar.post(`${C}/coupon`, { coupon_code: 'BRAND20' });
    expect(applied.status).toBe(200);
    // 20% of the brand's line only, at most ₹1,000.
    expect(paise(applied.json.breakup_values.raw.coupon)).toBe(
      Math.min(Math.round(paise(mine.effective) * 0.2), 100_000),
    );
    expectAddsUp(applied.json.breakup_values);

    const first = mine;
    const { jar: shopper } = await signIn();
    const pieces = Math.min(first.stock, 10, Math.max(1, Math.ceil(1000 / first.effective)));
    const cart = await cartWith(shopper, [{ articleId: first.articleId, quantity: pieces }]);
    if (paise(cart.breakup_values.raw.subtotal) >= 99_900) {
      const res = await shopper.post(`${C}/coupon`, { coupon_code: 'WELCOME100' });
      expect(res.status).toBe(200);
      expect(paise(res.json.breakup_values.raw.coupon)).toBe(10_000);
      expectAddsUp(res.json.breakup_values);
    }
  });
});

describe('promotions and delivery', () => {
  it('prices a ladder step, buy 2 get 1 and a coupon together, and the breakup adds up', async () => {
    const [ladder] = await articles(({ uid }) => uid % 7 === 0 && uid % 13 !== 5, 3);
    const [bogo] = await articles(({ uid }) => uid % 13 === 5 && uid % 7 !== 0, 3);
    const jar = new Jar();
    const cart = await cartWith(jar, [
      { articleId: ladder.articleId, quantity: 2 },
      { articleId: bogo.articleId, quantity: 3 },
    ]);
    const byArticle = Object.fromEntries(cart.items.map((i: any) => [i.article.uid, i]));
    const l = byArticle[ladder.articleId];
    expect(l.promotions_applied[0]).toMatchObject({
      promotion_type: 'ladder_price',
      offer_text: 'Buy more, save more',
    });
    expect(paise(l.price_per_unit.converted.effective)).toBe(
      paise(ladder.effective) - Math.round(paise(ladder.effective) * 0.05),
    );
    const b = byArticle[bogo.articleId];
    expect(b.promotions_applied[0]).toMatchObject({ promotion_type: 'bogo', offer_text: 'Buy 2, get 1 free' });
    expect(paise(b.price.converted.effective)).toBe(paise(bogo.effective) * 2);
    expectAddsUp(cart.breakup_values);
    const withCoupon = await jar.post(`${C}/coupon`, { coupon_code: 'CATEGORY15' });
    if (withCoupon.status === 200) expectAddsUp(withCoupon.json.breakup_values);
    const save = await jar.post(`${C}/coupon`, { coupon_code: 'SAVE10' });
    if (save.status === 200) {
      expect(paise(save.json.breakup_values.raw.coupon)).toBeGreaterThan(0);
      expectAddsUp(save.json.breakup_values);
    }
  });

  it('shows a free gift with its product, and lists promotions of a product and of the cart', async () => {
    const [giver] = await articles(({ uid }) => uid % 17 === 2, 1);
    const jar = new Jar();
    const cart = await cartWith(jar, [{ articleId: giver.articleId, quantity: 1 }]);
    const gift = cart.items[0].promotions_applied.find(
      (p: { promotion_type: string }) => p.promotion_type === 'free_gift_items',
    );
    expect(gift).toMatchObject({
      offer_text: 'Free gift with this product',
      amount: 0,
      applied_free_articles: [{ quantity: 1 }],
    });
    expect(cart.applied_promo_details).toEqual(
      expect.arrayContaining([expect.objectContaining({ promotion_type: 'free_gift_items' })]),
    );
    expectAddsUp(cart.breakup_values);

    const bySlug = await jar.get(`${C}/available-promotions?slug=${giver.slug}`);
    expect(bySlug.status).toBe(200);
    expect(bySlug.json.available_promotions[0]).toMatchObject({
      promotion_type: 'free_gift_items',
      free_gift_items: [expect.objectContaining({ item_name: expect.any(String) })],
    });
    // The line names its gift, as the promotion does.
    const giftName = bySlug.json.available_promotions[0].free_gift_items[0].item_name;
    expect(gift.applied_free_articles[0].free_gift_item_details).toMatchObject({
      item_name: giftName,
      item_slug: expect.any(String),
    });
    const ofCart = await jar.get(`${C}/available-promotions`);
    expect(ofCart.json.available_promotions.map((p: { id: string }) => p.id)).toEqual(
      bySlug.json.available_promotions.map((p: { id: string }) => p.id),
    );
    expect((await jar.get(`${C}/available-promotions?slug=no-such-product`)).status).toBe(404);
    expect((await jar.get(`${C}/available-promotions?page_size=0`)).status).toBe(400);
    expect((await jar.get(`${C}/available-payment-offers`)).json).toEqual({ success: true, promotions: [] });
  });

  it('charges delivery below ₹999 and not from ₹999 on', async () => {
    const all = await articles(() => true, 1, 10);
    const cheap = all.find((x) => x.effective < 999);
    if (cheap) {
      const jar = new Jar();
      const cart = await cartWith(jar, [{ articleId: cheap.articleId, quantity: 1 }]);
      if (paise(cart.breakup_values.raw.subtotal) < 99_900) {
        expect(cart.breakup_values.raw.delivery_charge).toBe(49);
        expect(cart.breakup_values.display.find((d: { key: string }) => d.key === 'delivery_charge')).toMatchObject({
          value: 49,
          display: 'Delivery Charges',
        });
        expect(cart.delivery_charge_info).toBe('Free delivery on orders of ₹999 or more');
      }
      expectAddsUp(cart.breakup_values);
    }
    const dear = all.find((x) => x.effective >= 999);
    if (dear) {
      const cart = await cartWith(new Jar(), [{ articleId: dear.articleId, quantity: 1 }]);
      expect(cart.breakup_values.raw.delivery_charge).toBe(0);
      expectAddsUp(cart.breakup_values);
    }
  });
});
