// The wishlist page's loader: a page of the signed-in shopper's followed products, asked with the
// request's cookies (so only /wishlist/ is rendered per shopper, never a catalogue page).
import 'server-only';
import { cache } from 'react';
import { serverSdk } from '@/lib/sdk/server';
import type { FollowListingResponse } from '@/contract/types/wishlist';
import { WISHLIST_PAGE_SIZE } from './constants';

/** page_id as the platform gave it out (next_id); anything else is the first page. */
export const loadWishlist = cache(async (pageId?: string): Promise<FollowListingResponse> => {
  const { catalog } = await serverSdk();
  const page = pageId && /^[1-9]\d{0,5}$/.test(pageId) ? pageId : undefined;
  return catalog.getFollowedListing({ collectionType: 'products', pageId: page, pageSize: WISHLIST_PAGE_SIZE });
});
