// Another process of the platform on the same PostgreSQL and secrets (DATA_DIR) as the suite's
// server: what two shop processes behind one load balancer look like.
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { server } from '../harness';

export type Process = { url: string; child: ChildProcess; stop: (signal?: NodeJS.Signals) => Promise<void> };

export async function startSecondProcess(): Promise<Process> {
  const info = server() as ReturnType<typeof server> & { dataDir: string };
  // node itself with tsx's loader (not the tsx CLI, which runs the server in a child of its own):
  // a signal, SIGKILL included, must reach the server process.
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/platform-main.ts'], {
    cwd: path.join(__dirname, '../../..'),
    env: { ...process.env, DATA_DIR: info.dataDir, PORT: '0', TRUST_PROXY: '1', DEV_OUTBOX: '1' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stderr?.resume();
  const url = await new Promise<string>((resolve, reject) => {
    let buffer = '';
    const timer = setTimeout(() => reject(new Error('second platform process did not start in 60 s')), 60_000);
    child.stdout!.on('data', (chunk) => {
      buffer += chunk;
      const line = buffer.split('\n').find((l) => l.startsWith('{"url"'));
      if (line) {
        clearTimeout(timer);
        resolve((JSON.parse(line) as { url: string }).url);
      }
    });
    child.on('exit', (code) => reject(new Error(`second platform process exited with ${code}`)));
  });
  const stop = (signal: NodeJS.Signals = 'SIGTERM') =>
    new Promise<void>((resolve) => {
      if (child.exitCode !== null || child.signalCode !== null) return resolve();
      child.once('exit', () => resolve());
      child.kill(signal);
    });
  return { url, child, stop };
}
