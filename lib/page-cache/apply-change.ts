// A change applied to this process's storefront side: the shared-data caches (theme, menus, shop)
// emptied when a shop-wide tag changed, then the kept pages carrying any of the tags dropped, so
// their next render reads fresh data. The change feed (scripts/server/change-feed.ts) and the
// signed route (app/api/revalidate) both end here.
import { clearSharedDataCaches } from '@/lib/ttl-cache';
import { WIDE_TAGS } from './tags';
import { keptPages } from './kept-pages';

/** Applies a change seen at `at` (the time shared copies are judged by). */
export function dropChangedPages(tags: string[], at = Date.now()): void {
  if (tags.some((t) => WIDE_TAGS.includes(t))) clearSharedDataCaches();
  void keptPages().drop(tags, at);
}
