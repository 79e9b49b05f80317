// Signed links to stored images (assets/v1.0/sign-urls): `/media/<file>?expires=<unix seconds>&signature=<HMAC>`.
// Media is public by its unguessable id, so a signature grants nothing the bare URL does not: it
// makes a link that stops working at `expires`, which the media route checks whenever a link
// carries either parameter (an expired or altered link is a 403, never the image).
import crypto from 'node:crypto';
import { derivedSecret } from '../secrets';

export const MEDIA_SIGNATURE_MESSAGES = {
  incomplete: 'This signed link is incomplete: it needs both expires and signature',
  expired: 'This signed link has expired',
  invalid: 'This signed link is not valid',
} as const;

const mediaUrlSecret = () => derivedSecret('media-url');

const mac = (secret: string, file: string, expires: number) =>
  crypto.createHmac('sha256', secret).update(`media:${file}|${expires}`).digest('base64url');

/** The query that signs `/media/<file>` until `expires` (unix seconds). */
export function mediaSignatureQuery(file: string, expires: number, secret = mediaUrlSecret()): string {
  return `expires=${expires}&signature=${mac(secret, file, expires)}`;
}

/**
 * Why a signed link to `/media/<file>` may not be served (a MEDIA_SIGNATURE_MESSAGES value), or
 * undefined when it carries neither parameter (a plain link) or a valid, unexpired signature.
 */
export function mediaSignatureProblem(
  file: string,
  expires: string | undefined,
  signature: string | undefined,
  now = Date.now(),
  secret = mediaUrlSecret(),
): string | undefined {
  if (expires === undefined && signature === undefined) return undefined;
  if (!expires || !signature) return MEDIA_SIGNATURE_MESSAGES.incomplete;
  if (!/^\d{1,12}$/.test(expires) || !/^[A-Za-z0-9_-]{43}$/.test(signature)) return MEDIA_SIGNATURE_MESSAGES.invalid;
  const at = Number(expires);
  const expected = Buffer.from(mac(secret, file, at));
  if (!crypto.timingSafeEqual(expected, Buffer.from(signature))) return MEDIA_SIGNATURE_MESSAGES.invalid;
  if (at * 1000 < now) return MEDIA_SIGNATURE_MESSAGES.expired;
  return undefined;
}
