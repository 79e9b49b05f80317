// Reward points on the cart over HTTP (POST cart/v1.0/redeem/points/), raw and through the
// official SDK's Cart client (applyRewardPoints): the cart remembers the choice, spends whole
// points up to what is left to pay for goods (never delivery), shows the balance as the SDK's
// LoyaltyPoints, and debits nothing until an order is placed. Points are credited through
// /dev/rewards/credit (the platform has no merchant console yet).
import { describe, expect, it } from '@jest/globals';
import { failure, officialClient, server } from '../harness';
import { C, Jar, articles, expectAddsUp, paise, signIn } from './helpers';

const REDEEM = `${C}/redeem/points/`;
const REWARDS = '/service/application/rewards/v1.0';

async function credit(userId: string, points: number) {
  const res = await fetch(`${server().url}/dev/rewards/credit`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ user_id: userId, points, reason: 'Test credit' }),
  });
  expect(res.status).toBe(200);
}

/** A signed-in shopper with one line in the cart and `points` to spend. */
async function shopperWithCart(points: number, quantity = 1) {
  const [a] = await articles((x) => x.uid % 7 !== 0 && x.uid % 13 !== 5 && x.effective >= 100, 3);
  const { jar, userId } = await signIn();
  const added = await jar.post(`${C}/detail`, { items: [{ article_id: a.articleId, quantity }] });
  expect(added.status).toBe(200);
  if (points > 0) await credit(userId, points);
  return { jar, userId, cart: added.json.cart };
}

/** Points the breakup spends: whole points of what is left after discount and coupon. */
const leftForPoints = (raw: any) => Math.floor((paise(raw.subtotal) - paise(raw.coupon)) / 100);

describe('redeem/points/', () => {
  it('with enough points: pays for the goods, not delivery; remembered on every read; nothing debited yet', async () => {
    const { jar, cart } = await shopperWithCart(1_000_000);
    const before = cart.breakup_values.raw;
    const usable = leftForPoints(before);
    const res = await jar.post(`${REDEEM}?id=${cart.id}`, { points: true });
    expect(res.status).toBe(200);
    const b = res.json.breakup_values;
    expect(b.loyalty_points).toMatchObject({ is_applied: true, total: 1_000_000, applicable: usable });
    expect(paise(b.raw.loyalty_points)).toBe(usable * 100);
    expect(b.raw.fynd_cash).toBe(b.raw.loyalty_points);
    // What stays: the paise below a whole point, and delivery exactly as before.
    expect(paise(b.raw.delivery_charge)).toBe(paise(before.delivery_charge));
    expect(paise(b.raw.total)).toBe(paise(before.subtotal) - usable * 100 + paise(before.delivery_charge));
    expect(b.display.find((d: any) => d.key === 'loyalty_points')).toMatchObject({
      display: 'Loyalty Points',
      value: -b.raw.loyalty_points,
    });
    expectAddsUp(b);

    const read = await jar.get(`${C}/detail?id=${cart.id}`);
    expect(read.json.breakup_values.loyalty_points).toMatchObject({ is_applied: true, total: 1_000_000 });
    expect(read.json.breakup_values.raw.loyalty_points).toBe(b.raw.loyalty_points);
    expect((await jar.get(`${REWARDS}/user/points/`)).json).toEqual({ points: 1_000_000 });
  });

  it('with too few points: spends the whole balance', async () => {
    const { jar, cart } = await shopperWithCart(30);
    expect(leftForPoints(cart.breakup_values.raw)).toBeGreaterThan(30);
    const res = await jar.post(REDEEM, { points: true });
    expect(res.status).toBe(200);
    const b = res.json.breakup_values;
    expect(b.loyalty_points).toMatchObject({ is_applied: true, total: 30, applicable: 30 });
    expect(b.raw.loyalty_points).toBe(30);
    expect(paise(b.raw.total)).toBe(paise(cart.breakup_values.raw.total) - 3_000);
    expectAddsUp(b);
  });

  it('with zero points: refused with the reason, the cart unchanged', async () => {
    const { jar, cart } = await shopperWithCart(0);
    const res = await jar.post(REDEEM, { points: true });
    expect(res.status).toBe(400);
    expect(res.json.message).toBe('You have no reward points to use');
    const read = await jar.get(`${C}/detail`);
    expect(read.json.breakup_values.loyalty_points).toMatchObject({ is_applied: false, total: 0, applicable: 0 });
    expect(read.json.breakup_values.raw.total).toBe(cart.breakup_values.raw.total);
  });

  it('on an empty cart: refused; a body that is not {points: boolean}: 400', async () => {
    const { jar, userId } = await signIn();
    await credit(userId, 100);
    const empty = await jar.post(REDEEM, { points: true });
    expect(empty.status).toBe(400);
    expect(empty.json.message).toBe('Add items to the cart to use reward points');
    for (const bad of [{}, { points: 'yes' }, { points: 1 }]) expect((await jar.post(REDEEM, bad)).status).toBe(400);
    // Turning points off needs no cart.
    expect((await jar.post(REDEEM, { points: false })).status).toBe(200);
  });

  it('anonymous: the user domain 401, and the cart unchanged', async () => {
    const [a] = await articles(() => true, 3);
    const jar = new Jar();
    const added = await jar.post(`${C}/detail`, { items: [{ article_id: a.articleId, quantity: 1 }] });
    const res = await jar.post(`${REDEEM}?id=${added.json.cart.id}`, { points: true });
    expect(res.status).toBe(401);
    expect(res.json).toEqual({ success: false, code: 'USER_NOT_SIGNED_IN', message: 'Please sign in to continue' });
    expect((await jar.get(`${C}/detail`)).json.breakup_values.loyalty_points).toMatchObject({
      is_applied: false,
      total: 0,
    });
  });

  it('points: false removes them and the total comes back', async () => {
    const { jar, cart } = await shopperWithCart(50);
    expect((await jar.post(REDEEM, { points: true })).json.breakup_values.raw.loyalty_points).toBe(50);
    const off = await jar.post(REDEEM, { points: false });
    expect(off.status).toBe(200);
    expect(off.json.breakup_values.loyalty_points).toMatchObject({ is_applied: false, total: 50, applicable: 50 });
    expect(off.json.breakup_values.raw.loyalty_points).toBe(0);
    expect(off.json.breakup_values.raw.total).toBe(cart.breakup_values.raw.total);
    expect(off.json.breakup_values.display.map((d: any) => d.key)).not.toContain('loyalty_points');
  });

  it("shopper B cannot apply points on A's cart", async () => {
    const a = await shopperWithCart(0);
    const b = await signIn();
    await credit(b.userId, 500);
    const res = await b.jar.post(`${REDEEM}?id=${a.cart.id}`, { points: true });
    expect(res.status).toBe(404);
    expect(res.json.message).toBe('Cart not found');
    const read = await a.jar.get(`${C}/detail`);
    expect(read.json.breakup_values.loyalty_points).toMatchObject({ is_applied: false, total: 0 });
    expect(read.json.breakup_values.raw.loyalty_points).toBe(0);
  });

  it('adds up with a ladder step, buy 2 get 1, a coupon and points together', async () => {
    const [ladder] = await articles(({ uid }) => uid % 7 === 0 && uid % 13 !== 5, 3);
    const [bogo] = await articles(({ uid }) => uid % 13 === 5 && uid % 7 !== 0, 3);
    const { jar, userId } = await signIn();
    await credit(userId, 75);
    const added = await jar.post(`${C}/detail`, {
      items: [
        { article_id: ladder.articleId, quantity: 2 },
        { article_id: bogo.articleId, quantity: 3 },
      ],
    });
    expect(added.json.cart.applied_promo_details.map((p: any) => p.promotion_type).sort()).toEqual([
      'bogo',
      'ladder_price',
    ]);
    const coupon = await jar.post(`${C}/coupon`, { coupon_code: 'SAVE10' });
    expect(coupon.status).toBe(200);
    const res = await jar.post(REDEEM, { points: true });
    const b = res.json.breakup_values;
    expect(b.coupon).toMatchObject({ code: 'SAVE10', is_applied: true });
    expect(b.raw.loyalty_points).toBe(Math.min(75, leftForPoints(b.raw)));
    expect(paise(b.raw.total)).toBe(paise(coupon.json.breakup_values.raw.total) - paise(b.raw.loyalty_points));
    expectAddsUp(b);
    // Removing the coupon leaves more to pay for: points still stop at the balance.
    const noCoupon = await jar.delete(`${C}/coupon`);
    expect(noCoupon.json.breakup_values.raw.loyalty_points).toBe(
      Math.min(75, leftForPoints(noCoupon.json.breakup_values.raw)),
    );
    expectAddsUp(noCoupon.json.breakup_values);
  });
});

describe('official SDK Cart client: applyRewardPoints', () => {
  it('applies and removes points on the cart and the buy-now cart; refuses an anonymous client', async () => {
    const { jar, cart: first } = await shopperWithCart(40);
    const cart = officialClient({ cookie: jar.cookie }).cart;
    const applied: any = await cart.applyRewardPoints({ id: first.id, i: true, b: true, body: { points: true } });
    expect(applied).toMatchObject({
      id: first.id,
      breakup_values: { loyalty_points: { is_applied: true, total: 40, applicable: 40 }, raw: { loyalty_points: 40 } },
    });
    expectAddsUp(applied.breakup_values);
    const removed: any = await cart.applyRewardPoints({ id: first.id, body: { points: false } });
    expect(removed.breakup_values.loyalty_points.is_applied).toBe(false);

    // The buy-now cart keeps its own choice.
    const [a] = await articles(() => true, 3);
    const now: any = await cart.addItems({ buyNow: true, body: { items: [{ article_id: a.articleId, quantity: 1 }] } });
    const nowApplied: any = await cart.applyRewardPoints({ id: now.cart.id, buyNow: true, body: { points: true } });
    expect(nowApplied).toMatchObject({
      id: now.cart.id,
      buy_now: true,
      breakup_values: { loyalty_points: { is_applied: true } },
    });
    expect(((await cart.getCart({ id: first.id })) as any).breakup_values.loyalty_points.is_applied).toBe(false);

    expect(await failure(() => officialClient().cart.applyRewardPoints({ body: { points: true } }))).toMatchObject({
      code: 401,
      message: 'Please sign in to continue',
    });
  });
});
