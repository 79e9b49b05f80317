// Verifies the request signature of @gofynd/fp-signature (as sent by the official SDK): the
// same canonical request (contract/signing.ts) is rebuilt from what arrived and signed again, then compared.
// The algorithm's secret is the library's public default, so the signature proves integrity and
// freshness; identity comes from the application credentials checked beside it.
import crypto from 'node:crypto';
import { coveredHeaders, signCanonical } from '../../contract/signing';
import { AUTH_MESSAGES } from './messages';
import { MAX_CLOCK_SKEW_MS } from './constants';

export type ReceivedRequest = {
  method: string;
  url: string;
  headers: Headers;
  body: string;
};

export type Verdict = { ok: true } | { ok: false; message: string };

/** x-fp-date is ISO 8601 basic: 20241012T101010Z. */
export function parseFpDate(value: string): Date | undefined {
  const m = /^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z$/.exec(value);
  if (!m) return undefined;
  const date = new Date(Date.UTC(+m[1], +m[2] - 1, +m[3], +m[4], +m[5], +m[6]));
  return Number.isNaN(date.getTime()) ? undefined : date;
}

/**
 * What the headers alone decide: a signature and a fresh, well-formed date are there. Checked
 * before the body is read, so an unsigned or stale request costs no body read and no hash.
 */
export function checkSignatureHeaders(headers: Headers, now = Date.now()): Verdict {
  const date = headers.get('x-fp-date');
  const signature = headers.get('x-fp-signature');
  if (!date || !signature) return { ok: false, message: AUTH_MESSAGES.missingSignature };
  const when = parseFpDate(date);
  if (!when) return { ok: false, message: AUTH_MESSAGES.badDate };
  if (Math.abs(now - when.getTime()) > MAX_CLOCK_SKEW_MS) return { ok: false, message: AUTH_MESSAGES.staleDate };
  return { ok: true };
}

export function verifySignature(req: ReceivedRequest, now = Date.now()): Verdict {
  const headerVerdict = checkSignatureHeaders(req.headers, now);
  if (!headerVerdict.ok) return headerVerdict;
  const signature = req.headers.get('x-fp-signature') ?? '';

  const url = new URL(req.url);
  // The client's Host, not a proxy's x-forwarded-host: only what the signer covered.
  const host = req.headers.get('host') ?? url.host;
  let expected: string;
  try {
    expected = signCanonical({
      method: req.method,
      host,
      path: url.pathname + url.search,
      headers: coveredHeaders(host, req.headers),
      body: req.body,
    })['x-fp-signature'];
  } catch {
    // The signer decodes the path; malformed percent-encoding cannot have been signed.
    return { ok: false, message: AUTH_MESSAGES.badSignature };
  }
  const a = Buffer.from(expected);
  const b = Buffer.from(signature);
  if (a.length !== b.length || !crypto.timingSafeEqual(a, b)) return { ok: false, message: AUTH_MESSAGES.badSignature };
  return { ok: true };
}
