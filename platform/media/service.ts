// Stored images (platform/media/schema.ts): one read, by id.
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { notFound } from '../http/errors';
import { media } from './schema';

/** How a stored image is named in /media/<file>: seeded images (webp, avif, png, jpg, svg) and shoppers' uploads (jpg, png, webp; platform/file-storage). */
export const MEDIA_FILE = /^[a-z0-9-]+\.(webp|avif|png|jpg|svg)$/;

export type MediaFile = typeof media.$inferSelect;

/** The image with this id, or a 404. */
export async function getMediaFile(db: Db, id: string): Promise<MediaFile> {
  const [row] = await db.select().from(media).where(eq(media.id, id)).limit(1);
  if (!row) throw notFound('Image not found');
  return row;
}
