// Reading a request body within a size limit, shared by the platform (platform/http/body-limit.ts)
// and the storefront's /api/service rewrite (proxy.ts), which signs the body it forwards. A
// declared Content-Length over the limit is refused before a byte is read; a chunked body is
// counted as it streams in and refused as soon as it passes the limit, so no request makes the
// server hold more than the limit.

/** JSON bodies of the API: 1 MiB unless API_BODY_LIMIT_BYTES says otherwise. */
const DEFAULT_LIMIT = 1024 * 1024;

export function apiBodyLimit(): number {
  const raw = process.env.API_BODY_LIMIT_BYTES;
  if (raw === undefined || raw === '') return DEFAULT_LIMIT;
  const value = Number(raw);
  if (!Number.isInteger(value) || value <= 0)
    throw new Error(`API_BODY_LIMIT_BYTES must be a positive whole number of bytes, got "${raw}"`);
  return value;
}

/**
 * Posts to the shop's pages (server actions, plain forms): a return's quality-check photos, at
 * most 3 (QC_PHOTOS_MAX in contract/order.ts) of at most 5 MiB each (UPLOAD_RULES.maxBytes in
 * contract/types/file-storage.ts), plus the form's fields. Next's own default is 1 MB.
 */
export const FORM_BODY_LIMIT = 16 * 1024 * 1024;

export const bodyTooLargeMessage = (limit: number) => `Request body too large: the limit is ${limit} bytes`;

export const LENGTH_REQUIRED_MESSAGE = 'A request body must declare its length (Content-Length).';

export class BodyTooLargeError extends Error {
  constructor(readonly limit: number) {
    super(bodyTooLargeMessage(limit));
  }
}

/** The body as UTF-8 text (as Request.text() decodes it), or BodyTooLargeError past `limit` bytes. */
export async function readTextWithin(
  body: ReadableStream<Uint8Array> | null,
  headers: Headers,
  limit: number,
): Promise<string> {
  return new TextDecoder().decode(await readBytesWithin(body, headers, limit));
}

/** The body's bytes, or BodyTooLargeError past `limit` bytes. */
export async function readBytesWithin(
  body: ReadableStream<Uint8Array> | null,
  headers: Headers,
  limit: number,
): Promise<Uint8Array<ArrayBuffer>> {
  const declared = headers.get('content-length');
  if (declared !== null && Number(declared) > limit) throw new BodyTooLargeError(limit);
  if (!body) return new Uint8Array(0);
  const reader = body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      // Not awaited: cancelling one branch of a tee (a cloned request) settles only when the
      // other branch is cancelled too.
      void reader.cancel().catch(() => undefined);
      throw new BodyTooLargeError(limit);
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
