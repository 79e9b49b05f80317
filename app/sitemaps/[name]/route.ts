// One sitemap file: pages.xml (home, listings, brands, categories, collections, custom pages) or
// products-<n>.xml (10,000 product pages each). Rendered per request, cached briefly.
import { requestOrigin } from '@/lib/seo/request-origin';
import { fileName, parseFileName, productFileCount, sitemapHeaders, urlsetXml } from '@/lib/seo/sitemap';
import { cachedXml, fileUrls, productTotal, sitemapSdk } from '@/lib/seo/data';

export const dynamic = 'force-dynamic';

const text = (body: string, status: number, extra: Record<string, string> = {}) =>
  new Response(body, { status, headers: { 'content-type': 'text/plain; charset=utf-8', ...extra } });

export async function GET(_request: Request, { params }: { params: Promise<{ name: string }> }): Promise<Response> {
  const file = parseFileName((await params).name);
  if (!file) return text('Not found\n', 404);
  const origin = await requestOrigin();
  try {
    const sdk = await sitemapSdk();
    // A products file past the end of the catalogue does not exist (one cheap count call).
    if (file.kind === 'products' && file.index > productFileCount(await productTotal(sdk)))
      return text('Not found\n', 404);
    const xml = await cachedXml(`${origin}|${fileName(file)}`, async () =>
      urlsetXml(origin, await fileUrls(sdk, file)),
    );
    return new Response(xml, { headers: sitemapHeaders() });
  } catch (error) {
    console.error(`sitemap ${fileName(file)} failed`, error);
    return text('Sitemap temporarily unavailable\n', 503, { 'retry-after': '120' });
  }
}
