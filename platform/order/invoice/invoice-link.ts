// Presigned invoice links: /invoice/<shipment id>.pdf?expires=<unix seconds>&signature=<hex>, the
// signature an HMAC-SHA256 of '<shipment id>|<expires>' with a secret derived from the session
// secret (as the sandbox derives its own), so a link names one shipment until one moment and
// nobody can make or stretch one. Anyone holding it may read that PDF until then
// (300 seconds), without credentials.
import crypto from 'node:crypto';
import { derivedSecret } from '../../secrets';
import { INVOICE_LINK_TTL_SECONDS, INVOICE_PUBLIC_PREFIX, invoiceFileName } from './constants';

export const invoiceLinkSecret = () => derivedSecret('invoice-link');

export function signInvoiceLink(shipmentId: string, expires: number, secret = invoiceLinkSecret()): string {
  return crypto.createHmac('sha256', secret).update(`${shipmentId}|${expires}`).digest('hex');
}

/** The link's path and query, valid for INVOICE_LINK_TTL_SECONDS from now (or until `expires` when given). */
export function invoiceLinkPath(
  shipmentId: string,
  options: { now?: number; expires?: number; secret?: string } = {},
): string {
  const expires = options.expires ?? Math.floor((options.now ?? Date.now()) / 1000) + INVOICE_LINK_TTL_SECONDS;
  const query = new URLSearchParams({
    expires: String(expires),
    signature: signInvoiceLink(shipmentId, expires, options.secret),
  });
  return `${INVOICE_PUBLIC_PREFIX}/${encodeURIComponent(invoiceFileName(shipmentId))}?${query}`;
}

export type LinkCheck = 'valid' | 'invalid' | 'expired';

/** Signature first (in constant time), then the time: a made-up link is 'invalid' whatever its expiry. */
export function checkInvoiceLink(
  shipmentId: string,
  expires: string | undefined,
  signature: string | undefined,
  now = Date.now(),
  secret = invoiceLinkSecret(),
): LinkCheck {
  if (!expires || !/^\d{1,12}$/.test(expires) || !signature || !/^[0-9a-f]{64}$/.test(signature)) return 'invalid';
  const expected = Buffer.from(signInvoiceLink(shipmentId, Number(expires), secret), 'hex');
  if (!crypto.timingSafeEqual(expected, Buffer.from(signature, 'hex'))) return 'invalid';
  return Number(expires) * 1000 <= now ? 'expired' : 'valid';
}
