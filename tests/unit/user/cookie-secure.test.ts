// The session cookie's Secure attribute: as the request came, or forced by COOKIE_SECURE for a
// deployment whose TLS proxy does not say https.
import { afterEach, expect, it } from '@jest/globals';
import { Hono } from 'hono';
import { sessionCookieOptions } from '@/platform/user/session';
import type { PlatformEnv } from '@/platform/http/env';

afterEach(() => {
  delete process.env.COOKIE_SECURE;
});

const app = new Hono<PlatformEnv>().get('/', (c) => c.json(sessionCookieOptions(c)));
const secure = async (url: string, headers: Record<string, string> = {}) =>
  ((await (await app.request(url, { headers })).json()) as { secure: boolean }).secure;

it('is Secure over https or when COOKIE_SECURE=1, and not over plain http otherwise', async () => {
  expect(await secure('http://shop.test/')).toBe(false);
  expect(await secure('http://shop.test/', { 'x-forwarded-proto': 'https' })).toBe(true);
  expect(await secure('https://shop.test/')).toBe(true);
  process.env.COOKIE_SECURE = '1';
  expect(await secure('http://shop.test/')).toBe(true);
  process.env.COOKIE_SECURE = '0';
  expect(await secure('https://shop.test/')).toBe(false);
});

it('is httpOnly, SameSite=Lax and for the whole shop', async () => {
  const options = (await (await app.request('http://shop.test/')).json()) as Record<string, unknown>;
  expect(options).toMatchObject({ path: '/', httpOnly: true, sameSite: 'Lax' });
});
