import crypto from 'node:crypto';
import { AUTH_MESSAGES } from './messages';

export type Credentials = { applicationId: string; applicationToken: string };

/** Authorization: Bearer base64("<application id>:<application token>"). Basic is accepted too. */
export function readCredentials(authorization: string | undefined | null): Credentials | undefined {
  const m = /^(?:Bearer|Basic)\s+([A-Za-z0-9+/=_-]+)$/i.exec(authorization?.trim() ?? '');
  if (!m) return undefined;
  const decoded = Buffer.from(m[1], 'base64').toString('utf8');
  const colon = decoded.indexOf(':');
  if (colon <= 0) return undefined;
  return { applicationId: decoded.slice(0, colon), applicationToken: decoded.slice(colon + 1) };
}

export function sameSecret(a: string, b: string): boolean {
  const ha = crypto.createHash('sha256').update(a).digest();
  const hb = crypto.createHash('sha256').update(b).digest();
  return crypto.timingSafeEqual(ha, hb);
}

export { AUTH_MESSAGES };
