// Content from the platform for the server: custom pages by slug, the legal document, the header
// and footer menus, injected tags, the announcements of every page and the merchant's SEO
// settings. For custom pages and legal texts, a page the platform does not have (404) or a slug it
// would refuse (400) is "none", so the route answers Not Found; any other failure is thrown and
// shows as an error, not as a missing page.
import 'server-only';
import { cache } from 'react';
import { serverSdk } from '@/lib/sdk/server';
import { SdkServerResponseError } from '@/lib/sdk/errors';
import type { ApplicationLegal, CustomPage, InjectedTag, SeoConfiguration } from '@/contract/types/content';
import { DEFAULT_HEADER_MENU, splitMenus, type Menus } from '@/lib/content/menus';
import { ttlPromiseCache } from '@/lib/shared/ttl-cache';
import { SHARED_DATA_CACHE } from '@/lib/shared/constants';

/** The announcements' key for every page. */
const ALL_PAGES_ANNOUNCEMENTS = '$all';
const CUSTOM_PAGE_SLUG = /^[A-Za-z0-9][A-Za-z0-9_-]{0,199}$/;

const missing = (error: unknown) =>
  error instanceof SdkServerResponseError && (error.status === 404 || error.status === 400);

/** A published custom page, or undefined. */
export const loadCustomPage = cache(async (slug: string): Promise<CustomPage | undefined> => {
  if (!CUSTOM_PAGE_SLUG.test(slug)) return undefined;
  const sdk = await serverSdk();
  try {
    const page = await sdk.content.getCustomPage({ slug });
    return page.published && !page.archived ? page : undefined;
  } catch (error) {
    if (missing(error)) return undefined;
    throw error;
  }
});

// Four pages and the sitemap read it, and it changes rarely: kept in process (SHARED_DATA_CACHE).
const legal = ttlPromiseCache<ApplicationLegal | null>(SHARED_DATA_CACHE.ttlMs, 1, SHARED_DATA_CACHE.staleMs);

/** The application's policy texts, or undefined when it has none configured. */
export const loadLegal = cache(async (): Promise<ApplicationLegal | undefined> => {
  const answer = await legal('legal', async () => {
    const sdk = await serverSdk({ forwardCookies: false });
    try {
      return await sdk.content.getLegalInformation();
    } catch (error) {
      if (missing(error)) return null;
      throw error;
    }
  });
  return answer ?? undefined;
});

// Menus and tags (rules in lib/content/menus.ts).
// Every page's layout needs these and they change rarely: kept in process like the theme
// (SHARED_DATA_CACHE: 30 s fresh, then stale while one refresh runs).
const menus = ttlPromiseCache<Menus>(SHARED_DATA_CACHE.ttlMs, 1, SHARED_DATA_CACHE.staleMs);
const tags = ttlPromiseCache<InjectedTag[]>(SHARED_DATA_CACHE.ttlMs, 1, SHARED_DATA_CACHE.staleMs);
const announcements = ttlPromiseCache<string[]>(SHARED_DATA_CACHE.ttlMs, 1, SHARED_DATA_CACHE.staleMs);

export type { MenuItem, Menus } from '@/lib/content/menus';

// The builders throw on failure so that a cached menu or tag list stays until a refresh succeeds;
// the fallbacks below are answered for this request only, never cached.
export const loadMenus = cache(
  () =>
    menus('menus', async (): Promise<Menus> => {
      const sdk = await serverSdk({ forwardCookies: false });
      const { items } = await sdk.content.getNavigations({ pageSize: 50 });
      return splitMenus(items);
    }).catch((): Menus => ({ header: DEFAULT_HEADER_MENU, footer: [] })), // a menu is not worth a broken page
);

/** The shop's injected tags; the browser decides per page which apply (components/theme/tag-injector). */
export const loadTags = cache(() =>
  tags('tags', async () => {
    const sdk = await serverSdk({ forwardCookies: false });
    return (await sdk.content.getTags()).tags ?? [];
  }).catch((): InjectedTag[] => []),
);

/** The texts of the announcements showing now on every page ('$all'), in the platform's order. */
export const loadAnnouncements = cache(
  () =>
    announcements('announcements', async () => {
      const sdk = await serverSdk({ forwardCookies: false });
      const { announcements: bySlug } = await sdk.content.getAnnouncements();
      return (bySlug[ALL_PAGES_ANNOUNCEMENTS] ?? []).map((a) => a.announcement.trim()).filter(Boolean);
    }).catch((): string[] => []), // no bar rather than a broken page
);

/** The merchant's SEO settings, or undefined when there are none (or the platform is down): robots.txt keeps its defaults. */
export async function loadSeoSettings(): Promise<SeoConfiguration['seo'] | undefined> {
  try {
    return (await (await serverSdk({ forwardCookies: false })).content.getSEOConfiguration()).seo;
  } catch {
    return undefined;
  }
}
