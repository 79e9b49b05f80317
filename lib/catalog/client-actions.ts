// Catalogue calls from the browser (the browser SDK, through /api/service).
import { browserCatalog } from '@/lib/sdk/browser';

/** Products matching a search text (all products for none), without facets: the compare page's search. */
export const searchProducts = (q: string, pageSize: number) =>
  browserCatalog().getProducts({ q: q || undefined, pageSize, filters: false });
