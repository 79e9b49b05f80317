// A stored image drawn at a smaller width (/media/<file>?w=320): resized with sharp once, then
// kept on disk under DATA_DIR/media-variants by id and width, so every later request for it is a
// file read. Ids never change their bytes, so a cached variant never goes stale. At most two
// resizes run at once and a few dozen wait; past that the client is told to retry (503).
import fs from 'node:fs/promises';
import path from 'node:path';
import sharp, { type FormatEnum } from 'sharp';
import { PoolFullError, createWorkPool } from '../../common/work-pool';
import { ApiError } from '../http/errors';
import { dataDir } from '../paths';
import type { MediaWidth } from '../../contract/media';
import { MEDIA_MESSAGES } from './messages';
import type { MediaFile } from './service';

/** The raster types sharp re-encodes in their own format; others (SVG) are served whole. */
const FORMATS: Record<string, keyof FormatEnum> = {
  'image/webp': 'webp',
  'image/png': 'png',
  'image/jpeg': 'jpeg',
};

const BUSY_RETRY_SECONDS = 2;
let pool: ReturnType<typeof createWorkPool> | undefined;
const resizePool = () => (pool ??= createWorkPool(2, 48));
/** One resize per variant however many ask for it at once. */
const pending = new Map<string, Promise<Buffer>>();

export type MediaBytes = { data: Uint8Array<ArrayBuffer>; contentType: string; variant: boolean };

const variantsDir = () => path.join(dataDir(), 'media-variants');

async function readCached(file: string): Promise<Buffer | undefined> {
  try {
    return await fs.readFile(file);
  } catch {
    return undefined;
  }
}

async function writeCached(file: string, data: Buffer): Promise<void> {
  try {
    await fs.mkdir(path.dirname(file), { recursive: true });
    const tmp = `${file}.${process.pid}.${Math.random().toString(36).slice(2)}.tmp`;
    await fs.writeFile(tmp, data);
    await fs.rename(tmp, file);
  } catch {
    // The cache only saves work: a read-only data directory means resizing again next time.
  }
}

async function resize(row: MediaFile, width: MediaWidth, format: keyof FormatEnum): Promise<Buffer> {
  const file = path.join(variantsDir(), `${row.id}-w${width}`);
  const cached = await readCached(file);
  if (cached) return cached;
  const data = await resizePool().run(() =>
    sharp(row.data).resize({ width, withoutEnlargement: true }).toFormat(format, { quality: 78 }).toBuffer(),
  );
  await writeCached(file, data);
  return data;
}

/** The image's bytes at `width` (the whole image when it is no wider, or not a raster image). */
export async function mediaAtWidth(row: MediaFile, width: MediaWidth | undefined): Promise<MediaBytes> {
  const whole = { data: new Uint8Array(row.data), contentType: row.contentType, variant: false };
  const format = FORMATS[row.contentType];
  if (width === undefined || !format || (row.width !== null && width >= row.width)) return whole;
  const key = `${row.id}-w${width}`;
  let job = pending.get(key);
  if (!job) {
    job = resize(row, width, format).finally(() => pending.delete(key));
    pending.set(key, job);
  }
  try {
    return { data: new Uint8Array(await job), contentType: row.contentType, variant: true };
  } catch (error) {
    if (error instanceof PoolFullError)
      throw new ApiError(503, MEDIA_MESSAGES.resizeBusy, undefined, { retry_after: BUSY_RETRY_SECONDS });
    // Stored bytes sharp cannot read are still the image the shop stored: serve them whole.
    console.error(`media ${row.id} could not be resized`, error);
    return whole;
  }
}
