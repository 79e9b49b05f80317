// The API bench's cases: repeated (cached) URLs from the catalogue's first page, and uncached
// paths generated from the database, each request signed as the SDK signs it.
import { filterMap } from '../contract/filters';
import { basicToken, signRequest } from '../contract/signing';
import type { Database } from '../platform/db/client';
import { getLookups } from '../platform/catalog/lookups';
import { searchKey, searchTerms } from '../platform/catalog/search';
import { sampleProducts, uncachedListings, uncachedSearches, UsedKeys } from './uncached-paths';
import type { Case } from './api-types';

const CATALOG = '/service/application/catalog/v1.0';
const WORDS = ['kurta', 'snea', 'cotton shirt', 'denim', 'watch', 'linen', 'dress', 'bag'];

export function signedHeaders(url: string, id: string, token: string): Record<string, string> {
  const headers: Record<string, string> = { authorization: `Bearer ${basicToken(id, token)}` };
  return { ...headers, ...signRequest({ method: 'GET', url, headers }) };
}

/** The repeated (cached) cases, from the catalogue's first page and its facets. */
export async function cachedCases(base: string, id: string, token: string): Promise<Case[]> {
  const get = async (p: string) => {
    const response = await fetch(`${base}${p}`, { headers: signedHeaders(`${base}${p}`, id, token) });
    if (!response.ok) throw new Error(`${p}: ${response.status} ${await response.text()}`);
    return response.json();
  };
  const listing = await get(`${CATALOG}/products/?page_size=50`);
  const slugs: string[] = listing.items.map((i: { slug: string }) => i.slug);
  type Facet = { key: { name: string }; values: { value: string; count?: number }[] };
  const facet = (name: string) => (listing.filters as Facet[]).find((f) => f.key.name === name)?.values ?? [];
  const brands = facet('brand')
    .slice(0, 4)
    .map((v) => v.value);
  const sizes = facet('sizes')
    .slice(0, 3)
    .map((v) => v.value);
  const colours = facet('primary_color')
    .slice(0, 3)
    .map((v) => v.value);
  const listings = brands.flatMap((b, i) => [
    `${CATALOG}/products/?f=${encodeURIComponent(`brand:${b}:::sizes:${sizes[i % sizes.length]}`)}&sort_on=price_asc&page_size=12`,
    `${CATALOG}/products/?f=${encodeURIComponent(`brand:${b}:::primary_color:${colours[i % colours.length]}`)}&sort_on=discount_dsc&page_size=12`,
  ]);
  return [
    { name: 'listing (2 filters + sort)', paths: listings, sql: true },
    {
      name: 'search (8 queries, with facets)',
      paths: WORDS.map((w) => `${CATALOG}/products/?q=${encodeURIComponent(w)}&page_size=12`),
      sql: true,
    },
    { name: 'product detail', paths: slugs.map((s) => `${CATALOG}/products/${s}/`), sql: true },
    {
      name: 'auto-complete',
      paths: WORDS.map((w) => `${CATALOG}/auto-complete/?q=${encodeURIComponent(w)}`),
      sql: true,
    },
  ];
}

/**
 * The uncached cases' paths, generated before the run from the database itself (lookups, a
 * sample of products, the search vocabulary). The cached cases' searches are taken first; their
 * listings have two filters, so no facet part of a 3-or-4-filter listing can be one of theirs.
 */
export async function uncachedCases(database: Database): Promise<Case[]> {
  const l = await getLookups(database);
  const rows = await sampleProducts(database);
  const used = new UsedKeys();
  for (const w of WORDS)
    used.claim(UsedKeys.listingKeys(searchKey(await searchTerms(database, w)), filterMap(), undefined, l));
  const listings = uncachedListings(rows, l, used, 12_000);
  const searches = await uncachedSearches(database, rows, l, used, 12_000);
  console.error(`uncached paths: ${listings.paths.length} listings, ${searches.paths.length} searches`);
  return [
    {
      name: 'listing, uncached (new filters + sort each request)',
      source: { ...listings, next: 0, repeats: 0 },
      sql: true,
      withoutIndex: true,
    },
    { name: 'search, uncached (new words each request)', source: { ...searches, next: 0, repeats: 0 }, sql: true },
  ];
}
