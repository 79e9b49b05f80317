// A platform process of its own (a fresh PGlite in its own DATA_DIR, the suite's application
// credentials) whose shop has turned guest_contact_verification on: the setting is the shop's row
// (applications.config.checkout), so it is written before the process answers anything.
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { server } from '../harness';

const SCRIPT = `
(async () => {
  const { serve } = require('@hono/node-server');
  const { getPlatformHandler, getDatabase } = require('./platform');
  const handler = await getPlatformHandler();
  const database = await getDatabase();
  await database.query(
    'UPDATE applications SET config = config || $1::jsonb',
    [JSON.stringify({ checkout: { guest_contact_verification: true } })],
  );
  serve({ fetch: handler, port: 0, hostname: '127.0.0.1' }, (info) =>
    console.log(JSON.stringify({ url: 'http://127.0.0.1:' + info.port })),
  );
})().catch((error) => { console.error(error); process.exit(1); });
`;

export type ShopProcess = { url: string; stop: () => Promise<void> };

export async function startVerifyingShop(): Promise<ShopProcess> {
  const { applicationId, applicationToken } = server();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'guest-verify-'));
  const child: ChildProcess = spawn(process.execPath, [require.resolve('tsx/cli'), '--eval', SCRIPT], {
    cwd: path.join(__dirname, '../../..'),
    env: {
      ...process.env,
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      APPLICATION_ID: applicationId,
      APPLICATION_TOKEN: applicationToken,
      SESSION_SECRET: 'guest-verify-session-secret-of-32-characters-or-more',
      DEV_OUTBOX: '1',
      TRUST_PROXY: '1',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stderr?.resume();
  const url = await new Promise<string>((resolve, reject) => {
    let buffer = '';
    const timer = setTimeout(() => reject(new Error('the verifying shop did not start in 150 s')), 150_000);
    child.stdout!.on('data', (chunk) => {
      buffer += chunk;
      const line = buffer.split('\n').find((l) => l.startsWith('{"url"'));
      if (line) {
        clearTimeout(timer);
        resolve((JSON.parse(line) as { url: string }).url);
      }
    });
    child.on('exit', (code) => reject(new Error(`the verifying shop exited with ${code}`)));
  });
  const stop = () =>
    new Promise<void>((resolve) => {
      const done = () => {
        fs.rmSync(dataDir, { recursive: true, force: true });
        resolve();
      };
      if (child.exitCode !== null || child.signalCode !== null) return done();
      child.once('exit', done);
      child.kill('SIGTERM');
    });
  return { url, stop };
}
