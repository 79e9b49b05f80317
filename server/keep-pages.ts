// Whether the production server keeps catalogue pages (page-cache.ts). With the embedded platform
// it follows the database's change feed; with a remote one (PLATFORM_URL) only the platform's
// signed webhook (POST /api/revalidate) can say what changed, so without a shared
// REVALIDATE_SECRET nothing is kept (a kept page would stay stale for minutes).
import { z } from 'zod';
import { REVALIDATE_SECRET_MIN_LENGTH } from '../lib/page-cache';

const envSchema = z.object({
  PAGE_CACHE: z.string().optional(),
  PLATFORM_URL: z.string().optional(),
  REVALIDATE_SECRET: z.string().min(REVALIDATE_SECRET_MIN_LENGTH).optional().catch(undefined),
});

export function keepsPages(
  env: Record<string, string | undefined> = process.env,
  say: (line: string) => void = console.log,
): boolean {
  const { PAGE_CACHE, PLATFORM_URL, REVALIDATE_SECRET } = envSchema.parse(env);
  if (PAGE_CACHE === '0') return false;
  if (!PLATFORM_URL || REVALIDATE_SECRET) return true;
  say(
    `[page-cache] PLATFORM_URL without a REVALIDATE_SECRET of ${REVALIDATE_SECRET_MIN_LENGTH}+ characters: no page is kept, since the platform could not tell this shop what changed`,
  );
  return false;
}
