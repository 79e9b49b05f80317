// The client address npm start's server relays (scripts/server.ts): it survives the shop's own
// /api/service rewrite through Next (the platform records the caller's address, not none), and a
// relay header the caller names itself is ignored, on /api/service and on /service alike.
import { test, expect } from '@playwright/test';
import { latestCode } from '../outbox';

const AUTH = '/api/service/application/user/authentication/v1.0';
const FORGED = { 'x-shop-client-address': '203.0.113.9', 'x-shop-relay-key': 'guessed' };

test('the relayed client address is the connection’s, through the rewrite, whatever the request names', async ({ request }) => {
  const email = `e2e.relay.${Date.now().toString(36)}.${process.pid}@example.com`;
  const form = await request.post(`${AUTH}/register/form?platform=web`, {
    data: { first_name: 'Asha', last_name: 'Verma', email, password: 'Kurta#2026' },
    headers: FORGED,
  });
  expect(form.status()).toBe(200);
  const { register_token } = (await form.json()) as { register_token: string };
  const otp = await latestCode(request, email);
  const verified = await request.post(`${AUTH}/otp/email/verify?platform=web`, { data: { email, otp, register_token }, headers: FORGED });
  expect(verified.status()).toBe(200);

  const sessions = await request.get(`${AUTH}/sessions`, { headers: FORGED });
  expect(sessions.status()).toBe(200);
  const { items } = (await sessions.json()) as { items: { current: boolean; ip: string | null }[] };
  expect(items.find((item) => item.current)?.ip).toBe('127.0.0.1');
});
