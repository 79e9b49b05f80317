// Shoppers for the user API tests: each is a cookie jar with its own client address (sent as
// X-Forwarded-For, which the test platform trusts), so one test's throttling never reaches another.
import crypto from 'node:crypto';
import { expect } from '@jest/globals';
import { api, server } from './harness';

export const AUTH = '/service/application/user/authentication/v1.0';
export const PROFILE = '/service/application/user/profile/v1.0';
export const PASSWORD = 'Secret#123';

type Call = { method?: string; body?: unknown; json?: string; headers?: Record<string, string> };
export type Answer = { status: number; headers: Headers; json: any };

/** An address in the IPv6 documentation prefix (RFC 3849): only ever a header value here. */
export const randomIp = () =>
  `2001:db8::${crypto.randomBytes(2).toString('hex')}:${crypto.randomBytes(2).toString('hex')}`;
export const uniqueEmail = (tag = 'shopper') => `${tag}.${crypto.randomBytes(5).toString('hex')}@Example.com`;
/** An Indian mobile number (10 digits starting 6-9). */
export const uniqueMobile = () => `9${String(crypto.randomInt(0, 1e9)).padStart(9, '0')}`;

export class Shopper {
  cookie = '';
  readonly ip: string;
  lastSetCookie: string[] = [];

  constructor(ip = randomIp()) {
    this.ip = ip;
  }

  async call(path: string, init: Call = {}): Promise<Answer> {
    const headers: Record<string, string> = { 'x-forwarded-for': this.ip, ...init.headers };
    if (this.cookie) headers.cookie = this.cookie;
    const res = await api(path, { ...init, headers });
    this.lastSetCookie = res.headers.getSetCookie();
    for (const line of this.lastSetCookie) {
      const [pair] = line.split(';');
      const [name, ...rest] = pair.split('=');
      if (name.trim() !== 'f.session') continue;
      const value = rest.join('=');
      const expired = /max-age=0/i.test(line) || value === '';
      this.cookie = expired ? '' : `f.session=${value}`;
    }
    return res;
  }

  get(path: string) {
    return this.call(path);
  }

  post(path: string, body?: unknown) {
    return this.call(path, { method: 'POST', body: body ?? {} });
  }

  put(path: string, body: unknown) {
    return this.call(path, { method: 'PUT', body });
  }

  delete(path: string) {
    return this.call(path, { method: 'DELETE' });
  }
}

export type OutboxItem = {
  id: number;
  channel: 'email' | 'sms';
  to: string;
  subject: string;
  body: string;
  created_at: string;
};

export async function outbox(to: string): Promise<OutboxItem[]> {
  const res = await fetch(`${server().url}/dev/outbox.json?to=${encodeURIComponent(to)}`);
  expect(res.status).toBe(200);
  return ((await res.json()) as { items: OutboxItem[] }).items;
}

/**
 * The OTP in the newest message with one to an address (email lower-cased, phone as +<cc><number>):
 * a message about an order, sent in the background, may arrive after the code.
 */
export async function latestOtp(to: string): Promise<string> {
  const code = (await outbox(to.toLowerCase())).map((m) => /\b(\d{6})\b/.exec(m.body)?.[1]).find(Boolean);
  expect(code).toBeDefined();
  return code!;
}

/** The code of the newest link with one to an address. */
export async function latestLinkCode(to: string): Promise<{ code: string; url: URL }> {
  const link = (await outbox(to.toLowerCase()))
    .map((m) => /https?:\/\/\S+[?&]code=\S+/.exec(m.body)?.[0])
    .find(Boolean);
  expect(link).toBeDefined();
  const url = new URL(link!);
  return { code: url.searchParams.get('code')!, url };
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export type Registered = { shopper: Shopper; email: string; mobile: string; password: string; userId: string };

/** Registers with an email and a mobile and verifies the email by OTP: a signed-in shopper. */
export async function registered(options: { withMobile?: boolean } = {}): Promise<Registered> {
  const shopper = new Shopper();
  const email = uniqueEmail();
  const mobile = uniqueMobile();
  const form = await shopper.post(`${AUTH}/register/form?platform=web`, {
    first_name: 'Asha',
    last_name: "D'Souza",
    gender: 'female',
    email,
    password: PASSWORD,
    ...(options.withMobile === false ? {} : { phone: { country_code: '91', mobile } }),
  });
  expect(form.status).toBe(200);
  const otp = await latestOtp(email);
  const verified = await shopper.post(`${AUTH}/otp/email/verify?platform=web`, {
    email,
    otp,
    register_token: form.json.register_token,
  });
  expect(verified.status).toBe(200);
  expect(shopper.cookie).toMatch(/^f\.session=/);
  return { shopper, email, mobile, password: PASSWORD, userId: verified.json.user.user_id };
}
