'use client';
// The stored compare list as React state: read from local storage after hydration (the server
// and the first client render see an empty list), updated when this tab or another one changes it.
import { useSyncExternalStore } from 'react';
import { COMPARE, readCompareSlugs, writeCompareSlugs } from '@/lib/compare';
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

export function useCompareSlugs(): string[] {
  return useSyncExternalStore(subscribe, snapshot, () => EMPTY);
}

/** Stores the list and tells every user of useCompareSlugs. */
export function saveCompareSlugs(slugs: readonly string[]): void {
  writeCompareSlugs(slugs);
  window.dispatchEvent(new Event(CHANGE));
}
