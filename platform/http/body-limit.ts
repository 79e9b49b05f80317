// Request bodies are read with a limit (common/bounded-body.ts), so a client cannot make the server
// hold or hash more than that: 413 with a JSON message, before the body is read whole.
import type { IncomingMessage } from 'node:http';
import type { Context, MiddlewareHandler } from 'hono';
import {
  BodyTooLargeError,
  LENGTH_REQUIRED_MESSAGE,
  apiBodyLimit,
  bodyTooLargeMessage,
  readTextWithin,
} from '../../common/bounded-body';
import { ApiError } from './errors';

/**
 * Under @hono/node-server the request's Node stream, when nothing has read it yet: reading it
 * directly spares building a web stream over it (which cost more than the rest of the read).
 */
function untouchedIncoming(c: Context): IncomingMessage | undefined {
  const incoming = (c.env as { incoming?: IncomingMessage } | undefined)?.incoming;
  return incoming && typeof incoming.on === 'function' && !incoming.readableDidRead && !incoming.readableEnded
    ? incoming
    : undefined;
}

/** The same limits as readTextWithin, on a Node stream: a declared length over the limit is refused before a byte is read. */
function readIncomingWithin(incoming: IncomingMessage, limit: number): Promise<string> {
  const declared = incoming.headers['content-length'];
  if (declared !== undefined && Number(declared) > limit) return Promise.reject(new BodyTooLargeError(limit));
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const onData = (chunk: Buffer) => {
      size += chunk.length;
      if (size > limit) {
        incoming.off('data', onData);
        incoming.resume();
        reject(new BodyTooLargeError(limit));
        return;
      }
      chunks.push(chunk);
    };
    incoming.on('data', onData);
    incoming.once('end', () => resolve(new TextDecoder().decode(Buffer.concat(chunks, size))));
    incoming.once('error', reject);
  });
}

/**
 * The body as text, read once and at most `limit` bytes; later c.req.text() and c.req.json()
 * answer the same text without reading again.
 */
export function readBodyText(c: Context, limit = apiBodyLimit()): Promise<string> {
  // Hono's own body cache (typed as methods, holding promises): c.req.text() then answers this.
  const cache = c.req.bodyCache as { text?: Promise<string> };
  if (cache.text) return cache.text;
  if (['GET', 'HEAD'].includes(c.req.method)) return Promise.resolve('');
  const incoming = untouchedIncoming(c);
  const reading = incoming
    ? readIncomingWithin(incoming, limit)
    : readTextWithin(c.req.raw.body, c.req.raw.headers, limit);
  cache.text = reading.catch((error: unknown) => {
    throw error instanceof BodyTooLargeError ? new ApiError(413, error.message) : error;
  });
  return cache.text;
}

export const BODY_HEADER_MESSAGES = {
  unsupportedType: (types: readonly string[]) => `Unsupported content type: send ${types.join(' or ')}`,
} as const;

/**
 * Refuses a body on its headers alone, before a byte of it is read: a body of no declared length
 * (411), a declared length over `limit` (413), or a body whose content type is not one of `types`
 * (415). For routes anyone may post to unsigned, whose bodies are small and of a known kind.
 */
export function refuseBodyOnHeaders(limit: number, types: readonly string[]): MiddlewareHandler {
  return async (c, next) => {
    if (['GET', 'HEAD', 'OPTIONS'].includes(c.req.method)) return next();
    const declared = c.req.header('content-length');
    if (declared === undefined && c.req.header('transfer-encoding') !== undefined)
      throw new ApiError(411, LENGTH_REQUIRED_MESSAGE);
    const length = Number(declared ?? 0);
    if (length > limit) throw new ApiError(413, bodyTooLargeMessage(limit));
    const type = (c.req.header('content-type') ?? '').split(';')[0].trim().toLowerCase();
    if (length > 0 && !types.includes(type)) throw new ApiError(415, BODY_HEADER_MESSAGES.unsupportedType(types));
    await next();
  };
}
