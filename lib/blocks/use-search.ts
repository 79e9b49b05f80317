'use client';
// useSearch: search suggestions as the shopper types: asked for
// 200 ms after the last keystroke when the text is 1 to 200 characters, at most 5 per kind, each
// link carrying the search tracking parameters; plus the previous searches (m_previous_searches).
import { useCallback, useEffect, useRef, useState } from 'react';
import { SEARCH } from '@/lib/shared/constants';
import { readItem, writeItem } from '@/lib/shared/storage';
import { rememberSearch, shouldSuggest, type Suggestion } from '@/lib/catalog/search-suggestions';

const PREVIOUS = 'previous_searches';

export type SearchBlock = {
  /** For the current text; empty while it is too short or too long, or the call failed. */
  suggestions: Suggestion[];
  loading: boolean;
  /** Newest first, at most 5. */
  previous: string[];
  /** Keeps a search the shopper ran among the previous ones. */
  remember: (text: string) => void;
};

export function useSearch(text: string): SearchBlock {
  const [answer, setAnswer] = useState<{ for: string; suggestions: Suggestion[] }>({ for: '', suggestions: [] });
  // Read lazily: previous searches show only once the field is focused, after hydration.
  const [previous, setPrevious] = useState<string[]>(() => readItem<string[]>(PREVIOUS) ?? []);
  const request = useRef(0);
  const q = text.trim();
  const active = shouldSuggest(text);

  useEffect(() => {
    if (!active) return;
    const id = ++request.current;
    // The SDK and the link rules load with the first keystroke, beside the debounce: pages that
    // are never searched do not download them.
    const modules = Promise.all([import('@/lib/sdk/browser'), import('@/lib/catalog/search-suggestion-links')]);
    modules.catch(() => undefined); // a failed load surfaces below, as a failed call
    const timer = setTimeout(async () => {
      try {
        const [sdk, { toSuggestions }] = await modules;
        const result = await sdk.browserCatalog().getSearchResults({ q });
        if (id === request.current) setAnswer({ for: q, suggestions: toSuggestions(result.items, q) });
      } catch {
        // A failed suggestion call is an empty list, not an error.
        if (id === request.current) setAnswer({ for: q, suggestions: [] });
      }
    }, SEARCH.debounceMs);
    return () => clearTimeout(timer);
  }, [q, active]);

  const remember = useCallback((value: string) => {
    setPrevious((current) => {
      const next = rememberSearch(current, value);
      writeItem(PREVIOUS, next);
      return next;
    });
  }, []);

  return {
    // Suggestions for an older text stay until the new ones arrive, so the list does not flicker.
    suggestions: active ? answer.suggestions : [],
    loading: active && answer.for !== q,
    previous,
    remember,
  };
}
