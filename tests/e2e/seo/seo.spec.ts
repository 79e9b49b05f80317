// What crawlers read: JSON-LD on the product page and listings, robots.txt and the sitemaps.
import { test, expect, type Page } from '@playwright/test';

type Node = Record<string, unknown> & { '@type'?: string };

/** Every JSON-LD script of the page, parsed (a script that does not parse fails the test). */
async function jsonLd(page: Page): Promise<Node[]> {
  const texts = await page.locator('script[type="application/ld+json"]').allTextContents();
  return texts.flatMap((text) => {
    const parsed = JSON.parse(text) as Node | Node[];
    return Array.isArray(parsed) ? parsed : [parsed];
  });
}

const byType = (nodes: Node[], type: string) => nodes.filter((n) => n['@type'] === type);

test('the product page’s JSON-LD parses and names the product, with offers, brand and breadcrumbs', async ({
  page,
  request,
}) => {
  const listing = (await (await request.get('/api/service/application/catalog/v1.0/products/?page_size=1')).json()) as {
    items: { name: string; slug: string; brand: { name: string } }[];
  };
  const [item] = listing.items;
  await page.goto(`/product/${item.slug}/`);
  const nodes = await jsonLd(page);

  const [product] = byType(nodes, 'Product');
  expect(product).toBeDefined();
  expect(product.name).toBe(item.name);
  expect(product.brand).toMatchObject({ '@type': 'Brand', name: item.brand.name });
  expect(product.url).toMatch(new RegExp(`^https?://[^/]+/product/${item.slug}/$`));
  const offers = product.offers as Node;
  expect(offers.priceCurrency).toBe('INR');
  expect(['https://schema.org/InStock', 'https://schema.org/OutOfStock']).toContain(offers.availability);
  for (const image of product.image as string[]) expect(image).toMatch(/^https?:\/\//);
  if (product.aggregateRating) expect(product.aggregateRating).toMatchObject({ bestRating: 5 });

  const [crumbs] = byType(nodes, 'BreadcrumbList');
  expect((crumbs.itemListElement as Node[]).map((c) => c.name)).toEqual(['Home', 'Products', item.name]);

  // Open Graph and the canonical URL are absolute.
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
    'href',
    new RegExp(`^https?://[^/]+/product/${item.slug}/$`),
  );
  await expect(page.locator('meta[property="og:title"]')).toHaveAttribute('content', new RegExp(item.name));
  await expect(page.locator('meta[property="og:image"]').first()).toHaveAttribute('content', /^https?:\/\//);
});

test('/products/ has an ItemList of the products it shows', async ({ page }) => {
  await page.goto('/products/');
  const nodes = await jsonLd(page);
  const [list] = byType(nodes, 'ItemList');
  expect(list).toBeDefined();
  const elements = list.itemListElement as Node[];
  expect(elements.length).toBeGreaterThan(0);
  expect(elements[0]).toMatchObject({ '@type': 'ListItem', position: 1 });
  const firstCard = page.locator('[data-testid="product-card"] a[href^="/product/"]').first();
  const href = await firstCard.getAttribute('href');
  expect(elements.map((e) => new URL(e.url as string).pathname)).toContain(href);
  expect(byType(nodes, 'BreadcrumbList')).toHaveLength(1);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /^https?:\/\/[^/]+\/products\/$/);
});

test('robots.txt keeps crawlers out of private paths and points at the sitemap index', async ({ request }) => {
  const response = await request.get('/robots.txt');
  expect(response.status()).toBe(200);
  const text = await response.text();
  for (const path of ['/api/', '/service/', '/auth/', '/profile/', '/cart/'])
    expect(text).toContain(`Disallow: ${path}`);
  expect(text).toMatch(/^User-Agent: \*$/im);
  expect(text).toMatch(/^Sitemap: https?:\/\/[^/\s]+\/sitemap\.xml$/m);
});

test('/favicon.ico, which browsers ask for on pages without an icon link (the sitemap), is the shop icon', async ({
  request,
}) => {
  const icon = await request.get('/favicon.ico');
  expect(icon.status()).toBe(200);
  expect(icon.headers()['content-type']).toMatch(/^image\/(x-icon|vnd\.microsoft\.icon)/);
  const body = await icon.body();
  // An ICO header (reserved 0, type 1, one image) holding a PNG.
  expect([...body.subarray(0, 6)]).toEqual([0, 0, 1, 0, 1, 0]);
  expect(body.subarray(22, 26).toString('latin1')).toBe('\x89PNG');
});

test('the sitemap index lists files that answer with pages and products', async ({ request }) => {
  const index = await request.get('/sitemap.xml');
  expect(index.status()).toBe(200);
  expect(index.headers()['content-type']).toContain('xml');
  expect(index.headers()['cache-control']).toMatch(/max-age=\d+/);
  const files = [...(await index.text()).matchAll(/<sitemap><loc>([^<]+)<\/loc><\/sitemap>/g)].map((m) => m[1]);
  expect(files.length).toBeGreaterThanOrEqual(2);

  const locs: string[] = [];
  for (const file of files) {
    const response = await request.get(new URL(file).pathname);
    expect(response.status(), file).toBe(200);
    const xml = await response.text();
    expect(xml).toContain('<urlset');
    const urls = [...xml.matchAll(/<url><loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
    expect(urls.length, file).toBeGreaterThan(0);
    locs.push(...urls);
  }
  const paths = locs.map((l) => new URL(l).pathname);
  expect(paths).toContain('/');
  expect(paths).toContain('/products/');
  expect(paths.some((p) => p.startsWith('/brand/'))).toBe(true);

  // Every product is listed once: the catalogue's total matches the product URLs.
  const products = paths.filter((p) => /^\/product\/[^/]+\/$/.test(p));
  const total = (
    (await (await request.get('/api/service/application/catalog/v1.0/products/?page_size=1')).json()) as {
      page: { item_total: number };
    }
  ).page.item_total;
  expect(new Set(products).size).toBe(total);

  // And one of them is a page that answers.
  expect((await request.get(products[0])).status()).toBe(200);
  expect((await request.get('/sitemaps/products-99999.xml')).status()).toBe(404);
});

test('every page names the shop: Organization and WebSite with a SearchAction', async ({ page }) => {
  await page.goto('/products/');
  const nodes = await jsonLd(page);
  const [org] = byType(nodes, 'Organization');
  expect(org).toBeDefined();
  expect(org.name).toBeTruthy();
  expect(org.url).toMatch(/^https?:\/\/[^/]+\/$/);
  const [site] = byType(nodes, 'WebSite');
  expect((site.potentialAction as Node).target).toMatchObject({
    urlTemplate: expect.stringMatching(/\/products\/\?q=\{search_term_string\}$/),
  });
});
