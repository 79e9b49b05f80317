// The client address npm start's server relays (server/main.ts): it survives the shop's own
// /api/service rewrite through Next (the platform records the caller's address, not none), and a
// relay header the caller names itself is ignored, on /api/service and on /service alike.
import { test, expect } from '@playwright/test';
import { latestCode } from '../outbox';
import { rawRequest, shop, type Raw } from './raw-http';

const AUTH = '/api/service/application/user/authentication/v1.0';
const FORGED = { 'x-shop-client-address': '203.0.113.9', 'x-shop-relay-key': 'guessed' };

test('the relayed client address is the connection’s, through the rewrite, whatever the request names', async ({
  request,
}) => {
  const email = `e2e.relay.${Date.now().toString(36)}.${process.pid}@example.com`;
  const form = await request.post(`${AUTH}/register/form?platform=web`, {
    data: { first_name: 'Asha', last_name: 'Verma', email, password: 'Kurta#2026' },
    headers: FORGED,
  });
  expect(form.status()).toBe(200);
  const { register_token } = (await form.json()) as { register_token: string };
  const otp = await latestCode(request, email);
  const verified = await request.post(`${AUTH}/otp/email/verify?platform=web`, {
    data: { email, otp, register_token },
    headers: FORGED,
  });
  expect(verified.status()).toBe(200);

  const sessions = await request.get(`${AUTH}/sessions`, { headers: FORGED });
  expect(sessions.status()).toBe(200);
  const { items } = (await sessions.json()) as { items: { current: boolean; ip: string | null }[] };
  expect(items.find((item) => item.current)?.ip).toBe('127.0.0.1');
});

// The storefront's own platform calls for a request (here the sign-in page's plain form, a server
// action) pass the relayed address on: the session records it, and per-address limits count it.
// Each test connects from an address of its own on the loopback network (any 127.x reaches the
// server), so its counts touch no other test's.
const from = (
  localAddress: string,
  method: string,
  path: string,
  headers: Record<string, string> = {},
  body?: Buffer,
) => rawRequest(method, path, headers, body, localAddress);

/** Sends the sign-in page's password form as a browser without JavaScript would (multipart, to its action). */
async function passwordForm(localAddress: string, username: string, password: string): Promise<Raw> {
  const page = await from(localAddress, 'GET', '/auth/login/?method=password');
  expect(page.status).toBe(200);
  const action = /name="(\$ACTION_ID_[0-9a-f]+)"/.exec(page.body)?.[1];
  expect(action).toBeDefined();
  const form = new FormData();
  form.set(action!, '');
  form.set('redirectUrl', '/');
  form.set('username', username);
  form.set('password', password);
  const encoded = new Request(shop, { method: 'POST', body: form });
  const body = Buffer.from(await encoded.arrayBuffer());
  return from(
    localAddress,
    'POST',
    '/auth/login/?method=password',
    { origin: shop, 'content-type': encoded.headers.get('content-type')! },
    body,
  );
}

/** The one-view notice the action left (its Set-Cookie). */
function notice(answer: Raw): string | undefined {
  const set = answer.headers['set-cookie']?.find((c) => c.startsWith('cart_flash='));
  return set
    ? (JSON.parse(decodeURIComponent(set.slice('cart_flash='.length).split(';')[0])) as { message: string }).message
    : undefined;
}

test('a sign-in through the plain form records the browser’s address on the session', async ({ request }) => {
  const email = `e2e.relay-form.${Date.now().toString(36)}.${process.pid}@example.com`;
  const form = await request.post(`${AUTH}/register/form?platform=web`, {
    data: { first_name: 'Asha', last_name: 'Verma', email, password: 'Kurta#2026' },
  });
  expect(form.status()).toBe(200);
  const { register_token } = (await form.json()) as { register_token: string };
  expect(
    (
      await request.post(`${AUTH}/otp/email/verify?platform=web`, {
        data: { email, otp: await latestCode(request, email), register_token },
      })
    ).status(),
  ).toBe(200);

  const signedIn = await passwordForm('127.0.0.2', email, 'Kurta#2026');
  expect(signedIn.status).toBe(303);
  expect(signedIn.headers.location).toBe('/');
  const cookie = (signedIn.headers['set-cookie'] ?? []).map((c) => c.split(';')[0]).join('; ');
  const sessions = await from('127.0.0.2', 'GET', `${AUTH}/sessions`, { cookie });
  expect(sessions.status).toBe(200);
  const { items } = JSON.parse(sessions.body) as { items: { current: boolean; ip: string | null }[] };
  expect(items.find((item) => item.current)?.ip).toBe('127.0.0.2');
});

test('failed sign-ins through the plain form count against the browser’s address, not the shop’s', async () => {
  const stranger = (i: number) => `e2e.nobody.${Date.now().toString(36)}.${process.pid}.${i}@example.com`;
  // USER_LIMITS.loginFailuresPerAddress: 30 in 15 minutes from one address.
  for (let i = 0; i < 30; i++) {
    const answer = await passwordForm('127.0.0.3', stranger(i), 'wrong-password');
    expect(answer.status).toBe(303);
    expect(notice(answer)).toBe('Incorrect email, mobile number or password');
  }
  expect(notice(await passwordForm('127.0.0.3', stranger(30), 'wrong-password'))).toMatch(
    /^Too many attempts\. Please try again in /,
  );
  // Another address is not held back.
  expect(notice(await passwordForm('127.0.0.4', stranger(31), 'wrong-password'))).toBe(
    'Incorrect email, mobile number or password',
  );
});
