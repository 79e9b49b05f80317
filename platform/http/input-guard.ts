// Text the platform can never store or match: malformed percent-escapes, bytes that are not
// UTF-8, and NUL (PostgreSQL text rejects it, and the error would carry the SQL). Refused at the
// edge with a 400, before authentication, so no service or query ever sees it.
import type { MiddlewareHandler } from 'hono';
import type { PlatformEnv } from './env';
import { ApiError } from './errors';

export const INPUT_MESSAGES = {
  path: 'Invalid path: it must be valid UTF-8 percent-encoding without control characters',
  query: 'Invalid query: it must be valid UTF-8 percent-encoding without NUL characters',
  body: 'Invalid body: text must not contain NUL characters',
  text: 'Invalid input: text must be valid UTF-8 without NUL characters',
} as const;

const CONTROL = /[\u0000-\u001f\u007f]/;
const NUL = '\u0000';

/** decodeURIComponent, or undefined for a malformed escape or bytes that are not UTF-8. */
export function strictDecode(text: string): string | undefined {
  try {
    return decodeURIComponent(text);
  } catch {
    return undefined;
  }
}

export function validPath(pathname: string): boolean {
  return pathname.split('/').every((segment) => {
    const decoded = strictDecode(segment);
    return decoded !== undefined && !CONTROL.test(decoded);
  });
}

/** Every name and value of a raw query string (`a=1&b=%20`), '+' as a space. */
export function validQuery(search: string): boolean {
  const raw = search.startsWith('?') ? search.slice(1) : search;
  if (!raw) return true;
  return raw.split('&').every((part) => {
    const decoded = strictDecode(part.replace(/\+/g, ' '));
    return decoded !== undefined && !decoded.includes(NUL);
  });
}

/** Whether a parsed JSON value holds a NUL in any string, key or value, at any depth. */
export function holdsNul(value: unknown): boolean {
  if (typeof value === 'string') return value.includes(NUL);
  if (Array.isArray(value)) return value.some(holdsNul);
  if (value && typeof value === 'object') return Object.entries(value).some(([key, v]) => key.includes(NUL) || holdsNul(v));
  return false;
}

export const refuseUnreadableInput: MiddlewareHandler<PlatformEnv> = async (c, next) => {
  // The raw URL as received: Hono's own decoding would hide a malformed escape.
  const url = c.req.url;
  const start = url.indexOf('/', url.indexOf('//') + 2);
  const queryAt = url.indexOf('?', start);
  const pathname = queryAt === -1 ? url.slice(start) : url.slice(start, queryAt);
  if (!validPath(pathname)) throw new ApiError(400, INPUT_MESSAGES.path);
  if (queryAt !== -1 && !validQuery(url.slice(queryAt + 1))) throw new ApiError(400, INPUT_MESSAGES.query);
  await next();
};
