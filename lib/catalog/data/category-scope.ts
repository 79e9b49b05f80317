// A category page's categories: its category facet and the shopper's category picks stay within
// the page's own category. A filter never leads out of the page it is on: on a leaf such as
// Shirts the facet shows only Shirts itself (its siblings are a link away in the menu and the
// breadcrumbs, and picking one would widen the page past its title); on a parent such as
// Topwear it offers the categories under it, each picked one narrowing the page.
import 'server-only';
import { cache } from 'react';
import { parseFilters, serializeFilters } from '@/contract/filters';
import type { CategoryNode, ProductFilter, ProductFilterValue } from '@/contract/types/catalog';
import { flattenCategories, withSdk } from './sections';

const CATEGORY_KEY = 'category';

/** The slugs of a category and of every category under it; undefined when it cannot be told. */
export const loadCategorySubtree = cache(async (slug: string): Promise<ReadonlySet<string> | undefined> => {
  const answer = await withSdk('categories', (sdk) => sdk.catalog.getCategories());
  const node = answer?.data.flatMap((d) => flattenCategories(d.items)).find((c) => c.slug === slug);
  return node ? new Set(flattenCategories([node]).map((c: CategoryNode) => c.slug)) : undefined;
});

/** The shopper's filters without category picks outside the subtree (they would widen the page). */
export function categoryPicksWithin(f: string | undefined, subtree: ReadonlySet<string> | undefined) {
  if (!f || !subtree) return f;
  const filters = parseFilters(f);
  const picks = filters[CATEGORY_KEY];
  if (!picks) return f;
  const kept = picks.filter((slug) => subtree.has(slug));
  if (kept.length) filters[CATEGORY_KEY] = kept;
  else delete filters[CATEGORY_KEY];
  return serializeFilters(filters) || undefined;
}

/**
 * The listing's facets with the category facet cut to the subtree of `own`, the page's category.
 * A parent page's own category is left out: the facet counts leaf categories, so it would show
 * with a count of 0.
 */
export function categoryFacetWithin(filters: ProductFilter[], own: string, subtree: ReadonlySet<string> | undefined) {
  if (!subtree) return filters;
  const fits = (v: ProductFilterValue) => subtree.has(v.value) && !(v.value === own && v.count === 0);
  return filters
    .map((facet) => (facet.key.name === CATEGORY_KEY ? { ...facet, values: facet.values.filter(fits) } : facet))
    .filter((facet) => facet.values.length > 0);
}
