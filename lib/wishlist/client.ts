'use client';
// The browser side of the wishlist: the followed product ids kept in local storage
// (m_wishlist_uids) and refreshed from the platform once per page load for a
// signed-in shopper, through /api/service. Catalogue pages stay the same for everyone; only
// this island knows who is looking. Failures are logged only.
import { readItem, writeItem } from '@/lib/shared/storage';
import { isSignedIn } from '@/lib/user/signed-in';
import { track } from '@/lib/analytics/shop-events';

// The SDK loads when a call is made (signed-in shoppers, or a click), not with every page.
const catalog = () => import('@/lib/sdk/browser').then((sdk) => sdk.browserCatalog());

export const WISHLIST_STORAGE_KEY = 'wishlist_uids';
export const WISHLIST_CHANGE = 'wishlist-uids-change';

export function readWishlistIds(): number[] {
  const stored = readItem<unknown>(WISHLIST_STORAGE_KEY);
  return Array.isArray(stored) ? stored.filter((v): v is number => Number.isInteger(v) && v > 0) : [];
}

function writeWishlistIds(ids: readonly number[]): void {
  writeItem(WISHLIST_STORAGE_KEY, [...new Set(ids)]);
  window.dispatchEvent(new Event(WISHLIST_CHANGE));
}

let refreshed: Promise<void> | undefined;
// Counts this page's own follows and unfollows: an answer asked before one of them is stale.
let changes = 0;

/** Once per page load: the server's ids replace the stored ones (another browser may have changed them). */
export function refreshWishlist(): Promise<void> {
  if (!isSignedIn()) {
    // Signed out (or never in): the next shopper to sign in on this page gets their own ids.
    refreshed = undefined;
    return Promise.resolve();
  }
  const seen = changes;
  refreshed ??= catalog()
    .then((api) => api.getFollowIds({ collectionType: 'products' }))
    .then((answer) => {
      if (seen === changes) return writeWishlistIds(answer.data.products);
      // The shopper changed the list while this was asked: ask again rather than undo the change.
      refreshed = undefined;
      return refreshWishlist();
    })
    .catch((error: unknown) => {
      refreshed = undefined;
      console.warn('[wishlist] could not load the wishlist', error);
    });
  return refreshed;
}

export type ToggleOutcome = 'added' | 'removed' | 'sign-in' | 'failed';

/** Follows (want true) or unfollows a product; the stored ids and the analytics event follow the server's answer. */
export async function setWishlisted(
  productId: number,
  want: boolean,
  detail: { slug?: string; name?: string } = {},
): Promise<ToggleOutcome> {
  if (!isSignedIn()) return 'sign-in';
  const args = { collectionType: 'products' as const, collectionId: productId };
  try {
    const api = await catalog();
    if (want) await api.followById(args);
    else await api.unfollowById(args);
  } catch (error) {
    console.warn('[wishlist] could not change the wishlist', error);
    // A 401 cleared the local data (lib/sdk/browser.ts): the shopper must sign in again.
    return isSignedIn() ? 'failed' : 'sign-in';
  }
  changes += 1;
  const ids = readWishlistIds().filter((id) => id !== productId);
  writeWishlistIds(want ? [productId, ...ids] : ids);
  track({
    name: want ? 'wishlist.add' : 'wishlist.remove',
    payload: { product_id: productId, slug: detail.slug, name: detail.name },
  });
  return want ? 'added' : 'removed';
}
