// Loads a published custom page for /page/<slug> and its frame document (/page/<slug>/frame).
import 'server-only';
import { cache } from 'react';
import { serverSdk } from '@/lib/sdk/server';
import { SdkServerResponseError } from '@/lib/sdk/errors';
import type { CustomPage } from '@/lib/sdk/types/content';

/** The page, or undefined when the slug is malformed, unknown, unpublished or archived. */
export const loadCustomPage = cache(async (slug: string): Promise<CustomPage | undefined> => {
  if (!/^[A-Za-z0-9][A-Za-z0-9_-]{0,199}$/.test(slug)) return undefined;
  const sdk = await serverSdk();
  try {
    const page = await sdk.content.getCustomPage({ slug });
    return page.published && !page.archived ? page : undefined;
  } catch (error) {
    if (error instanceof SdkServerResponseError && (error.status === 404 || error.status === 400)) return undefined;
    throw error;
  }
});
