// npm run bench:pages — the shopper-facing pages of the production build (server/main.ts on a fresh
// demo shop): Lighthouse (mobile preset, Debian Chromium) scores for home, a listing and a product
// page, each run alternating with a run on an empty App Router page of the same Next version
// (bench/empty-next, built here when its build is missing or of another Next version, and served by
// `next start` on the port P+20), so both see the same machine: the page's medians (score, LCP,
// TBT, bytes transferred, HTML document transferred) beside the empty page's, with the LCP and TBT
// ratios and the score difference, and Lighthouse's benchmarkIndex of every run; the first-load
// JavaScript of each in kB gzip; autocannon req/s at 10 connections beside the same page's HTML
// saved as a static file and served by the same server in the same run (measured before and after
// the page), with the ratio, and the p95 at 50 connections; the product page again as a signed-in
// shopper sees it. Options: --runs N (Lighthouse runs per page and as many on the empty page,
// default 5; 0 skips Lighthouse; medians, and every run's performance score since the simulation
// varies run to run), --pages home,listing,product (default all; the signed-in case comes with
// product), --duration S (each load case, default 10), --port P (the first process's, default
// 3950), --processes N (default 1: the embedded PGlite shop; from 2, N shop processes on a fresh
// PostgreSQL database (BENCH_PAGES_PG_ADMIN_URL, default
// postgres://postgres@127.0.0.1:5432/postgres) sharing kept pages through Redis
// (BENCH_PAGES_REDIS_URL, default redis://127.0.0.1:6379/0), the load spread over them as a
// balancer would, with the shop's one Host header).
// Plain JavaScript on purpose: Lighthouse sends functions to the browser as source text, and a
// TypeScript loader's injected helpers (esbuild's __name) break them there.
import { spawn, spawnSync } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import autocannon from 'autocannon';
import * as chromeLauncher from 'chrome-launcher';
import pg from 'pg';
import { ensureEmptyPageBuild, startEmptyPage } from './empty-page.mjs';
import { comparison, comparisonColumns, measure, median, shopColumns, summarise } from './lighthouse-run.mjs';

const args = process.argv.slice(2);
const option = (name, fallback) => (args.includes(name) ? args[args.indexOf(name) + 1] : fallback);
const PORT = Number(option('--port', '3950')) || 3950;
const BASE = `http://127.0.0.1:${PORT}`;
const RUNS = Math.max(0, Number(option('--runs', '5')) || 0);
const DURATION = Math.max(1, Number(option('--duration', '10')) || 10);
const PROCESSES = Math.max(1, Math.floor(Number(option('--processes', '1'))) || 1);
const PAGE_NAMES = ['home', 'listing', 'product'];
const SELECTED = option('--pages', PAGE_NAMES.join(',')).split(',').filter(Boolean);
const EMPTY_URL = `http://127.0.0.1:${PORT + 20}/`;
const PORTS = Array.from({ length: PROCESSES }, (_, i) => PORT + i);
const HOST = `127.0.0.1:${PORT}`;
const PG_ADMIN_URL = process.env.BENCH_PAGES_PG_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const REDIS_URL = process.env.BENCH_PAGES_REDIS_URL ?? 'redis://127.0.0.1:6379/0';
const DATABASE = `bench_pages_${process.pid}`;
const CHROME_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

async function waitFor(url) {
  for (let i = 0; i < 240; i++) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      /* starting */
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error(`${url} did not answer`);
}

async function scriptSources(pagePath) {
  const html = await (await fetch(BASE + pagePath)).text();
  // Modern browsers skip noModule scripts (Next's legacy polyfills), so they are not counted.
  const tags = [...html.matchAll(/<script[^>]*>/g)].map((m) => m[0]).filter((tag) => !/nomodule/i.test(tag));
  return [...new Set(tags.map((tag) => /src="([^"]+\.js)"/.exec(tag)?.[1]).filter(Boolean))];
}

async function firstLoadJsKb(pagePath) {
  const srcs = await scriptSources(pagePath);
  let bytes = 0;
  for (const src of srcs)
    bytes += zlib.gzipSync(Buffer.from(await (await fetch(new URL(src, BASE))).arrayBuffer())).length;
  return Math.round(bytes / 102.4) / 10;
}

async function load(pagePath, connections = 10, cookie = undefined) {
  const times = [];
  const result = await new Promise((resolve, reject) => {
    // Several processes: the connections spread over them, each request with the one public Host.
    const url = PROCESSES === 1 ? BASE + pagePath : PORTS.map((port) => `http://127.0.0.1:${port}${pagePath}`);
    const headers = cookie ? { host: HOST, cookie } : { host: HOST };
    const i = autocannon({ url, connections, duration: DURATION, headers }, (e, r) => (e ? reject(e) : resolve(r)));
    i.on('response', (_c, _s, _b, ms) => times.push(ms));
  });
  times.sort((a, b) => a - b);
  return {
    rps: Math.round(result.requests.average),
    p95: Math.round(times[Math.floor(times.length * 0.95)] * 10) / 10,
    errors: result.errors + result.non2xx,
  };
}

const AUTH = '/api/service/application/user/authentication/v1.0';

/** A shopper registered through the shop's API (the code from the development outbox): their Cookie header. */
async function signedInCookie() {
  const email = `bench.pages.${Date.now().toString(36)}@example.com`;
  const post = (path, body, cookie) =>
    fetch(BASE + path, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}) },
      body: JSON.stringify(body),
    });
  const form = await post(`${AUTH}/register/form?platform=web`, {
    first_name: 'Bench',
    last_name: 'Shopper',
    gender: 'female',
    email,
    password: 'Bench#2026x',
  });
  if (!form.ok) throw new Error(`register: ${form.status} ${await form.text()}`);
  const { register_token } = await form.json();
  const outbox = await (await fetch(`${BASE}/dev/outbox.json?to=${encodeURIComponent(email)}`)).json();
  const otp = outbox.items[0]?.body.match(/\b(\d{6})\b/)?.[1];
  const verified = await post(`${AUTH}/otp/email/verify?platform=web`, { email, otp, register_token });
  if (!verified.ok) throw new Error(`verify: ${verified.status} ${await verified.text()}`);
  return verified.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
}

/** A signed-in shopper's product page: their class's kept copy, after one platform call for the class. */
async function signedInRow(product) {
  const cookie = await signedInCookie();
  for (let i = 0; i < 3; i++) await fetch(BASE + product.path, { headers: { cookie } });
  const before = await load(product.staticPath);
  const traffic = await load(product.path, 10, cookie);
  const busy = await load(product.path, 50, cookie);
  const after = await load(product.staticPath);
  return {
    page: 'product, signed in',
    'req/s': traffic.rps,
    'static req/s': `${before.rps} / ${after.rps}`,
    ratio: Math.round((traffic.rps / ((before.rps + after.rps) / 2)) * 100) / 100,
    'p95 ms': traffic.p95,
    'p95 ms @50': busy.p95,
    errors: traffic.errors + busy.errors + before.errors + after.errors,
  };
}

// Next serves the files .next/static held when it started: the pages' copies are written there,
// then the server is started again on the same shop.
const STATIC_DIR = '.next/static/bench-pages';
// One shop across processes: the same application and session secret in each.
const SHARED_ENV =
  PROCESSES === 1
    ? { DATABASE_URL: '' }
    : {
        DATABASE_URL: withDatabase(PG_ADMIN_URL, DATABASE),
        REDIS_URL,
        SHOP_HOST: HOST,
        APPLICATION_ID: crypto.randomBytes(12).toString('hex'),
        APPLICATION_TOKEN: crypto.randomBytes(24).toString('base64url'),
        SESSION_SECRET: crypto.randomBytes(32).toString('base64url'),
      };

function withDatabase(url, name) {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
}

async function admin(sql) {
  const client = new pg.Client({ connectionString: PG_ADMIN_URL });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

// The development outbox gives the signed-in case its sign-up code.
const startServer = (dataDir, port) =>
  spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    env: {
      ...process.env,
      ...SHARED_ENV,
      PORT: String(port),
      DATA_DIR: path.join(dataDir, String(port)),
      NODE_ENV: 'production',
      DEV_OUTBOX: '1',
    },
    stdio: 'ignore',
  });

/** Every process, one after the other: the first creates, migrates and seeds the database. */
async function startServers(dataDir) {
  const servers = [];
  for (const port of PORTS) {
    servers.push(startServer(dataDir, port));
    await waitFor(`http://127.0.0.1:${port}/products/`);
  }
  return servers;
}

async function stopServers(children) {
  await Promise.all(
    children.map((child) => {
      if (child.exitCode !== null) return undefined;
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      return exited;
    }),
  );
}

async function main() {
  const unknown = SELECTED.filter((name) => !PAGE_NAMES.includes(name));
  if (unknown.length || !SELECTED.length) throw new Error(`--pages takes some of ${PAGE_NAMES.join(',')}`);
  if (!fs.existsSync('.next/BUILD_ID')) spawnSync('npx', ['next', 'build'], { stdio: 'inherit' });
  const nextVersion = RUNS > 0 ? ensureEmptyPageBuild() : undefined;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-pages-'));
  if (PROCESSES > 1) {
    await admin(`DROP DATABASE IF EXISTS ${DATABASE}`);
    await admin(`CREATE DATABASE ${DATABASE}`);
  }
  let servers = [];
  try {
    servers = await startServers(dataDir);
    const listing = await (await fetch(`${BASE}/api/service/application/catalog/v1.0/products/?page_size=1`)).json();
    const pages = [
      { name: 'home', path: '/' },
      { name: 'listing', path: '/products/' },
      { name: 'product', path: `/product/${listing.items[0].slug}/` },
    ].filter((p) => SELECTED.includes(p.name));
    fs.rmSync(STATIC_DIR, { recursive: true, force: true });
    fs.mkdirSync(STATIC_DIR, { recursive: true });
    for (const p of pages) {
      const html = await (await fetch(BASE + p.path)).text();
      fs.writeFileSync(path.join(STATIC_DIR, `${p.name}.html`), html);
      p.staticPath = `/_next/static/bench-pages/${p.name}.html`;
      p.htmlKb = Math.round(Buffer.byteLength(html) / 102.4) / 10;
    }
    await stopServers(servers);
    servers = await startServers(dataDir);
    for (const p of pages) await fetch(BASE + p.path); // warm caches
    const rows = [];
    const lighthouseRows = new Map();
    const comparisons = [];
    // Lighthouse's own measure of this machine's CPU (higher is faster), every run in order: its
    // mobile preset slows the page 4× on top of the host, so scores from machines of different
    // speeds differ. The empty page's runs, alternating with the shop's, are measured on the same
    // machine in the same moments: its figures are what Next and the browser cost at that speed.
    const benchmarkIndex = [];
    if (RUNS > 0) {
      const emptyPage = startEmptyPage(PORT + 20);
      let chrome;
      try {
        await waitFor(EMPTY_URL);
        if (emptyPage.exitCode !== null) throw new Error(`the empty page's server exited (${emptyPage.exitCode})`);
        chrome = await chromeLauncher.launch({
          chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
          chromeFlags: CHROME_FLAGS,
        });
        for (const p of pages) {
          const shopRuns = [];
          const emptyRuns = [];
          for (let i = 0; i < RUNS; i++) {
            emptyRuns.push(await measure(EMPTY_URL, chrome.port));
            shopRuns.push(await measure(BASE + p.path, chrome.port));
            for (const run of [emptyRuns.at(-1), shopRuns.at(-1)])
              if (Number.isFinite(run.benchmarkIndex)) benchmarkIndex.push(Math.round(run.benchmarkIndex));
          }
          const shop = summarise(shopRuns);
          lighthouseRows.set(p.name, shopColumns(shop));
          comparisons.push(comparison(p.name, shop, summarise(emptyRuns)));
        }
      } finally {
        await chrome?.kill();
        await stopServers([emptyPage]);
      }
    }
    // Each page's load case sits between two of its static copy's, so drift shows and the ratio
    // compares with the static rate measured next to it.
    for (const p of pages) {
      const before = await load(p.staticPath);
      const traffic = await load(p.path);
      const busy = await load(p.path, 50);
      const after = await load(p.staticPath);
      const yardstick = (before.rps + after.rps) / 2;
      rows.push({
        page: p.name,
        ...(lighthouseRows.get(p.name) ?? {}),
        'JS kB gz': await firstLoadJsKb(p.path),
        'HTML kB': p.htmlKb,
        'req/s': traffic.rps,
        'static req/s': `${before.rps} / ${after.rps}`,
        ratio: Math.round((traffic.rps / yardstick) * 100) / 100,
        'p95 ms': traffic.p95,
        'p95 ms @50': busy.p95,
        errors: traffic.errors + busy.errors + before.errors + after.errors,
      });
    }
    const product = pages.find((p) => p.name === 'product');
    if (product) rows.push(await signedInRow(product));
    const shape =
      PROCESSES === 1
        ? 'one process on PGlite'
        : `${PROCESSES} processes on PostgreSQL, kept pages shared through Redis`;
    const lighthouseNote = RUNS
      ? `Lighthouse ${RUNS} runs per page, each after one on an empty Next ${nextVersion} page (median, mobile preset), `
      : '';
    console.log(
      `\nPage benchmark (${shape}): ${lighthouseNote}autocannon 10 connections for ${DURATION} s (p95 also at 50); static = the page's HTML served as a file by the same server, before / after the page; ${os.cpus().length} cores`,
    );
    console.table(rows);
    const benchmarkIndexMedian = benchmarkIndex.length ? median(benchmarkIndex) : null;
    if (comparisons.length) {
      console.log(
        `\nBeside the empty page (bench/empty-next), its medians from the runs alternating with each page's: × = page / empty, −empty = score difference; kB sent = Lighthouse's total-byte-weight, HTML kB sent = the document's transfer`,
      );
      console.table(comparisons.map(comparisonColumns));
      console.log(
        `Lighthouse benchmarkIndex of every run, in order (empty, page, …): ${benchmarkIndex.join(' ')}; median ${benchmarkIndexMedian}`,
      );
    }
    fs.mkdirSync('bench/results', { recursive: true });
    fs.writeFileSync(
      `bench/results/pages${PROCESSES === 1 ? '' : `-${PROCESSES}-processes`}.json`,
      JSON.stringify(
        {
          at: new Date().toISOString(),
          processes: PROCESSES,
          nextVersion,
          benchmarkIndex,
          benchmarkIndexMedian,
          rows,
          lighthouse: comparisons,
        },
        null,
        2,
      ),
    );
  } finally {
    await stopServers(servers);
    fs.rmSync(STATIC_DIR, { recursive: true, force: true });
    fs.rmSync(dataDir, { recursive: true, force: true });
    if (PROCESSES > 1) await admin(`DROP DATABASE IF EXISTS ${DATABASE}`).catch(() => undefined);
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
