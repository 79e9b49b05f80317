// SEO constants: structured data, sitemaps and robots.txt, one place each.

/** 'Structured-data best rating | 5'. Ratings are on a 1 to 5 scale. */
export const STRUCTURED_DATA = { bestRating: 5, worstRating: 1, currency: 'INR' } as const;

/** Where the shop's search lives; {search_term_string} is the SearchAction placeholder. */
export const SEARCH_PATH = '/products/';
export const SEARCH_TERM = 'search_term_string';

/**
 * Sitemaps. Search engines accept 50,000 URLs (50 MB) per file; we put 10,000 product URLs in a
 * file because a file is built by paging the catalogue API at its maximum page_size (100, see
 * platform/catalog/constants.ts CATALOG_LIMITS.pageSizeMax): 100 API pages per file keeps one
 * file's answer to a few seconds, where 45,000 would take 450 calls and risk crawler time-outs.
 * 100k products make 10 product files plus one for the other pages.
 */
export const SITEMAP = {
  productsPerFile: 10_000,
  /** The catalogue API's largest page_size. */
  apiPageSize: 100,
  /** API pages fetched at once while building one file. */
  concurrency: 4,
  /** Browsers and CDNs may keep an answer this long (seconds), then serve it stale while refreshing. */
  maxAgeSeconds: 600,
  staleSeconds: 3_600,
  /** The server keeps a built file this long (ms) so that crawlers do not rebuild it on every hit. */
  serverCacheMs: 10 * 60_000,
  indexPath: '/sitemap.xml',
  dir: '/sitemaps/',
} as const;

/** Listing pages with fixed paths. */
export const STATIC_LISTING_PATHS = ['/products/', '/brands/', '/categories/', '/collections/'] as const;

/** Paths crawlers must not visit, whatever the merchant's robots.txt says. */
export const ROBOTS_DISALLOW = ['/api/', '/service/', '/auth/', '/profile/', '/cart/'] as const;
