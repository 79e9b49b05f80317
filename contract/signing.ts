// Request signing as the official SDK does it (@gofynd/fp-signature): host, x-fp-* headers,
// method, path, sorted query and a hash of the body, under x-fp-date. One canonical request for
// both sides: the SDK signs it, the platform (platform/application-auth/signature.ts) rebuilds and signs it
// again. The signing itself is contract/fp-signer.ts (the library's algorithm on node:crypto).
import { fpSign } from './fp-signer';

export type SignedHeaders = { 'x-fp-date': string; 'x-fp-signature': string };

/** What the signature covers: the host and the x-fp-* headers (names lower-cased), never the signature itself. */
export function coveredHeaders(host: string, headers: Iterable<readonly [string, string]>): Record<string, string> {
  const covered: Record<string, string> = { host };
  for (const [name, value] of headers) {
    const key = name.toLowerCase();
    if (key.startsWith('x-fp-') && key !== 'x-fp-signature') covered[key] = value;
  }
  return covered;
}

/** Signs the canonical request; throws on a path the signer cannot decode (malformed percent-encoding). */
export function signCanonical(input: {
  method: string;
  host: string;
  path: string;
  headers: Record<string, string>;
  body?: string;
}): SignedHeaders {
  return fpSign({
    method: input.method.toUpperCase(),
    host: input.host,
    path: input.path,
    headers: input.headers,
    body: input.body || undefined,
  });
}

export function signRequest(input: {
  method: string;
  url: string;
  headers: Record<string, string>;
  body?: string;
}): SignedHeaders {
  const url = new URL(input.url);
  return signCanonical({
    method: input.method,
    host: url.host,
    path: url.pathname + url.search,
    headers: coveredHeaders(url.host, Object.entries(input.headers)),
    body: input.body,
  });
}

export function basicToken(applicationId: string, applicationToken: string): string {
  return Buffer.from(`${applicationId}:${applicationToken}`).toString('base64');
}
