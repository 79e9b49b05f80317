// A change applied to this process's storefront side: the shared-data caches (theme, menus, shop)
// emptied when a shop-wide tag changed, then the kept pages carrying any of the tags dropped, so
// their next render reads fresh data. The change feed (server/change-feed.ts), the signed
// route (app/api/revalidate) and the other processes' relayed webhooks (change-relay.ts) all end here.
import { clearSharedDataCaches } from '@/lib/shared/ttl-cache';
import { WIDE_TAGS } from './tags';
import { keptPages } from './kept-pages';
import type { ChangeRelay } from './change-relay';

/**
 * Applies a change seen at `at` (the time shared copies are judged by). `here`: only this
 * process's copies, for a change another process relayed after dropping the shared ones itself.
 */
export function dropChangedPages(tags: string[], at = Date.now(), { here = false } = {}): void {
  if (tags.some((t) => WIDE_TAGS.includes(t))) clearSharedDataCaches();
  if (here) keptPages().local.drop(tags, at);
  else void keptPages().drop(tags, at);
}

// On globalThis: the server script opens the relay, Next's bundle of the route uses it.
const relaySlot = Symbol.for('storefront.change-relay');
type RelayHolder = { [relaySlot]?: ChangeRelay };

/** The relay to the shop's other processes (REDIS_URL with a remote platform), set by the server. */
export function relayChanges(relay: ChangeRelay | undefined): void {
  (globalThis as RelayHolder)[relaySlot] = relay;
}

/** A change the platform's webhook told this process of: applied here, then passed on to the shop's other processes. */
export async function receiveChange(tags: string[], at = Date.now()): Promise<void> {
  dropChangedPages(tags, at);
  await (globalThis as RelayHolder)[relaySlot]?.publish(tags, at);
}
