// Sitemaps for a large catalogue: which files exist, which API pages feed them, and their XML.
import { SITEMAP } from '@/lib/seo/constants';
import {
  apiPagesForFile,
  fileName,
  parseFileName,
  productFileCount,
  sitemapFiles,
  sitemapHeaders,
  sitemapIndexXml,
  urlsetXml,
} from '@/lib/seo/sitemap';
import { ttlPromiseCache } from '@/lib/shared/ttl-cache';

const origin = 'https://shop.example.in';

describe('splitting', () => {
  it('puts 100k products in 10 files of 10,000 after the pages file, each within the 50,000 limit', () => {
    const files = sitemapFiles(100_000);
    expect(files.map(fileName)).toEqual([
      'pages.xml',
      ...Array.from({ length: 10 }, (_, i) => `products-${i + 1}.xml`),
    ]);
    expect(SITEMAP.productsPerFile).toBeLessThanOrEqual(50_000);
    expect(productFileCount(100_001)).toBe(11);
    expect(productFileCount(1)).toBe(1);
    expect(sitemapFiles(0).map(fileName)).toEqual(['pages.xml']);
  });

  it('feeds file n from 100 consecutive API pages at the maximum page size', () => {
    expect(SITEMAP.apiPageSize).toBe(100);
    expect(apiPagesForFile(1)).toEqual(Array.from({ length: 100 }, (_, i) => i + 1));
    const third = apiPagesForFile(3);
    expect([third[0], third.at(-1), third.length]).toEqual([201, 300, 100]);
  });

  it('accepts only the names it writes', () => {
    expect(parseFileName('pages.xml')).toEqual({ kind: 'pages' });
    expect(parseFileName('products-7.xml')).toEqual({ kind: 'products', index: 7 });
    for (const bad of [
      'products-0.xml',
      'products-01.xml',
      'products-x.xml',
      'products-1.xml.gz',
      '../pages.xml',
      'pages',
      'products-123456.xml',
    ]) {
      expect(parseFileName(bad)).toBeUndefined();
    }
  });
});

describe('XML', () => {
  it('writes absolute, escaped locations with W3C lastmod', () => {
    const xml = urlsetXml(origin, [
      { path: '/', changeFrequency: 'daily', priority: 1 },
      { path: '/product/a&b/', lastModified: '2025-01-02T03:04:05Z' },
      { path: '/product/c/', lastModified: 'not a date' },
    ]);
    expect(
      xml.startsWith(
        '<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
      ),
    ).toBe(true);
    expect(xml).toContain(`<url><loc>${origin}/</loc><changefreq>daily</changefreq><priority>1.0</priority></url>`);
    expect(xml).toContain(
      `<url><loc>${origin}/product/a&amp;b/</loc><lastmod>2025-01-02T03:04:05.000Z</lastmod></url>`,
    );
    expect(xml).toContain(`<url><loc>${origin}/product/c/</loc></url>`);
    expect(xml.match(/<url>/g)).toHaveLength(3);
  });

  it('indexes the files under /sitemaps/ and the merchant’s extra sitemaps', () => {
    const xml = sitemapIndexXml(origin, sitemapFiles(15_000), ['https://blog.example.in/sitemap.xml']);
    expect(xml).toContain('<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    expect([...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1])).toEqual([
      `${origin}/sitemaps/pages.xml`,
      `${origin}/sitemaps/products-1.xml`,
      `${origin}/sitemaps/products-2.xml`,
      'https://blog.example.in/sitemap.xml',
    ]);
  });

  it('is served as XML and cached briefly', () => {
    expect(sitemapHeaders()).toEqual({
      'content-type': 'application/xml; charset=utf-8',
      'cache-control': 'public, max-age=600, stale-while-revalidate=3600',
    });
  });
});

describe('the server-side cache', () => {
  it('shares a build until it expires and forgets failures', async () => {
    const cached = ttlPromiseCache<string>(1000, 2);
    const build = jest.fn(async () => 'xml');
    await Promise.all([cached('a', build, 0), cached('a', build, 10)]);
    expect(build).toHaveBeenCalledTimes(1);
    await cached('a', build, 1001);
    expect(build).toHaveBeenCalledTimes(2);

    const failing = jest.fn(() => Promise.reject(new Error('down')));
    await expect(cached('b', failing, 0)).rejects.toThrow('down');
    await expect(cached('b', failing, 1)).rejects.toThrow('down');
    expect(failing).toHaveBeenCalledTimes(2);
  });

  it('keeps at most its number of entries', async () => {
    const cached = ttlPromiseCache<string>(1000, 2);
    const build = jest.fn(async () => 'xml');
    for (const key of ['a', 'b', 'c']) await cached(key, build, 0);
    await cached('a', build, 0);
    expect(build).toHaveBeenCalledTimes(4);
  });
});
