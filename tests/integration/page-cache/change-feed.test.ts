// Migration 0013's change feed: a write to what catalogue pages show notifies 'storefront_changes'
// with the tags of the pages to drop, one notification per statement, to any listener of the
// database (Database.listen; on PostgreSQL a connection of its own). Runs in a child process on
// a fresh PGlite, or on DATABASE_URL.
import { describe, expect, it } from '@jest/globals';
import { runScenario } from '../fixtures/child-scenario';

const SCENARIO = `
(async () => {
  const path = require('node:path');
  const { openDatabase } = require('./platform/db/client');
  const { seedDemo } = require('./platform/seed/demo');
  const url = process.env.DATABASE_URL || undefined;
  const database = await openDatabase({ url, dir: path.join(process.env.DATA_DIR, 'pglite') });
  if ((await database.query('SELECT count(*)::int AS n FROM articles'))[0].n === 0) await seedDemo(database, { products: 3, images: false });
  const heard = [];
  const stop = await database.listen('storefront_changes', (payload) => heard.push(payload));
  const settle = () => new Promise((r) => setTimeout(r, 300));
  // What one statement made heard, once delivered; on a shared database other writers (the
  // integration server's sweeps) notify too, so only what names this test's change counts.
  const after = async (sql, params, counts) => {
    await settle();
    heard.length = 0;
    await database.query(sql, params);
    await settle();
    return heard.filter(counts);
  };
  const [a] = await database.query('SELECT uid, product_uid, quantity FROM articles WHERE quantity > 2 ORDER BY uid LIMIT 1');
  const own = 'product:' + a.product_uid;
  const mine = (p) => p.split(' ').includes(own);
  const exactly = (tag) => (p) => p === tag;
  const out = { product: a.product_uid };
  out.stock = await after('UPDATE articles SET quantity = quantity - 1 WHERE uid = $1', [a.uid], mine);
  out.price = await after('UPDATE articles SET price_effective = price_effective + 100 WHERE uid = $1', [a.uid], mine);
  out.soldOut = await after('UPDATE articles SET quantity = 0 WHERE uid = $1', [a.uid], mine);
  await after('UPDATE articles SET quantity = $2, price_effective = price_effective - 100 WHERE uid = $1', [a.uid, a.quantity], mine);
  out.product_row = await after('UPDATE products SET name = name WHERE uid = $1', [a.product_uid], mine);
  out.nothing = await after('UPDATE articles SET quantity = quantity WHERE false', [], mine);
  out.menus = await after('UPDATE navigations SET name = name WHERE true', [], exactly('content'));
  out.theme = await after('UPDATE themes SET name = name WHERE true', [], exactly('theme'));
  out.collection = await after('UPDATE collections SET name = name WHERE true', [], exactly('catalogue'));
  await stop();
  out.stopped = await after('UPDATE themes SET name = name WHERE true', [], () => true);
  await database.close();
  console.log('RESULT ' + JSON.stringify(out));
})().catch((e) => { console.error(e); process.exit(1); });
`;

describe('the change feed of catalogue pages', () => {
  it('names the product for its stock, the catalogue too for a price or sold-out size, and content, theme and catalogue for their tables', () => {
    const out = runScenario(SCENARIO, 'change-feed');
    const own = `product:${out.product}`;
    expect(out.stock).toEqual([own]);
    expect(out.price).toEqual([`${own} catalogue`]);
    expect(out.soldOut).toEqual([`${own} catalogue`]);
    expect(out.product_row).toEqual([`${own} catalogue`]);
    expect(out.nothing).toEqual([]);
    expect(out.menus).toEqual(['content']);
    expect(out.theme).toEqual(['theme']);
    expect(out.collection).toEqual(['catalogue']);
    expect(out.stopped).toEqual([]);
  });
});
