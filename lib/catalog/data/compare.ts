// What /compare/ shows: the comparison of the products it names and the products its search box
// suggests to add.
import 'server-only';
import { serverSdk } from '@/lib/sdk/server';
import { SdkServerResponseError } from '@/lib/sdk/errors';
import type { ProductListingItem, ProductsComparisonResponse } from '@/contract/types/catalog';
import { COMPARE, COMPARE_MESSAGES } from '@/lib/catalog/compare';
import { shouldSuggest } from '@/lib/catalog/search-suggestions';

export type CompareData = { comparison?: ProductsComparisonResponse; message?: string };

/** The comparison of the products named, or the platform's message when it refuses the list. */
export async function loadComparison(slugs: string[]): Promise<CompareData> {
  // The platform answers an empty list with 400 'No Product Slugs present'; no need to ask.
  if (!slugs.length) return { message: COMPARE_MESSAGES.noSlugs };
  const sdk = await serverSdk();
  try {
    return { comparison: await sdk.catalog.getProductComparisonBySlugs({ slug: slugs }) };
  } catch (error) {
    if (error instanceof SdkServerResponseError && (error.status === 404 || error.status === 400))
      return { message: error.message };
    throw error;
  }
}

/** Products matching the compare page's search box, those already compared left out. */
export async function searchCompareProducts(q: string, exclude: string[]): Promise<ProductListingItem[]> {
  if (!shouldSuggest(q, COMPARE.searchMinLength)) return [];
  const sdk = await serverSdk();
  try {
    const answer = await sdk.catalog.getProducts({
      q: q.trim() || undefined,
      pageSize: COMPARE.searchPageSize + exclude.length,
      filters: false,
    });
    return answer.items.filter((p) => !exclude.includes(p.slug)).slice(0, COMPARE.searchPageSize);
  } catch {
    return [];
  }
}
