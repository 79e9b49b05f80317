// The sitemap index: /sitemaps/pages.xml, one /sitemaps/products-<n>.xml per 10,000 products and
// the merchant's additional sitemaps. Rendered per request (never at build time), cached briefly.
import { SITEMAP } from '@/lib/seo/constants';
import { requestOrigin } from '@/lib/seo/request-origin';
import { sitemapHeaders, sitemapFiles, sitemapIndexXml } from '@/lib/seo/sitemap';
import { additionalSitemaps, cachedXml, productTotal, sitemapSdk } from '@/lib/seo/data';

export const dynamic = 'force-dynamic';

export async function GET(): Promise<Response> {
  const origin = await requestOrigin();
  try {
    const xml = await cachedXml(`${origin}|${SITEMAP.indexPath}`, async () => {
      const sdk = await sitemapSdk();
      const [total, extra] = await Promise.all([productTotal(sdk), additionalSitemaps(sdk)]);
      return sitemapIndexXml(origin, sitemapFiles(total), extra);
    });
    return new Response(xml, { headers: sitemapHeaders() });
  } catch (error) {
    console.error('sitemap index failed', error);
    return new Response('Sitemap temporarily unavailable\n', {
      status: 503,
      headers: { 'content-type': 'text/plain; charset=utf-8', 'retry-after': '120' },
    });
  }
}
