// A bag edit commits without waiting for its WAL flush (platform/cart/cart-store.ts ASYNC_COMMIT),
// for that transaction only: inside an open transaction the setting is seen as off after each of
// the three line writes, and on the same connection the next statement outside it sees the
// server's own setting again. One connection (PGlite, or a single pg client on DATABASE_URL), so
// the statement after the write is on the connection that wrote.
import { describe, expect, it } from '@jest/globals';
import { runScenario } from '../fixtures/child-scenario';

const SCENARIO = `
(async () => {
  const path = require('node:path');
  const { openDatabase } = require('./platform/db/client');
  const { seedDemo } = require('./platform/seed/demo');
  const { addToLine, createAnonymousCart, removeLine, setLineQuantity } = require('./platform/cart/cart-store');
  const url = process.env.DATABASE_URL || undefined;
  const opened = await openDatabase({ url, dir: path.join(process.env.DATA_DIR, 'pglite') });
  // A fresh PGlite has no catalogue; the integration run's PostgreSQL has the harness's.
  const stocked = async () => (await opened.query('SELECT count(*)::int AS n FROM articles'))[0].n > 0;
  if (!(await stocked())) await seedDemo(opened, { products: 3, images: false });
  let database = opened, client;
  if (url) {
    const pg = require('pg');
    client = new pg.Client({ connectionString: url });
    await client.connect();
    database = { ...opened, query: async (text, params) => (await client.query(text, params)).rows };
  }
  const setting = async () => (await database.query('SHOW synchronous_commit'))[0].synchronous_commit;
  const [article] = await database.query('SELECT a.uid FROM articles a JOIN products p ON p.uid = a.product_uid WHERE a.quantity >= 5 AND p.is_available ORDER BY a.uid LIMIT 1');
  const cart = await createAnonymousCart(database);
  const out = { before: await setting() };

  await database.query('BEGIN');
  out.added = await addToLine(database, cart.id, { uid: article.uid }, 1, {}, 'anonymous');
  out.inAdd = await setting();
  await database.query('COMMIT');
  out.afterAdd = await setting();
  const [line] = await database.query('SELECT identifier FROM cart_items WHERE cart_id = $1', [cart.id]);

  await database.query('BEGIN');
  out.set = await setLineQuantity(database, cart.id, line.identifier, 3, 'anonymous');
  out.inSet = await setting();
  await database.query('COMMIT');
  out.afterSet = await setting();

  await database.query('BEGIN');
  out.removed = await removeLine(database, cart.id, line.identifier);
  out.inRemove = await setting();
  await database.query('COMMIT');

  // Outside a transaction (as the routes run them), each write is its own; the next statement sees 'on'.
  out.addedAlone = await addToLine(database, cart.id, { uid: article.uid }, 2, {}, 'anonymous');
  out.afterAlone = await setting();
  out.stored = (await database.query('SELECT quantity FROM cart_items WHERE cart_id = $1', [cart.id])).map((r) => r.quantity);
  if (client) await client.end();
  console.log('RESULT ' + JSON.stringify(out));
})().catch((e) => { console.error(e); process.exit(1); });
`;

describe('bag edits commit asynchronously, for their own transaction only', () => {
  it('sets synchronous_commit off inside the write and leaves the connection as it was', () => {
    const out = runScenario(SCENARIO, 'cart-async-commit');
    expect(out).toEqual({
      before: 'on',
      added: 1,
      inAdd: 'off',
      afterAdd: 'on',
      set: true,
      inSet: 'off',
      afterSet: 'on',
      removed: true,
      inRemove: 'off',
      addedAlone: 2,
      afterAlone: 'on',
      stored: [2],
    });
  });
});
