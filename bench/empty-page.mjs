// The same-run yardstick of npm run bench:pages: an empty App Router page (bench/empty-next) built
// with the repository's own next and react, so it is always the shop's Next version, and served
// by `next start` beside the shop.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const DIR = 'bench/empty-next';
// The CLI file itself, run by this node: no npx or shell between the bench and the server it stops.
const NEXT_BIN = 'node_modules/next/dist/bin/next';
const BUILD_ID = path.join(DIR, '.next', 'BUILD_ID');
// `next build` empties .next, so the stamp is written after it.
const STAMP = path.join(DIR, '.next', 'bench-next-version');
const SOURCES = ['next.config.mjs', 'instrumentation.js', 'proxy.js', 'app/layout.jsx', 'app/page.jsx'].map((file) =>
  path.join(DIR, file),
);
const ENV = { ...process.env, NEXT_TELEMETRY_DISABLED: '1' };

export const nextVersion = () => JSON.parse(fs.readFileSync('node_modules/next/package.json', 'utf8')).version;

function isCurrent(version) {
  if (!fs.existsSync(BUILD_ID) || !fs.existsSync(STAMP)) return false;
  if (fs.readFileSync(STAMP, 'utf8') !== version) return false;
  const builtAt = fs.statSync(BUILD_ID).mtimeMs;
  return SOURCES.every((file) => fs.statSync(file).mtimeMs <= builtAt);
}

/** Builds the empty page when it has no build, or one of another Next version or older sources. */
export function ensureEmptyPageBuild() {
  const version = nextVersion();
  if (isCurrent(version)) return version;
  const result = spawnSync(process.execPath, [NEXT_BIN, 'build', DIR], { stdio: 'inherit', env: ENV });
  if (result.status !== 0) throw new Error(`next build ${DIR} failed (${result.status ?? result.signal})`);
  fs.writeFileSync(STAMP, version);
  return version;
}

/** The empty page's server: its child process, which the caller stops. */
export const startEmptyPage = (port) =>
  spawn(process.execPath, [NEXT_BIN, 'start', DIR, '-p', String(port), '-H', '127.0.0.1'], {
    env: { ...ENV, NODE_ENV: 'production' },
    stdio: 'ignore',
  });
