// server/page-cache.ts: which requests may be answered from the page store (catalogue
// paths, GET, a query in one order, no session, preview or notice cookie, no client-navigation
// headers, no editor parameters), that a query is kept once asked twice, and
// that only a whole 200 HTML answer without cookies is kept and then replayed as it was.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { IncomingMessage } from 'node:http';
import { gzipSync } from 'node:zlib';
import {
  QueryDoorkeeper,
  canonicalUrl,
  classKey,
  sessionSeal,
  signedInMarker,
  keepPageAnswer,
  pageCacheKey,
  productSlugOf,
  serveCachedPage,
} from '@/server/page-cache';
import { pageStore } from '@/lib/page-cache/store';

const req = (url: string, headers: Record<string, string> = {}, method = 'GET') =>
  ({ url, method, headers: { host: 'shop.test', ...headers } }) as unknown as IncomingMessage;
/** The shop's domains as the pages read them, primary first. */
const DOMAINS = ['shop.test', 'www.shop.test'];
const key = (r: IncomingMessage, domains: string[] | undefined = DOMAINS) => pageCacheKey(r, domains);

describe('which requests the page store may answer', () => {
  it('takes catalogue pages without a query, as anyone without a session sees them', () => {
    for (const url of [
      '/',
      '/products/',
      '/product/blue-shirt/',
      '/product/blue-shirt',
      '/brand/lumen/',
      '/category/shirts/',
      '/collection/new/',
      '/brands/',
      '/categories/',
      '/collections/',
      '/sections/offers/',
      '/page/our-story/',
      '/c/lookbook/summer',
      '/about-us/',
      '/privacy-policy/',
      '/sitemap.xml',
      '/sitemaps/products-1.xml',
    ]) {
      expect([url, key(req(url))]).toEqual([url, expect.stringContaining(url)]);
    }
    expect(key(req('/products/', { cookie: 'f.cart=abc; consent=1' }))).toBeDefined();
  });

  it('renders everything else', () => {
    for (const url of [
      '/page/our-story/frame',
      '/sitemaps/x.txt',
      '/cart/bag/',
      '/cart/bag/?a=1',
      '/profile/orders/',
      '/product/a/b/',
      '/api/service/x',
      '/?isEdit=true',
      '/products/?q=a&isPreview=true',
    ])
      expect([url, key(req(url))]).toEqual([url, undefined]);
    expect(key(req(`/products/?q=${'a'.repeat(600)}`))).toBeUndefined();
    expect(key(req(`/products/?${Array.from({ length: 17 }, (_, i) => `p${i}=1`).join('&')}`))).toBeUndefined();
    expect(key(req('/products/', {}, 'HEAD'))).toBeUndefined();
    expect(key(req('/products/', {}, 'POST'))).toBeUndefined();
    for (const cookie of ['a=1; themeId=0123456789abcdef01234567', 'cart_flash=x', 'f.session=s; cart_flash=x'])
      expect(key(req('/products/', { cookie }))).toBeUndefined();
    for (const header of ['rsc', 'next-router-state-tree', 'next-router-prefetch', 'next-action'])
      expect(key(req('/products/', { [header]: '1' }))).toBeUndefined();
  });

  it('keys by the origin the page is written for: a host of the shop as named, any other as the primary domain', () => {
    const primary = key(req('/products/'));
    expect(key(req('/products/', { host: 'www.shop.test' }))).not.toBe(primary);
    for (const host of ['a.test', 'junk1.example', 'junk2.example', 'shop.test.evil'])
      expect([host, key(req('/products/', { host }))]).toEqual([host, primary]);
    // Forwarding headers count only behind a trusted proxy, as for the page itself.
    expect(key(req('/products/', { 'x-forwarded-host': 'www.shop.test', 'x-forwarded-proto': 'http' }))).toBe(primary);
    const trusted = process.env.TRUST_PROXY;
    process.env.TRUST_PROXY = '1';
    try {
      expect(key(req('/products/', { host: 'internal:8080', 'x-forwarded-host': 'www.shop.test' }))).toBe(
        key(req('/products/', { host: 'www.shop.test' })),
      );
      expect(key(req('/products/', { host: 'internal:8080', 'x-forwarded-host': 'evil.test' }))).toBe(primary);
    } finally {
      if (trusted === undefined) delete process.env.TRUST_PROXY;
      else process.env.TRUST_PROXY = trusted;
    }
    // Until the shop's domains have been read, no page is kept.
    expect(pageCacheKey(req('/products/'), undefined)).toBeUndefined();
  });

  it('keys by PUBLIC_URL alone when it is set, whatever the request names', () => {
    const before = process.env.PUBLIC_URL;
    process.env.PUBLIC_URL = 'https://shop.example.com';
    try {
      expect(pageCacheKey(req('/products/', { host: 'a.test', 'x-forwarded-host': 'evil.test' }), undefined)).toBe(
        key(req('/products/', { host: 'www.shop.test' })),
      );
      expect(key(req('/products/', { host: 'a.test' }))).not.toBe(
        key(req('/products/', { host: 'a.test', 'accept-encoding': 'gzip' })),
      );
      // One that is no http(s) URL is ignored by the pages (lib/seo/origin.ts), so by the key too.
      process.env.PUBLIC_URL = 'shop.example.com';
      expect(key(req('/products/', { host: 'shop.test' }))).not.toBe(key(req('/products/', { host: 'www.shop.test' })));
    } finally {
      if (before === undefined) delete process.env.PUBLIC_URL;
      else process.env.PUBLIC_URL = before;
    }
  });

  it('takes a query, keyed with its parameters in one order and the values of each as given', () => {
    expect(canonicalUrl('/products/?sort_on=price_asc&page_no=2&f=brand%3Alumen')).toBe(
      '/products/?f=brand%3Alumen&page_no=2&sort_on=price_asc',
    );
    expect(key(req('/products/?page_no=2&sort_on=price_asc'))).toBe(key(req('/products/?sort_on=price_asc&page_no=2')));
    expect(key(req('/products/?brand=b&brand=a'))).not.toBe(key(req('/products/?brand=a&brand=b')));
    expect(key(req('/products/?q=blue+shirt'))).toBe(key(req('/products/?q=blue%20shirt')));
    expect(canonicalUrl('/product/a/?size=M')).toBe('/product/a/?size=M');
    expect(canonicalUrl('/?utm_source=mail')).toBe('/?utm_source=mail');
    expect(canonicalUrl('/products/?')).toBe('/products/');
  });

  it('admits a page with a query the second time it is asked, within its memory of recent ones', () => {
    const doorkeeper = new QueryDoorkeeper(2);
    expect(doorkeeper.admit('gzip|h|||/products/')).toBe(true);
    expect(doorkeeper.admit('gzip|h|||/products/?q=a')).toBe(false);
    expect(doorkeeper.admit('gzip|h|||/products/?q=a')).toBe(true);
    expect(doorkeeper.admit('gzip|h|||/products/?q=b')).toBe(false);
    expect(doorkeeper.admit('gzip|h|||/products/?q=c')).toBe(false);
    expect(doorkeeper.admit('gzip|h|||/products/?q=d')).toBe(false); // 'b' forgotten
    expect(doorkeeper.admit('gzip|h|||/products/?q=b')).toBe(false);
    expect(doorkeeper.admit('gzip|h|||/products/?q=d')).toBe(true);
  });

  it('keys by visitor class, compression and the origin the links are written with', () => {
    const plain = key(req('/'));
    const member = key(req('/', { cookie: 'f.session=s' }))!;
    expect(classKey('member', member)).not.toBe(classKey('guest', plain!));
    expect(classKey('member+mobile', member)).not.toBe(classKey('member', member));
    expect(sessionSeal(req('/', { cookie: 'a=1; f.session=s%2A1' }))).toBe('s*1');
    expect(sessionSeal(req('/', { cookie: 'xf.session=s' }))).toBeUndefined();
    expect(sessionSeal(req('/', { cookie: 'f.session=%E0%A4' }))).toBeUndefined();
    expect(key(req('/', { 'accept-encoding': 'gzip, br' }))).not.toBe(plain);
    expect(key(req('/', { host: 'www.shop.test' }))).not.toBe(plain);
  });

  it('reads a product slug from its page path', () => {
    expect(productSlugOf('/product/blue%20shirt/')).toBe('blue shirt');
    expect(productSlugOf('/product/%E0%A4/')).toBeUndefined();
    expect(productSlugOf('/products/')).toBeUndefined();
  });
});

describe('keeping and replaying answers', () => {
  let server: http.Server;
  let port: number;
  let renders = 0;
  const answers: Record<string, (res: http.ServerResponse) => void> = {
    '/product/kept/': (res) => {
      res.setHeader('content-type', 'text/html; charset=utf-8');
      res.setHeader('content-security-policy', "script-src 'self'");
      res.end(Buffer.from(`<html>render ${renders}</html>`));
    },
    '/product/cookie/': (res) => {
      res.setHeader('content-type', 'text/html');
      res.setHeader('set-cookie', 'a=1');
      res.end(Buffer.from('<html>cookie</html>'));
    },
    '/product/streamed/': (res) => {
      res.setHeader('content-type', 'text/html');
      res.write('<html>');
      res.end(Buffer.from('</html>'));
    },
    '/product/member/': (res) => {
      res.setHeader('content-type', 'text/html');
      res.setHeader('content-encoding', 'gzip');
      res.end(gzipSync(`<html><a data-signed-in="true">Your account</a> ${renders}</html>`));
    },
    '/product/member-signed-out/': (res) => {
      res.setHeader('content-type', 'text/html');
      res.setHeader('content-encoding', 'gzip');
      res.end(gzipSync('<html><a data-signed-in="false">Sign in</a></html>'));
    },
    '/product/bag-placed/': (res) => {
      res.setHeader('content-type', 'text/html');
      res.end(Buffer.from('<html><div data-per-shopper="">Your bag: 1 item</div></html>'));
    },
    '/product/bag-placed-gzip/': (res) => {
      res.setHeader('content-type', 'text/html');
      res.setHeader('content-encoding', 'gzip');
      res.end(gzipSync('<html><div data-per-shopper="">Your bag: 1 item</div></html>'));
    },
    '/sitemap.xml': (res) => {
      res.setHeader('content-type', 'application/xml; charset=utf-8');
      res.end(Buffer.from('<sitemapindex/>'));
    },
    '/sitemaps/products-1.xml': (res) => {
      res.setHeader('content-type', 'application/xml; charset=utf-8');
      res.write(Buffer.from('<urlset>'));
      res.write(Buffer.from(`<url>${renders}</url>`));
      res.end(Buffer.from('</urlset>'));
    },
    '/product/xml/': (res) => {
      res.setHeader('content-type', 'application/xml; charset=utf-8');
      res.end(Buffer.from('<x/>'));
    },
    '/product/missing/': (res) => {
      res.statusCode = 404;
      res.setHeader('content-type', 'text/html');
      res.end(Buffer.from('<html>404</html>'));
    },
  };

  beforeAll(async () => {
    server = http.createServer((request, res) => {
      const key = pageCacheKey(request, DOMAINS);
      const kept = key === undefined ? undefined : pageStore().get(key);
      if (kept) return serveCachedPage(request, res, { page: kept, from: 'process' });
      const member = request.url?.startsWith('/product/member') ? signedInMarker(true) : undefined;
      if (key !== undefined) keepPageAnswer(request, res, key, async () => ['catalogue', 'product:7'], member);
      renders++;
      answers[request.url ?? '']?.(res);
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.address() as AddressInfo).port;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  const get = async (path: string) => {
    const res = await fetch(`http://127.0.0.1:${port}${path}`);
    return {
      status: res.status,
      cache: res.headers.get('x-page-cache'),
      csp: res.headers.get('content-security-policy'),
      body: await res.text(),
    };
  };
  const settle = () => new Promise((r) => setTimeout(r, 20));

  it('replays a kept page with its headers until a change names one of its tags', async () => {
    const first = await get('/product/kept/');
    await settle();
    const second = await get('/product/kept/');
    expect([first.cache, second.cache]).toEqual(['MISS', 'HIT']);
    expect(second.body).toBe(first.body);
    expect(second.csp).toBe("script-src 'self'");
    pageStore().drop(['product:8']);
    expect((await get('/product/kept/')).cache).toBe('HIT');
    pageStore().drop(['product:7']);
    const third = await get('/product/kept/');
    expect(third.cache).toBe('MISS');
    expect(third.body).not.toBe(first.body);
  });

  it('keeps a render for signed-in shoppers only when it was drawn for a signed-in shopper', async () => {
    await get('/product/member/');
    await settle();
    expect((await get('/product/member/')).cache).toBe('HIT');
    await get('/product/member-signed-out/');
    await settle();
    expect((await get('/product/member-signed-out/')).cache).toBe('MISS');
  });

  it('never keeps a page holding a part drawn for one shopper, plain or compressed', async () => {
    for (const path of ['/product/bag-placed/', '/product/bag-placed-gzip/']) {
      await get(path);
      await settle();
      expect([path, (await get(path)).cache]).toEqual([path, 'MISS']);
    }
  });

  it('keeps a sitemap, written whole or in pieces, and no other XML', async () => {
    await get('/sitemap.xml');
    await settle();
    expect((await get('/sitemap.xml')).cache).toBe('HIT');
    const streamed = await get('/sitemaps/products-1.xml');
    await settle();
    const again = await get('/sitemaps/products-1.xml');
    expect([streamed.cache, again.cache]).toEqual(['MISS', 'HIT']);
    expect(again.body).toBe(streamed.body);
    expect(again.body).toMatch(/^<urlset><url>\d+<\/url><\/urlset>$/);
    await get('/product/xml/');
    await settle();
    expect((await get('/product/xml/')).cache).toBe('MISS');
  });

  it('never keeps an answer that sets a cookie, streams, or is not a 200', async () => {
    for (const path of ['/product/cookie/', '/product/streamed/', '/product/missing/']) {
      await get(path);
      await settle();
      expect([path, (await get(path)).cache]).toEqual([path, 'MISS']);
    }
  });
});
