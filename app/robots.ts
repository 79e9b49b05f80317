// robots.txt: allow all but the private paths, honour the merchant's rules from the content API's
// SEO settings, and point at the sitemap index with an absolute URL. Rendered per request.
import type { MetadataRoute } from 'next';
import { serverSdk } from '@/lib/sdk/server';
import type { SeoConfiguration } from '@/lib/sdk/types/content';
import { SITEMAP } from '@/lib/seo/constants';
import { absoluteUrl } from '@/lib/seo/origin';
import { requestOrigin } from '@/lib/seo/request-origin';
import { buildRobots } from '@/lib/seo/robots';

export const dynamic = 'force-dynamic';

export default async function robots(): Promise<MetadataRoute.Robots> {
  const origin = await requestOrigin();
  let seo: SeoConfiguration['seo'] | undefined;
  try {
    seo = (await (await serverSdk({ forwardCookies: false })).content.getSEOConfiguration()).seo;
  } catch {
    seo = undefined; // No SEO settings (or the platform is down): the defaults still protect the private paths.
  }
  return buildRobots({ merchantText: seo?.robots_txt, sitemapEnabled: seo?.sitemap_enabled ?? true, sitemapIndexUrl: absoluteUrl(origin, SITEMAP.indexPath) });
}
