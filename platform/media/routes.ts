import { Hono } from 'hono';
import { z } from 'zod';
import type { PlatformEnv } from '../http/env';
import { ApiError } from '../http/errors';
import { params, query } from '../http/validate';
import { MEDIA_WIDTH_PARAM, isMediaWidth, type MediaWidth } from '../../contract/media';
import { MEDIA_MESSAGES } from './messages';
import { MEDIA_FILE, getMediaFile } from './service';
import { mediaAtWidth } from './variants';
import { mediaSignatureProblem } from './signed-url';

export const mediaRoutes = new Hono<PlatformEnv>();

/** Media opened on its own is never a document that runs anything: no script, no origin, nothing loaded. */
export const MEDIA_POLICY = "sandbox; default-src 'none'";

/** ?w= asks for the image drawn narrower: one of MEDIA_WIDTHS (contract/media.ts), else a 400. */
const widthQuery = z.object({
  [MEDIA_WIDTH_PARAM]: z
    .string()
    .refine((w) => /^\d{1,5}$/.test(w) && isMediaWidth(Number(w)), MEDIA_MESSAGES.widthNotAllowed)
    .transform((w) => Number(w) as MediaWidth)
    .optional(),
});

mediaRoutes.get('/:file', async (c) => {
  const { file } = params(c, z.object({ file: z.string().regex(MEDIA_FILE, 'unknown file name') }));
  const width = query(c, widthQuery)[MEDIA_WIDTH_PARAM];
  // A signed link (assets/v1.0/sign-urls) is served only while its signature holds.
  const expires = c.req.query('expires');
  const problem = mediaSignatureProblem(file, expires, c.req.query('signature'));
  if (problem) throw new ApiError(403, problem);
  // A signed link is kept by the browser only until it expires; a plain one for good.
  const cacheControl = expires
    ? `private, max-age=${Math.max(0, Number(expires) - Math.floor(Date.now() / 1000))}`
    : 'public, max-age=31536000, immutable';
  const id = file.replace(/\.[a-z]+$/, '');
  const etag = `"${id}${width ? `-w${width}` : ''}"`;
  const row = await getMediaFile(c.get('database').db, id);
  if (c.req.header('if-none-match') === etag) return c.body(null, 304);
  const image = await mediaAtWidth(row, width);
  return c.body(image.data, 200, {
    'content-type': image.contentType,
    // Ids are content-derived (seeded) or written once (uploads), so a URL never changes its bytes.
    'cache-control': cacheControl,
    etag,
    // Uploaded bytes are re-encoded images of the declared type; browsers must not guess another.
    'x-content-type-options': 'nosniff',
    'content-security-policy': MEDIA_POLICY,
  });
});
