import { Hono } from 'hono';
import { z } from 'zod';
import type { PlatformEnv } from '../http/env';
import { params } from '../http/validate';
import { getMediaFile } from './service';

export const mediaRoutes = new Hono<PlatformEnv>();

mediaRoutes.get('/:file', async (c) => {
  const { file } = params(c, z.object({ file: z.string().regex(/^[a-z0-9-]+\.(webp|avif|png|jpg|svg)$/, 'unknown file name') }));
  const id = file.replace(/\.[a-z]+$/, '');
  const row = await getMediaFile(c.get('database').db, id);
  const etag = `"${id}"`;
  if (c.req.header('if-none-match') === etag) return c.body(null, 304);
  return c.body(new Uint8Array(row.data), 200, {
    'content-type': row.contentType,
    // Ids are content-derived, so a URL never changes its bytes.
    'cache-control': 'public, max-age=31536000, immutable',
    etag,
  });
});
