// The listing's facet columns of every product, in memory. Counting facets in SQL
// reads every matching row of the wide products table once per facet part (an uncached listing
// with three or four filters sent about seven statements: 53 ms of database time at the median
// and 190 ms at p95 on 100k products, still 41 and 107 ms with a covering index and a fresh
// visibility map); here the filters' rows are marked in bitsets from per-value lists, sorted 32
// at a time, and counted in passes over typed arrays: every part of a listing in under a
// millisecond (README, Performance; 100k products). Loaded with one statement and kept like the
// facet counts it replaces: fresh for 30 s, then answered while one background load refreshes
// it, and dropped with the other catalogue caches (clearCatalogCaches, the change feed). That
// refresh first asks whether products changed at all (VERSION_SQL) and keeps the arrays it has
// when not.
//
// The counts are those the SQL of facets.ts gives (the same rows, values as text, max(color_hex)
// in the database's order, lower(color) as the database computes it), so mergeParts and
// shapeFacets serve both. Listings over the whole catalogue also take their page from here: the
// first uids in the sort's order, which the page's SQL filters and orders again (pageOfItems in
// listing.ts), so a product changed since the load is never shown unfiltered.
//
// This file is the index's entry; its parts: facet-bits.ts (bitsets, postings), facet-load.ts (the
// SQL and the arrays built from it), facet-select.ts (a listing's rows), facet-counts.ts (facet
// counts), facet-order.ts (sort orders, pages), facet-index-class.ts (the FacetIndex class) and
// facet-index-store.ts (each database's index, loaded and refreshed).
import type { SelectedGroup } from './selection';

export { FacetIndex } from './facet-index-class';
export { getFacetIndex } from './facet-index-store';
export { FACET_INDEX_MAX_PRODUCTS, FACET_INDEX_SQL } from './facet-load';
export type { SortKey } from './facet-order';
export type { Selection } from './facet-select';

/** Whether the index can answer for these groups (each one's conditions known, few enough for the bits). */
export const indexable = (groups: SelectedGroup[]): boolean =>
  groups.length <= 7 && groups.every((g) => g.conditions !== undefined);
