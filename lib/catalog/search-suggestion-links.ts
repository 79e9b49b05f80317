// Search suggestions as links: at most 5 per kind, each carrying the search
// tracking parameters. Apart from search-suggestions.ts because of the page-type table it brings:
// the header's search box loads it with the first keystroke, not with every page.
import { PAGE_SIZE } from '../shared/constants';
import type { AutocompleteItem } from '@/contract/types/catalog';
import type { Suggestion } from './search-suggestions';
import { actionToUrl } from '../theme/links';
import { withSearchTracking } from '../theme/link-rules';

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
    out.push({
      kind: item.type,
      label: item.display,
      href: withSearchTracking(href, searchText, out.length),
      image: item.logo?.url,
    });
  }
  return out;
}
