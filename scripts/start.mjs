// npm start: build the app when there is no build or the sources changed since, then serve it
// with server/main.ts. The database is created, migrated and seeded on the server's first
// start, before it listens.
import { spawnSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const root = process.cwd();
const buildId = path.join(root, '.next', 'BUILD_ID');
const sources = [
  'app',
  'components',
  'lib',
  'contract',
  'common',
  'platform',
  'themes',
  'proxy.ts',
  'instrumentation.ts',
  'next.config.ts',
  'package-lock.json',
];

function newest(entry) {
  const full = path.join(root, entry);
  if (!fs.existsSync(full)) return 0;
  const stat = fs.statSync(full);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return fs.readdirSync(full).reduce((max, name) => Math.max(max, newest(path.join(entry, name))), stat.mtimeMs);
}

const builtAt = fs.existsSync(buildId) ? fs.statSync(buildId).mtimeMs : 0;
if (builtAt === 0 || sources.some((s) => newest(s) > builtAt)) {
  console.log(
    builtAt === 0 ? 'No production build yet: building…' : 'Sources changed since the last build: rebuilding…',
  );
  // The platform seeds the section schemas the section files declare (npm run theme:build).
  const sections = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/theme-build.ts'], { stdio: 'inherit' });
  if (sections.status !== 0) process.exit(sections.status ?? 1);
  const build = spawnSync('npx', ['next', 'build'], { stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const port = process.env.PORT ?? '3000';
console.log(
  `Starting the shop on http://localhost:${port} (first start seeds the demo shop into ${process.env.DATABASE_URL ? 'DATABASE_URL' : '.data/'})`,
);
const server = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
  stdio: 'inherit',
  env: { ...process.env, PORT: port, NODE_ENV: 'production' },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
