// Request bodies are read with a limit (common/bounded-body.ts), so a client cannot make the server
// hold or hash more than that: 413 with a JSON message, before the body is read whole.
import type { Context } from 'hono';
import { BodyTooLargeError, apiBodyLimit, readTextWithin } from '../../common/bounded-body';
import { ApiError } from './errors';

/**
 * The body as text, read once and at most `limit` bytes; later c.req.text() and c.req.json()
 * answer the same text without reading again.
 */
export function readBodyText(c: Context, limit = apiBodyLimit()): Promise<string> {
  // Hono's own body cache (typed as methods, holding promises): c.req.text() then answers this.
  const cache = c.req.bodyCache as { text?: Promise<string> };
  if (cache.text) return cache.text;
  if (['GET', 'HEAD'].includes(c.req.method)) return Promise.resolve('');
  cache.text = readTextWithin(c.req.raw.body, c.req.raw.headers, limit).catch((error: unknown) => {
    throw error instanceof BodyTooLargeError ? new ApiError(413, error.message) : error;
  });
  return cache.text;
}
