// server/platform-api-facts.ts against a stand-in remote platform over real HTTP
// (PLATFORM_URL): a session is read with the shopper's cookie (401: no session), a product's uid
// by its slug (404: none), kept briefly and forgotten when the catalogue changes.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { platformApiFacts } from '@/server/platform-api-facts';
import { dropChangedPages } from '@/lib/page-cache/apply-change';

const SEAL = 'Fe26.2**sealed~value';
const asked: { path: string; cookie?: string }[] = [];
let uidOfKurta = 41;
let server: http.Server;

beforeAll(async () => {
  server = http.createServer((req, res) => {
    const path = (req.url ?? '').split('?')[0];
    asked.push({ path, cookie: req.headers.cookie });
    const json = (status: number, body: unknown) =>
      res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
    if (path === '/service/application/user/authentication/v1.0/session') {
      if (req.headers.cookie !== `f.session=${encodeURIComponent(SEAL)}`)
        return json(401, { success: false, message: 'Not signed in' });
      return json(200, {
        user: {
          emails: [{ email: 'a@example.com', primary: true, verified: true }],
          phone_numbers: [{ phone: '9999999999', primary: true, verified: false }],
        },
      });
    }
    if (path === '/service/application/catalog/v1.0/products/kurta/')
      return json(200, { uid: uidOfKurta, slug: 'kurta' });
    if (path === '/service/application/catalog/v1.0/products/broken/')
      return json(500, { success: false, message: 'down' });
    return json(404, { success: false, message: 'Product not found' });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  Object.assign(process.env, {
    PLATFORM_URL: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    APPLICATION_ID: 'a'.repeat(24),
    APPLICATION_TOKEN: 'facts-test-token',
  });
});

afterAll(async () => {
  delete process.env.PLATFORM_URL;
  server.closeAllConnections();
  await new Promise((r) => server.close(r));
});

describe('page facts through a remote platform', () => {
  const facts = platformApiFacts();

  it('reads a session with the shopper’s cookie: their verified addresses, or none for a session that is not one', async () => {
    await expect(facts.standing(SEAL)).resolves.toEqual({
      email: true,
      mobile: false,
      emailGiven: true,
      mobileGiven: true,
    });
    expect(asked.at(-1)?.cookie).toBe(`f.session=${encodeURIComponent(SEAL)}`);
    await expect(facts.standing('not-a-session')).resolves.toBeUndefined();
  });

  it('names a product by its slug, kept until the catalogue changes; none for an unknown slug; a failure is no answer', async () => {
    await expect(facts.productUid('kurta')).resolves.toBe(41);
    uidOfKurta = 42;
    const calls = asked.length;
    await expect(facts.productUid('kurta')).resolves.toBe(41);
    expect(asked.length).toBe(calls);
    dropChangedPages(['catalogue']);
    await expect(facts.productUid('kurta')).resolves.toBe(42);
    await expect(facts.productUid('no-such-thing')).resolves.toBeUndefined();
    await expect(facts.productUid('broken')).rejects.toThrow();
  });
});
