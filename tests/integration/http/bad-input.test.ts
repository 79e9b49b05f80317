// One request per class of bad input the platform once answered with a 500 (and logged with its
// SQL): each is now a 4xx with the API's JSON error and a message that says what is wrong.
import { describe, expect, it } from '@jest/globals';
import { basicToken } from '@/contract/signing';
import { INPUT_MESSAGES } from '@/platform/http/input-guard';
import { AUTH_MESSAGES } from '@/platform/application-auth/messages';
import { api, server } from '../harness';

const PRODUCTS = '/service/application/catalog/v1.0/products';
const LOGIN = '/service/application/user/authentication/v1.0/login/password';
const CLIENT = { 'x-forwarded-for': '10.250.0.10' };

/** Unsigned: the signer itself cannot sign a malformed path, and the edge refuses before authentication. */
async function unsigned(pathAndQuery: string) {
  const res = await fetch(`${server().url}${pathAndQuery}`);
  return { status: res.status, json: (await res.json()) as { success: boolean; message: string } };
}

describe('bad input answers a 4xx, never a 500', () => {
  it.each(['/%00', '/a%00b', '/%FF', '/a%C3%28', '/%E0%A4%A', '/%', '/%zz'])(
    'refuses a product path segment %s with a 400 before a query runs',
    async (segment) => {
      const res = await unsigned(`${PRODUCTS}${segment}`);
      expect(res.status).toBe(400);
      expect(res.json).toEqual({ success: false, message: INPUT_MESSAGES.path });
    },
  );

  it.each(['q=%00', 'q=a%00b', 'slug=%FF', 'f=%C3%28', '%00=1'])('refuses the query %s with a 400', async (query) => {
    const res = await unsigned(`/service/application/catalog/v1.0/products/compare?${query}`);
    expect(res.status).toBe(400);
    expect(res.json).toEqual({ success: false, message: INPUT_MESSAGES.query });
  });

  it('refuses a readable but NUL-bearing query of a signed request too', async () => {
    const res = await api(`/service/application/user/authentication/v1.0/user-exists?q=a%00b`);
    expect(res.status).toBe(400);
    expect(res.json).toEqual({ success: false, message: INPUT_MESSAGES.query });
  });

  it('refuses a JSON body with NUL in a string, at any depth', async () => {
    for (const body of [
      { username: 'a\u0000@example.com', password: 'x' },
      { username: 'a@example.com', password: 'x', extra: { deep: ['\u0000'] } },
    ]) {
      const res = await api(LOGIN, { method: 'POST', body, headers: CLIENT });
      expect(res.status).toBe(400);
      expect(res.json).toEqual({ success: false, message: INPUT_MESSAGES.body });
    }
  });

  it('refuses credentials that decode to bytes that are not UTF-8, or to NUL, with a 401', async () => {
    for (const raw of [Buffer.from([0xff, 0xfe, 0x3a, 0x41]), Buffer.from(`${server().applicationId}\u0000:token`)]) {
      const res = await fetch(`${server().url}${PRODUCTS}`, {
        headers: { authorization: `Bearer ${raw.toString('base64')}` },
      });
      expect(res.status).toBe(401);
      expect(await res.json()).toEqual({ success: false, message: AUTH_MESSAGES.missingCredentials });
    }
    const unknown = await fetch(`${server().url}${PRODUCTS}`, {
      headers: { authorization: `Bearer ${basicToken('x'.repeat(3000), 'y')}` },
    });
    expect(unknown.status).toBe(401);
  });

  it.each(['__proto__', 'constructor', 'toString', 'hasOwnProperty'])(
    'answers a filter named %s as an unknown filter (400)',
    async (key) => {
      for (const query of [`f=${key}%3Ax`, `f=brand%3Ax%3A%3A%3A${key}%3Ay`, `filters=true&f=${key}%3Ax`]) {
        const res = await api(`${PRODUCTS}?${query}`);
        expect(res.status).toBe(400);
        expect(res.json.success).toBe(false);
        expect(res.json.message).toContain(`Unknown filter '${key}'`);
      }
    },
  );
});
