import crypto from 'node:crypto';
import { AUTH_MESSAGES } from './messages';

export type Credentials = { applicationId: string; applicationToken: string };

/** Authorization: Bearer base64("<application id>:<application token>"). Basic is accepted too. */
export function readCredentials(authorization: string | undefined | null): Credentials | undefined {
  const m = /^(?:Bearer|Basic)\s+([A-Za-z0-9+/=_-]+)$/i.exec(authorization?.trim() ?? '');
  if (!m) return undefined;
  const decoded = readableText(Buffer.from(m[1], 'base64'));
  if (decoded === undefined) return undefined;
  const colon = decoded.indexOf(':');
  if (colon <= 0) return undefined;
  return { applicationId: decoded.slice(0, colon), applicationToken: decoded.slice(colon + 1) };
}

const utf8 = new TextDecoder('utf-8', { fatal: true });

/** The credentials as text, or undefined when they are not UTF-8 or hold control characters. */
function readableText(bytes: Buffer): string | undefined {
  try {
    const text = utf8.decode(bytes);
    return /[\u0000-\u001f\u007f]/.test(text) ? undefined : text;
  } catch {
    return undefined;
  }
}

export function sameSecret(a: string, b: string): boolean {
  const ha = crypto.createHash('sha256').update(a).digest();
  const hb = crypto.createHash('sha256').update(b).digest();
  return crypto.timingSafeEqual(ha, hb);
}

export { AUTH_MESSAGES };
