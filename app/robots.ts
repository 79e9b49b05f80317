// robots.txt: allow all but the private paths, honour the merchant's rules from the content API's
// SEO settings, and point at the sitemap index with an absolute URL. Rendered per request.
import type { MetadataRoute } from 'next';
import { loadSeoSettings } from '@/lib/content/data';
import { SITEMAP } from '@/lib/seo/constants';
import { absoluteUrl } from '@/lib/seo/origin';
import { requestOrigin } from '@/lib/seo/request-origin';
import { buildRobots } from '@/lib/seo/robots';

export const dynamic = 'force-dynamic';

export default async function robots(): Promise<MetadataRoute.Robots> {
  const origin = await requestOrigin();
  const seo = await loadSeoSettings();
  return buildRobots({
    merchantText: seo?.robots_txt,
    sitemapEnabled: seo?.sitemap_enabled ?? true,
    sitemapIndexUrl: absoluteUrl(origin, SITEMAP.indexPath),
  });
}
