// npm run bench:api — seeds a 100k-product catalogue on PostgreSQL and on PGlite, serves each with
// the production server (scripts/server.ts, what npm start runs), and drives listing (two filters and a sort), product detail
// and auto-complete with autocannon (concurrency 20, 10 s each). Prints req/s and p50/p95/p99.
// Options: --products N (default 100000), --only postgres|pglite, --duration S, --skip-seed.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { basicToken, signRequest } from '../contract/signing';
import { option } from './args';

const PRODUCTS = Number(option('products', '100000'));
const DURATION = Number(option('duration', '10'));
const ONLY = option('only', '');
const PORT = 3900;
const BASE = `http://127.0.0.1:${PORT}`;
const PG_ADMIN = process.env.BENCH_PG_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

type Case = { name: string; paths: string[] };
type Row = { driver: string; case: string; rps: number; p50: number; p95: number; p99: number; errors: number };

type Env = Record<string, string | undefined>;

function run(cmd: string, argv: string[], env: Env) {
  const r = spawnSync(cmd, argv, { env: { ...process.env, ...env }, stdio: 'inherit' });
  if (r.status !== 0) throw new Error(`${cmd} ${argv.join(' ')} failed`);
}

async function startServer(env: Env): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/server.ts'], { env: { ...process.env, ...env, PORT: String(PORT), NODE_ENV: 'production' }, stdio: 'ignore' });
  for (let i = 0; i < 600; i++) {
    try {
      const r = await fetch(`${BASE}/media/none.webp`);
      if (r.status > 0) return child;
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  child.kill();
  throw new Error('server did not start');
}

function signedHeaders(url: string, id: string, token: string): Record<string, string> {
  const headers: Record<string, string> = { authorization: `Bearer ${basicToken(id, token)}` };
  return { ...headers, ...signRequest({ method: 'GET', url, headers }) };
}

function percentile(sorted: number[], p: number): number {
  if (!sorted.length) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
}

async function drive(c: Case, id: string, token: string): Promise<Omit<Row, 'driver'>> {
  const requests = c.paths.map((p) => ({ method: 'GET' as const, path: p, headers: signedHeaders(`${BASE}${p}`, id, token) }));
  const times: number[] = [];
  let errors = 0;
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon({ url: BASE, connections: 20, duration: DURATION, requests }, (error, r) => (error ? reject(error) : resolve(r)));
    instance.on('response', (_client, status, _bytes, ms) => {
      if (status !== 200) errors++;
      times.push(ms);
    });
  });
  times.sort((a, b) => a - b);
  const ms = (p: number) => Math.round(percentile(times, p) * 10) / 10;
  return { case: c.name, rps: Math.round(result.requests.average), p50: ms(50), p95: ms(95), p99: ms(99), errors: errors + result.errors };
}

async function cases(id: string, token: string): Promise<Case[]> {
  const get = async (p: string) => {
    const response = await fetch(`${BASE}${p}`, { headers: signedHeaders(`${BASE}${p}`, id, token) });
    if (!response.ok) throw new Error(`${p}: ${response.status} ${await response.text()}`);
    return response.json();
  };
  const listing = await get('/service/application/catalog/v1.0/products/?page_size=50');
  const slugs: string[] = listing.items.map((i: { slug: string }) => i.slug);
  type Facet = { key: { name: string }; values: { value: string; count?: number }[] };
  const facet = (name: string) => (listing.filters as Facet[]).find((f) => f.key.name === name)?.values ?? [];
  const brands = facet('brand').slice(0, 4).map((v) => v.value);
  const sizes = facet('sizes').slice(0, 3).map((v) => v.value);
  const colours = facet('primary_color').slice(0, 3).map((v) => v.value);
  const listings = brands.flatMap((b, i) => [
    `/service/application/catalog/v1.0/products/?f=${encodeURIComponent(`brand:${b}:::sizes:${sizes[i % sizes.length]}`)}&sort_on=price_asc&page_size=12`,
    `/service/application/catalog/v1.0/products/?f=${encodeURIComponent(`brand:${b}:::primary_color:${colours[i % colours.length]}`)}&sort_on=discount_dsc&page_size=12`,
  ]);
  const words = ['kurta', 'snea', 'cotton shirt', 'denim', 'watch', 'linen', 'dress', 'bag'];
  return [
    { name: 'listing (2 filters + sort)', paths: listings },
    { name: 'product detail', paths: slugs.map((s) => `/service/application/catalog/v1.0/products/${s}/`) },
    { name: 'auto-complete', paths: words.map((w) => `/service/application/catalog/v1.0/auto-complete/?q=${encodeURIComponent(w)}`) },
  ];
}

async function benchDriver(driver: 'postgres' | 'pglite'): Promise<Row[]> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `bench-${driver}-`));
  const env: Env = { DATA_DIR: dataDir, SHOP_HOST: `127.0.0.1:${PORT}`, DATABASE_URL: '' };
  if (driver === 'postgres') {
    const db = 'storefront_bench';
    run('psql', [PG_ADMIN, '-qc', `DROP DATABASE IF EXISTS ${db}`, '-c', `CREATE DATABASE ${db}`], {});
    env.DATABASE_URL = PG_ADMIN.replace(/\/[^/]*$/, `/${db}`);
  }
  const started = Date.now();
  run('npx', ['tsx', 'scripts/seed.ts', '--products', String(PRODUCTS)], env);
  console.error(`[${driver}] seeded ${PRODUCTS} products in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  const server = await startServer(env);
  try {
    const secrets = JSON.parse(fs.readFileSync(path.join(dataDir, 'secrets.json'), 'utf8'));
    const rows: Row[] = [];
    for (const c of await cases(secrets.applicationId, secrets.applicationToken)) {
      await drive({ ...c, name: c.name }, secrets.applicationId, secrets.applicationToken); // warm-up
      const r = await drive(c, secrets.applicationId, secrets.applicationToken);
      rows.push({ driver, ...r });
      console.error(`[${driver}] ${r.case}: ${r.rps} req/s, p50 ${r.p50} ms, p95 ${r.p95} ms, p99 ${r.p99} ms, errors ${r.errors}`);
    }
    return rows;
  } finally {
    server.kill('SIGTERM');
    await new Promise((r) => setTimeout(r, 1000));
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

async function main() {
  if (!fs.existsSync('.next/BUILD_ID')) run('npx', ['next', 'build'], {});
  const rows: Row[] = [];
  for (const driver of ['postgres', 'pglite'] as const) {
    if (!ONLY || ONLY === driver) rows.push(...(await benchDriver(driver)));
  }
  console.log(`\nAPI benchmark: ${PRODUCTS} products, concurrency 20, ${DURATION} s per case, production server, ${os.cpus().length} cores`);
  console.table(rows.map((r) => ({ driver: r.driver, case: r.case, 'req/s': r.rps, 'p50 ms': r.p50, 'p95 ms': r.p95, 'p99 ms': r.p99, errors: r.errors })));
  fs.mkdirSync('bench/results', { recursive: true });
  fs.writeFileSync('bench/results/api.json', JSON.stringify({ at: new Date().toISOString(), products: PRODUCTS, rows }, null, 2));
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
