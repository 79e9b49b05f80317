// Stock on a real (PGlite) database: a line whose stock runs out or drops below its quantity
// after it was added is kept and marked (availability.out_of_stock, is_valid false, a message),
// not dropped and not charged; parallel adds never push a line past the stock. PGlite cannot
// load inside jest's VM, so the scenario runs in a child process (tsx).
import { describe, expect, it, jest } from '@jest/globals';
import { runSeedScenario } from '../helpers/seed-scenario';

jest.setTimeout(240_000);

const SCENARIO = `
(async () => {
  const path = require('node:path');
  const { openDatabase } = require('./platform/db/client');
  const db = await openDatabase({ dir: path.join(process.env.DATA_DIR, 'pglite') });
  await require('./platform/seed').seedDemo(db, { products: 30, images: false });
  const store = require('./platform/cart/cart-store');
  const { addItems } = require('./platform/cart/cart-service');
  const { cartView } = require('./platform/cart/cart-view');
  const { loadLines } = require('./platform/cart/cart-lines');
  const [a, b] = await db.query("SELECT uid, quantity FROM articles WHERE quantity >= 4 ORDER BY uid LIMIT 2");
  const cart = await store.createAnonymousCart(db);
  await addItems(db, cart, [{ article_id: a.uid, quantity: 3 }, { article_id: b.uid, quantity: 2 }]);
  const view = async () => cartView(db, await store.cartById(db, cart.id), await loadLines(db, cart.id));
  const out = { before: await view() };
  await db.query('UPDATE articles SET quantity = 0 WHERE uid = $1', [a.uid]);
  await db.query('UPDATE articles SET quantity = 1 WHERE uid = $1', [b.uid]);
  out.after = await view();
  // Twenty adds of one piece at once on an article with 4 left: the line ends at 4.
  const [c] = await db.query("SELECT uid FROM articles WHERE quantity >= 4 AND uid NOT IN ($1, $2) ORDER BY uid LIMIT 1", [a.uid, b.uid]);
  await db.query('UPDATE articles SET quantity = 4 WHERE uid = $1', [c.uid]);
  const other = await store.createAnonymousCart(db);
  const outcomes = await Promise.all(Array.from({ length: 20 }, () => addItems(db, other, [{ article_id: c.uid, quantity: 1 }])));
  out.raced = { quantity: (await loadLines(db, other.id))[0].quantity, refused: outcomes.filter((o) => o.refusals.length).map((o) => o.refusals[0].message) };
  // A cart holds at most 50 lines: the 51st is refused with the reason.
  const many = await db.query('SELECT uid FROM articles WHERE quantity >= 2 ORDER BY uid LIMIT 51');
  const full = await store.createAnonymousCart(db);
  const filled = await addItems(db, full, many.slice(0, 50).map((r) => ({ article_id: r.uid, quantity: 1 })));
  const extra = await addItems(db, full, [{ article_id: many[50].uid, quantity: 1 }, { article_id: many[0].uid, quantity: 1 }]);
  out.lines = { filled: filled.changed, extra: extra.refusals.map((r) => r.message), changed: extra.changed, count: await store.lineCount(db, full.id) };
  // Once per shopper: applies until an order records it, then refused with the reason.
  const { applyCoupon } = require('./platform/cart/coupon-service');
  const { recordCouponRedemption } = require('./platform/cart/coupon-store');
  await db.query("INSERT INTO coupons (code, title, type, value, once_per_shopper) VALUES ('ONCE1', 'Once', 'flat', 100, true)");
  const mine = await store.ensureUserCart(db, 'user-once', 'bag');
  await addItems(db, mine, [{ article_id: b.uid, quantity: 1 }]);
  await db.query('UPDATE articles SET quantity = 5 WHERE uid = $1', [b.uid]);
  const attempt = () => applyCoupon(db, mine, 'once1', { userId: 'user-once' }).then(() => 'applied', (e) => e.status + ' ' + e.message);
  out.once = { first: await attempt(), recorded: await recordCouponRedemption(db, 'ONCE1', 'user-once', 'order-1'), again: await recordCouponRedemption(db, 'ONCE1', 'user-once', 'order-2'), second: await attempt() };
  // A free gift shows only while the gift is in stock.
  const [gift] = await db.query("SELECT product_uid, rules->>'gift_article_id' AS article FROM promotions WHERE kind = 'free_gift' LIMIT 1");
  const [giver] = await db.query('SELECT uid FROM articles WHERE product_uid = $1 AND quantity > 0 LIMIT 1', [gift.product_uid]);
  const giftCart = await store.createAnonymousCart(db);
  await addItems(db, giftCart, [{ article_id: giver.uid, quantity: 1 }]);
  const gifts = async () => (await cartView(db, giftCart, await loadLines(db, giftCart.id))).applied_promo_details.filter((p) => p.promotion_type === 'free_gift_items').length;
  out.gift = { inStock: await gifts() };
  await db.query('UPDATE articles SET quantity = 0 WHERE uid = $1', [gift.article]);
  out.gift.soldOut = await gifts();
  await db.close();
  console.log('RESULT ' + JSON.stringify(out));
})().catch((e) => { console.error(e); process.exit(1); });
`;

type Item = { quantity: number; message: string; availability: { out_of_stock: boolean; is_valid: boolean } };
type View = {
  items: Item[];
  is_valid: boolean;
  message: string;
  restrict_checkout: boolean;
  breakup_values: { raw: { mrp_total: number; total: number } };
};

describe('cart stock on a real database', () => {
  const out = runSeedScenario<{
    before: View;
    after: View;
    raced: { quantity: number; refused: string[] };
    once: Record<string, unknown>;
    gift: Record<string, number>;
    lines: Record<string, unknown>;
  }>(SCENARIO, 'cart-stock-');

  it('marks a sold-out line and a line beyond the stock left, keeps both, and charges neither', () => {
    expect(out.before.is_valid).toBe(true);
    expect(out.before.items.map((i) => i.availability)).toEqual([
      expect.objectContaining({ out_of_stock: false, is_valid: true }),
      expect.objectContaining({ out_of_stock: false, is_valid: true }),
    ]);
    const [soldOut, short] = out.after.items;
    expect(soldOut).toMatchObject({
      quantity: 3,
      message: 'Out of stock',
      availability: { out_of_stock: true, is_valid: false },
    });
    expect(short).toMatchObject({
      quantity: 2,
      message: 'Only 1 left in stock',
      availability: { out_of_stock: false, is_valid: false },
    });
    expect(out.after).toMatchObject({
      is_valid: false,
      restrict_checkout: true,
      message: 'Some items in your cart are out of stock or beyond the stock left',
    });
    expect(out.after.breakup_values.raw).toMatchObject({ mrp_total: 0, total: 0 });
  });

  it('refuses a once-per-shopper coupon after an order recorded it', () => {
    expect(out.once).toEqual({
      first: 'applied',
      recorded: true,
      again: false,
      second: '400 You have already used this coupon',
    });
  });

  it('holds at most 50 lines, while a line already there can still grow', () => {
    expect(out.lines).toEqual({ filled: 50, extra: ['A cart can hold at most 50 items'], changed: 1, count: 50 });
  });

  it('shows a free gift only while the gift is in stock', () => {
    expect(out.gift).toEqual({ inStock: 1, soldOut: 0 });
  });

  it('never lets parallel adds pass the stock', () => {
    expect(out.raced.quantity).toBe(4);
    expect(out.raced.refused).toHaveLength(16);
    expect(new Set(out.raced.refused)).toEqual(new Set(['Only 4 left in stock']));
  });
});
