// Stored images (platform/media/schema.ts): one read, by id.
import { eq, inArray } from 'drizzle-orm';
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

export type NewMediaFile = Pick<MediaFile, 'id' | 'contentType' | 'data' | 'width' | 'height'>;

/** Stores the image under its id unless that id is taken: true when this call stored it. */
export async function insertMediaOnce(db: Db, file: NewMediaFile): Promise<boolean> {
  const [inserted] = await db.insert(media).values(file).onConflictDoNothing().returning({ id: media.id });
  return inserted !== undefined;
}

/** The bytes stored under this id, or undefined. */
export async function storedMediaData(db: Db, id: string): Promise<MediaFile['data'] | undefined> {
  const [row] = await db.select({ data: media.data }).from(media).where(eq(media.id, id)).limit(1);
  return row?.data;
}

/** When the image with this id was stored, or undefined when there is none. */
export async function mediaCreatedAt(db: Db, id: string): Promise<Date | undefined> {
  const [row] = await db.select({ createdAt: media.createdAt }).from(media).where(eq(media.id, id)).limit(1);
  return row?.createdAt;
}

/** Which of these ids name a stored image (run inside the caller's transaction when given one). */
export async function storedMediaIds(db: Pick<Db, 'select'>, ids: string[]): Promise<string[]> {
  if (ids.length === 0) return [];
  const rows = await db.select({ id: media.id }).from(media).where(inArray(media.id, ids));
  return rows.map((r) => r.id);
}
