// Starts the platform (scripts/platform-server.ts) once for the integration suite: on a fresh
// PGlite in a temp folder, or on DATABASE_URL when set. Tests read tests/integration/.server.json.
const { spawn } = require('node:child_process');
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');


module.exports = async function globalSetup() {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'storefront-it-'));
  const env = { ...process.env, DATA_DIR: dataDir, PORT: '0' };
  const child = spawn(process.execPath, [require.resolve('tsx/cli'), 'scripts/platform-server.ts'], {
    cwd: path.join(__dirname, '../..'),
    env,
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const info = await new Promise((resolve, reject) => {
    let buffer = '';
    const timer = setTimeout(() => reject(new Error('platform server did not start in 240 s')), 240000);
    child.stdout.on('data', (chunk) => {
      buffer += chunk;
      const line = buffer.split('\n').find((l) => l.startsWith('{"url"'));
      if (line) {
        clearTimeout(timer);
        resolve(JSON.parse(line));
      }
    });
    child.on('exit', (code) => reject(new Error(`platform server exited with ${code}`)));
  });
  // Per run, so parallel runs on one machine never read each other's server.
  const infoFile = path.join(dataDir, 'server.json');
  process.env.STOREFRONT_IT_SERVER = infoFile;
  fs.writeFileSync(infoFile, JSON.stringify({ ...info, dataDir, database: process.env.DATABASE_URL ? 'postgres' : 'pglite' }));
  globalThis.__PLATFORM__ = { child, dataDir };
};
