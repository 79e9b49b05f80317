import { Hono } from 'hono';
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { media } from './schema';
import type { PlatformEnv } from '../http/env';
import { notFound } from '../http/errors';
import { params } from '../http/validate';

export const mediaRoutes = new Hono<PlatformEnv>();

mediaRoutes.get('/:file', async (c) => {
  const { file } = params(c, z.object({ file: z.string().regex(/^[a-z0-9-]+\.(webp|avif|png|jpg|svg)$/, 'unknown file name') }));
  const id = file.replace(/\.[a-z]+$/, '');
  const { db } = c.get('database');
  const [row] = await db.select().from(media).where(eq(media.id, id)).limit(1);
  if (!row) throw notFound('Image not found');
  const etag = `"${id}"`;
  if (c.req.header('if-none-match') === etag) return c.body(null, 304);
  return c.body(new Uint8Array(row.data), 200, {
    'content-type': row.contentType,
    // Ids are content-derived, so a URL never changes its bytes.
    'cache-control': 'public, max-age=31536000, immutable',
    etag,
  });
});
