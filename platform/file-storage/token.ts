// The upload URL's token: what start promised, signed so the PUT (which carries no credentials)
// and complete can trust it without a table. `<base64url JSON claims>.<base64url HMAC-SHA256>`,
// keyed by a secret derived from the session secret. The shopper is named by a keyed tag of their
// id, so the URL does not show who they are; complete recomputes the tag from the session.
import crypto from 'node:crypto';
import { z } from 'zod';
import { UPLOAD_CONTENT_TYPES, UPLOAD_ID_PREFIX, UPLOAD_NAMESPACES } from './constants';
import type { UploadContentType, UploadNamespace } from '../../contract/types/file-storage';

export type UploadClaims = {
  owner: string;
  namespace: UploadNamespace;
  contentType: UploadContentType;
  size: number;
  fileName: string;
  /** Unix seconds after which the PUT is refused. */
  expires: number;
  /** 32 hex characters: the stored file's id is derived from it. */
  nonce: string;
};

const VERSION = 1;

const claimsTuple = z.tuple([
  z.literal(VERSION),
  z.string().min(1),
  z.enum(UPLOAD_NAMESPACES),
  z.enum(Object.keys(UPLOAD_CONTENT_TYPES) as [UploadContentType, ...UploadContentType[]]),
  z.number().int().positive(),
  z.string().min(1),
  z.number().int().positive(),
  z.string().regex(/^[0-9a-f]{32}$/),
]);

/** Tokens as they may appear in a path: two base64url parts. */
export const TOKEN_PATTERN = /^[A-Za-z0-9_-]{1,2000}\.[A-Za-z0-9_-]{43}$/;

const mac = (secret: string, payload: string) =>
  crypto.createHmac('sha256', secret).update(`upload:${payload}`).digest('base64url');

/** The keyed tag that names a shopper in their tokens. */
export const ownerTag = (secret: string, userId: string) =>
  crypto.createHmac('sha256', secret).update(`owner:${userId}`).digest('base64url').slice(0, 22);

export const newNonce = () => crypto.randomBytes(16).toString('hex');

export function signUploadToken(claims: UploadClaims, secret: string): string {
  const payload = Buffer.from(
    JSON.stringify([
      VERSION,
      claims.owner,
      claims.namespace,
      claims.contentType,
      claims.size,
      claims.fileName,
      claims.expires,
      claims.nonce,
    ]),
  ).toString('base64url');
  return `${payload}.${mac(secret, payload)}`;
}

export type TokenCheck = { ok: true; claims: UploadClaims } | { ok: false; reason: 'invalid' | 'expired' };

/**
 * The token's claims when its signature holds. `now` (ms) refuses an expired token; complete
 * passes undefined, since a file stored in time may be completed later.
 */
export function readUploadToken(token: string, secret: string, now: number | undefined): TokenCheck {
  if (!TOKEN_PATTERN.test(token)) return { ok: false, reason: 'invalid' };
  const [payload, signature] = token.split('.') as [string, string];
  if (!crypto.timingSafeEqual(Buffer.from(mac(secret, payload)), Buffer.from(signature)))
    return { ok: false, reason: 'invalid' };
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
  } catch {
    return { ok: false, reason: 'invalid' };
  }
  const result = claimsTuple.safeParse(parsed);
  if (!result.success) return { ok: false, reason: 'invalid' };
  const [, owner, namespace, contentType, size, fileName, expires, nonce] = result.data;
  if (now !== undefined && expires * 1000 < now) return { ok: false, reason: 'expired' };
  return { ok: true, claims: { owner, namespace, contentType, size, fileName, expires, nonce } };
}

/** The media id (platform/media) the token's file is stored under: the same for every PUT of one token. */
export const uploadMediaId = (claims: Pick<UploadClaims, 'nonce'>) => `${UPLOAD_ID_PREFIX}${claims.nonce}`;
