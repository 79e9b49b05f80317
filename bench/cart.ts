// npm run bench:cart — seeds a 100k-product catalogue on PostgreSQL, serves the platform alone
// (scripts/platform-server.ts) and drives add-to-cart, cart detail and cart update at concurrency
// 20, each of the 20 workers an anonymous shopper with its own cart cookie, beside product detail
// measured in the same run. Prints req/s and p50/p95/p99 per case.
// Options: --products N (default 100000), --duration S (default 10), --skip-seed (reuse the database).
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { basicToken, signRequest } from '../contract/signing';
import { flag, option } from './args';

const PRODUCTS = Number(option('products', '100000'));
const DURATION = Number(option('duration', '10'));
const SKIP_SEED = flag('skip-seed');
const CONCURRENCY = 20;
const PG_ADMIN = process.env.BENCH_PG_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const DB = process.env.BENCH_CART_DB ?? 'sf_cart_bench';
const C = '/service/application/cart/v1.0';

type Server = { url: string; applicationId: string; applicationToken: string };
type Row = { case: string; rps: number; p50: number; p95: number; p99: number; errors: number };

function run(cmd: string, argv: string[], env: Record<string, string>) {
  const r = spawnSync(cmd, argv, { env: { ...process.env, ...env }, stdio: 'inherit' });
  if (r.status !== 0) throw new Error(`${cmd} ${argv.join(' ')} failed`);
}

function startServer(env: Record<string, string>): Promise<{ child: ChildProcess; info: Server }> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/platform-server.ts'], { env: { ...process.env, ...env, PORT: '0', NODE_ENV: 'production' }, stdio: ['ignore', 'pipe', 'inherit'] });
  return new Promise((resolve, reject) => {
    let buffer = '';
    child.stdout!.on('data', (chunk) => {
      buffer += chunk;
      const line = buffer.split('\n').find((l) => l.startsWith('{"url"'));
      if (line) resolve({ child, info: JSON.parse(line) });
    });
    child.on('exit', (code) => reject(new Error(`platform server exited (${code})`)));
  });
}

/** One shopper: signed requests carrying its own cart cookie. */
class Shopper {
  cookie = '';
  constructor(private readonly server: Server) {}

  async call(method: string, p: string, body?: unknown): Promise<{ status: number; json: any }> {
    const url = `${this.server.url}${p}`;
    const text = body === undefined ? undefined : JSON.stringify(body);
    const headers: Record<string, string> = { authorization: `Bearer ${basicToken(this.server.applicationId, this.server.applicationToken)}`, ...(text ? { 'content-type': 'application/json' } : {}) };
    if (this.cookie) headers.cookie = this.cookie;
    Object.assign(headers, signRequest({ method, url, headers, body: text }));
    const res = await fetch(url, { method, headers, body: text });
    const set = res.headers.getSetCookie().find((l) => l.startsWith('f.cart='));
    if (set) this.cookie = set.split(';')[0];
    const raw = await res.text();
    return { status: res.status, json: raw ? JSON.parse(raw) : undefined };
  }
}

const percentile = (sorted: number[], p: number) => (sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] : NaN);

/** Runs one case: every worker repeats its step for DURATION seconds; steps time themselves. */
async function drive(name: string, workers: (() => Promise<number | undefined>)[]): Promise<Row> {
  const times: number[] = [];
  let errors = 0;
  const end = Date.now() + DURATION * 1000;
  await Promise.all(
    workers.map(async (step) => {
      while (Date.now() < end) {
        const ms = await step().catch(() => undefined);
        if (ms === undefined) errors++;
        else times.push(ms);
      }
    }),
  );
  times.sort((a, b) => a - b);
  const round = (v: number) => Math.round(v * 10) / 10;
  return { case: name, rps: Math.round(times.length / DURATION), p50: round(percentile(times, 50)), p95: round(percentile(times, 95)), p99: round(percentile(times, 99)), errors };
}

async function timed(call: () => Promise<{ status: number }>): Promise<number | undefined> {
  const t0 = performance.now();
  const r = await call();
  const ms = performance.now() - t0;
  return r.status === 200 ? ms : undefined;
}

async function main() {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-cart-'));
  const url = PG_ADMIN.replace(/\/[^/]*$/, `/${DB}`);
  const env = { DATA_DIR: dataDir, DATABASE_URL: url, SEED_IMAGES: '0' };
  if (!SKIP_SEED) {
    run('psql', [PG_ADMIN, '-qc', `DROP DATABASE IF EXISTS ${DB}`, '-c', `CREATE DATABASE ${DB}`], {});
    const t0 = Date.now();
    run('npx', ['tsx', 'scripts/seed.ts', '--products', String(PRODUCTS), '--no-images'], env);
    console.error(`seeded ${PRODUCTS} products in ${((Date.now() - t0) / 1000).toFixed(1)} s`);
  }
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
      const price = await probe.call('GET', `/service/application/catalog/v1.0/products/${slug}/sizes/${encodeURIComponent(size.value)}/price/`);
      // The article's own stock (one store), so adds never meet its limit.
      if (price.status === 200 && price.json.quantity >= 10) pool.push(price.json.article_id);
    }
    if (pool.length < 10) throw new Error('too few in-stock articles');
    const shoppers = Array.from({ length: CONCURRENCY }, () => new Shopper(info));
    const pick = () => pool[Math.floor(Math.random() * pool.length)];
    const rows: Row[] = [];
    const report = (r: Row) => {
      rows.push(r);
      console.error(`${r.case}: ${r.rps} req/s, p50 ${r.p50} ms, p95 ${r.p95} ms, p99 ${r.p99} ms, errors ${r.errors}`);
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
      const added = await s.call('POST', `${C}/detail`, { items: pool.slice(0, 5).map((a) => ({ article_id: a, quantity: 1 })) });
      keys.set(s, added.json.cart.items[0].key);
    }
    report(await drive('cart detail (GET detail)', shoppers.map((s) => () => timed(() => s.call('GET', `${C}/detail`)))));
    let flip = 0;
    report(await drive('cart update (PUT detail)', shoppers.map((s) => () => timed(() => s.call('PUT', `${C}/detail`, { operation: 'update_item', items: [{ identifiers: { identifier: keys.get(s) }, quantity: (flip++ % 2) + 1 }] })))));
    report(await drive('product detail (GET product)', shoppers.map((s, i) => () => timed(() => s.call('GET', `/service/application/catalog/v1.0/products/${slugs[(i + flip++) % slugs.length]}/`)))));

    console.log(`\nCart benchmark: ${PRODUCTS} products on PostgreSQL, concurrency ${CONCURRENCY}, ${DURATION} s per case, platform server, ${os.cpus().length} cores`);
    console.table(rows.map((r) => ({ case: r.case, 'req/s': r.rps, 'p50 ms': r.p50, 'p95 ms': r.p95, 'p99 ms': r.p99, errors: r.errors })));
    fs.mkdirSync('bench/results', { recursive: true });
    fs.writeFileSync('bench/results/cart.json', JSON.stringify({ at: new Date().toISOString(), products: PRODUCTS, rows }, null, 2));
  } finally {
    child.kill('SIGTERM');
    await new Promise((r) => setTimeout(r, 1000));
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
