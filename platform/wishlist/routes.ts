// The wishlist's follow calls (catalogue) and our compare-list call, mounted at
// /service/application/catalog beside the catalogue's routes. Everything but the follower count
// acts for the signed-in shopper only (401 USER_NOT_SIGNED_IN otherwise).
import { Hono, type Context } from 'hono';
import { z } from 'zod';
import { COMPARE_RULES, FOLLOW_COLLECTION_TYPES, type FollowCollectionType } from '../../contract/types/wishlist';
import type { PlatformEnv } from '../http/env';
import { body, params, query } from '../http/validate';
import { cursorPageFields, readCursorPage } from '../http/query-fields';
import { requireShopper } from '../user';
import { WISHLIST_LIMITS } from './constants';
import { WISHLIST_MESSAGES } from './messages';
import { follow, followedListing, followerCount, followIds, unfollow } from './follow-service';
import { addToCompare, clearCompare, compareList, removeFromCompare, replaceCompare } from './compare-service';

export const wishlistRoutes = new Hono<PlatformEnv>();
type Ctx = Context<PlatformEnv>;

const collectionType = z
  .string()
  .refine((v) => (FOLLOW_COLLECTION_TYPES as readonly string[]).includes(v), {
    error: (issue) => WISHLIST_MESSAGES.unknownCollectionType(String(issue.input)),
  })
  .transform((v) => v as FollowCollectionType);
const collectionId = z.coerce
  .number({ message: 'collection_id must be a product id' })
  .int('collection_id must be a product id')
  .min(1, 'collection_id must be a product id')
  .max(WISHLIST_LIMITS.collectionIdMax, 'collection_id must be a product id');

const typeParam = z.object({ collection_type: collectionType });
const itemParams = z.object({ collection_type: collectionType, collection_id: collectionId });
const listingQuery = z.object({ ...cursorPageFields(WISHLIST_LIMITS.pageSizeMax) }).passthrough();

const slug = z.string().trim().regex(COMPARE_RULES.slugPattern, 'not a product slug');
// { slug } or { slugs: [...] }; blanks are dropped, so "nothing given" is one answer: 'No Product Slugs present'.
const compareFields = z
  .object({
    slug: z.string().max(200).optional(),
    slugs: z
      .array(z.string().max(200))
      .max(COMPARE_RULES.max * 5, `at most ${COMPARE_RULES.max * 5} slugs`)
      .optional(),
  })
  .transform((b) => [...new Set([b.slug ?? '', ...(b.slugs ?? [])].map((s) => s.trim()).filter(Boolean))]);
const compareBody = compareFields.refine((list) => list.every((s) => COMPARE_RULES.slugPattern.test(s)), {
  message: 'slugs: not a product slug',
});
const slugParam = z.object({ slug });

const db = (c: Ctx) => c.get('database');
const item = (c: Ctx) => {
  const p = params(c, itemParams);
  return { type: p.collection_type, id: p.collection_id };
};

// Static paths before the parameterised ones.
wishlistRoutes.get('/v1.0/follow/ids', async (c) => {
  const { userId } = await requireShopper(c);
  return c.json(await followIds(db(c), userId));
});

wishlistRoutes.get('/v1.0/follow/:collection_type', async (c) => {
  const { userId } = await requireShopper(c);
  params(c, typeParam);
  const page = readCursorPage(query(c, listingQuery), WISHLIST_LIMITS.pageSizeDefault);
  return c.json(await followedListing(db(c), userId, { no: page.pageNo, size: page.pageSize }));
});

wishlistRoutes.post('/v1.0/follow/:collection_type/:collection_id', async (c) => {
  const { userId } = await requireShopper(c);
  const target = item(c);
  return c.json(await follow(db(c), userId, target));
});

wishlistRoutes.delete('/v1.0/follow/:collection_type/:collection_id', async (c) => {
  const { userId } = await requireShopper(c);
  const target = item(c);
  return c.json(await unfollow(db(c), userId, target));
});

wishlistRoutes.get('/v1.0/follow/:collection_type/:collection_id/count', async (c) =>
  c.json(await followerCount(db(c), item(c))),
);

// ---- the compare list (ours; kept locally and by the server) --------------------------

wishlistRoutes.get('/v1.0/compare', async (c) => {
  const { userId } = await requireShopper(c);
  return c.json(await compareList(db(c), userId));
});

wishlistRoutes.post('/v1.0/compare', async (c) => {
  const { userId } = await requireShopper(c);
  const slugs = await body(c, compareBody);
  return c.json(await addToCompare(db(c), userId, slugs));
});

// Replaces the list (an empty one clears it): the /compare/ page makes its list the saved one.
wishlistRoutes.put('/v1.0/compare', async (c) => {
  const { userId } = await requireShopper(c);
  const slugs = await body(c, compareBody);
  return c.json(await replaceCompare(db(c), userId, slugs));
});

wishlistRoutes.delete('/v1.0/compare', async (c) => {
  const { userId } = await requireShopper(c);
  return c.json(await clearCompare(db(c), userId));
});

wishlistRoutes.delete('/v1.0/compare/:slug', async (c) => {
  const { userId } = await requireShopper(c);
  const { slug: target } = params(c, slugParam);
  return c.json(await removeFromCompare(db(c), userId, target));
});
