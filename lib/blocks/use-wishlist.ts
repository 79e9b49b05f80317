'use client';
// useWishlist: the signed-in shopper's wishlist as React state, for theme authors and the heart on
// product cards. Ids come from local storage after hydration (server and first client render see
// none) and from the platform once per page load; toggle() follows or unfollows and emits
// wishlist.add / wishlist.remove. An anonymous shopper's toggle answers 'sign-in'.
import { useCallback, useEffect, useSyncExternalStore } from 'react';
import { STORAGE_PREFIX } from '@/lib/shared/storage';
import {
  readWishlistIds,
  refreshWishlist,
  setWishlisted,
  WISHLIST_CHANGE,
  WISHLIST_STORAGE_KEY,
  type ToggleOutcome,
} from '@/lib/wishlist/client';

const EMPTY: number[] = [];
let cached: { text: string; ids: number[] } = { text: '', ids: EMPTY };

function subscribe(onChange: () => void) {
  const onStorage = (e: StorageEvent) => {
    if (e.key === null || e.key === STORAGE_PREFIX + WISHLIST_STORAGE_KEY) onChange();
  };
  window.addEventListener('storage', onStorage);
  window.addEventListener(WISHLIST_CHANGE, onChange);
  return () => {
    window.removeEventListener('storage', onStorage);
    window.removeEventListener(WISHLIST_CHANGE, onChange);
  };
}

function snapshot(): number[] {
  const ids = readWishlistIds();
  const text = ids.join(',');
  if (text !== cached.text) cached = { text, ids };
  return cached.ids;
}

export type WishlistBlock = {
  /** Followed product ids (uid), newest first. */
  ids: number[];
  has: (productId: number) => boolean;
  /** Follows or unfollows; 'sign-in' when nobody is signed in, 'failed' when the platform refused. */
  toggle: (productId: number, detail?: { slug?: string; name?: string }) => Promise<ToggleOutcome>;
  /** Follows (true) or unfollows (false), whatever the stored ids say. */
  set: (productId: number, want: boolean, detail?: { slug?: string; name?: string }) => Promise<ToggleOutcome>;
};

export function useWishlist(): WishlistBlock {
  const ids = useSyncExternalStore(subscribe, snapshot, () => EMPTY);
  useEffect(() => {
    void refreshWishlist();
  }, []);
  const toggle = useCallback(
    (productId: number, detail?: { slug?: string; name?: string }) =>
      setWishlisted(productId, !readWishlistIds().includes(productId), detail),
    [],
  );
  return { ids, has: (productId) => ids.includes(productId), toggle, set: setWishlisted };
}
