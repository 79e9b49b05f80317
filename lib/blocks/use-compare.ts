'use client';
// useCompare: the shopper's compare list (m_compare_slugs, at most 4) as React state. Read from
// local storage after hydration (server and first client render see an empty list) and updated
// when this tab or another one changes it.
import { useCallback, useState, useSyncExternalStore } from 'react';
import { addCompareSlug, compareHref, COMPARE, readCompareSlugs, removeCompareSlug, writeCompareSlugs } from '@/lib/compare';
import { STORAGE_PREFIX } from '@/lib/storage';

const CHANGE = 'compare-slugs-change';
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
  return useSyncExternalStore(subscribe, snapshot, () => EMPTY);
}

/** Stores the list and tells every user of useCompare and useCompareSlugs. */
export function saveCompareSlugs(slugs: readonly string[]): void {
  writeCompareSlugs(slugs);
  window.dispatchEvent(new Event(CHANGE));
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
    const result = addCompareSlug(readCompareSlugs(), slug);
    setError(result.error);
    if (!result.error) saveCompareSlugs(result.slugs);
    return !result.error;
  }, []);
  const remove = useCallback((slug: string) => {
    setError(undefined);
    saveCompareSlugs(removeCompareSlug(readCompareSlugs(), slug));
  }, []);
  const clear = useCallback(() => {
    setError(undefined);
    saveCompareSlugs([]);
  }, []);
  return { slugs, href: compareHref(slugs), has: (slug) => slugs.includes(slug), add, remove, clear, error };
}
