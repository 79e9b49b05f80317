// Search suggestions (000 section 5, 001 section 9): asked for only when the text is 1 to 200
// characters, at most 5 per kind, each link carrying the search tracking parameters.
import { PAGE_SIZE, SEARCH } from './constants';
import type { AutocompleteItem } from '@/contract/types/catalog';
import { actionToUrl } from './theme/links';
import { withSearchTracking } from './theme/link-rules';

export type Suggestion = { kind: AutocompleteItem['type']; label: string; href: string; image?: string };

export const SUGGESTION_KINDS: AutocompleteItem['type'][] = ['product', 'brand', 'category', 'collection', 'query'];

export function shouldSuggest(text: string, minLength: number = SEARCH.minLength): boolean {
  const length = text.trim().length;
  return length >= minLength && length <= SEARCH.maxLength;
}

export function toSuggestions(items: readonly AutocompleteItem[], searchText: string): Suggestion[] {
  const perKind = new Map<string, number>();
  const out: Suggestion[] = [];
  for (const item of items) {
    const used = perKind.get(item.type) ?? 0;
    if (used >= PAGE_SIZE.suggestions) continue;
    // Products come with action type 'product'; their page part is an ordinary page action.
    const href = item.action?.page ? actionToUrl({ type: 'page', page: item.action.page }) : undefined;
    if (!href) continue;
    perKind.set(item.type, used + 1);
    out.push({ kind: item.type, label: item.display, href: withSearchTracking(href, searchText, out.length), image: item.logo?.url });
  }
  return out;
}

/** Previous searches, newest first, without duplicates. */
export function rememberSearch(previous: readonly string[], text: string, keep = 5): string[] {
  const clean = text.trim().slice(0, SEARCH.maxLength);
  if (!clean) return [...previous];
  return [clean, ...previous.filter((p) => p.toLowerCase() !== clean.toLowerCase())].slice(0, keep);
}
