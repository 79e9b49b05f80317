// Search suggestions: asked for only when the text is 1 to 200
// characters; previous searches. The suggestions' links are built in search-suggestion-links.ts.
import { SEARCH } from '../shared/constants';
import type { AutocompleteItem } from '@/contract/types/catalog';

export type Suggestion = { kind: AutocompleteItem['type']; label: string; href: string; image?: string };

export const SUGGESTION_KINDS: AutocompleteItem['type'][] = ['product', 'brand', 'category', 'collection', 'query'];

export function shouldSuggest(text: string, minLength: number = SEARCH.minLength): boolean {
  const length = text.trim().length;
  return length >= minLength && length <= SEARCH.maxLength;
}

/** Previous searches, newest first, without duplicates. */
export function rememberSearch(previous: readonly string[], text: string, keep = 5): string[] {
  const clean = text.trim().slice(0, SEARCH.maxLength);
  if (!clean) return [...previous];
  return [clean, ...previous.filter((p) => p.toLowerCase() !== clean.toLowerCase())].slice(0, keep);
}
