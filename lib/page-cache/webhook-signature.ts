// The signature of a change posted to /api/revalidate: Stripe's scheme (t=<unix seconds>,v1=<hex
// HMAC-SHA256 of "t.body">), so a remote platform signs with a shared secret and a replay goes
// stale within a minute. The embedded platform's feed signs with a secret of this process.
import crypto from 'node:crypto';

export const SIGNATURE_HEADER = 'x-storefront-signature';
export const SIGNATURE_TOLERANCE_S = 60;
export const REVALIDATE_SECRET_ENV = 'REVALIDATE_SECRET';

/** A shared secret shorter than this is ignored (and only this process can sign). */
export const REVALIDATE_SECRET_MIN_LENGTH = 32;

// Without REVALIDATE_SECRET only this process can sign (its own change feed). Kept on globalThis:
// the server script and Next's bundle of the route load this module separately.
const slot = Symbol.for('storefront.revalidate-secret');
export function revalidateSecret(): string {
  const configured = process.env[REVALIDATE_SECRET_ENV];
  if (configured && configured.length >= REVALIDATE_SECRET_MIN_LENGTH) return configured;
  const g = globalThis as { [slot]?: string };
  g[slot] ??= crypto.randomBytes(32).toString('hex');
  return g[slot];
}

const mac = (secret: string, t: number, body: string) =>
  crypto.createHmac('sha256', secret).update(`${t}.${body}`).digest('hex');

export function signChange(body: string, secret = revalidateSecret(), now = Date.now()): string {
  const t = Math.floor(now / 1000);
  return `t=${t},v1=${mac(secret, t, body)}`;
}

export function verifyChange(
  header: string | null,
  body: string,
  secret = revalidateSecret(),
  now = Date.now(),
): boolean {
  const parts = Object.fromEntries((header ?? '').split(',').map((p) => p.trim().split('=', 2) as [string, string]));
  const t = Number(parts.t);
  if (!Number.isInteger(t) || !/^[0-9a-f]{64}$/.test(parts.v1 ?? '')) return false;
  if (Math.abs(now / 1000 - t) > SIGNATURE_TOLERANCE_S) return false;
  return crypto.timingSafeEqual(Buffer.from(parts.v1, 'hex'), Buffer.from(mac(secret, t, body), 'hex'));
}
