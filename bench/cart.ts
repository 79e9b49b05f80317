// npm run bench:cart — seeds a 100k-product catalogue on PostgreSQL, serves the platform alone
// (server/platform-main.ts) and drives add-to-cart, cart detail and cart update at concurrency
// 20, each of the 20 workers an anonymous shopper with its own cart cookie, beside product detail
// measured in the same run. Prints req/s and p50/p95/p99 per case.
// Options: --products N (default 100000), --duration S (default 10), --skip-seed (reuse the database).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { flag, option } from './args';
import {
  databaseUrl,
  vacuumCarts,
  drive as driveFor,
  printRow,
  saveResults,
  seedDatabase,
  Shopper,
  startServer,
  stopServer,
  timed,
  type Row,
} from './platform-kit';

const PRODUCTS = Number(option('products', '100000'));
const DURATION = Number(option('duration', '10'));
const SKIP_SEED = flag('skip-seed');
const CONCURRENCY = 20;
const DB = process.env.BENCH_CART_DB ?? 'sf_cart_bench';
const C = '/service/application/cart/v1.0';
const drive = (name: string, workers: (() => Promise<number | undefined>)[]) => driveFor(name, DURATION, workers);

async function main() {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-cart-'));
  const env = { DATA_DIR: dataDir, DATABASE_URL: databaseUrl(DB), SEED_IMAGES: '0' };
  if (!SKIP_SEED) seedDatabase(DB, PRODUCTS, env);
  const { child, info } = await startServer(env);
  try {
    const probe = new Shopper(info);
    const listing = await probe.call('GET', '/service/application/catalog/v1.0/products/?page_size=100');
    const slugs: string[] = listing.json.items.map((i: { slug: string }) => i.slug);
    // Articles in stock, spread over the catalogue.
    const pool: string[] = [];
    for (const slug of slugs.slice(0, 60)) {
      const sizes = await probe.call('GET', `/service/application/catalog/v1.0/products/${slug}/sizes/`);
      const size = sizes.json.sizes?.find((s: { quantity: number }) => s.quantity >= 10);
      if (!size) continue;
      const price = await probe.call(
        'GET',
        `/service/application/catalog/v1.0/products/${slug}/sizes/${encodeURIComponent(size.value)}/price/`,
      );
      // The article's own stock (one store), so adds never meet its limit.
      if (price.status === 200 && price.json.quantity >= 10) pool.push(price.json.article_id);
    }
    if (pool.length < 10) throw new Error('too few in-stock articles');
    // Earlier runs leave dead cart rows behind; vacuumed first, so runs on a reused database compare.
    vacuumCarts(databaseUrl(DB));
    const shoppers = Array.from({ length: CONCURRENCY }, () => new Shopper(info));
    const pick = () => pool[Math.floor(Math.random() * pool.length)];
    const rows: Row[] = [];
    const report = (r: Row) => {
      rows.push(r);
      printRow(r);
    };

    // add-to-cart: one piece of a random article; a cart is emptied (untimed) before its lines or limits fill.
    const adds = new Map<Shopper, number>();
    const addStep = (s: Shopper) => async () => {
      if ((adds.get(s) ?? 0) >= 8) {
        await s.call('PUT', `${C}/cart_archive`, {});
        adds.set(s, 0);
      }
      adds.set(s, (adds.get(s) ?? 0) + 1);
      return timed(() => s.call('POST', `${C}/detail`, { items: [{ article_id: pick(), quantity: 1 }] }));
    };
    await drive('warm-up', shoppers.map(addStep));
    report(await drive('add to cart (POST detail)', shoppers.map(addStep)));

    // Each shopper's cart with five lines for detail and update.
    const keys = new Map<Shopper, string>();
    for (const s of shoppers) {
      await s.call('PUT', `${C}/cart_archive`, {});
      const added = await s.call('POST', `${C}/detail`, {
        items: pool.slice(0, 5).map((a) => ({ article_id: a, quantity: 1 })),
      });
      keys.set(s, added.json.cart.items[0].key);
    }
    report(
      await drive(
        'cart detail (GET detail)',
        shoppers.map((s) => () => timed(() => s.call('GET', `${C}/detail`))),
      ),
    );
    let flip = 0;
    report(
      await drive(
        'cart update (PUT detail)',
        shoppers.map(
          (s) => () =>
            timed(() =>
              s.call('PUT', `${C}/detail`, {
                operation: 'update_item',
                items: [{ identifiers: { identifier: keys.get(s) }, quantity: (flip++ % 2) + 1 }],
              }),
            ),
        ),
      ),
    );
    report(
      await drive(
        'product detail (GET product)',
        shoppers.map(
          (s, i) => () =>
            timed(() =>
              s.call('GET', `/service/application/catalog/v1.0/products/${slugs[(i + flip++) % slugs.length]}/`),
            ),
        ),
      ),
    );

    saveResults(
      'cart',
      `Cart benchmark: ${PRODUCTS} products on PostgreSQL, concurrency ${CONCURRENCY}, ${DURATION} s per case, platform server, ${os.cpus().length} cores`,
      PRODUCTS,
      rows,
    );
  } finally {
    await stopServer(child, dataDir);
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
