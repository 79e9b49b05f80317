// server/change-webhooks.ts against a real HTTP server standing in for a storefront's
// /api/revalidate: each change arrives signed so that verifyChange accepts it, a 500 is tried
// again, a storefront that does not answer is given up on within the timeout (and the change sent
// with the next one), and an environment that cannot sign sends nothing.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from '@jest/globals';
import { changeWebhooks, changeWebhooksFromEnv, readChangeWebhooks } from '@/server/change-webhooks';
import { SIGNATURE_HEADER, verifyChange } from '@/lib/page-cache/webhook-signature';
import { changeSchema, MAX_TAGS_PER_CHANGE } from '@/lib/page-cache/tags';

const secret = 'a-shared-secret-of-at-least-32-characters';
type Received = { tags: string[]; verified: boolean };
type Reply = (req: http.IncomingMessage, res: http.ServerResponse) => void;

const servers: http.Server[] = [];
afterEach(async () => {
  for (const server of servers.splice(0)) {
    server.closeAllConnections();
    await new Promise((r) => server.close(r));
  }
});

/** A storefront whose answers `reply` decides (200 by default), recording what it received. */
async function storefront(
  reply?: (n: number) => Reply | undefined,
): Promise<{ url: URL; received: Received[]; attempts: () => number }> {
  const received: Received[] = [];
  let attempts = 0;
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      attempts += 1;
      const body = Buffer.concat(chunks).toString('utf8');
      received.push({
        tags: (JSON.parse(body) as { tags: string[] }).tags,
        verified: verifyChange(String(req.headers[SIGNATURE_HEADER] ?? ''), body, secret),
      });
      const custom = reply?.(attempts);
      if (custom) return custom(req, res);
      res.writeHead(200, { 'content-type': 'application/json' }).end('{"success":true}');
    });
  });
  servers.push(server);
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const { port } = server.address() as AddressInfo;
  return { url: new URL(`http://127.0.0.1:${port}/api/revalidate`), received, attempts: () => attempts };
}

const quiet = () => {
  const warnings: string[] = [];
  return { warnings, warn: (m: string) => warnings.push(m) };
};

describe('posting changes to storefronts', () => {
  it('posts each change to every storefront, signed so that the route verifies it', async () => {
    const [a, b] = [await storefront(), await storefront()];
    const hooks = changeWebhooks({ urls: [a.url, b.url], secret });
    hooks.send(['product:12', 'catalogue']);
    await hooks.idle();
    for (const shop of [a, b]) {
      expect(shop.received).toEqual([{ tags: ['product:12', 'catalogue'], verified: true }]);
      expect(changeSchema.safeParse({ tags: shop.received[0].tags }).success).toBe(true);
    }
  });

  it('signs with the configured secret only: another secret does not verify', async () => {
    const shop = await storefront();
    const hooks = changeWebhooks({ urls: [shop.url], secret: `${secret}-but-another-one` });
    hooks.send(['theme']);
    await hooks.idle();
    expect(shop.received).toEqual([{ tags: ['theme'], verified: false }]);
  });

  it('tries again after a 500, and then delivers', async () => {
    const shop = await storefront((n) => (n === 1 ? (_req, res) => res.writeHead(500).end() : undefined));
    const { warnings, warn } = quiet();
    const hooks = changeWebhooks({ urls: [shop.url], secret }, { backoffMs: 10, warn });
    hooks.send(['content']);
    await hooks.idle();
    expect(shop.attempts()).toBe(2);
    expect(shop.received.map((r) => r.verified)).toEqual([true, true]);
    expect(warnings).toEqual([]);
  });

  it('does not retry a refusal (401), says so, and sends the change again with the next one', async () => {
    const shop = await storefront((n) => (n === 1 ? (_req, res) => res.writeHead(401).end() : undefined));
    const { warnings, warn } = quiet();
    const hooks = changeWebhooks({ urls: [shop.url], secret }, { backoffMs: 10, warn });
    hooks.send(['product:7']);
    await hooks.idle();
    expect(shop.attempts()).toBe(1);
    expect(warnings).toEqual([expect.stringContaining('answered 401')]);
    hooks.send(['product:8']);
    await hooks.idle();
    expect(shop.received[1].tags.sort()).toEqual(['product:7', 'product:8']);
    expect(warnings[1]).toContain('receives changes again');
  });

  it('gives up on a storefront that does not answer within the timeout, without holding the caller', async () => {
    const shop = await storefront(() => () => undefined); // never answers
    const { warnings, warn } = quiet();
    const hooks = changeWebhooks({ urls: [shop.url], secret }, { timeoutMs: 150, retries: 1, backoffMs: 10, warn });
    const started = Date.now();
    hooks.send(['catalogue']);
    expect(Date.now() - started).toBeLessThan(50);
    await hooks.idle();
    const took = Date.now() - started;
    expect(shop.attempts()).toBe(2);
    expect(took).toBeGreaterThanOrEqual(300);
    expect(took).toBeLessThan(2000);
    expect(warnings).toEqual([expect.stringContaining('no answer within 150 ms')]);
  });

  it('survives a storefront that is not there', async () => {
    const { warnings, warn } = quiet();
    const hooks = changeWebhooks(
      { urls: [new URL('http://127.0.0.1:9/api/revalidate')], secret },
      { retries: 1, backoffMs: 10, warn },
    );
    hooks.send(['theme']);
    await expect(hooks.idle()).resolves.toBeUndefined();
    expect(warnings).toEqual([expect.stringContaining('unreachable')]);
  });

  it('merges the changes that arrive while a post is in flight into the next one', async () => {
    let release: () => void = () => undefined;
    const held = new Promise<void>((r) => (release = r));
    const shop = await storefront((n) =>
      n === 1 ? (_req, res) => void held.then(() => res.writeHead(200).end()) : undefined,
    );
    const hooks = changeWebhooks({ urls: [shop.url], secret });
    hooks.send(['product:1']);
    await new Promise((r) => setTimeout(r, 50));
    for (let uid = 2; uid <= 5; uid++) hooks.send([`product:${uid}`]);
    release();
    await hooks.idle();
    expect(shop.received.map((r) => r.tags)).toEqual([
      ['product:1'],
      ['product:2', 'product:3', 'product:4', 'product:5'],
    ]);
  });

  it('names the catalogue instead of more products than a change may carry', async () => {
    const shop = await storefront();
    const hooks = changeWebhooks({ urls: [shop.url], secret });
    hooks.send(Array.from({ length: MAX_TAGS_PER_CHANGE + 1 }, (_, i) => `product:${i + 1}`).concat('theme'));
    await hooks.idle();
    expect(shop.received[0].tags.sort()).toEqual(['catalogue', 'theme']);
    expect(shop.received[0].verified).toBe(true);
  });
});

describe('the environment', () => {
  const urls = 'http://127.0.0.1:3001/api/revalidate, https://shop.example/api/revalidate';

  it('asks for nothing without CHANGE_WEBHOOK_URLS', () => {
    expect(readChangeWebhooks({})).toEqual({});
    expect(readChangeWebhooks({ CHANGE_WEBHOOK_URLS: ' , ', REVALIDATE_SECRET: secret })).toEqual({});
  });

  it('reads the URLs and the secret', () => {
    const { config } = readChangeWebhooks({ CHANGE_WEBHOOK_URLS: urls, REVALIDATE_SECRET: secret });
    expect(config?.urls.map(String)).toEqual([
      'http://127.0.0.1:3001/api/revalidate',
      'https://shop.example/api/revalidate',
    ]);
    expect(config?.secret).toBe(secret);
  });

  it('refuses a missing or short secret and a URL that is not absolute http(s), without printing the secret', () => {
    expect(readChangeWebhooks({ CHANGE_WEBHOOK_URLS: urls }).problem).toBe('REVALIDATE_SECRET is not set');
    const short = readChangeWebhooks({ CHANGE_WEBHOOK_URLS: urls, REVALIDATE_SECRET: 'short-secret-value' });
    expect(short).toEqual({ problem: 'REVALIDATE_SECRET is shorter than 32 characters' });
    expect(
      readChangeWebhooks({ CHANGE_WEBHOOK_URLS: `${urls},/api/revalidate`, REVALIDATE_SECRET: secret }).problem,
    ).toBe('CHANGE_WEBHOOK_URLS entry 3: not an absolute http(s) URL');
    expect(
      readChangeWebhooks({ CHANGE_WEBHOOK_URLS: 'ftp://shop.example/x', REVALIDATE_SECRET: secret }).problem,
    ).toContain('not an absolute http(s) URL');
    const withPassword = readChangeWebhooks({
      CHANGE_WEBHOOK_URLS: 'https://user:hunter2@shop.example/api/revalidate',
      REVALIDATE_SECRET: secret,
    }).problem;
    expect(withPassword).toBe('CHANGE_WEBHOOK_URLS entry 1: a URL must not carry a user or password');
  });

  it('warns once and sends nothing when it cannot sign', () => {
    const { warnings, warn } = quiet();
    expect(
      changeWebhooksFromEnv({ CHANGE_WEBHOOK_URLS: urls, REVALIDATE_SECRET: 'short-secret-value' }, { warn }),
    ).toBeUndefined();
    expect(warnings).toEqual([
      '[change-webhooks] REVALIDATE_SECRET is shorter than 32 characters: no change is sent to storefronts',
    ]);
    expect(warnings.join()).not.toContain('short-secret-value');
  });
});
