// What the platform benchmarks share: the seeded PostgreSQL database, the platform server alone
// (server/platform-main.ts), signed shoppers keeping their cookies, and timed cases that run
// every worker for a fixed time and report req/s and p50/p95/p99.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import { basicToken, signRequest } from '../contract/signing';

export type Server = { url: string; applicationId: string; applicationToken: string };
export type Row = { case: string; rps: number; p50: number; p95: number; p99: number; errors: number };

export const PG_ADMIN = process.env.BENCH_PG_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

export function run(cmd: string, argv: string[], env: Record<string, string>) {
  const r = spawnSync(cmd, argv, { env: { ...process.env, ...env }, stdio: 'inherit' });
  if (r.status !== 0) throw new Error(`${cmd} ${argv.join(' ')} failed`);
}

/** Creates the database afresh and seeds `products` products into it (no images). */
export function seedDatabase(db: string, products: number, env: Record<string, string>) {
  run('psql', [PG_ADMIN, '-qc', `DROP DATABASE IF EXISTS ${db}`, '-c', `CREATE DATABASE ${db}`], {});
  const t0 = Date.now();
  run('npx', ['tsx', 'scripts/seed.ts', '--products', String(products), '--no-images'], env);
  console.error(`seeded ${products} products in ${((Date.now() - t0) / 1000).toFixed(1)} s`);
}

/** The admin URL with another database; its query (e.g. `?host=/var/run/postgresql`, a Unix socket) kept. */
export function databaseUrl(db: string): string {
  const url = new URL(PG_ADMIN);
  url.pathname = `/${db}`;
  return url.href;
}

/** VACUUM ANALYZE of the cart and order tables (each its own statement: VACUUM cannot run in a transaction). */
export function vacuumCarts(url: string): void {
  run(
    'psql',
    [
      url,
      '-q',
      ...['carts', 'cart_items', 'orders', 'shipments', 'shipment_events', 'order_items', 'coupon_redemptions'].flatMap(
        (t) => ['-c', `VACUUM ANALYZE ${t}`],
      ),
    ],
    {},
  );
}

export function startServer(env: Record<string, string>): Promise<{ child: ChildProcess; info: Server }> {
  // BENCH_SERVER_NODE_ARGS: extra flags for the server's node, e.g. '--cpu-prof --cpu-prof-dir=/tmp/prof' to profile it.
  const extra = (process.env.BENCH_SERVER_NODE_ARGS ?? '').split(' ').filter(Boolean);
  const child = spawn(process.execPath, [...extra, '--import', 'tsx', 'server/platform-main.ts'], {
    env: { ...process.env, ...env, PORT: '0', NODE_ENV: 'production' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
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

/** One shopper: signed requests carrying its own cookies (the anonymous cart's, the session's). */
export class Shopper {
  readonly cookies = new Map<string, string>();
  constructor(private readonly server: Server) {}

  async call(
    method: string,
    p: string,
    body?: unknown,
    extra: Record<string, string> = {},
  ): Promise<{ status: number; json: any }> {
    const url = `${this.server.url}${p}`;
    const text = body === undefined ? undefined : JSON.stringify(body);
    const headers: Record<string, string> = {
      authorization: `Bearer ${basicToken(this.server.applicationId, this.server.applicationToken)}`,
      ...(text ? { 'content-type': 'application/json' } : {}),
      ...extra,
    };
    if (this.cookies.size) headers.cookie = [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    Object.assign(headers, signRequest({ method, url, headers, body: text }));
    const res = await fetch(url, { method, headers, body: text });
    for (const line of res.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const at = pair.indexOf('=');
      this.cookies.set(pair.slice(0, at), pair.slice(at + 1));
    }
    const raw = await res.text();
    return { status: res.status, json: raw ? JSON.parse(raw) : undefined };
  }
}

const percentile = (sorted: number[], p: number) =>
  sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] : NaN;

/** Runs one case: every worker repeats its step for `seconds`; steps time themselves (undefined: an error). */
export async function drive(
  name: string,
  seconds: number,
  workers: (() => Promise<number | undefined>)[],
): Promise<Row> {
  const times: number[] = [];
  let errors = 0;
  const end = Date.now() + seconds * 1000;
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
  return {
    case: name,
    rps: Math.round(times.length / seconds),
    p50: round(percentile(times, 50)),
    p95: round(percentile(times, 95)),
    p99: round(percentile(times, 99)),
    errors,
  };
}

/** The call's time in ms when it answered 200, else undefined (an error). */
export async function timed(call: () => Promise<{ status: number }>): Promise<number | undefined> {
  const t0 = performance.now();
  const r = await call();
  const ms = performance.now() - t0;
  return r.status === 200 ? ms : undefined;
}

export function printRow(r: Row) {
  console.error(`${r.case}: ${r.rps} req/s, p50 ${r.p50} ms, p95 ${r.p95} ms, p99 ${r.p99} ms, errors ${r.errors}`);
}

export function printTable(rows: Row[]) {
  console.table(
    rows.map((r) => ({
      case: r.case,
      'req/s': r.rps,
      'p50 ms': r.p50,
      'p95 ms': r.p95,
      'p99 ms': r.p99,
      errors: r.errors,
    })),
  );
}

/** Prints the run's table and keeps it in bench/results/<name>.json. */
export function saveResults(name: string, title: string, products: number, rows: Row[]) {
  console.log(`\n${title}`);
  printTable(rows);
  fs.mkdirSync('bench/results', { recursive: true });
  fs.writeFileSync(
    `bench/results/${name}.json`,
    JSON.stringify({ at: new Date().toISOString(), products, rows }, null, 2),
  );
}

/** Stops the platform server and removes its data folder. */
export async function stopServer(child: ChildProcess, dataDir: string) {
  child.kill('SIGTERM');
  await new Promise((r) => setTimeout(r, 1000));
  fs.rmSync(dataDir, { recursive: true, force: true });
}
