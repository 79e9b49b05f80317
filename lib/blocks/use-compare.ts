'use client';
// useCompare: the shopper's compare list (m_compare_slugs, at most 4) as React state. Read from
// local storage after hydration (server and first client render see an empty list) and updated
// when this tab or another one changes it. For a signed-in shopper every change is also kept on
// the server, and the server's list is fetched once per page load (lib/wishlist/compare-sync.ts).
// add and remove emit compare.add and compare.remove.
import { useCallback, useEffect, useState, useSyncExternalStore } from 'react';
import {
  addCompareSlug,
  compareHref,
  COMPARE,
  readCompareSlugs,
  removeCompareSlug,
  writeCompareSlugs,
} from '@/lib/catalog/compare';
import {
  COMPARE_CHANGE as CHANGE,
  pushCompareAdd,
  pushCompareList,
  pushCompareRemove,
  syncCompareList,
} from '@/lib/wishlist/compare-sync';
import { STORAGE_PREFIX } from '@/lib/shared/storage';
import { track } from '@/lib/analytics/shop-events';

const EMPTY: string[] = [];
let cached: { text: string; slugs: string[] } = { text: '', slugs: EMPTY };

function subscribe(onChange: () => void) {
  const onStorage = (e: StorageEvent) => {
    if (e.key === null || e.key === STORAGE_PREFIX + COMPARE.storageKey) onChange();
  };
  window.addEventListener('storage', onStorage);
  window.addEventListener(CHANGE, onChange);
  return () => {
    window.removeEventListener('storage', onStorage);
    window.removeEventListener(CHANGE, onChange);
  };
}

function snapshot(): string[] {
  const slugs = readCompareSlugs();
  const text = slugs.join(',');
  if (text !== cached.text) cached = { text, slugs };
  return cached.slugs;
}

/** The stored slugs alone, for components that only read them. */
export function useCompareSlugs(): string[] {
  useEffect(() => {
    void syncCompareList();
  }, []);
  return useSyncExternalStore(subscribe, snapshot, () => EMPTY);
}

function store(slugs: readonly string[]): void {
  writeCompareSlugs(slugs);
  window.dispatchEvent(new Event(CHANGE));
}

/** Stores the list (and for a signed-in shopper the server's), and tells every user of useCompare and useCompareSlugs. */
export function saveCompareSlugs(slugs: readonly string[]): void {
  store(slugs);
  void pushCompareList(slugs);
}

export type CompareBlock = {
  slugs: string[];
  /** /compare/?id=… for the current list. */
  href: string;
  has: (slug: string) => boolean;
  /** Adds at the end; false (and `error` set) for an empty slug or a full list. */
  add: (slug: string) => boolean;
  remove: (slug: string) => void;
  clear: () => void;
  /** The last refusal: 'No Product Slugs present' or the full-list message. */
  error?: string;
};

export function useCompare(): CompareBlock {
  const slugs = useCompareSlugs();
  const [error, setError] = useState<string | undefined>();
  const add = useCallback((slug: string) => {
    const before = readCompareSlugs();
    const result = addCompareSlug(before, slug);
    setError(result.error);
    if (result.error || result.slugs.length === before.length) return !result.error;
    store(result.slugs);
    void pushCompareAdd(slug.trim());
    track({ name: 'compare.add', payload: { slug: slug.trim() } });
    return true;
  }, []);
  const remove = useCallback((slug: string) => {
    setError(undefined);
    const before = readCompareSlugs();
    const after = removeCompareSlug(before, slug);
    if (after.length === before.length) return;
    store(after);
    void pushCompareRemove(slug.trim());
    track({ name: 'compare.remove', payload: { slug: slug.trim() } });
  }, []);
  const clear = useCallback(() => {
    setError(undefined);
    saveCompareSlugs([]);
  }, []);
  return { slugs, href: compareHref(slugs), has: (slug) => slugs.includes(slug), add, remove, clear, error };
}
