// The client address npm start's server relays to the platform cannot be forged: whatever relay
// headers a request brings (from a client, or through a reverse proxy on the same machine) are
// stripped and replaced by the socket's address with this process's secret, and the platform
// believes a relayed address only with that secret.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { Hono } from 'hono';
import { getRequestListener } from '@hono/node-server';
import type { PlatformEnv } from '@/platform/http/env';
import {
  CLIENT_ADDRESS_HEADER,
  RELAY_KEY_HEADER,
  clientAddress,
  relayClientAddress,
} from '@/platform/user/client-address';

// What the platform makes of the request, after something has walked every header (as the
// signature check does, which makes Hono's node adapter rebuild them from the raw list).
const platform = new Hono<PlatformEnv>().all('*', (c) => {
  const seen: Record<string, string> = {};
  c.req.raw.headers.forEach((value, key) => (seen[key] = value));
  return c.json({ address: clientAddress(c) ?? null, keyHeader: seen[RELAY_KEY_HEADER] ?? null });
});
const serveApi = getRequestListener(platform.fetch, { overrideGlobalObjects: false });

let relayedKey = '';
/** As server/main.ts: relay, then hand over; `onRelayed` sees what the next layer gets. */
const shop = http.createServer((req, res) => {
  relayClientAddress(req);
  relayedKey = String(req.headers[RELAY_KEY_HEADER]);
  void serveApi(req, res);
});
/** The platform served without the relay (server/platform-main.ts). */
const bare = http.createServer((req, res) => void serveApi(req, res));

const url = (s: http.Server) => `http://127.0.0.1:${(s.address() as AddressInfo).port}/who`;
const ask = async (s: http.Server, headers: Record<string, string> = {}) =>
  (await (await fetch(url(s), { headers })).json()) as { address: string | null; keyHeader: string | null };

beforeAll(async () => {
  delete process.env.TRUST_PROXY;
  await Promise.all([shop, bare].map((s) => new Promise<void>((resolve) => s.listen(0, '127.0.0.1', resolve))));
});
afterAll(async () => {
  await Promise.all([shop, bare].map((s) => new Promise((resolve) => s.close(resolve))));
});

describe('client address relay', () => {
  it('replaces a forged relay header on a loopback request with the socket address', async () => {
    for (const name of [CLIENT_ADDRESS_HEADER, 'X-Shop-Client-Address']) {
      expect((await ask(shop, { [name]: '203.0.113.9' })).address).toBe('127.0.0.1');
    }
    expect(
      (await ask(shop, { [CLIENT_ADDRESS_HEADER]: '203.0.113.9', [RELAY_KEY_HEADER]: 'guessed-secret' })).address,
    ).toBe('127.0.0.1');
  });

  it('never lets a client-sent relay key through next to the real one', async () => {
    const seen = await ask(shop, { [RELAY_KEY_HEADER]: 'guessed-secret' });
    expect(seen.keyHeader).toBe(relayedKey);
    expect(relayedKey).toMatch(/^[\w-]{43}$/);
  });

  it('believes a relayed address only with the secret (the /api/service rewrite carries both)', async () => {
    expect((await ask(bare, { [CLIENT_ADDRESS_HEADER]: '198.51.100.7' })).address).toBe('127.0.0.1');
    expect((await ask(bare, { [CLIENT_ADDRESS_HEADER]: '198.51.100.7', [RELAY_KEY_HEADER]: relayedKey })).address).toBe(
      '198.51.100.7',
    );
  });
});
