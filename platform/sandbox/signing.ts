// How the sandbox signs what it sends the merchant, as Stripe does: a webhook carries
// 't=<unix seconds>,v1=<hex HMAC-SHA256 of "t.body">', and a browser return carries an HMAC of
// 'charge_id|status'. The merchant side verifies with the same secret in constant time.
import crypto from 'node:crypto';
import { derivedSecret } from '../secrets';
import { SANDBOX_SIGNATURE_TOLERANCE_SECONDS } from './constants';

export const sandboxSecret = () => derivedSecret('sandbox-aggregator');

const hmac = (secret: string, text: string) => crypto.createHmac('sha256', secret).update(text).digest('hex');

function same(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && crypto.timingSafeEqual(x, y);
}

export function signWebhook(body: string, secret = sandboxSecret(), now = Date.now()): string {
  const t = Math.floor(now / 1000);
  return `t=${t},v1=${hmac(secret, `${t}.${body}`)}`;
}

/** True when the header signs this exact body with the secret and is recent. */
export function verifyWebhook(
  header: string | undefined,
  body: string,
  secret = sandboxSecret(),
  now = Date.now(),
): boolean {
  if (!header) return false;
  const parts = Object.fromEntries(header.split(',').map((p) => p.split('=', 2) as [string, string]));
  const t = Number(parts.t);
  if (!Number.isInteger(t) || !parts.v1) return false;
  if (Math.abs(now / 1000 - t) > SANDBOX_SIGNATURE_TOLERANCE_SECONDS) return false;
  return same(parts.v1, hmac(secret, `${t}.${body}`));
}

export const signReturn = (chargeId: string, status: string, secret = sandboxSecret()) =>
  hmac(secret, `${chargeId}|${status}`);

export const verifyReturn = (chargeId: string, status: string, signature: string, secret = sandboxSecret()) =>
  same(signature, signReturn(chargeId, status, secret));
