// Runs a seed scenario (TypeScript source for tsx) in its own process on a fresh PGlite folder and
// returns the JSON it prints on its `RESULT ` line: the seed tests need a process of their own,
// since PGlite admits one process per folder.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

export function runSeedScenario<T>(scenario: string, folderPrefix: string): T {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), folderPrefix));
  try {
    const stdout = execFileSync(process.execPath, [require.resolve('tsx/cli'), '--eval', scenario], {
      cwd: path.join(__dirname, '../../..'),
      env: {
        ...process.env,
        DATA_DIR: dataDir,
        DATABASE_URL: '',
        APPLICATION_ID: 'a1b2c3d4e5f6a1b2c3d4e5f6',
        APPLICATION_TOKEN: 'token-one',
        SESSION_SECRET: 'test-session-secret',
        SEED_IMAGES: '0',
      },
      encoding: 'utf8',
      maxBuffer: 16 * 1024 * 1024,
    });
    const line = stdout.split('\n').find((l) => l.startsWith('RESULT '));
    return JSON.parse((line ?? 'RESULT {}').slice(7)) as T;
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}
