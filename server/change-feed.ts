// The platform's change feed (migration 0013: triggers notify 'storefront_changes' with page-cache
// tags) applied to this process: the platform's catalogue caches (with REDIS_URL their shared
// entries too) and the storefront's shared-data caches (theme, menus, shop) are emptied on a
// shop-wide change, then the kept pages carrying the tags are dropped, so their next render reads
// fresh data. Every process listens for itself, so each one follows whichever process (or a
// script, or SQL by hand) made the change. With CHANGE_WEBHOOK_URLS the same changes are also
// posted to remote storefronts (change-webhooks.ts).
import type { Database } from '../platform';
import { clearCatalogCaches } from '../platform';
import { PAGE_TAGS, WIDE_TAGS, tagsOfPayload } from '../lib/page-cache';
import { dropChangedPages } from '../lib/page-cache';
import type { ChangeWebhooks } from './change-webhooks';
import { SHARED_SKEW_MS } from '../common/drop-times';

export const CHANGE_CHANNEL = 'storefront_changes';

/** Applies a change seen at `at` (by default now; see followChanges for a start). */
export function applyChange(tags: string[], at = Date.now()): void {
  if (tags.includes(PAGE_TAGS.catalogue)) void clearCatalogCaches(at);
  dropChangedPages(tags, at);
}

/**
 * Follows the feed: each change applied here (the platform's caches emptied first, so a storefront
 * told next renders from fresh data) and then handed to the webhooks, when given.
 */
export async function followChanges(database: Database, webhooks?: ChangeWebhooks): Promise<() => Promise<void>> {
  const changed = (tags: string[], at?: number) => {
    applyChange(tags, at);
    webhooks?.send(tags);
  };
  // A listener that lost its connection missed what changed meanwhile: everything goes.
  const stop = await database.listen(
    CHANGE_CHANNEL,
    (payload) => changed(tagsOfPayload(payload)),
    () => changed(WIDE_TAGS),
  );
  // So does a process that starts: pages other processes kept (in Redis) may predate changes made
  // while nobody listened, such as a migration or a seed run before the shop came up. Dated a
  // clock skew early, so only what was stored before this start is refused: what the processes
  // already listening store from now on is as fresh as any change they have seen.
  changed(WIDE_TAGS, Date.now() - SHARED_SKEW_MS);
  return stop;
}
