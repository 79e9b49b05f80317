// The tags cached pages carry and the platform's change feed names (migration 0013): one place for
// their spelling on both sides of the webhook.
import { z } from 'zod';

export const PAGE_TAGS = {
  /** Everything shown across pages: products, prices, in or out of stock, brands, categories, collections, offers. */
  catalogue: 'catalogue',
  /** Menus, custom pages, injected tags, the shop's configuration. */
  content: 'content',
  theme: 'theme',
  /** A product's own page: its sizes' stock and prices. */
  product: (uid: number) => `product:${uid}`,
} as const;

/** The tags every kept page carries: a change naming one drops them all. */
export const WIDE_TAGS: string[] = [PAGE_TAGS.catalogue, PAGE_TAGS.content, PAGE_TAGS.theme];

/** Every tag a change may name; anything else in a payload is refused. */
const TAG = /^(?:catalogue|content|theme|product:[1-9][0-9]{0,9})$/;

/** At most this many tags in one call: a wider change names 'catalogue' instead. */
export const MAX_TAGS_PER_CHANGE = 200;

export const changeSchema = z.object({ tags: z.array(z.string().regex(TAG)).min(1).max(MAX_TAGS_PER_CHANGE) }).strict();

/** The tags of a change-feed payload ('product:1 catalogue'), without repeats; invalid tokens dropped. */
export function tagsOfPayload(payload: string): string[] {
  return [...new Set(payload.split(/\s+/).filter((t) => TAG.test(t)))];
}
