// Content pages from the platform for the server: custom pages by slug and the legal document.
// A page the platform does not have (404) or a slug it would refuse (400) is "none", so the route
// answers Not Found; any other failure is thrown and shows as an error, not as a missing page.
import 'server-only';
import { cache } from 'react';
import { serverSdk } from '@/lib/sdk/server';
import { SdkServerResponseError } from '@/lib/sdk/errors';
import type { ApplicationLegal, CustomPage } from '@/lib/sdk/types/content';
import { ttlPromiseCache } from '@/lib/ttl-cache';
import { SHARED_DATA_CACHE } from '@/lib/constants';

const CUSTOM_PAGE_SLUG = /^[A-Za-z0-9][A-Za-z0-9_-]{0,199}$/;

const missing = (error: unknown) => error instanceof SdkServerResponseError && (error.status === 404 || error.status === 400);

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
