// The compare list: product slugs held in local
// storage (m_compare_slugs) and in the /compare/ URL (?id=a,b or ?id=a&id=b). The pure list rules
// live here so the product page's button, the compare page and the tests share them.
import { COMPARE_MESSAGES, COMPARE_RULES } from '@/contract/types/wishlist';
import { readItem, writeItem } from '../shared/storage';

export const COMPARE = {
  /** Local storage key, without the m_ prefix. */
  storageKey: 'compare_slugs',
  /** Products a comparison holds at most (the platform keeps the same limit). */
  max: COMPARE_RULES.max,
  /** Compare search: suggestions from the first keystroke (even empty text), 5 at a time. */
  searchMinLength: 0,
  searchPageSize: 5,
} as const;

export { COMPARE_MESSAGES };

/** The product page's compare control, as the shopper reads it. */
export const COMPARE_WORDS = {
  add: 'Add to compare',
  remove: 'Remove from compare',
  added: 'Added to compare',
  removed: 'Removed from compare',
  open: 'Open the comparison',
  /** The link to the comparison, with how many products it holds. */
  compare: (count: number) => `Compare (${count})`,
} as const;

export type CompareResult = { slugs: string[]; error?: string };

const SLUG = COMPARE_RULES.slugPattern;

/** Cleans a list: trimmed, valid slugs only, first occurrence kept, at most `max`. */
export function normaliseSlugs(slugs: readonly unknown[], max: number = COMPARE.max): string[] {
  const out: string[] = [];
  for (const raw of slugs) {
    if (typeof raw !== 'string') continue;
    const slug = raw.trim();
    if (!SLUG.test(slug) || out.includes(slug)) continue;
    out.push(slug);
    if (out.length >= max) break;
  }
  return out;
}

/** The slugs of the `id` query: comma-separated, repeated, or both. */
export function parseCompareQuery(id: string | readonly string[] | undefined): string[] {
  if (id === undefined) return [];
  const values = typeof id === 'string' ? [id] : id;
  return normaliseSlugs(values.flatMap((v) => v.split(',')));
}

/** Adds a slug at the end. An empty slug is refused with 'No Product Slugs present'; a full list is left as it is. */
export function addCompareSlug(list: readonly string[], slug: string | undefined | null): CompareResult {
  const current = normaliseSlugs(list);
  const clean = (slug ?? '').trim();
  if (!clean) return { slugs: current, error: COMPARE_MESSAGES.noSlugs };
  if (current.includes(clean)) return { slugs: current };
  if (current.length >= COMPARE.max) return { slugs: current, error: COMPARE_MESSAGES.full };
  return { slugs: normaliseSlugs([...current, clean]) };
}

export function removeCompareSlug(list: readonly string[], slug: string): string[] {
  return normaliseSlugs(list).filter((s) => s !== slug.trim());
}

/** /compare/?id=a,b (the commas left readable); /compare/ for an empty list. */
export function compareHref(slugs: readonly string[]): string {
  const clean = normaliseSlugs(slugs);
  return clean.length ? `/compare/?id=${clean.map(encodeURIComponent).join(',')}` : '/compare/';
}

/** The stored list (browser only; empty on the server or when storage is off). */
export function readCompareSlugs(): string[] {
  const stored = readItem<unknown>(COMPARE.storageKey);
  return Array.isArray(stored) ? normaliseSlugs(stored) : [];
}

export function writeCompareSlugs(slugs: readonly string[]): void {
  writeItem(COMPARE.storageKey, normaliseSlugs(slugs));
}
