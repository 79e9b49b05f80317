// What the listing pages and their sections load: the brand, category or collection a listing is
// about (one fetch per request, shared by generateMetadata, the page and its sections) and the
// products of a listing. Listing kinds follow the theme page slugs (lib/theme/page-slug.ts).
import 'server-only';
import { cache } from 'react';
import { serverSdk } from '@/lib/sdk/server';
import { SdkServerResponseError } from '@/lib/sdk/errors';
import type {
  BrandDetailResponse,
  CategoryMetaResponse,
  CollectionDetail,
  Department,
  ImageUrls,
  Media,
  ProductListingResponse,
  Seo,
  SortOnValue,
} from '@/contract/types/catalog';
import { parseFilters, serializeFilters } from '@/contract/filters';

export type ListingKind = 'brand' | 'category' | 'collection';

/** The page slug of each listing kind, and back. */
export const LISTING_SLUGS = {
  brand: 'brand-listing',
  category: 'category-listing',
  collection: 'collection-listing',
} as const;

export function listingKindOf(pageSlug: string): ListingKind | undefined {
  return (Object.keys(LISTING_SLUGS) as ListingKind[]).find((k) => LISTING_SLUGS[k] === pageSlug);
}

/** "Collection or brand meta", the same shape for all three kinds. */
export type ListingMeta = {
  kind: ListingKind;
  slug: string;
  name: string;
  description: string;
  logo?: Media;
  banners: ImageUrls;
  seo: Seo;
  /** Collections may switch facets off. */
  allowFacets: boolean;
};

async function orMissing<T>(call: () => Promise<T>): Promise<T | undefined> {
  try {
    return await call();
  } catch (error) {
    if (error instanceof SdkServerResponseError && error.status >= 400 && error.status < 500) return undefined;
    throw error;
  }
}

/** The meta of a brand, category or collection; undefined when the slug is unknown. */
export const loadListingMeta = cache(async (kind: ListingKind, slug: string): Promise<ListingMeta | undefined> => {
  if (!slug || slug.length > 200) return undefined;
  const sdk = await serverSdk();
  if (kind === 'brand') {
    const b: BrandDetailResponse | undefined = await orMissing(() => sdk.catalog.getBrandDetailBySlug({ slug }));
    return (
      b && {
        kind,
        slug: b.slug,
        name: b.name,
        description: b.description ?? '',
        logo: b.logo,
        banners: b.banners ?? {},
        seo: b.seo ?? {},
        allowFacets: true,
      }
    );
  }
  if (kind === 'category') {
    const c: CategoryMetaResponse | undefined = await orMissing(() => sdk.catalog.getCategoryDetailBySlug({ slug }));
    const description = typeof c?._custom_json?.description === 'string' ? c._custom_json.description : '';
    return (
      c && {
        kind,
        slug: c.slug,
        name: c.name,
        description,
        logo: c.logo,
        banners: c.banners ?? {},
        seo: c.seo ?? {},
        allowFacets: true,
      }
    );
  }
  const c: CollectionDetail | undefined = await orMissing(() => sdk.catalog.getCollectionDetailBySlug({ slug }));
  return (
    c && {
      kind,
      slug: c.slug,
      name: c.name,
      description: c.description ?? '',
      logo: c.logo,
      banners: c.banners ?? {},
      seo: c.seo ?? {},
      allowFacets: c.allow_facets !== false,
    }
  );
});

/**
 * What a filtered /products/ page is about, e.g. "Men" for ?department=men or "Men · Shorts" with
 * a category too: the names of its department, category and brand when one value of each is
 * picked (the header's links are such pages). Undefined when none is, or a slug is unknown.
 */
export const loadFilteredName = cache(async (f: string | undefined): Promise<string | undefined> => {
  const filters = parseFilters(f);
  const single = (key: string) => (filters[key]?.length === 1 ? filters[key][0] : undefined);
  const name = async (key: string, load: (slug: string) => Promise<{ name: string } | undefined>) => {
    const slug = single(key);
    return slug ? (await load(slug))?.name : undefined;
  };
  // Only a heading: a platform that cannot say leaves the page its plain one, not an error.
  const names = await Promise.all([
    name('department', loadDepartment),
    name('category', (slug) => loadListingMeta('category', slug)),
    name('brand', (slug) => loadListingMeta('brand', slug)),
  ]).catch(() => []);
  const known = names.filter((n): n is string => Boolean(n));
  return known.length ? known.join(' · ') : undefined;
});

/** Where the products of a listing come from. `locked` is the listing's own filter (brand or category). */
export type ProductSource =
  { kind: 'products' } | { kind: 'brand' | 'category'; slug: string } | { kind: 'collection'; slug: string };

export type ProductRequest = {
  q?: string;
  f?: string;
  sortOn?: SortOnValue;
  pageNo: number;
  pageSize: number;
  facets?: boolean;
};

/** The listing's own filter, which shoppers cannot toggle. */
export function lockedFilter(source: ProductSource): { key: string; value: string } | undefined {
  return source.kind === 'brand' || source.kind === 'category' ? { key: source.kind, value: source.slug } : undefined;
}

/** The shopper's filters without the listing's own value (it is added back for the API). */
export function withoutLocked(f: string | undefined, source: ProductSource): string | undefined {
  const locked = lockedFilter(source);
  if (!locked || !f) return f;
  const map = parseFilters(f);
  const rest = (map[locked.key] ?? []).filter((v) => v !== locked.value);
  if (rest.length) map[locked.key] = rest;
  else delete map[locked.key];
  return serializeFilters(map) || undefined;
}

/** The shopper's filters plus the listing's own one, as the API gets them. */
export function apiFilters(f: string | undefined, source: ProductSource): string | undefined {
  const locked = lockedFilter(source);
  if (!locked) return f;
  const map = parseFilters(f);
  map[locked.key] = [locked.value, ...(map[locked.key] ?? []).filter((v) => v !== locked.value)];
  return serializeFilters(map);
}

/** One page of a listing's products. */
export async function fetchListingProducts(source: ProductSource, r: ProductRequest): Promise<ProductListingResponse> {
  const sdk = await serverSdk();
  const args = {
    q: r.q,
    f: apiFilters(r.f, source),
    sortOn: r.sortOn,
    pageNo: r.pageNo,
    pageSize: r.pageSize,
    filters: r.facets,
  };
  if (source.kind === 'collection') return sdk.catalog.getCollectionItemsBySlug({ slug: source.slug, ...args });
  return sdk.catalog.getProducts(args);
}

/** A department by slug (the /brands/:department and /categories/:department pages); undefined when unknown. */
export const loadDepartment = cache(async (slug: string): Promise<Department | undefined> => {
  const sdk = await serverSdk();
  const { items } = await sdk.catalog.getDepartments();
  return items.find((d) => d.slug === slug);
});
