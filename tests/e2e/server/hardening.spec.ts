// Attacker's view of a production build: script text cannot leave its <script>, forged
// host headers reach no canonical URL, sitemap or robots.txt, the logout GET is refused cross-site,
// and pages answer 405 to methods they do not serve.
import net from 'node:net';
import { test, expect } from '@playwright/test';
import { headersOnly, port, rawRequest, shop, type Raw } from './raw-http';
import { hydrated } from '../hydrated';
import { FORM_BODY_LIMIT, LENGTH_REQUIRED_MESSAGE, bodyTooLargeMessage } from '../../../common/bounded-body';

const EVIL = 'evil.example';

/** A request with headers a browser or fetch would not let us write (Host, TRACE). */
const raw = (method: string, path: string, headers: Record<string, string> = {}, body?: string) =>
  rawRequest(method, path, headers, body);

test.describe('script injection', () => {
  const payloads = [
    '</script><script>window.__pwned=1</script>',
    '</script ><script>window.__pwned=2</script >',
    '</SCRIPT/x><img src=x onerror="window.__pwned=3">',
    '<!--<script>window.__pwned=4</script>',
  ];

  for (const q of payloads) {
    test(`/products/?q=${q} runs nothing and leaves no < in any script`, async ({ page }) => {
      const dialogs: string[] = [];
      page.on('dialog', (d) => {
        dialogs.push(d.message());
        void d.dismiss();
      });
      const response = await page.goto(`/products/?q=${encodeURIComponent(q)}`);
      expect(response?.status()).toBe(200);
      await page.waitForLoadState('load');
      expect(await page.evaluate(() => (window as unknown as { __pwned?: number }).__pwned)).toBeUndefined();
      expect(dialogs).toEqual([]);
      expect(await page.locator('img[src="x"]').count()).toBe(0);
      // Inline scripts as the browser parsed them: none holds a '<' (JSON-LD, Next's own data).
      const inline = await page.locator('script:not([src])').allTextContents();
      for (const text of inline) expect(text).not.toContain('<');
      // The JSON-LD still parses, and the ItemList carries the search text intact.
      const ld = await page.locator('script[type="application/ld+json"]').allTextContents();
      expect(ld.length).toBeGreaterThan(0);
      const nodes = ld.map((text) => JSON.parse(text) as { '@type': string; name?: string });
      const list = nodes.find((n) => n['@type'] === 'ItemList');
      expect(list).toBeDefined();
      if (list?.name) expect(list.name).toContain(q.trim().slice(0, 8));
    });
  }
});

test.describe('forged host headers', () => {
  const forgeries: Record<string, string>[] = [
    { host: EVIL },
    { host: `127.0.0.1:${port}`, 'x-forwarded-host': EVIL, 'x-forwarded-proto': 'https' },
    { host: EVIL, 'x-forwarded-host': EVIL },
  ];

  test('reach no canonical URL, JSON-LD, sitemap or robots.txt', async () => {
    for (const headers of forgeries) {
      for (const path of [
        '/',
        '/products/',
        '/robots.txt',
        '/sitemap.xml',
        '/sitemaps/pages.xml',
        '/sitemaps/products-1.xml',
      ]) {
        const res = await raw('GET', path, headers);
        expect({ path, headers, status: res.status }).toEqual({ path, headers, status: 200 });
        expect(res.body).not.toContain(EVIL);
        expect(res.body).toContain(shop);
      }
      const listing = await raw('GET', '/products/', headers);
      expect(listing.body).toContain(`<link rel="canonical" href="${shop}/products/"`);
    }
  });

  test('a sitemap cached under a forged host still names only the shop', async () => {
    await raw('GET', '/sitemap.xml', { host: EVIL, 'x-forwarded-host': EVIL });
    const next = await raw('GET', '/sitemap.xml');
    expect(next.body).not.toContain(EVIL);
    expect(next.body).toContain(`<loc>${shop}/sitemaps/pages.xml</loc>`);
  });
});

test.describe('the browser path refuses state-changing calls from elsewhere', () => {
  const logout = '/api/service/application/user/authentication/v1.0/logout';

  test('logout (a GET) is refused cross-site, without Sec-Fetch-Site or Origin, and from another Origin or Referer', async () => {
    const refused: Record<string, string>[] = [
      { 'sec-fetch-site': 'cross-site' },
      { 'sec-fetch-site': 'same-site' },
      {},
      { origin: `https://${EVIL}` },
      { referer: `https://${EVIL}/page` },
    ];
    for (const headers of refused) {
      for (const path of [logout, `${logout}/`, logout.replace('logout', '%6Cogout')]) {
        const res = await raw('GET', path, headers);
        expect({ path, headers, status: res.status }).toEqual({ path, headers, status: 403 });
        expect(JSON.parse(res.body)).toMatchObject({ message: 'Cross-site requests to the shop API are refused' });
      }
    }
  });

  test('logout from the shop itself still works, and reads need no proof', async () => {
    const ours: Record<string, string>[] = [
      { 'sec-fetch-site': 'same-origin' },
      { referer: `${shop}/profile/details/` },
      { origin: shop },
    ];
    for (const headers of ours) {
      const res = await raw('GET', logout, { host: `127.0.0.1:${port}`, ...headers });
      expect({ headers, status: res.status }).toEqual({ headers, status: 200 });
      expect(JSON.parse(res.body)).toEqual({ logout: true });
    }
    expect((await raw('GET', '/api/service/application/catalog/v1.0/products/?page_size=1')).status).toBe(200);
  });
});

test('cookies set through the browser path get Secure when the request came over https, and only then', async () => {
  const logout = '/api/service/application/user/authentication/v1.0/logout';
  const same = { 'sec-fetch-site': 'same-origin' };
  const cookies = (res: Raw) => [res.headers['set-cookie'] ?? []].flat();
  const plain = cookies(await raw('GET', logout, same));
  const tls = cookies(await raw('GET', logout, { ...same, 'x-forwarded-proto': 'https' }));
  expect(plain.find((c) => c.startsWith('f.session='))).not.toMatch(/;\s*Secure/i);
  expect(tls.find((c) => c.startsWith('f.session='))).toMatch(/;\s*Secure/i);
  const stores = JSON.parse(
    (await raw('GET', '/api/service/application/configuration/v2.0/ordering-store/stores?page_size=1')).body,
  ) as { items: { uid: number }[] };
  const body = JSON.stringify({ ordering_store: { uid: stores.items[0].uid } });
  const selected = cookies(
    await raw(
      'POST',
      '/api/service/application/configuration/v1.0/ordering-store/select',
      { ...same, 'content-type': 'application/json', 'x-forwarded-proto': 'https' },
      body,
    ),
  );
  expect(selected.find((c) => c.startsWith('ordering_store='))).toMatch(/;\s*Secure/i);
});

test.describe('methods', () => {
  test('pages answer 405 with Allow to PUT, DELETE, PATCH, OPTIONS, TRACE and a plain POST', async () => {
    for (const path of ['/', '/products/', '/product/x/']) {
      for (const method of ['PUT', 'DELETE', 'PATCH', 'OPTIONS', 'TRACE', 'POST']) {
        const body = method === 'TRACE' ? undefined : 'a=1';
        const res = await raw(method, path, body ? { 'content-type': 'application/x-www-form-urlencoded' } : {}, body);
        expect({ path, method, status: res.status, allow: res.headers.allow }).toEqual({
          path,
          method,
          status: 405,
          allow: 'GET, HEAD',
        });
        expect(res.body).toMatch(/^Method not allowed/);
      }
      expect((await raw('HEAD', path)).status).not.toBe(405);
    }
  });

  test('the API keeps its own method handling', async () => {
    const res = await raw('DELETE', '/service/application/catalog/v1.0/products/');
    expect(res.status).not.toBe(405);
    expect(res.headers['content-type']).toMatch(/json/);
  });

  test('a server action (POST with Next-Action) still works: "Load more" appends in place', async ({ page }) => {
    const actions: number[] = [];
    page.on('response', (r) => {
      if (r.request().method() === 'POST' && r.request().headers()['next-action']) actions.push(r.status());
    });
    await page.goto('/collection/new-arrivals/');
    const cards = page.locator('[data-testid="listing-items"] > li');
    const before = await cards.count();
    // The island loads on demand: a click before it has hydrated follows the plain link.
    await (await hydrated(page.getByTestId('load-more'))).click();
    await expect.poll(() => cards.count()).toBeGreaterThan(before);
    expect(actions).toContain(200);
  });
});

test.describe('request bodies Next would read whole', () => {
  test('a declared body over the limit is refused before a byte of it is sent: the API 413 in JSON, a page 413 in words', async () => {
    const api = await headersOnly('POST', '/api/service/application/cart/v1.0/detail', {
      'content-type': 'application/json',
      'content-length': String(100 * 1024 * 1024),
    });
    expect(api).not.toBe('no answer');
    const apiAnswer = api as Raw;
    expect(apiAnswer.status).toBe(413);
    expect(JSON.parse(apiAnswer.body)).toEqual({ success: false, message: bodyTooLargeMessage(1024 * 1024) });

    const page = await headersOnly('POST', '/profile/details/', {
      'next-action': 'x',
      'content-type': 'text/plain;charset=UTF-8',
      'content-length': String(20 * 1024 * 1024),
    });
    expect(page).not.toBe('no answer');
    expect((page as Raw).status).toBe(413);
    expect((page as Raw).body).toBe(bodyTooLargeMessage(FORM_BODY_LIMIT));
  });

  test('a body of no declared length (chunked) to the browser API is asked for its length; one within the limit still works', async () => {
    const chunked = await headersOnly('POST', '/api/service/application/cart/v1.0/detail', {
      'content-type': 'application/json',
      'transfer-encoding': 'chunked',
    });
    expect(chunked).not.toBe('no answer');
    expect((chunked as Raw).status).toBe(411);
    expect(JSON.parse((chunked as Raw).body)).toEqual({ success: false, message: LENGTH_REQUIRED_MESSAGE });

    const body = JSON.stringify({ ordering_store: { uid: 1 } });
    const within = await raw(
      'POST',
      '/api/service/application/configuration/v1.0/ordering-store/select',
      { 'content-type': 'application/json', 'sec-fetch-site': 'same-origin' },
      body,
    );
    expect(within.status).toBeLessThan(500);
    expect(within.status).not.toBe(413);
    expect(within.status).not.toBe(411);
  });
});

test('form posts whose clients hang up mid-body leave no page render slot taken: the shop still answers pages', async () => {
  // More cut-off posts than the page gate has slots (MAX_PAGE_RENDERS: one per core, at least 2).
  const cutOff = () =>
    new Promise<void>((resolve) => {
      const socket = net.connect(port, '127.0.0.1', () => {
        socket.write(
          `POST / HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nContent-Type: multipart/form-data; boundary=b\r\nContent-Length: 100\r\n\r\n`,
        );
        socket.write('--b\r\nContent-Disposition: form-data; name="a"\r\n\r\n');
        setTimeout(() => socket.destroy(), 300);
      });
      socket.on('close', () => resolve());
      socket.on('error', () => undefined);
    });
  await Promise.all(Array.from({ length: 4 }, cutOff));
  await new Promise((done) => setTimeout(done, 300));
  // Pages that are rendered for each request (not kept), so each needs a slot.
  for (const path of ['/auth/login/', '/cart/bag/', '/order-tracking/'])
    expect([path, (await raw('GET', path)).status]).toEqual([path, 200]);
});
