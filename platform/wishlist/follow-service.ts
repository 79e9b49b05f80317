// The wishlist (follow/{collection_type}/{collection_id}/, follow/ids/,
// follow/{collection_type}/, .../count/). Following twice keeps one row; unfollowing something not
// followed (or no longer in the catalogue) still answers success, so a retried call is harmless.
import { and, count, desc, eq } from 'drizzle-orm';
import type {
  FollowCollectionType,
  FollowerCountResponse,
  FollowIdsResponse,
  FollowListingResponse,
  FollowPostResponse,
} from '../../contract/types/wishlist';
import type { Database } from '../db/client';
import { notFound } from '../http/errors';
import { getLookups, cursorPage, orderedProductPage, productExists } from '../catalog';
import { follows } from './schema';
import { WISHLIST_MESSAGES } from './messages';

type Item = { type: FollowCollectionType; id: number };

export async function follow(database: Database, userId: string, item: Item): Promise<FollowPostResponse> {
  if (!(await productExists(database, item.id))) throw notFound(WISHLIST_MESSAGES.productNotFound);
  await database.db
    .insert(follows)
    .values({ userId, collectionType: item.type, collectionId: item.id })
    .onConflictDoNothing();
  return { message: WISHLIST_MESSAGES.followed, id: String(item.id) };
}

export async function unfollow(database: Database, userId: string, item: Item): Promise<FollowPostResponse> {
  await database.db
    .delete(follows)
    .where(and(eq(follows.userId, userId), eq(follows.collectionType, item.type), eq(follows.collectionId, item.id)));
  return { message: WISHLIST_MESSAGES.unfollowed, id: String(item.id) };
}

/** The ids the shopper follows, newest first. */
export async function followIds(database: Database, userId: string): Promise<FollowIdsResponse> {
  const rows = await database.db
    .select({ id: follows.collectionId })
    .from(follows)
    .where(and(eq(follows.userId, userId), eq(follows.collectionType, 'products')))
    .orderBy(desc(follows.createdAt), desc(follows.collectionId));
  return { data: { products: rows.map((r) => r.id) } };
}

/** A page of followed products still in the catalogue, newest first, as listing items. */
export async function followedListing(
  database: Database,
  userId: string,
  page: { no: number; size: number },
): Promise<FollowListingResponse> {
  const offset = (page.no - 1) * page.size;
  const l = await getLookups(database);
  const { data } = await followIds(database, userId);
  const { items, total } = await orderedProductPage(database, data.products, { size: page.size, offset }, l);
  return { items, page: cursorPage(page.no, page.size, total) };
}

/** How many shoppers follow an item; public, and 404 for a product the catalogue lacks. */
export async function followerCount(database: Database, item: Item): Promise<FollowerCountResponse> {
  if (!(await productExists(database, item.id))) throw notFound(WISHLIST_MESSAGES.productNotFound);
  const [row] = await database.db
    .select({ count: count() })
    .from(follows)
    .where(and(eq(follows.collectionType, item.type), eq(follows.collectionId, item.id)));
  return { count: Number(row?.count ?? 0) };
}
