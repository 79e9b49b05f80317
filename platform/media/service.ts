// Stored images (platform/media/schema.ts): one read, by id.
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { notFound } from '../http/errors';
import { media } from './schema';

export type MediaFile = typeof media.$inferSelect;

/** The image with this id, or a 404. */
export async function getMediaFile(db: Db, id: string): Promise<MediaFile> {
  const [row] = await db.select().from(media).where(eq(media.id, id)).limit(1);
  if (!row) throw notFound('Image not found');
  return row;
}
