// npm run bench:checkout — seeds a 100k-product catalogue on PostgreSQL, serves the platform alone
// and drives checkout at concurrency 20: each worker a registered shopper with a saved address
// who fills a three-line bag (untimed) and places a COD order (timed: POST cart/v1.0/checkout with
// an Idempotency-Key), beside cart detail measured in the same run. Prints orders/s and
// p50/p95/p99. The articles used get ample stock first, so no order is refused for stock.
// Options: --products N (default 100000), --duration S (default 10), --skip-seed (reuse the database).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import crypto from 'node:crypto';
import { flag, option } from './args';
import {
  databaseUrl,
  vacuumCarts,
  drive,
  printRow,
  saveResults,
  run,
  seedDatabase,
  Shopper,
  startServer,
  stopServer,
  timed,
  type Row,
  type Server,
} from './platform-kit';

const PRODUCTS = Number(option('products', '100000'));
const DURATION = Number(option('duration', '10'));
const SKIP_SEED = flag('skip-seed');
const CONCURRENCY = 20;
const DB = process.env.BENCH_CHECKOUT_DB ?? 'sf_checkout_bench';
const C = '/service/application/cart/v1.0';
const AUTH = '/service/application/user/authentication/v1.0';
const ADDRESS = {
  name: 'Bench Shopper',
  phone: '9876543210',
  address: 'Flat 1, Bench Towers',
  area: 'Hill Road',
  area_code: '400050',
  city: 'Mumbai',
  state: 'Maharashtra',
  country_iso_code: 'IN',
};

/** A registered shopper (code from the development outbox) with one saved address. */
async function registeredShopper(server: Server, n: number): Promise<{ shopper: Shopper; addressId: string }> {
  const shopper = new Shopper(server);
  const email = `bench.${Date.now().toString(36)}.${n}.${crypto.randomBytes(3).toString('hex')}@example.com`;
  const form = await shopper.call('POST', `${AUTH}/register/form?platform=web`, {
    first_name: 'Bench',
    last_name: 'Shopper',
    gender: 'female',
    email,
    password: 'Bench#2026x',
  });
  if (form.status !== 200) throw new Error(`register: ${form.status} ${JSON.stringify(form.json)}`);
  const outbox = await fetch(`${server.url}/dev/outbox.json?to=${encodeURIComponent(email)}`).then(
    (r) => r.json() as Promise<{ items: { body: string }[] }>,
  );
  const otp = outbox.items[0]?.body.match(/\b(\d{6})\b/)?.[1];
  const verified = await shopper.call('POST', `${AUTH}/otp/email/verify?platform=web`, {
    email,
    otp,
    register_token: form.json.register_token,
  });
  if (verified.status !== 200) throw new Error(`verify: ${verified.status} ${JSON.stringify(verified.json)}`);
  const address = await shopper.call('POST', `${C}/address`, ADDRESS);
  if (address.status !== 200) throw new Error(`address: ${address.status} ${JSON.stringify(address.json)}`);
  return { shopper, addressId: address.json.id };
}

async function main() {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-checkout-'));
  const url = databaseUrl(DB);
  // Every bench shopper signs up from 127.0.0.1: the per-address limits are raised for the run.
  const env = {
    DATA_DIR: dataDir,
    DATABASE_URL: url,
    SEED_IMAGES: '0',
    DEV_OUTBOX: '1',
    REGISTRATIONS_PER_ADDRESS: '100000',
    OTP_SENDS_PER_ADDRESS: '100000',
  };
  if (!SKIP_SEED) seedDatabase(DB, PRODUCTS, env);
  const { child, info } = await startServer(env);
  try {
    const probe = new Shopper(info);
    const listing = await probe.call('GET', '/service/application/catalog/v1.0/products/?page_size=100');
    const pool: string[] = [];
    for (const { slug } of listing.json.items.slice(0, 40) as { slug: string }[]) {
      const sizes = await probe.call('GET', `/service/application/catalog/v1.0/products/${slug}/sizes/`);
      const size = sizes.json.sizes?.find((s: { is_available: boolean }) => s.is_available);
      if (!size) continue;
      const price = await probe.call(
        'GET',
        `/service/application/catalog/v1.0/products/${slug}/sizes/${encodeURIComponent(size.value)}/price/`,
      );
      if (price.status === 200) pool.push(price.json.article_id);
    }
    if (pool.length < 10) throw new Error('too few in-stock articles');
    // Earlier runs leave dead cart rows behind; vacuumed first, so runs on a reused database compare.
    vacuumCarts(databaseUrl(DB));
    // Enough stock that the run measures ordering, not refusals.
    run(
      'psql',
      [
        url,
        '-qc',
        `UPDATE articles SET quantity = 1000000 WHERE uid IN (${pool.map((a) => `'${a.replace(/'/g, "''")}'`).join(',')})`,
      ],
      {},
    );

    const buyers = [];
    for (let i = 0; i < CONCURRENCY; i += 5)
      buyers.push(...(await Promise.all(Array.from({ length: 5 }, (_, j) => registeredShopper(info, i + j)))));
    const pick = () => pool[Math.floor(Math.random() * pool.length)];
    const fill = (s: Shopper) =>
      s.call('POST', `${C}/detail`, { items: [0, 1, 2].map(() => ({ article_id: pick(), quantity: 1 })) });

    const rows: Row[] = [];
    const report = (r: Row) => {
      rows.push(r);
      printRow(r);
    };
    const orderStep = (b: { shopper: Shopper; addressId: string }) => async () => {
      await fill(b.shopper);
      return timed(() =>
        b.shopper.call(
          'POST',
          `${C}/checkout`,
          { payment_mode: 'COD', address_id: b.addressId },
          { 'idempotency-key': crypto.randomBytes(12).toString('hex') },
        ),
      );
    };
    await drive('warm-up', 3, buyers.map(orderStep));
    report(await drive('place COD order (POST checkout)', DURATION, buyers.map(orderStep)));
    for (const b of buyers) await fill(b.shopper);
    report(
      await drive(
        'cart detail (GET detail)',
        DURATION,
        buyers.map((b) => () => timed(() => b.shopper.call('GET', `${C}/detail`))),
      ),
    );

    saveResults(
      'checkout',
      `Checkout benchmark: ${PRODUCTS} products on PostgreSQL, concurrency ${CONCURRENCY}, ${DURATION} s per case, platform server, ${os.cpus().length} cores`,
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
