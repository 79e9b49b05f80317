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
import { openDatabase } from '../platform/db/client';
import { flag, option } from './args';
import { databaseUrl, PG_ADMIN } from './platform-kit';
import { SqlRecorder } from './raw-sql';
import { rawSql } from './case-sql';
import { cachedCases, signedHeaders, uncachedCases } from './api-cases';
import type { Case, Row, Stats } from './api-types';
import { benchCpuMs, machineCpuMs, postgresCpu, postgresCpuSince, serverCpuMs, serverPids } from './process-cpu';

const PRODUCTS = Number(option('products', '100000'));
const DURATION = Number(option('duration', '10'));
const ONLY = option('only', '');
const SKIP_SEED = flag('skip-seed');
const CASES = option('cases', '')
  .split(',')
  .map((c) => c.trim())
  .filter(Boolean);
const SQL_SAMPLE = Number(option('sql-sample', '100'));
const PORT = Number(option('port', '3900'));
const PROCESSES = Math.max(1, Math.floor(Number(option('processes', '1'))) || 1);
const CONNECTIONS = 20;
const serverLog = (port: number) => path.join(os.tmpdir(), `bench-api-server-${port}.log`);
const BASE = `http://127.0.0.1:${PORT}`;
/** Each server process's address; connection i goes to BASES[i % PROCESSES]. */
const BASES = Array.from({ length: PROCESSES }, (_, i) => `http://127.0.0.1:${PORT + i}`);
const PG_DB = process.env.BENCH_API_DB ?? 'storefront_bench';
const CHEAPEST = '/service/application/configuration/v1.0/application';

type Env = Record<string, string | undefined>;

function run(cmd: string, argv: string[], env: Env) {
  const r = spawnSync(cmd, argv, { env: { ...process.env, ...env }, stdio: 'inherit' });
  if (r.status !== 0) throw new Error(`${cmd} ${argv.join(' ')} failed`);
}

async function startServer(env: Env, port = PORT): Promise<ChildProcess> {
  // The server's stderr goes to a file, to see why it stopped if it does.
  const log = fs.openSync(serverLog(port), 'w');
  const child = spawn(
    process.execPath,
    [...(process.env.BENCH_NODE_ARGS ?? '').split(' ').filter(Boolean), '--import', 'tsx', 'server/main.ts'],
    { env: { ...process.env, ...env, PORT: String(port), NODE_ENV: 'production' }, stdio: ['ignore', 'ignore', log] },
  );
  fs.closeSync(log);
  if (child.pid) serverPids.push(child.pid);
  // Not stopped by us (exit 0 is a SIGTERM or SIGINT from elsewhere).
  child.on('exit', (code, signal) => {
    if (!child.killed)
      console.error(`server exited (${code ?? signal}) before the bench stopped it; see ${serverLog(port)}`);
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
async function drive(
  c: Case,
  id: string,
  token: string,
  seconds: number,
  connections = CONNECTIONS,
): Promise<Stats & { sent: string[] }> {
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
          const instance = autocannon(
            { url: base, connections: 1, duration: seconds, requests: requests(base) },
            (error, r) => (error ? reject(error) : resolve(r)),
          );
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
  const perRequest = (before: number | undefined, after: number | undefined) =>
    before !== undefined && after !== undefined && times.length ? round((after - before) / times.length) : undefined;
  const cpu = perRequest(cpuBefore, serverCpuMs());
  const cpuMain = perRequest(mainBefore, serverCpuMs(true));
  const [cpuPostgres, cpuBench, cpuMachine] = [
    perRequest(0, postgresCpuSince(postgresBefore)),
    perRequest(benchBefore, benchCpuMs()),
    perRequest(machineBefore, machineCpuMs()),
  ];
  return {
    rps: Math.round(times.length / elapsed),
    p50: ms(50),
    p95: ms(95),
    p99: ms(99),
    errors: errors + results.reduce((n, r) => n + r.errors + r.timeouts, 0),
    cpu,
    cpuMain,
    cpuPostgres,
    cpuBench,
    cpuMachine,
    sent,
  };
}

const wanted = (c: Case) => !CASES.length || CASES.some((w) => c.name.includes(w));

async function benchDriver(driver: 'postgres' | 'pglite'): Promise<Row[]> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `bench-${driver}-`));
  const env: Env = { DATA_DIR: dataDir, SHOP_HOST: `127.0.0.1:${PORT}`, DATABASE_URL: '' };
  if (driver === 'postgres') {
    env.DATABASE_URL = databaseUrl(PG_DB);
    if (!SKIP_SEED)
      run('psql', [PG_ADMIN, '-qc', `DROP DATABASE IF EXISTS ${PG_DB}`, '-c', `CREATE DATABASE ${PG_DB}`], {});
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
    const http = async (p: string) =>
      (await fetch(`${BASE}${p}`, { headers: signedHeaders(`${BASE}${p}`, id, token) })).text();
    const cheapest: Case = { name: 'cheapest signed call (configuration/application)', paths: [CHEAPEST], sql: false };
    await drive(cheapest, id, token, DURATION); // warm-up
    let before = await drive(cheapest, id, token, DURATION);
    const signedRuns = [before];
    const rows: Row[] = [];
    const report = async (c: Case, r: Stats & { sent: string[] }, connections: number, signed?: Row['signed']) => {
      const row: Row = {
        driver,
        case: c.name,
        connections,
        rps: r.rps,
        p50: r.p50,
        p95: r.p95,
        p99: r.p99,
        errors: r.errors,
        cpu: r.cpu,
        cpuMain: r.cpuMain,
        cpuPostgres: r.cpuPostgres,
        cpuBench: r.cpuBench,
        cpuMachine: r.cpuMachine,
        signed,
      };
      if (signed) row.vsSigned = Number((r.rps / signed.rps).toPrecision(2));
      if (c.source) row.repeats = c.source.repeats;
      if (recorder && c.sql)
        Object.assign(
          row,
          await rawSql(recorder, env.DATABASE_URL!, c, r.sent, http, connections, {
            sample: SQL_SAMPLE,
            seconds: DURATION,
          }),
        );
      rows.push(row);
      const noIndex = row.sqlNoIndex
        ? `; without the facet index, SQL alone p50 ${row.sqlNoIndex.p50}, p95 ${row.sqlNoIndex.p95} ms`
        : '';
      const sql = row.sql
        ? `; raw SQL ${row.sql.rps} req/s, p50 ${row.sql.p50} ms, p95 ${row.sql.p95} ms${row.sqlAlone ? ` (alone p50 ${row.sqlAlone.p50}, p95 ${row.sqlAlone.p95})` : ''}${noIndex}`
        : '';
      const yardstick = signed ? `; signed call ${signed.rps} req/s` : '';
      console.error(
        `[${driver}] ${r.rps} req/s, p50 ${r.p50} ms, p95 ${r.p95} ms, p99 ${r.p99} ms, errors ${r.errors}${r.cpu !== undefined ? `, CPU per request: server ${r.cpu} ms (main thread ${r.cpuMain}), PostgreSQL ${r.cpuPostgres}, load generator ${r.cpuBench}, whole machine ${r.cpuMachine} of ${os.cpus().length} cores` : ''} — ${c.name}, ${connections} conn${yardstick}${sql}${row.repeats ? `; ${row.repeats} repeated paths` : ''}`,
      );
    };
    for (const c of [...(await cachedCases(BASE, id, token)), ...uncached].filter(wanted)) {
      // Uncached paths are spent by the warm-up too: a short one keeps enough for the run.
      await drive(c, id, token, c.source ? Math.min(3, DURATION) : DURATION);
      const r = await drive(c, id, token, DURATION);
      const after = await drive(cheapest, id, token, DURATION);
      signedRuns.push(after);
      await report(c, r, CONNECTIONS, {
        rps: Math.round((before.rps + after.rps) / 2),
        p95: round((before.p95 + after.p95) / 2),
      });
      before = after;
      // An uncached request's own latency, without 19 others competing for the 2 cores.
      if (c.source) await report(c, await drive(c, id, token, DURATION, 1), 1);
    }
    console.error(
      `[${driver}] cheapest signed call: ${signedRuns.map((s) => s.rps).join(' · ')} req/s, p95 ${signedRuns.map((s) => s.p95).join(' · ')} ms, server CPU ${signedRuns.map((s) => s.cpu ?? '?').join(' · ')} ms/request`,
    );
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
    if ((!ONLY || ONLY === driver) && (driver === 'postgres' || PROCESSES === 1))
      rows.push(...(await benchDriver(driver)));
  }
  const shape =
    PROCESSES === 1 ? 'production server' : `${PROCESSES} production server processes on the one PostgreSQL`;
  console.log(
    `\nAPI benchmark: ${PRODUCTS} products, concurrency ${CONNECTIONS}, ${DURATION} s per case, ${shape}, ${os.cpus().length} cores`,
  );
  console.log(
    "signed: the cheapest signed call just before and after the case, at 20 connections; SQL: the same requests' raw SQL on PostgreSQL, as many at once as the row's connections (alone: one at a time); for a cached case, what a miss would cost; no index: the SQL of the same answers when the facet index declines, one at a time; CPU ms/req: the server process's CPU time (user + system, all threads; main thread: JavaScript's alone) per answered request, which moves much less than req/s with what else the machine runs; PG, bench and machine CPU: the same for PostgreSQL's processes, this bench (the load generator) and every process on the machine",
  );
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
  fs.writeFileSync(
    `bench/results/api${PROCESSES === 1 ? '' : `-${PROCESSES}-processes`}.json`,
    JSON.stringify(
      {
        at: new Date().toISOString(),
        products: PRODUCTS,
        processes: PROCESSES,
        connections: CONNECTIONS,
        duration: DURATION,
        rows,
      },
      null,
      2,
    ),
  );
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
