// The page cache as the HTTP front (server/) sees it: the kept pages, their tags, the changes that
// drop them (feed, webhook, relay between processes) and the marker of a page that is per shopper.
export { MAX_TAGS_PER_CHANGE, PAGE_TAGS, WIDE_TAGS, tagsOfPayload } from './tags';
export { REVALIDATE_SECRET_MIN_LENGTH, SIGNATURE_HEADER, signChange } from './webhook-signature';
export { keptPages, type KeptAnswer } from './kept-pages';
export type { CachedPage } from './store';
export { dropChangedPages, relayChanges } from './apply-change';
export { openChangeRelay } from './change-relay';
export { openRedisPages } from './redis-pages';
export { PER_SHOPPER_ATTRIBUTE } from './per-shopper';
