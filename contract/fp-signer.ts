// The request signature of @gofynd/fp-signature (what the official SDK sends), computed with
// node:crypto. The library hashes with crypto-js and builds a RegExp per header per call; on the
// platform every request is signed twice (by the caller, and again to verify it), which made it a
// tenth of the server's CPU under load. The canonical request below is the library's, step for
// step — tests/unit/application-auth/fp-signer.test.ts checks that both sign every generated request alike.
import crypto from 'node:crypto';
import querystring from 'node:querystring';

/** The library's public default secret: the signature proves integrity and freshness, not identity. */
const SECRET = '1234567';
const IGNORED = new Set([
  'authorization',
  'connection',
  'x-amzn-trace-id',
  'user-agent',
  'expect',
  'presigned-expires',
  'range',
]);
const INCLUDED = [/x-fp-.*/i, /host/i];

const sha256 = (text: string) => crypto.createHash('sha256').update(text, 'utf8').digest('hex');
const covered = (key: string) => !IGNORED.has(key.toLowerCase()) && INCLUDED.some((pattern) => pattern.test(key));

/** x-fp-date: ISO 8601 basic, to the second (20241012T101010Z). */
export const fpDate = (date = new Date()) => date.toISOString().replace(/[:-]|\.\d{3}/g, '');

function canonicalPath(raw: string): string {
  // Each segment decoded and encoded again (throws on malformed percent-encoding, as the library does).
  let path = raw
    .split('/')
    .map((t) => encodeURIComponent(decodeURIComponent(t)))
    .join('/');
  if (path === '/') return path;
  path = path
    .replace(/\/{2,}/g, '/')
    .split('/')
    .reduce<string[]>((parts, piece) => {
      if (piece === '..') parts.pop();
      else if (piece !== '.') parts.push(piece);
      return parts;
    }, [])
    .join('/');
  return path[0] === '/' ? path : `/${path}`;
}

function canonicalQuery(raw: string): string {
  const query = querystring.parse(raw);
  delete query['x-fp-signature'];
  delete query['X-Fp-Signature'];
  // A plain object, as the library's: a '__proto__' key is not an own key there, so it is left out too.
  const reduced = Object.keys(query).reduce<Record<string, string | string[]>>((obj, key) => {
    if (key) obj[key] = query[key] as string | string[];
    return obj;
  }, {});
  const pieces: string[] = [];
  for (const key of Object.keys(reduced).sort()) {
    const value = reduced[key];
    if (Array.isArray(value)) [...value].sort().forEach((v) => pieces.push(`${key}=${v}`));
    else pieces.push(`${key}=${value}`);
  }
  return pieces.join('&');
}

export type SignInput = { method: string; host: string; path: string; headers: Record<string, string>; body?: string };

/** The library's sign(): x-fp-date (the headers' own, else now) and x-fp-signature 'v1.1:<hmac>'. */
export function fpSign(input: SignInput, now = new Date()): { 'x-fp-date': string; 'x-fp-signature': string } {
  const headers: Record<string, string> = { ...input.headers };
  if (!headers.Host && !headers.host) headers.Host = input.host;
  const date = headers['x-fp-date'] || fpDate(now);
  headers['x-fp-date'] = date;
  delete headers['x-fp-signature'];
  delete headers['X-Fp-Signature'];
  const at = input.path.indexOf('?');
  const path = canonicalPath(at >= 0 ? input.path.slice(0, at) : input.path || '/');
  const query = at >= 0 ? canonicalQuery(input.path.slice(at + 1)) : '';
  const keys = Object.keys(headers).filter(covered);
  const canonicalHeaders = [...keys]
    .sort((a, b) => (a.toLowerCase() < b.toLowerCase() ? -1 : 1))
    .map((key) => `${key.toLowerCase()}:${String(headers[key]).trim().replace(/\s+/g, ' ')}`)
    .join('\n');
  const signedHeaders = keys
    .map((k) => k.toLowerCase())
    .sort()
    .join(';');
  const canonical = [
    input.method || 'GET',
    path,
    query,
    `${canonicalHeaders}\n`,
    signedHeaders,
    sha256(input.body || ''),
  ].join('\n');
  const toSign = `${date}\n${sha256(canonical)}`;
  return {
    'x-fp-date': date,
    'x-fp-signature': `v1.1:${crypto.createHmac('sha256', SECRET).update(toSign, 'utf8').digest('hex')}`,
  };
}
