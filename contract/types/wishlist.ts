// Wire shapes of the wishlist (catalogue follow calls) and of the shopper's compare
// list kept on the server. Follow answers carry the official SDK's names (FollowPostResponseSchema,
// FollowIdsResponseSchema, GetFollowListingResponseSchema, FollowerCountResponseSchema).
import type { Page, ProductListingItem } from './catalog';

/** The collection types of the follow calls: products only. */
export const FOLLOW_COLLECTION_TYPES = ['products'] as const;
export type FollowCollectionType = (typeof FOLLOW_COLLECTION_TYPES)[number];

export type FollowPostResponse = { message: string; id: string };
export type FollowIdsResponse = { data: { products: number[] } };
export type FollowListingResponse = { items: ProductListingItem[]; page: Page };
export type FollowerCountResponse = { count: number };

/** Our compare-list call (the API has none): the shopper's compare slugs, oldest first. */
export type CompareListResponse = { slugs: string[] };

/** Compare list rules the storefront and the platform apply alike */
export const COMPARE_RULES = {
  /** Products a comparison holds at most. */
  max: 4,
  slugPattern: /^[a-z0-9][a-z0-9._-]{0,199}$/i,
} as const;

export const COMPARE_MESSAGES = {
  /** A compare add without slug. */
  noSlugs: 'No Product Slugs present',
  full: `You can compare up to ${COMPARE_RULES.max} products. Remove one to add another.`,
} as const;
