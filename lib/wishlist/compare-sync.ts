'use client';
// The compare list on the server for a signed-in shopper (held locally and by the
// server). Local storage stays what the page reads; every change is also sent to the platform,
// whose answer becomes the local list. The first time a browser is signed in, its local list
// (built before signing in) merges into the server's; after that the server's list wins, so a
// removal in another browser is not brought back. Anonymous shoppers stay local. Calls run one
// after another, so an answer never overwrites a later change. Failures are logged only.
import { readItem, writeItem } from '@/lib/shared/storage';
import { readCompareSlugs, writeCompareSlugs } from '@/lib/catalog/compare';
import { isSignedIn } from '@/lib/user/signed-in';
import type { CompareListResponse } from '@/contract/types/wishlist';

/** Set once this browser's local list merged into the server's; cleared with the rest at logout. */
const MERGED_KEY = 'compare_merged';
export const COMPARE_CHANGE = 'compare-slugs-change';

// The SDK loads with the first call (signed-in shoppers only), not with every page.
const catalog = () => import('@/lib/sdk/browser').then((sdk) => sdk.browserCatalog());

let queue: Promise<unknown> = Promise.resolve();
let synced = false;

function adopt(answer: CompareListResponse): void {
  writeCompareSlugs(answer.slugs);
  window.dispatchEvent(new Event(COMPARE_CHANGE));
}

function enqueue(step: () => Promise<CompareListResponse | undefined>): Promise<void> {
  const next = queue.then(step).then(
    (answer) => {
      if (answer) adopt(answer);
    },
    (error: unknown) => console.warn('[compare] could not update the saved comparison', error),
  );
  queue = next;
  return next;
}

/** Once per page load: fetch the server's list (merging the local one the first time). */
export function syncCompareList(): Promise<void> {
  if (!isSignedIn()) synced = false;
  if (synced || !isSignedIn()) return queue.then(() => undefined);
  synced = true;
  return enqueue(async () => {
    const api = await catalog();
    const server = await api.getCompareList();
    if (readItem<boolean>(MERGED_KEY)) return server;
    const local = readCompareSlugs();
    const extra = local.filter((slug) => !server.slugs.includes(slug));
    // A local slug the catalogue no longer has (404) or a full list (400) leaves the server's list.
    const merged = extra.length ? await api.addToCompareList({ slugs: extra }).catch(() => server) : server;
    writeItem(MERGED_KEY, true);
    return merged;
  });
}

export function pushCompareAdd(slug: string): Promise<void> {
  return isSignedIn() ? enqueue(async () => (await catalog()).addToCompareList({ slugs: [slug] })) : Promise.resolve();
}

export function pushCompareRemove(slug: string): Promise<void> {
  return isSignedIn() ? enqueue(async () => (await catalog()).removeFromCompareList({ slug })) : Promise.resolve();
}

/** The whole list (the compare page's, or an emptied one). */
export function pushCompareList(slugs: readonly string[]): Promise<void> {
  return isSignedIn()
    ? enqueue(async () => (await catalog()).replaceCompareList({ slugs: [...slugs] }))
    : Promise.resolve();
}
