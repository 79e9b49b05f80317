// The signed-in shopper's compare list, kept on the server so it follows them to another browser
// ("Wishlist and compare lists are held locally and by the server for signed-in
// users"). At most COMPARE_RULES.max slugs, in the order added; slugs must name catalogue products.
import { and, asc, eq } from 'drizzle-orm';
import { COMPARE_RULES, type CompareListResponse } from '../../contract/types/wishlist';
import type { Database } from '../db/client';
import { knownProductSlugs } from '../catalog';
import { lockShopperRow } from '../user';
import { badRequest, notFound } from '../http/errors';
import { compareItems } from './schema';
import { COMPARE_MESSAGES, WISHLIST_MESSAGES } from './messages';

type Reader = Pick<Database['db'], 'select'>;

function rowsOf(db: Reader, userId: string): Promise<{ slug: string; position: number }[]> {
  return db
    .select({ slug: compareItems.slug, position: compareItems.position })
    .from(compareItems)
    .where(eq(compareItems.userId, userId))
    .orderBy(asc(compareItems.position));
}

async function slugsOf(db: Reader, userId: string): Promise<string[]> {
  return (await rowsOf(db, userId)).map((r) => r.slug);
}

/** 404 naming the slugs the catalogue does not have. */
async function checkKnown(database: Database, slugs: string[]): Promise<void> {
  if (!slugs.length) return;
  const known = await knownProductSlugs(database, slugs);
  const missing = slugs.filter((s) => !known.includes(s));
  if (missing.length) throw notFound(WISHLIST_MESSAGES.unknownSlugs(missing));
}

export async function compareList(database: Database, userId: string): Promise<CompareListResponse> {
  return { slugs: await slugsOf(database.db, userId) };
}

/**
 * Appends the slugs not yet in the list, as many as fit (a sign-in merge may bring more than fit;
 * the server's own come first). Refused when none was given, or when the list is full and none of
 * them is in it already.
 */
export async function addToCompare(database: Database, userId: string, wanted: string[]): Promise<CompareListResponse> {
  if (!wanted.length) throw badRequest(COMPARE_MESSAGES.noSlugs);
  await checkKnown(database, wanted);
  return database.db.transaction(async (tx) => {
    // One writer per shopper at a time, so two tabs adding at once cannot pass the limit.
    await lockShopperRow(tx, userId);
    const rows = await rowsOf(tx, userId);
    const current = rows.map((r) => r.slug);
    const last = rows.at(-1)?.position ?? 0;
    const fresh = wanted.filter((s) => !current.includes(s));
    const room = COMPARE_RULES.max - current.length;
    if (fresh.length && room <= 0 && fresh.length === wanted.length) throw badRequest(COMPARE_MESSAGES.full);
    const added = fresh.slice(0, Math.max(0, room));
    if (added.length) {
      await tx
        .insert(compareItems)
        .values(added.map((slug, i) => ({ userId, slug, position: last + i + 1 })))
        .onConflictDoNothing();
    }
    return { slugs: [...current, ...added] };
  });
}

/** Makes the list exactly these slugs (the first COMPARE_RULES.max): the /compare/ page's list. */
export async function replaceCompare(
  database: Database,
  userId: string,
  wanted: string[],
): Promise<CompareListResponse> {
  const slugs = wanted.slice(0, COMPARE_RULES.max);
  await checkKnown(database, slugs);
  return database.db.transaction(async (tx) => {
    await lockShopperRow(tx, userId);
    await tx.delete(compareItems).where(eq(compareItems.userId, userId));
    if (slugs.length) await tx.insert(compareItems).values(slugs.map((slug, i) => ({ userId, slug, position: i + 1 })));
    return { slugs };
  });
}

export async function removeFromCompare(
  database: Database,
  userId: string,
  slug: string,
): Promise<CompareListResponse> {
  await database.db.delete(compareItems).where(and(eq(compareItems.userId, userId), eq(compareItems.slug, slug)));
  return compareList(database, userId);
}

export async function clearCompare(database: Database, userId: string): Promise<CompareListResponse> {
  await database.db.delete(compareItems).where(eq(compareItems.userId, userId));
  return { slugs: [] };
}
