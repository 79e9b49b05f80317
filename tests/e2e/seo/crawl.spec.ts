// No link leads nowhere: every same-origin link on home (all its sections), a listing and a
// product page, header and footer included, answers without a 404 or a 5xx. One level deep from
// those pages, each URL once, a few query variants per path, so the crawl stays bounded.
import { test, expect, type APIRequestContext } from '@playwright/test';

/** Query variants checked per path (facet and paging links differ only in their query). */
const VARIANTS_PER_PATH = 3;
const MAX_LINKS = 300;
const CONCURRENCY = 4;

async function productSlug(request: APIRequestContext): Promise<string> {
  const answer = await request.get('/api/service/application/catalog/v1.0/products/?page_size=1');
  expect(answer.status()).toBe(200);
  return ((await answer.json()) as { items: { slug: string }[] }).items[0].slug;
}

test('every same-origin link from home, a listing and a product page answers without 404 or 5xx', async ({
  page,
  request,
  baseURL,
}) => {
  test.setTimeout(600_000);
  const origin = new URL(baseURL!).origin;
  const starts = ['/', '/?sections=all', '/products/', `/product/${await productSlug(request)}/`];

  // url (path and query) -> the page it was found on
  const found = new Map<string, string>();
  const perPath = new Map<string, number>();
  for (const start of starts) {
    const response = await page.goto(start);
    expect(response?.status(), start).toBe(200);
    const hrefs = await page.locator('a[href]').evaluateAll((links) => links.map((a) => (a as HTMLAnchorElement).href));
    for (const href of hrefs) {
      const url = new URL(href);
      if (url.origin !== origin) continue;
      const key = `${url.pathname}${url.search}`;
      if (found.has(key)) continue;
      const seen = perPath.get(url.pathname) ?? 0;
      if (seen >= VARIANTS_PER_PATH) continue;
      perPath.set(url.pathname, seen + 1);
      found.set(key, start);
    }
  }
  const urls = [...found.keys()].slice(0, MAX_LINKS);
  // The header's and footer's links are among them (the footer's policy and about-us links were 404s once).
  expect(urls).toEqual(
    expect.arrayContaining([
      '/about-us',
      '/privacy-policy',
      '/shipping-policy',
      '/return-policy',
      '/terms-and-conditions',
      '/help/card-tokenisation',
    ]),
  );
  expect(urls.length).toBeGreaterThan(40);

  const failures: string[] = [];
  let next = 0;
  const worker = async () => {
    while (next < urls.length) {
      const url = urls[next++];
      const response = await request.get(url, { maxRedirects: 5 });
      if (response.status() >= 400) failures.push(`${response.status()} ${url} (linked from ${found.get(url)})`);
    }
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  test.info().annotations.push({ type: 'links followed', description: `${urls.length} (${perPath.size} paths)` });
  expect(failures).toEqual([]);
});
