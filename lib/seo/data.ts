// The seo domain's loaders: what the sitemaps list, read from the platform with the server SDK
// (no shopper cookies) behind a short in-process cache so that crawlers do not rebuild a file on
// every hit; and the metadata of the landing pages, built from the theme page and the shop (docs/decisions/0003-storefront-domain-folders.md).
import 'server-only';
import type { Metadata } from 'next';
import type { Sdk } from '@/lib/sdk';
import type { CategoryNode, Page } from '@/contract/types/catalog';
import { serverSdk } from '@/lib/sdk/server';
import { SITEMAP, STATIC_LISTING_PATHS } from '@/lib/seo/constants';
import { productPath } from '@/lib/seo/product-schema';
import { apiPagesForFile, type SitemapFile, type SitemapUrl } from '@/lib/seo/sitemap';
import { ttlPromiseCache } from '@/lib/shared/ttl-cache';
import { SdkServerResponseError } from '@/lib/sdk/errors';
import { stripMarkup } from '@/lib/shared/format';
import { getShop } from '@/lib/configuration/data';
import { loadRequestTheme, loadThemePage } from '@/lib/theme/data';
import { pageMetadata } from '@/lib/seo/metadata';
import { requestOrigin } from '@/lib/seo/request-origin';
import { CUSTOM_PAGE_ROUTES, customPagePath, POLICY_KINDS, POLICY_PAGES } from '@/lib/content/paths';

/** A hard stop for paged lists (brands, collections, custom pages) at 100 per page. */
const MAX_LIST_PAGES = 100;
const LIST_PAGE_SIZE = 100;

export const sitemapSdk = () => serverSdk({ forwardCookies: false });

/** The number of products; one cheap call (one item, no facets). */
export async function productTotal(sdk: Sdk): Promise<number> {
  const answer = await sdk.catalog.getProducts({ pageSize: 1, pageNo: 1, filters: false, sortOn: 'latest' });
  return answer.page.item_total;
}

async function allPages<T>(
  load: (pageNo: number) => Promise<{ items: T[]; page: Pick<Page, 'has_next'> }>,
): Promise<T[]> {
  const items: T[] = [];
  for (let pageNo = 1; pageNo <= MAX_LIST_PAGES; pageNo++) {
    const answer = await load(pageNo);
    items.push(...answer.items);
    if (!answer.page.has_next || answer.items.length === 0) break;
  }
  return items;
}

function flattenCategories(nodes: CategoryNode[], into: string[] = []): string[] {
  for (const node of nodes) {
    into.push(node.slug);
    if (node.childs?.length) flattenCategories(node.childs, into);
  }
  return into;
}

const unique = (urls: SitemapUrl[]) => [...new Map(urls.map((u) => [u.path, u])).values()];

/** The policy pages the legal document has a text for; none when it is not configured. */
async function policyUrls(sdk: Sdk): Promise<SitemapUrl[]> {
  const legal = await sdk.content.getLegalInformation().catch((error: unknown) => {
    if (error instanceof SdkServerResponseError && error.status === 404) return undefined;
    throw error;
  });
  if (!legal) return [];
  return POLICY_KINDS.flatMap((kind): SitemapUrl[] => {
    const { path, legalKey } = POLICY_PAGES[kind];
    return stripMarkup(legal[legalKey] ?? '')
      ? [{ path, lastModified: legal.updated_at, changeFrequency: 'monthly', priority: 0.2 }]
      : [];
  });
}

/** Home, the fixed listings, departments, brands, categories, collections, custom and policy pages, about us. */
export async function pageUrls(sdk: Sdk): Promise<SitemapUrl[]> {
  const [departments, brands, categories, collections, pages, policies] = await Promise.all([
    sdk.catalog.getDepartments(),
    allPages((pageNo) => sdk.catalog.getBrands({ pageNo, pageSize: LIST_PAGE_SIZE })),
    sdk.catalog.getCategories(),
    allPages((pageNo) => sdk.catalog.getCollections({ pageNo, pageSize: LIST_PAGE_SIZE })),
    allPages((pageNo) => sdk.content.getPages({ pageNo, pageSize: LIST_PAGE_SIZE })),
    policyUrls(sdk),
  ]);
  const enc = encodeURIComponent;
  return unique([
    { path: '/', changeFrequency: 'daily', priority: 1 },
    ...STATIC_LISTING_PATHS.map((path): SitemapUrl => ({ path, changeFrequency: 'daily', priority: 0.8 })),
    ...departments.items.flatMap((d): SitemapUrl[] => [
      { path: `/brands/${enc(d.slug)}/`, changeFrequency: 'weekly', priority: 0.5 },
      { path: `/categories/${enc(d.slug)}/`, changeFrequency: 'weekly', priority: 0.5 },
    ]),
    ...brands.map((b): SitemapUrl => ({ path: `/brand/${enc(b.slug)}/`, changeFrequency: 'weekly', priority: 0.7 })),
    ...flattenCategories(categories.data.flatMap((d) => d.items)).map((slug): SitemapUrl => ({
      path: `/category/${enc(slug)}/`,
      changeFrequency: 'weekly',
      priority: 0.7,
    })),
    ...collections
      .filter((c) => c.is_active !== false)
      .map((c): SitemapUrl => ({ path: `/collection/${enc(c.slug)}/`, changeFrequency: 'weekly', priority: 0.7 })),
    // Served from the shop's description when there is no about-us custom page (whose entry replaces this one).
    { path: CUSTOM_PAGE_ROUTES['about-us'], changeFrequency: 'monthly', priority: 0.3 },
    ...pages.map((p): SitemapUrl => ({
      path: customPagePath(p.slug),
      lastModified: p.date_meta?.modified_on,
      changeFrequency: 'monthly',
      priority: 0.3,
    })),
    ...policies,
  ]);
}

/**
 * The products of file `index`: 100 catalogue pages of 100 in the 'latest' order (created_at
 * DESC, uid DESC: total and stable), a few at a time. The API pages by OFFSET, so the last files
 * of a large catalogue cost the most; there is no slug-only endpoint and the platform is not ours.
 */
export async function productUrls(sdk: Sdk, index: number): Promise<SitemapUrl[]> {
  const pages = apiPagesForFile(index);
  const results: SitemapUrl[][] = new Array(pages.length);
  let next = 0;
  let done = false;
  const worker = async () => {
    while (!done && next < pages.length) {
      const slot = next++;
      const answer = await sdk.catalog.getProducts({
        pageNo: pages[slot],
        pageSize: SITEMAP.apiPageSize,
        sortOn: 'latest',
        filters: false,
      });
      results[slot] = answer.items.map((p) => ({ path: productPath(p.slug), lastModified: p.product_online_date }));
      if (!answer.page.has_next) done = true;
    }
  };
  await Promise.all(Array.from({ length: SITEMAP.concurrency }, worker));
  return unique(results.filter(Boolean).flat());
}

export async function fileUrls(sdk: Sdk, file: SitemapFile): Promise<SitemapUrl[]> {
  return file.kind === 'pages' ? pageUrls(sdk) : productUrls(sdk, file.index);
}

// Built XML by origin and file name, with in-flight sharing; a failure is not kept.
export const cachedXml = ttlPromiseCache<string>(SITEMAP.serverCacheMs, 64);

/** The merchant's extra sitemaps (seo.additional_sitemap: absolute URLs, one or more). */
export async function additionalSitemaps(sdk: Sdk): Promise<string[]> {
  try {
    const { seo } = await sdk.content.getSEOConfiguration();
    if (seo.sitemap_enabled === false) return [];
    return (seo.additional_sitemap ?? '').split(/[\s,]+/).filter((u) => /^https?:\/\/\S+$/i.test(u));
  } catch {
    return []; // No SEO settings: nothing extra.
  }
}

// Metadata of the landing pages (brands, categories, collections, departments, content pages):
// title, description, canonical and Open Graph with absolute URLs (lib/seo/metadata.ts), from their
// theme page's seo, where '{{app:name}}' stands for the shop's name.
/** A landing page (brands, categories, collections): its theme page's seo, else the fallbacks. */
export async function landingMetadata(
  pageSlug: string,
  path: string,
  fallback: { title: string; description: string },
  department?: string,
): Promise<Metadata> {
  const [origin, shop, page] = await Promise.all([
    requestOrigin(),
    getShop(),
    loadRequestTheme()
      .then(({ theme }) => loadThemePage(theme._id, pageSlug))
      .catch(() => undefined),
  ]);
  const fill = (s: string | undefined) => (s ?? '').replaceAll('{{app:name}}', shop.name).trim();
  const base = fill(page?.seo?.title) || `${fallback.title} | ${shop.name}`;
  const title = department ? `${department}: ${base}` : base;
  const description = fill(page?.seo?.description) || fallback.description;
  const images = shop.logo ? [{ url: shop.logo, alt: shop.name }] : [];
  return {
    title: { absolute: title },
    description,
    ...pageMetadata({ origin, path, title, description, images, siteName: shop.name }),
  };
}
