// The product a /product/:slug request shows: detail and sizes, fetched once per request and
// shared by generateMetadata, the page's JSON-LD and the theme's product-description section.
import 'server-only';
import { cache } from 'react';
import { serverSdk } from '@/lib/sdk/server';
import { SdkServerResponseError } from '@/lib/sdk/errors';
import type { ProductDetail, ProductSizes } from '@/contract/types/catalog';

export type ProductPageData = { product: ProductDetail; sizes: ProductSizes };

/** The product and its sizes, or undefined for an unknown slug (a 404). */
export const loadProduct = cache(async (slug: string): Promise<ProductPageData | undefined> => {
  const sdk = await serverSdk();
  try {
    const [product, sizes] = await Promise.all([
      sdk.catalog.getProductDetailBySlug({ slug }),
      sdk.catalog.getProductSizesBySlug({ slug }),
    ]);
    return { product, sizes };
  } catch (error) {
    // 400: a slug the platform refuses (too long, unreadable) names no product either.
    if (error instanceof SdkServerResponseError && (error.status === 404 || error.status === 400)) return undefined;
    throw error;
  }
});
