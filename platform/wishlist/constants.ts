// Limits of the wishlist and compare calls, one place each.

export const WISHLIST_LIMITS = {
  /** Favourites page size 15. */
  pageSizeDefault: 15,
  pageSizeMax: 100,
  pageNoMax: 10_000,
  /** Largest product uid a path may name (int4). */
  collectionIdMax: 2_147_483_647,
} as const;
