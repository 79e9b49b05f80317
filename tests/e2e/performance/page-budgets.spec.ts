// Each route's first-load JavaScript and HTML against its budget (./budgets.ts), measured over
// HTTP on the production build: no browser page is needed to read which scripts a page loads.
import http from 'node:http';
import zlib from 'node:zlib';
import { test, expect, type APIRequestContext } from '@playwright/test';
import { PAGE_BUDGETS } from './budgets';

/** The script files a modern browser loads for this HTML, each once; noModule scripts are skipped. */
function scriptSources(html: string): string[] {
  const tags = [...html.matchAll(/<script\b[^>]*>/gi)].map((m) => m[0]).filter((tag) => !/\bnomodule\b/i.test(tag));
  const srcs = tags
    .map((tag) => /\bsrc="([^"]+)"/i.exec(tag)?.[1]?.replaceAll('&amp;', '&'))
    .filter((src): src is string => Boolean(src));
  return [...new Set(srcs)];
}

async function firstProductPath(request: APIRequestContext): Promise<string> {
  const listing = (await (await request.get('/api/service/application/catalog/v1.0/products/?page_size=1')).json()) as {
    items: { slug: string }[];
  };
  return `/product/${listing.items[0].slug}/`;
}

/** The bytes the server sends for the page to a browser that accepts gzip, and their encoding. */
function transferred(url: string): Promise<{ bytes: number; encoding: string | undefined }> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers: { 'accept-encoding': 'gzip' } }, (res) => {
        let bytes = 0;
        res.on('data', (chunk: Buffer) => (bytes += chunk.length));
        res.on('end', () => resolve({ bytes, encoding: res.headers['content-encoding'] }));
      })
      .on('error', reject);
  });
}

const routes: { name: keyof typeof PAGE_BUDGETS; path: (request: APIRequestContext) => Promise<string> }[] = [
  { name: 'home', path: async () => '/' },
  { name: 'listing', path: async () => '/products/' },
  { name: 'product', path: firstProductPath },
];

for (const route of routes) {
  test(`${route.name}: first-load JavaScript and HTML within budget`, async ({ request, baseURL }) => {
    const budget = PAGE_BUDGETS[route.name];
    const path = await route.path(request);
    const page = await request.get(path);
    expect(page.status(), path).toBe(200);
    const html = await page.body();
    const srcs = scriptSources(html.toString('utf8'));
    expect(srcs.length, `${path} loads no script: is this the production build?`).toBeGreaterThan(0);

    const sizes = await Promise.all(
      srcs.map(async (src) => {
        const script = await request.get(src);
        expect(script.status(), src).toBe(200);
        return { src, gzip: zlib.gzipSync(await script.body()).length };
      }),
    );
    const kb = sizes.reduce((sum, s) => sum + s.gzip, 0) / 1024;
    const detail = sizes.map((s) => `  ${(s.gzip / 1024).toFixed(1)} kB ${s.src}`).join('\n');
    const sent = await transferred(new URL(path, baseURL).href);
    console.log(
      `${path}: ${kb.toFixed(1)} kB JS gzip (budget ${budget.js}), ${html.length} bytes HTML (budget ${budget.html}), ` +
        `${sent.bytes} bytes sent ${sent.encoding ?? 'uncompressed'} (budget ${budget.sent})`,
    );

    expect(
      kb,
      `${path}: first-load JS ${kb.toFixed(1)} kB gzip, budget ${budget.js} kB\n${detail}`,
    ).toBeLessThanOrEqual(budget.js);
    expect(html.length, `${path}: HTML ${html.length} bytes, budget ${budget.html}`).toBeLessThanOrEqual(budget.html);
    expect(sent.encoding, `${path} is sent compressed`).toBe('gzip');
    expect(sent.bytes, `${path}: ${sent.bytes} bytes sent, budget ${budget.sent}`).toBeLessThanOrEqual(budget.sent);
  });
}

// A phone's first screen: the pictures it loads before the shopper scrolls (lazy ones below the
// fold wait), from the shop's media route, as the bytes that crossed the wire.
const PHONE = { width: 390, height: 844 };

for (const route of routes) {
  test(`${route.name}: the pictures of a phone's first screen within budget`, async ({ browser, request }) => {
    const budget = PAGE_BUDGETS[route.name];
    const path = await route.path(request);
    const context = await browser.newContext({ viewport: PHONE, deviceScaleFactor: 2, isMobile: true });
    const page = await context.newPage();
    await page.goto(path, { waitUntil: 'load' });
    // Pictures a script asks for after load (a slideshow's next slide) count too.
    await page.waitForLoadState('networkidle');
    const pictures = await page.evaluate(() =>
      performance
        .getEntriesByType('resource')
        .map((e) => e as PerformanceResourceTiming)
        .filter((e) => new URL(e.name).pathname.startsWith('/media/'))
        .map((e) => ({ url: e.name, bytes: e.transferSize })),
    );
    await context.close();
    const bytes = pictures.reduce((sum, p) => sum + p.bytes, 0);
    const detail = pictures.map((p) => `  ${p.bytes} ${p.url}`).join('\n');
    console.log(
      `${path}: ${pictures.length} pictures, ${bytes} bytes on a phone's first screen (budget ${budget.images})`,
    );
    expect(pictures.length, `${path} shows no picture on a phone's first screen`).toBeGreaterThan(0);
    expect(bytes, `${path}: ${bytes} bytes of pictures, budget ${budget.images}\n${detail}`).toBeLessThanOrEqual(
      budget.images,
    );
  });
}
