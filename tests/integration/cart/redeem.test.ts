// What checkout will call: redeemCartPoints(tx, cart, pricing) inside its own transaction, and the
// cart's pricing when the balance changes between applying points and reading the cart. Runs in a
// child process (PGlite cannot load inside jest's VM) on a fresh seeded PGlite, or on DATABASE_URL
// (seeded by the integration setup) with two connection pools, as two shop processes would hold them.
import { describe, expect, it } from '@jest/globals';
import { runScenario } from '../fixtures/child-scenario';

const SCENARIO = `
(async () => {
  const crypto = require('node:crypto');
  const path = require('node:path');
  const { openDatabase } = require('./platform/db/client');
  const { pointsBalance, recordPointsDebit, recordPointsCredit } = require('./platform/rewards');
  const { priceLines, loadLines, redeemCartPoints, archiveCart } = require('./platform/cart');
  const store = require('./platform/cart/cart-store');
  const { addItems } = require('./platform/cart/cart-service');
  const { choosePoints } = require('./platform/cart/points');
  const url = process.env.DATABASE_URL || undefined;
  const one = await openDatabase({ url, dir: path.join(process.env.DATA_DIR, 'pglite') });
  if (!url) await require('./platform/seed').seedDemo(one, { products: 30, images: false });
  const two = url ? await openDatabase({ url }) : one;
  const userId = crypto.randomBytes(12).toString('hex');
  await one.query('INSERT INTO users (id) VALUES ($1)', [userId]);
  const [article] = await one.query("SELECT uid FROM articles WHERE quantity >= 2 AND price_effective >= 10000 ORDER BY uid LIMIT 1");
  const out = {};
  const spendElsewhere = (points, ref) => one.db.transaction((tx) => recordPointsDebit(tx, { userId, points, reason: 'Elsewhere', reference: ref }));

  async function newCart() {
    const cart = await store.ensureUserCart(one, userId, 'bag');
    await addItems(one, cart, [{ article_id: article.uid, quantity: 1 }]);
    await choosePoints(one, cart, userId, true, 1);
    return cart;
  }
  const price = async (cart) => {
    const fresh = await store.cartById(one, cart.id);
    return { fresh, pricing: (await priceLines(one, fresh, await loadLines(one, cart.id), { userId })).pricing };
  };
  const summary = ({ pricing }) => ({ used: pricing.points.used, points: pricing.raw.points, total: pricing.raw.total, left: pricing.raw.subtotal - pricing.raw.coupon });

  await recordPointsCredit(one, { userId, points: 500, reason: 'Welcome bonus' });
  const cart = await newCart();
  out.applied = summary(await price(cart));
  // Points spent elsewhere after the choice: the discount shrinks to the balance, never below zero.
  await spendElsewhere(490, 'other-order-1');
  out.shrunk = summary(await price(cart));
  await spendElsewhere(10, 'other-order-2');
  out.none = summary(await price(cart));
  await recordPointsCredit(one, { userId, points: 3, reason: 'Review reward' });

  // Checkout: the debit is what the priced cart uses; twice at once through both pools, once only.
  const priced = await price(cart);
  out.priced = summary(priced);
  const redeem = (db) => db.db.transaction((tx) => redeemCartPoints(tx, priced.fresh, priced.pricing));
  const both = await Promise.all([redeem(one), redeem(two)]);
  out.redeemed = both.map((e) => ({ points: e.points, repeated: e.repeated })).sort((a, b) => Number(a.repeated) - Number(b.repeated));
  out.again = (await redeem(one)).repeated;
  out.afterRedeem = await pointsBalance(one, userId);
  out.cartLedger = await one.query("SELECT points, reference FROM points_ledger WHERE user_id = $1 AND reference LIKE 'cart:%'", [userId]);
  out.reference = 'cart:' + cart.id;

  // A rolled-back order gives the points back (nothing was debited).
  await archiveCart(one, cart.id);
  await recordPointsCredit(one, { userId, points: 40, reason: 'Refund' });
  const second = await newCart();
  const stale = await price(second);
  try {
    await one.db.transaction(async (tx) => { await redeemCartPoints(tx, stale.fresh, stale.pricing); throw new Error('payment failed'); });
  } catch (e) { out.rolledBack = e.message; }
  out.afterRollback = await pointsBalance(one, userId);
  // The balance fell below what was priced: refused, checkout must price again.
  await spendElsewhere(1, 'other-order-3');
  try { await one.db.transaction((tx) => redeemCartPoints(tx, stale.fresh, stale.pricing)); out.stale = 'accepted'; }
  catch (e) { out.stale = [e.status, e.extra && e.extra.code]; }
  out.afterStale = await pointsBalance(one, userId);
  // Points not chosen on the cart: nothing is spent.
  await choosePoints(one, second, userId, false, 1);
  const off = await price(second);
  out.offUsed = off.pricing.points.used;
  out.offRedeem = await one.db.transaction((tx) => redeemCartPoints(tx, off.fresh, off.pricing));
  if (two !== one) await two.close();
  await one.close();
  console.log('RESULT ' + JSON.stringify(out));
})().catch((e) => { console.error(e); process.exit(1); });
`;

describe('redeemCartPoints (checkout) and a balance that changes after the choice', () => {
  it('shrinks the discount to the balance, debits once per cart, rolls back with checkout, refuses a stale price', () => {
    const out = runScenario(SCENARIO, 'cart-redeem', { SEED_IMAGES: '0' });
    // The article costs ₹100 or more, so 500 points cover all of it but the odd paise.
    expect(out.applied.left).toBeGreaterThanOrEqual(10_000);
    expect(out.applied.used).toBe(Math.min(500, Math.floor(out.applied.left / 100)));
    expect(out.shrunk).toMatchObject({
      used: Math.min(10, Math.floor(out.applied.left / 100)),
      total: out.applied.total + (out.applied.used - Math.min(10, Math.floor(out.applied.left / 100))) * 100,
    });
    expect(out.none).toMatchObject({ used: 0, points: 0, total: out.applied.total + out.applied.points });
    expect(out.priced.used).toBe(3);
    expect(out.redeemed).toEqual([
      { points: -3, repeated: false },
      { points: -3, repeated: true },
    ]);
    expect(out.again).toBe(true);
    expect(out.afterRedeem).toBe(0);
    expect(out.cartLedger).toEqual([{ points: -3, reference: out.reference }]);
    expect(out.rolledBack).toBe('payment failed');
    expect(out.afterRollback).toBe(40);
    expect(out.stale).toEqual([400, 'NOT_ENOUGH_POINTS']);
    expect(out.afterStale).toBe(39);
    expect(out.offUsed).toBe(0);
    expect(out.offRedeem).toBeNull();
  }, 240_000);
});
