// npm run bench:api — seeds a 100k-product catalogue on PostgreSQL and on PGlite, serves each with
// the production server (server/main.ts, what npm start runs), and drives it with autocannon
// (20 connections, 10 s per case after a warm-up). Cached cases repeat a few URLs, which the
// platform's caches answer: listing (two filters and a sort), search, product detail and
// auto-complete. Uncached cases make every request a combination no cache of the platform holds
// (bench/uncached-paths.ts): listing (new filters and sort) and search (new words), each also
// with one connection, for a request's own latency. Beside every case: the cheapest signed call
// (the application's configuration, served from memory) measured just before and just after it,
// the case's req/s as a share of it, and on PostgreSQL the raw SQL of the same requests
// (bench/raw-sql.ts) replayed with as many at once and one at a time, with p50/p95 and the ratio;
// for the uncached listing also the SQL of the same answers when the facet index declines (the
// platform's fallback: facet counts, total and page in SQL), one at a time. On Linux each case
// also prints the CPU time per request of the server, PostgreSQL, the bench itself and the whole
// machine, steadier figures than req/s here.
// Options: --products N (default 100000), --only postgres|pglite, --duration S, --skip-seed (reuse
// the PostgreSQL database, BENCH_API_DB; PGlite is always seeded), --cases a,b (only the cases
// whose name contains one of these), --port P (default 3900), --sql-sample N (uncached requests
// replayed per case, default 100), --processes N (PostgreSQL only, default 1: N server processes on
// the one database, as README "Running several processes" has them, each connection on one of
// them in turn; the CPU per request is theirs together). BENCH_NODE_ARGS passes flags to the server's node (e.g. "--cpu-prof
// --cpu-prof-dir=/tmp/prof" to see where an uncached listing spends its time).
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { filterMap } from '../contract/filters';
import { basicToken, signRequest } from '../contract/signing';
import { openDatabase, type Database } from '../platform/db/client';
import { getLookups } from '../platform/catalog/lookups';
import { searchKey, searchTerms } from '../platform/catalog/search';
import { flag, option } from './args';
import { databaseUrl, PG_ADMIN } from './platform-kit';
import { replay, SqlRecorder, type Recorded, type SqlTimes } from './raw-sql';
import { sampleProducts, uncachedListings, uncachedSearches, UsedKeys, type PathSource } from './uncached-paths';

const PRODUCTS = Number(option('products', '100000'));
const DURATION = Number(option('duration', '10'));
const ONLY = option('only', '');
const SKIP_SEED = flag('skip-seed');
const CASES = option('cases', '').split(',').map((c) => c.trim()).filter(Boolean);
const SQL_SAMPLE = Number(option('sql-sample', '100'));
// Answers without the facet index cost 100-500 ms of SQL each at 100k products: fewer of them.
const NO_INDEX_SAMPLE = 30;
const PORT = Number(option('port', '3900'));
const PROCESSES = Math.max(1, Math.floor(Number(option('processes', '1'))) || 1);
const CONNECTIONS = 20;
const serverLog = (port: number) => path.join(os.tmpdir(), `bench-api-server-${port}.log`);
const BASE = `http://127.0.0.1:${PORT}`;
/** Each server process's address; connection i goes to BASES[i % PROCESSES]. */
const BASES = Array.from({ length: PROCESSES }, (_, i) => `http://127.0.0.1:${PORT + i}`);
const PG_DB = process.env.BENCH_API_DB ?? 'storefront_bench';
const CATALOG = '/service/application/catalog/v1.0';
const CHEAPEST = '/service/application/configuration/v1.0/application';
const WORDS = ['kurta', 'snea', 'cotton shirt', 'denim', 'watch', 'linen', 'dress', 'bag'];

/** Fixed URLs repeated (cached), or generated ones each used once. */
type Case = { name: string; paths?: string[]; source?: PathSource & { next: number; repeats: number }; sql: boolean; withoutIndex?: boolean };
type Stats = {
  rps: number;
  p50: number;
  p95: number;
  p99: number;
  errors: number;
  /** The server processes' CPU time per answered request (Linux), ms: all their threads, and their main threads alone. */
  cpu?: number;
  cpuMain?: number;
  /** The same for PostgreSQL's processes, this bench's own (the load generator), and the whole machine (all cores, everything on it). */
  cpuPostgres?: number;
  cpuBench?: number;
  cpuMachine?: number;
};
type Row = Stats & {
  driver: string;
  case: string;
  connections: number;
  /** The cheapest signed call just before and just after this case. */
  signed?: { rps: number; p95: number };
  vsSigned?: number;
  /** Raw SQL at the row's concurrency, and (at 20) one request at a time. */
  sql?: SqlTimes;
  sqlAlone?: SqlTimes;
  /** The SQL of the same answers without the facet index (facet counts, total and page in SQL), one at a time. */
  sqlNoIndex?: SqlTimes;
  repeats?: number;
};

type Env = Record<string, string | undefined>;

function run(cmd: string, argv: string[], env: Env) {
  const r = spawnSync(cmd, argv, { env: { ...process.env, ...env }, stdio: 'inherit' });
  if (r.status !== 0) throw new Error(`${cmd} ${argv.join(' ')} failed`);
}

async function startServer(env: Env, port = PORT): Promise<ChildProcess> {
  // The server's stderr goes to a file, to see why it stopped if it does.
  const log = fs.openSync(serverLog(port), 'w');
  const child = spawn(process.execPath, [...(process.env.BENCH_NODE_ARGS ?? '').split(' ').filter(Boolean), '--import', 'tsx', 'server/main.ts'], { env: { ...process.env, ...env, PORT: String(port), NODE_ENV: 'production' }, stdio: ['ignore', 'ignore', log] });
  fs.closeSync(log);
  if (child.pid) serverPids.push(child.pid);
  // Not stopped by us (exit 0 is a SIGTERM or SIGINT from elsewhere).
  child.on('exit', (code, signal) => {
    if (!child.killed) console.error(`server exited (${code ?? signal}) before the bench stopped it; see ${serverLog(port)}`);
  });
  for (let i = 0; i < 600; i++) {
    try {
      const r = await fetch(`http://127.0.0.1:${port}/media/none.webp`);
      if (r.status > 0) return child;
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  child.kill();
  throw new Error('server did not start');
}

// The server's CPU time (user + system) from /proc: req/s moves with whatever else the shared
// machine runs, the CPU a request costs much less. Undefined where there is no /proc.
const serverPids: number[] = [];
const CLOCK_TICKS = Number(spawnSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).stdout?.trim()) || 100;

/** User + system CPU time of a process or thread from its /proc stat file, ms. */
function statCpuMs(stat: string): number {
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / CLOCK_TICKS;
}

// The main thread (its task id is the process id) runs JavaScript; the others are the collector's
// helpers and libuv's pool.
function serverCpuMs(mainOnly = false): number | undefined {
  try {
    let ms = 0;
    for (const pid of serverPids) ms += statCpuMs(fs.readFileSync(mainOnly ? `/proc/${pid}/task/${pid}/stat` : `/proc/${pid}/stat`, 'utf8'));
    return serverPids.length ? ms : undefined;
  } catch {
    return undefined;
  }
}

/** CPU time of each PostgreSQL process on this machine (its backends and helpers), ms by pid. */
function postgresCpu(): Map<string, number> | undefined {
  try {
    const byPid = new Map<string, number>();
    for (const pid of fs.readdirSync('/proc').filter((d) => /^\d+$/.test(d))) {
      try {
        const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
        if (stat.includes('(postgres)')) byPid.set(pid, statCpuMs(stat));
      } catch {
        // gone meanwhile
      }
    }
    return byPid;
  } catch {
    return undefined;
  }
}

/** PostgreSQL's CPU between two snapshots: what each process used since (a process started since counts whole; one that exited is lost). */
function postgresCpuSince(before: Map<string, number> | undefined): number | undefined {
  const after = postgresCpu();
  if (!before || !after) return undefined;
  let ms = 0;
  for (const [pid, used] of after) ms += used - (before.get(pid) ?? 0);
  return ms;
}

/** Busy CPU time of the whole machine (every core, every process), ms. */
function machineCpuMs(): number | undefined {
  try {
    const [, ...jiffies] = fs.readFileSync('/proc/stat', 'utf8').split('\n')[0].trim().split(/\s+/).map(Number);
    // user nice system idle iowait irq softirq steal: busy is all but idle and iowait.
    const busy = jiffies.slice(0, 8).reduce((a, b) => a + b, 0) - jiffies[3] - jiffies[4];
    return (busy * 1000) / CLOCK_TICKS;
  } catch {
    return undefined;
  }
}

const benchCpuMs = () => {
  const used = process.cpuUsage();
  return (used.user + used.system) / 1000;
};

function signedHeaders(url: string, id: string, token: string): Record<string, string> {
  const headers: Record<string, string> = { authorization: `Bearer ${basicToken(id, token)}` };
  return { ...headers, ...signRequest({ method: 'GET', url, headers }) };
}

function percentile(sorted: number[], p: number): number {
  if (!sorted.length) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
}

const round = (v: number) => Math.round(v * 10) / 10;

/**
 * Runs a case for `seconds`: one autocannon instance per connection, because instances share
 * their request objects between connections, and generated paths must differ per connection.
 * Returns the paths generated cases sent.
 */
async function drive(c: Case, id: string, token: string, seconds: number, connections = CONNECTIONS): Promise<Stats & { sent: string[] }> {
  const sent: string[] = [];
  const cpuBefore = serverCpuMs();
  const mainBefore = serverCpuMs(true);
  const [postgresBefore, benchBefore, machineBefore] = [postgresCpu(), benchCpuMs(), machineCpuMs()];
  const times: number[] = [];
  let errors = 0;
  const take = (source: NonNullable<Case['source']>) => {
    if (source.next >= source.paths.length) source.repeats++;
    return source.paths[source.next++ % source.paths.length];
  };
  // Signed for the process each connection talks to (the signature covers the host).
  const requests = (base: string): autocannon.Request[] =>
    c.source
      ? [
          {
            method: 'GET',
            setupRequest: (req) => {
              const p = take(c.source!);
              sent.push(p);
              return { ...req, path: p, headers: signedHeaders(`${base}${p}`, id, token) };
            },
          },
        ]
      : c.paths!.map((p) => ({ method: 'GET' as const, path: p, headers: signedHeaders(`${base}${p}`, id, token) }));
  const started = performance.now();
  const results = await Promise.all(
    Array.from(
      { length: connections },
      (_, i) =>
        new Promise<autocannon.Result>((resolve, reject) => {
          const base = BASES[i % BASES.length];
          const instance = autocannon({ url: base, connections: 1, duration: seconds, requests: requests(base) }, (error, r) => (error ? reject(error) : resolve(r)));
          instance.on('response', (_client, status, _bytes, ms) => {
            if (status !== 200) errors++;
            times.push(ms);
          });
        }),
    ),
  );
  const elapsed = (performance.now() - started) / 1000;
  times.sort((a, b) => a - b);
  const ms = (p: number) => round(percentile(times, p));
  const perRequest = (before: number | undefined, after: number | undefined) => (before !== undefined && after !== undefined && times.length ? round((after - before) / times.length) : undefined);
  const cpu = perRequest(cpuBefore, serverCpuMs());
  const cpuMain = perRequest(mainBefore, serverCpuMs(true));
  const [cpuPostgres, cpuBench, cpuMachine] = [perRequest(0, postgresCpuSince(postgresBefore)), perRequest(benchBefore, benchCpuMs()), perRequest(machineBefore, machineCpuMs())];
  return { rps: Math.round(times.length / elapsed), p50: ms(50), p95: ms(95), p99: ms(99), errors: errors + results.reduce((n, r) => n + r.errors + r.timeouts, 0), cpu, cpuMain, cpuPostgres, cpuBench, cpuMachine, sent };
}

/** The repeated (cached) cases, from the catalogue's first page and its facets. */
async function cachedCases(id: string, token: string): Promise<Case[]> {
  const get = async (p: string) => {
    const response = await fetch(`${BASE}${p}`, { headers: signedHeaders(`${BASE}${p}`, id, token) });
    if (!response.ok) throw new Error(`${p}: ${response.status} ${await response.text()}`);
    return response.json();
  };
  const listing = await get(`${CATALOG}/products/?page_size=50`);
  const slugs: string[] = listing.items.map((i: { slug: string }) => i.slug);
  type Facet = { key: { name: string }; values: { value: string; count?: number }[] };
  const facet = (name: string) => (listing.filters as Facet[]).find((f) => f.key.name === name)?.values ?? [];
  const brands = facet('brand').slice(0, 4).map((v) => v.value);
  const sizes = facet('sizes').slice(0, 3).map((v) => v.value);
  const colours = facet('primary_color').slice(0, 3).map((v) => v.value);
  const listings = brands.flatMap((b, i) => [
    `${CATALOG}/products/?f=${encodeURIComponent(`brand:${b}:::sizes:${sizes[i % sizes.length]}`)}&sort_on=price_asc&page_size=12`,
    `${CATALOG}/products/?f=${encodeURIComponent(`brand:${b}:::primary_color:${colours[i % colours.length]}`)}&sort_on=discount_dsc&page_size=12`,
  ]);
  return [
    { name: 'listing (2 filters + sort)', paths: listings, sql: true },
    { name: 'search (8 queries, with facets)', paths: WORDS.map((w) => `${CATALOG}/products/?q=${encodeURIComponent(w)}&page_size=12`), sql: true },
    { name: 'product detail', paths: slugs.map((s) => `${CATALOG}/products/${s}/`), sql: true },
    { name: 'auto-complete', paths: WORDS.map((w) => `${CATALOG}/auto-complete/?q=${encodeURIComponent(w)}`), sql: true },
  ];
}

/**
 * The uncached cases' paths, generated before the run from the database itself (lookups, a
 * sample of products, the search vocabulary). The cached cases' searches are taken first; their
 * listings have two filters, so no facet part of a 3-or-4-filter listing can be one of theirs.
 */
async function uncachedCases(database: Database): Promise<Case[]> {
  const l = await getLookups(database);
  const rows = await sampleProducts(database);
  const used = new UsedKeys();
  for (const w of WORDS) used.claim(UsedKeys.listingKeys(searchKey(await searchTerms(database, w)), filterMap(), undefined, l));
  const listings = uncachedListings(rows, l, used, 12_000);
  const searches = await uncachedSearches(database, rows, l, used, 12_000);
  console.error(`uncached paths: ${listings.paths.length} listings, ${searches.paths.length} searches`);
  return [
    { name: 'listing, uncached (new filters + sort each request)', source: { ...listings, next: 0, repeats: 0 }, sql: true, withoutIndex: true },
    { name: 'search, uncached (new words each request)', source: { ...searches, next: 0, repeats: 0 }, sql: true },
  ];
}

/** Raw SQL of a sample of the case's requests: captured through the platform's functions, replayed on PostgreSQL. */
async function rawSql(recorder: SqlRecorder, url: string, c: Case, sent: string[], http: (p: string) => Promise<string>, connections: number): Promise<Pick<Row, 'sql' | 'sqlAlone' | 'sqlNoIndex'>> {
  const all = c.source ? sent : c.paths!;
  const n = Math.min(all.length, c.source ? SQL_SAMPLE : all.length);
  const sample = Array.from({ length: n }, (_, i) => all[Math.floor((i * all.length) / n)]);
  const recorded: Recorded[] = [];
  for (const [i, p] of sample.entries()) {
    const { answer, sql } = await recorder.capture(p);
    // The captured call must be what the server answered, else its SQL is not the request's.
    if (i === 0 && answer !== (await http(p))) console.error(`  warning: ${c.name}: the platform function's answer differs from the server's for ${p}`);
    recorded.push(sql);
  }
  const sqlAlone = await replay(url, recorded, 1, { once: true });
  if (connections === 1) return { sql: sqlAlone };
  return { sql: await replay(url, recorded, connections, { seconds: DURATION }), sqlAlone, sqlNoIndex: c.withoutIndex ? await withoutIndex(recorder, url, c, sample) : undefined };
}

/** The SQL of the same answers when the facet index declines (NO_INDEX_SAMPLE of them), one at a time; the answers must not change. */
async function withoutIndex(recorder: SqlRecorder, url: string, c: Case, sample: string[]): Promise<SqlTimes> {
  const recorded: Recorded[] = [];
  for (const p of sample.slice(0, NO_INDEX_SAMPLE)) {
    const [plain, { answer, sql }] = [await recorder.capture(p), await recorder.capture(p, { withoutIndex: true })];
    if (answer !== plain.answer) console.error(`  warning: ${c.name}: the answer without the facet index differs for ${p}`);
    recorded.push(sql);
  }
  return replay(url, recorded, 1, { once: true });
}

const wanted = (c: Case) => !CASES.length || CASES.some((w) => c.name.includes(w));

async function benchDriver(driver: 'postgres' | 'pglite'): Promise<Row[]> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `bench-${driver}-`));
  const env: Env = { DATA_DIR: dataDir, SHOP_HOST: `127.0.0.1:${PORT}`, DATABASE_URL: '' };
  if (driver === 'postgres') {
    env.DATABASE_URL = databaseUrl(PG_DB);
    if (!SKIP_SEED) run('psql', [PG_ADMIN, '-qc', `DROP DATABASE IF EXISTS ${PG_DB}`, '-c', `CREATE DATABASE ${PG_DB}`], {});
  }
  if (driver === 'pglite' || !SKIP_SEED) {
    const started = Date.now();
    run('npx', ['tsx', 'scripts/seed.ts', '--products', String(PRODUCTS)], env);
    console.error(`[${driver}] seeded ${PRODUCTS} products in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  }
  // PostgreSQL: the recorder's database also serves the captures. PGlite admits one process, so
  // its paths are generated before the server opens it, and it has no raw SQL.
  const recorder = driver === 'postgres' ? await SqlRecorder.open(env.DATABASE_URL!) : undefined;
  const generator = recorder?.base ?? (await openDatabase({ dir: path.join(dataDir, 'pglite') }));
  const uncached = await uncachedCases(generator);
  if (!recorder) await generator.close();
  // The first process alone first (it migrates and seeds an empty database), then the others.
  const servers = [await startServer(env)];
  if (driver === 'postgres') for (let i = 1; i < PROCESSES; i++) servers.push(await startServer(env, PORT + i));
  try {
    const secrets = JSON.parse(fs.readFileSync(path.join(dataDir, 'secrets.json'), 'utf8'));
    const [id, token] = [secrets.applicationId, secrets.applicationToken];
    const http = async (p: string) => (await fetch(`${BASE}${p}`, { headers: signedHeaders(`${BASE}${p}`, id, token) })).text();
    const cheapest: Case = { name: 'cheapest signed call (configuration/application)', paths: [CHEAPEST], sql: false };
    await drive(cheapest, id, token, DURATION); // warm-up
    let before = await drive(cheapest, id, token, DURATION);
    const signedRuns = [before];
    const rows: Row[] = [];
    const report = async (c: Case, r: Stats & { sent: string[] }, connections: number, signed?: Row['signed']) => {
      const row: Row = { driver, case: c.name, connections, rps: r.rps, p50: r.p50, p95: r.p95, p99: r.p99, errors: r.errors, cpu: r.cpu, cpuMain: r.cpuMain, cpuPostgres: r.cpuPostgres, cpuBench: r.cpuBench, cpuMachine: r.cpuMachine, signed };
      if (signed) row.vsSigned = Number((r.rps / signed.rps).toPrecision(2));
      if (c.source) row.repeats = c.source.repeats;
      if (recorder && c.sql) Object.assign(row, await rawSql(recorder, env.DATABASE_URL!, c, r.sent, http, connections));
      rows.push(row);
      const noIndex = row.sqlNoIndex ? `; without the facet index, SQL alone p50 ${row.sqlNoIndex.p50}, p95 ${row.sqlNoIndex.p95} ms` : '';
      const sql = row.sql ? `; raw SQL ${row.sql.rps} req/s, p50 ${row.sql.p50} ms, p95 ${row.sql.p95} ms${row.sqlAlone ? ` (alone p50 ${row.sqlAlone.p50}, p95 ${row.sqlAlone.p95})` : ''}${noIndex}` : '';
      const yardstick = signed ? `; signed call ${signed.rps} req/s` : '';
      console.error(`[${driver}] ${r.rps} req/s, p50 ${r.p50} ms, p95 ${r.p95} ms, p99 ${r.p99} ms, errors ${r.errors}${r.cpu !== undefined ? `, CPU per request: server ${r.cpu} ms (main thread ${r.cpuMain}), PostgreSQL ${r.cpuPostgres}, load generator ${r.cpuBench}, whole machine ${r.cpuMachine} of ${os.cpus().length} cores` : ''} — ${c.name}, ${connections} conn${yardstick}${sql}${row.repeats ? `; ${row.repeats} repeated paths` : ''}`);
    };
    for (const c of [...(await cachedCases(id, token)), ...uncached].filter(wanted)) {
      // Uncached paths are spent by the warm-up too: a short one keeps enough for the run.
      await drive(c, id, token, c.source ? Math.min(3, DURATION) : DURATION);
      const r = await drive(c, id, token, DURATION);
      const after = await drive(cheapest, id, token, DURATION);
      signedRuns.push(after);
      await report(c, r, CONNECTIONS, { rps: Math.round((before.rps + after.rps) / 2), p95: round((before.p95 + after.p95) / 2) });
      before = after;
      // An uncached request's own latency, without 19 others competing for the 2 cores.
      if (c.source) await report(c, await drive(c, id, token, DURATION, 1), 1);
    }
    console.error(`[${driver}] cheapest signed call: ${signedRuns.map((s) => s.rps).join(' · ')} req/s, p95 ${signedRuns.map((s) => s.p95).join(' · ')} ms, server CPU ${signedRuns.map((s) => s.cpu ?? '?').join(' · ')} ms/request`);
    return rows;
  } finally {
    for (const server of servers) server.kill('SIGTERM');
    serverPids.length = 0;
    await recorder?.close();
    await new Promise((r) => setTimeout(r, 1000));
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

const ratio = (a: number, b: number | undefined) => (b ? Number((a / b).toPrecision(2)) : undefined);

async function main() {
  if (!fs.existsSync('.next/BUILD_ID')) run('npx', ['next', 'build'], {});
  const rows: Row[] = [];
  // PGlite admits one process.
  for (const driver of ['postgres', 'pglite'] as const) {
    if ((!ONLY || ONLY === driver) && (driver === 'postgres' || PROCESSES === 1)) rows.push(...(await benchDriver(driver)));
  }
  const shape = PROCESSES === 1 ? 'production server' : `${PROCESSES} production server processes on the one PostgreSQL`;
  console.log(`\nAPI benchmark: ${PRODUCTS} products, concurrency ${CONNECTIONS}, ${DURATION} s per case, ${shape}, ${os.cpus().length} cores`);
  console.log('signed: the cheapest signed call just before and after the case, at 20 connections; SQL: the same requests\' raw SQL on PostgreSQL, as many at once as the row\'s connections (alone: one at a time); for a cached case, what a miss would cost; no index: the SQL of the same answers when the facet index declines, one at a time; CPU ms/req: the server process\'s CPU time (user + system, all threads; main thread: JavaScript\'s alone) per answered request, which moves much less than req/s with what else the machine runs; PG, bench and machine CPU: the same for PostgreSQL\'s processes, this bench (the load generator) and every process on the machine');
  const cell = (v: number | undefined) => v ?? '';
  console.table(
    rows.map((r) => ({
      driver: r.driver,
      case: r.case,
      conns: r.connections,
      'req/s': r.rps,
      'p50 ms': r.p50,
      'p95 ms': r.p95,
      'p99 ms': r.p99,
      errors: r.errors,
      'CPU ms/req': cell(r.cpu),
      'main thread': cell(r.cpuMain),
      'PG CPU': cell(r.cpuPostgres),
      'bench CPU': cell(r.cpuBench),
      'machine CPU': cell(r.cpuMachine),
      'signed req/s': cell(r.signed?.rps),
      '× signed': cell(r.vsSigned),
      'SQL req/s': cell(r.sql?.rps),
      'SQL p50': cell(r.sql?.p50),
      'SQL p95': cell(r.sql?.p95),
      'p95 ÷ SQL p95': cell(ratio(r.p95, r.sql?.p95)),
      'alone p50': cell(r.sqlAlone?.p50),
      'alone p95': cell(r.sqlAlone?.p95),
      'no index p95': cell(r.sqlNoIndex?.p95),
    })),
  );
  fs.mkdirSync('bench/results', { recursive: true });
  fs.writeFileSync(`bench/results/api${PROCESSES === 1 ? '' : `-${PROCESSES}-processes`}.json`, JSON.stringify({ at: new Date().toISOString(), products: PRODUCTS, processes: PROCESSES, connections: CONNECTIONS, duration: DURATION, rows }, null, 2));
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
