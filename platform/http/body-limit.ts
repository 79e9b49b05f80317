// Request bodies are read with a limit, so a client cannot make the server hold (or hash) more
// than that: a declared Content-Length over it is refused before a byte is read, and a chunked
// body is counted as it streams in and refused as soon as it passes the limit.
import type { Context } from 'hono';
import { ApiError } from './errors';

/** JSON bodies of the API: 1 MiB unless API_BODY_LIMIT_BYTES says otherwise. */
const DEFAULT_LIMIT = 1024 * 1024;

export function apiBodyLimit(): number {
  const raw = process.env.API_BODY_LIMIT_BYTES;
  if (raw === undefined || raw === '') return DEFAULT_LIMIT;
  const value = Number(raw);
  if (!Number.isInteger(value) || value <= 0) throw new Error(`API_BODY_LIMIT_BYTES must be a positive whole number of bytes, got "${raw}"`);
  return value;
}

export const bodyTooLarge = (limit: number) => new ApiError(413, `Request body too large: the limit is ${limit} bytes`);

/** Whether the request announces a body larger than the limit (checked before reading). */
export function declaredTooLarge(headers: Headers, limit: number): boolean {
  const declared = headers.get('content-length');
  return declared !== null && Number(declared) > limit;
}

/**
 * The body as text, read once and at most `limit` bytes; later c.req.text() and c.req.json()
 * answer the same text without reading again.
 */
export async function readBodyText(c: Context, limit = apiBodyLimit()): Promise<string> {
  // Hono's own body cache (typed as methods, holding promises): c.req.text() then answers this.
  const cache = c.req.bodyCache as { text?: Promise<string> };
  if (cache.text) return cache.text;
  if (['GET', 'HEAD'].includes(c.req.method)) return '';
  if (declaredTooLarge(c.req.raw.headers, limit)) throw bodyTooLarge(limit);
  const text = readLimited(c.req.raw.body, limit).then((bytes) => new TextDecoder().decode(bytes));
  cache.text = text;
  return text;
}

async function readLimited(stream: ReadableStream<Uint8Array> | null, limit: number): Promise<Uint8Array> {
  if (!stream) return new Uint8Array(0);
  const reader = stream.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      await reader.cancel().catch(() => undefined);
      throw bodyTooLarge(limit);
    }
    chunks.push(value);
  }
  const bytes = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return bytes;
}
