// Request signing as the official SDK does it (@gofynd/fp-signature): host, x-fp-* headers,
// method, path, sorted query and a hash of the body, under x-fp-date.
import { sign } from '@gofynd/fp-signature';

export function signRequest(input: { method: string; url: string; headers: Record<string, string>; body?: string }): {
  'x-fp-date': string;
  'x-fp-signature': string;
} {
  const url = new URL(input.url);
  const headers: Record<string, string> = { host: url.host };
  for (const [key, value] of Object.entries(input.headers)) {
    if (key.toLowerCase().startsWith('x-fp-')) headers[key.toLowerCase()] = value;
  }
  return sign({ method: input.method.toUpperCase(), host: url.host, path: url.pathname + url.search, headers, body: input.body || undefined });
}

export function basicToken(applicationId: string, applicationToken: string): string {
  return Buffer.from(`${applicationId}:${applicationToken}`).toString('base64');
}
