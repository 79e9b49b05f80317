// Review findings on a real (PGlite) database: a product the shop marked unavailable cannot be
// added, and a line of it already in a cart is shown but not charged; copying lines into a cart
// (a shared cart's add/merge/replace, the sign-in merge) keeps the cart within its line limit.
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
  const { addItems, updateItems } = require('./platform/cart/cart-service');
  const { cartView } = require('./platform/cart/cart-view');
  const { loadLines } = require('./platform/cart/cart-lines');
  const { shareCart, useSharedCart } = require('./platform/cart/share-service');
  const out = {};

  // A product the shop marks unavailable while it still has stock.
  const [a] = await db.query('SELECT uid, product_uid FROM articles WHERE quantity >= 4 ORDER BY uid LIMIT 1');
  const [other] = await db.query('SELECT uid, product_uid FROM articles WHERE quantity >= 4 AND product_uid <> $1 ORDER BY uid LIMIT 1', [a.product_uid]);
  const held = await store.createAnonymousCart(db);
  await addItems(db, held, [{ article_id: a.uid, quantity: 2 }, { article_id: other.uid, quantity: 1 }]);
  await db.query('UPDATE products SET is_available = false WHERE uid = $1', [a.product_uid]);
  const fresh = await store.createAnonymousCart(db);
  const added = await addItems(db, fresh, [{ article_id: a.uid, quantity: 1 }]);
  const raised = await updateItems(db, held, 'update_item', [{ article_id: a.uid, quantity: 3 }]);
  const view = await cartView(db, await store.cartById(db, held.id), await loadLines(db, held.id));
  const line = view.items.find((i) => i.article.uid === a.uid);
  const charged = view.items.find((i) => i.article.uid === other.uid);
  out.unavailable = {
    added: { changed: added.changed, refusals: added.refusals.map((r) => r.message), lines: await store.lineCount(db, fresh.id) },
    raised: { changed: raised.changed, refusals: raised.refusals.map((r) => r.message) },
    line: { quantity: line.quantity, message: line.message, availability: line.availability },
    cart: { is_valid: view.is_valid, mrp_total: view.breakup_values.raw.mrp_total, charged: charged.price.converted.marked },
  };
  await db.query('UPDATE products SET is_available = true WHERE uid = $1', [a.product_uid]);

  // A full cart (50 lines) takes a shared cart of other articles: no line beyond 50.
  const many = await db.query('SELECT a.uid FROM articles a JOIN products p ON p.uid = a.product_uid WHERE a.quantity >= 2 AND p.is_available ORDER BY a.uid LIMIT 53');
  const sharer = await store.createAnonymousCart(db);
  await addItems(db, sharer, many.slice(48, 53).map((r) => ({ article_id: r.uid, quantity: 1 })));
  const link = await shareCart(db, sharer, {}, 'http://shop.test');
  const full = await store.createAnonymousCart(db);
  await addItems(db, full, many.slice(0, 50).map((r) => ({ article_id: r.uid, quantity: 1 })));
  const counts = {};
  for (const action of ['add', 'merge']) {
    await useSharedCart(db, link.token, action, await store.cartById(db, full.id), {});
    counts[action] = await store.lineCount(db, full.id);
  }
  const lines = await loadLines(db, full.id);
  out.capped = { ...counts, grown: lines.filter((l) => many.slice(48, 50).some((m) => m.uid === l.article_uid)).map((l) => l.quantity) };
  await db.close();
  console.log('RESULT ' + JSON.stringify(out));
})().catch((e) => { console.error(e); process.exit(1); });
`;

type Result = {
  unavailable: {
    added: { changed: number; refusals: string[]; lines: number };
    raised: { changed: number; refusals: string[] };
    line: { quantity: number; message: string; availability: { out_of_stock: boolean; is_valid: boolean } };
    cart: { is_valid: boolean; mrp_total: number; charged: number };
  };
  capped: { add: number; merge: number; grown: number[] };
};

describe('cart review findings on a real database', () => {
  const out = runSeedScenario<Result>(SCENARIO, 'cart-review-');

  it('refuses a product the shop marked unavailable, and shows a line of it without charging it', () => {
    expect(out.unavailable.added).toEqual({ changed: 0, refusals: ['This product is not available'], lines: 0 });
    expect(out.unavailable.raised).toEqual({ changed: 0, refusals: ['This product is not available'] });
    expect(out.unavailable.line).toMatchObject({
      quantity: 2,
      message: 'This product is not available',
      availability: { out_of_stock: true, is_valid: false },
    });
    // Only the other line is charged: the MRP total is that line's alone.
    expect(out.unavailable.cart).toMatchObject({ is_valid: false });
    expect(out.unavailable.cart.mrp_total).toBe(out.unavailable.cart.charged);
  });

  it("keeps a full cart at 50 lines when a shared cart's lines are added or merged, while lines already there still grow", () => {
    expect(out.capped.add).toBe(50);
    expect(out.capped.merge).toBe(50);
    expect(out.capped.grown).toEqual([2, 2]);
  });
});
