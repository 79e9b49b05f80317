// A production server (server/main.ts, what npm start runs) of a browser test's own, on its own
// port: started, added to `servers` at once (so the test's afterAll stops it even when it fails to
// come up) and waited for until it answers a page; and stopped. A page through one of several
// processes as a load balancer passes it on, and whether a Redis answers.
import { spawn, type ChildProcess } from 'node:child_process';
import http from 'node:http';
import { createClient } from 'redis';
import { expect } from '@playwright/test';

export async function startShopServer(
  servers: ChildProcess[],
  port: number,
  env: Record<string, string>,
): Promise<void> {
  const server = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    env: { ...process.env, ...env, PORT: String(port), NODE_ENV: 'production' },
    stdio: 'ignore',
  });
  servers.push(server);
  for (;;) {
    expect(server.exitCode, `the server on ${port} stopped while starting`).toBeNull();
    if (
      await fetch(`http://127.0.0.1:${port}/products/`).then(
        (r) => r.ok,
        () => false,
      )
    )
      return;
    await new Promise((r) => setTimeout(r, 500));
  }
}

/** Stops the servers still running, each waited for. */
export async function stopShopServers(servers: ChildProcess[]): Promise<void> {
  for (const server of servers) {
    if (server.exitCode !== null) continue;
    const exited = new Promise((r) => server.once('exit', r));
    server.kill('SIGTERM');
    await exited;
  }
}

/** Whether a Redis answers at `url` (the tests that share through one are skipped without it). */
export async function redisAnswers(url: string): Promise<boolean> {
  const redis = createClient({ url, socket: { connectTimeout: 2000, reconnectStrategy: false } });
  redis.on('error', () => undefined);
  try {
    await redis.connect();
    await redis.ping();
    await redis.disconnect();
    return true;
  } catch {
    return false;
  }
}

/** A path through the process on `port` as a load balancer passes it on: with the shop's one public `host`, uncompressed. */
export function throughBalancer(
  port: number,
  host: string,
  path: string,
): Promise<{ cache: string | undefined; body: string }> {
  return new Promise((resolve, reject) => {
    const req = http.get({ host: '127.0.0.1', port, path, headers: { host } }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () =>
        resolve({
          cache: res.headers['x-page-cache'] as string | undefined,
          body: Buffer.concat(chunks).toString('utf8'),
        }),
      );
      res.on('error', reject);
    });
    req.on('error', reject);
  });
}
