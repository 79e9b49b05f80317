import { Hono } from 'hono';
import { z } from 'zod';
import type { PlatformEnv } from '../http/env';
import { ApiError } from '../http/errors';
import { params } from '../http/validate';
import { MEDIA_FILE, getMediaFile } from './service';
import { mediaSignatureProblem } from './signed-url';

export const mediaRoutes = new Hono<PlatformEnv>();

/** Media opened on its own is never a document that runs anything: no script, no origin, nothing loaded. */
export const MEDIA_POLICY = "sandbox; default-src 'none'";

mediaRoutes.get('/:file', async (c) => {
  const { file } = params(c, z.object({ file: z.string().regex(MEDIA_FILE, 'unknown file name') }));
  // A signed link (assets/v1.0/sign-urls) is served only while its signature holds.
  const expires = c.req.query('expires');
  const problem = mediaSignatureProblem(file, expires, c.req.query('signature'));
  if (problem) throw new ApiError(403, problem);
  // A signed link is kept by the browser only until it expires; a plain one for good.
  const cacheControl = expires
    ? `private, max-age=${Math.max(0, Number(expires) - Math.floor(Date.now() / 1000))}`
    : 'public, max-age=31536000, immutable';
  const id = file.replace(/\.[a-z]+$/, '');
  const row = await getMediaFile(c.get('database').db, id);
  const etag = `"${id}"`;
  if (c.req.header('if-none-match') === etag) return c.body(null, 304);
  return c.body(new Uint8Array(row.data), 200, {
    'content-type': row.contentType,
    // Ids are content-derived (seeded) or written once (uploads), so a URL never changes its bytes.
    'cache-control': cacheControl,
    etag,
    // Uploaded bytes are re-encoded images of the declared type; browsers must not guess another.
    'x-content-type-options': 'nosniff',
    'content-security-policy': MEDIA_POLICY,
  });
});
