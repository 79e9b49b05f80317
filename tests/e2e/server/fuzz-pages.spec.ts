// Fuzz: every page route and route handler of the app (read from app/, so a new page is walked
// without editing this file) and every server action (read from the build's manifest), with
// generated bad paths, queries, headers, methods and action arguments, against the production
// server. No answer is a 5xx and none shows a stack or SQL. HTTP only, no browser. Bounded: fixed
// seed (FUZZ_SEED), fixed runs.
import fs from 'node:fs';
import path from 'node:path';
import { PLATFORM_PATHS } from '../../../contract/platform-paths';
import { test, expect, type APIRequestContext } from '@playwright/test';
import fc from 'fast-check';
import { badQuery, badText, FUZZ_SEED, internalIn, PROTOTYPE_NAMES } from '../../fuzz/arbitraries';

type PageRoute = { template: string; params: number };

/** URL templates of app/**\/page.tsx and route.ts: [x] and [...x] become ':param', route groups vanish. */
function pageRoutes(dir = 'app', prefix = ''): PageRoute[] {
  const found: PageRoute[] = [];
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    if (entry.isDirectory()) {
      const name = entry.name;
      const segment = /^\(.*\)$/.test(name) ? '' : /^\[.*\]$/.test(name) ? '/:param' : `/${name}`;
      found.push(...pageRoutes(path.join(dir, name), prefix + segment));
    } else if (/^(page\.tsx|route\.ts)$/.test(entry.name)) {
      const template = `${prefix || ''}/`;
      found.push({ template, params: (template.match(/:param/g) ?? []).length });
    }
  }
  return found;
}

const routes = pageRoutes();
const fill = (template: string, values: string[]) => {
  let i = 0;
  return template.replace(/:param/g, () => values[i++ % values.length]);
};

/** The segments that used to break pages (malformed escapes, bytes that are not UTF-8, NUL, a long slug). */
const SWEEP = ['%FF', '%C3%28', '%00', '%E0%A4%A', '%', '%zz', '__proto__', 'x'.repeat(2000)];

async function expectClean(request: APIRequestContext, what: string, send: () => ReturnType<APIRequestContext['get']>) {
  const response = await send();
  const text = await response.text();
  const internal = internalIn(text);
  if (response.status() >= 500 || internal)
    throw new Error(
      `${what} answered ${response.status()}${internal ? ` showing "${internal}"` : ''}: ${text.slice(0, 200)}`,
    );
  return { status: response.status(), text };
}

test.describe.configure({ mode: 'serial' });

test('reads every page route from app/', () => {
  const templates = routes.map((r) => r.template);
  for (const expected of [
    '/',
    '/products/',
    '/product/:param/',
    '/brand/:param/',
    '/c/:param/',
    '/page/:param/',
    '/sitemap.xml/',
    '/auth/login/',
  ])
    expect(templates).toContain(expected);
});

test('every page with each bad segment answers the 404 page, never a 5xx', async ({ request }) => {
  test.setTimeout(150_000);
  for (const route of routes.filter((r) => r.params > 0)) {
    for (const segment of SWEEP) {
      const url = fill(route.template, [segment]);
      const { status, text } = await expectClean(request, `GET ${url.slice(0, 80)}`, () =>
        request.get(url, { maxRedirects: 0 }),
      );
      // Malformed escapes and over-long slugs name no page: the shop's 404 page, not a bare error.
      // (The platform's own paths answer its JSON 400 instead: contract/platform-paths.ts.)
      if (
        ['%FF', '%C3%28', '%E0%A4%A', '%', '%zz', 'x'.repeat(2000)].includes(segment) &&
        !PLATFORM_PATHS.test(route.template)
      ) {
        expect(status, url.slice(0, 80)).toBe(404);
        expect(text).toContain('<html');
      }
    }
  }
});

test("every page route, with a query naming each of Object.prototype's properties (once and repeated), never answers a 5xx", async ({
  request,
}) => {
  test.setTimeout(150_000);
  // Real slugs where a page needs one, so the page renders in full rather than its 404.
  const first = async (path: string) =>
    (
      (await (await request.get(`/api/service/application/catalog/v1.0/${path}`)).json()) as {
        items: { slug: string }[];
      }
    ).items[0]?.slug ?? 'x';
  const slugs: Record<string, string> = {
    product: await first('products/?page_size=1'),
    brand: await first('brands/?page_size=1'),
    collection: await first('collections/?page_size=1'),
  };
  const query = PROTOTYPE_NAMES.map((name) => `${encodeURIComponent(name)}=1`).join('&');
  for (const route of routes) {
    const kind = /^\/(product|brand|collection)\/:param\/$/.exec(route.template)?.[1];
    const url = fill(route.template, [kind ? slugs[kind] : 'x']);
    for (const search of [query, `${query}&${query}`, 'constructor=1', 'toString=a&toString=b']) {
      await expectClean(request, `GET ${url}?${search.slice(0, 60)}`, () =>
        request.get(`${url}?${search}`, { maxRedirects: 0 }),
      );
    }
  }
});

test('generated bad paths, queries, headers and methods never answer a 5xx', async ({ request }) => {
  test.setTimeout(150_000);
  await fc.assert(
    fc.asyncProperty(
      fc.record({
        route: fc.constantFrom(...routes),
        params: fc.array(badText, { minLength: 2, maxLength: 2 }),
        query: fc.option(badQuery, { nil: undefined }),
        method: fc.constantFrom('GET', 'GET', 'GET', 'HEAD', 'POST', 'PUT', 'DELETE', 'PATCH', 'OPTIONS'),
        headers: fc.record(
          {
            cookie: fc.constantFrom(
              'f.session=%00',
              'f.session=Fe26.2**x',
              'theme_preview=%FF',
              `m_x=${'a'.repeat(3000)}`,
            ),
            accept: fc.constantFrom('text/x-component', 'application/json', '*/*', 'text/html;q=0'),
            rsc: fc.constantFrom('1', '%00'),
            'next-router-state-tree': fc.constantFrom('%FF', '[', '{}', '%5B%22%22%5D'),
            'x-forwarded-host': fc.constantFrom('evil.example', '%00'),
            'content-type': fc.constantFrom('application/json', 'text/plain', 'application/x-www-form-urlencoded'),
          },
          { requiredKeys: [] },
        ),
        body: fc.constantFrom('', '{}', '[]', 'a=1', '\u0000'),
      }),
      async ({ route, params, query, method, headers, body }) => {
        const url = fill(route.template, params) + (query ? `?${query}` : '');
        await expectClean(request, `${method} ${url.slice(0, 120)} ${JSON.stringify(headers).slice(0, 120)}`, () =>
          request.fetch(url, {
            method,
            headers,
            data: ['GET', 'HEAD'].includes(method) ? undefined : body,
            maxRedirects: 0,
          }),
        );
      },
    ),
    { seed: FUZZ_SEED, numRuns: 300, endOnFailure: true },
  );
});

/** Action ids and names of the build this server runs. */
function serverActions(): { id: string; name: string }[] {
  const manifest = JSON.parse(fs.readFileSync('.next/server/server-reference-manifest.json', 'utf8')) as {
    node: Record<string, { exportedName?: string }>;
  };
  return Object.entries(manifest.node).map(([id, entry]) => ({ id, name: entry.exportedName ?? id }));
}

test('every server action answers arguments that fail validation without a 5xx', async ({ request }) => {
  test.setTimeout(90_000);
  const actions = serverActions();
  expect(actions.map((a) => a.name)).toEqual(
    expect.arrayContaining(['checkDelivery', 'loadMoreSections', 'loadMoreProducts', 'renderEditorSections']),
  );
  const badArguments = fc.array(
    fc.oneof(
      fc.constantFrom(
        null,
        -1,
        'x'.repeat(5000),
        '\u0000',
        '$Q1',
        '$1',
        '$F1',
        '$h1',
        '$W1',
        '$B1',
        '$i1',
        '$',
        `$n${'9'.repeat(301)}`,
        {},
        [],
        { __proto__: { x: 1 } },
        { pageSlug: '../x' },
        {
          source: { kind: 'products' },
          f: 'constructor:x',
          pageSize: 10,
          options: { showPrice: true, hoverImage: false },
        },
      ),
      fc.jsonValue({ maxDepth: 2 }),
    ),
    { maxLength: 3 },
  );
  await fc.assert(
    fc.asyncProperty(fc.constantFrom(...actions), badArguments, async (action, args) => {
      const { text } = await expectClean(request, `${action.name}(${JSON.stringify(args).slice(0, 120)})`, () =>
        request.post('/products/', {
          headers: { 'next-action': action.id, accept: 'text/x-component', 'content-type': 'text/plain;charset=UTF-8' },
          data: JSON.stringify(args),
        }),
      );
      expect(text).not.toMatch(/"digest"/);
    }),
    { seed: FUZZ_SEED, numRuns: 120, endOnFailure: true },
  );
});

test('server action calls whose body is not a list of arguments, or not form data, answer a 400', async ({
  request,
}) => {
  const [action] = serverActions();
  for (const data of ['null', '{', '{"a":1}', '', Buffer.from([0x5b, 0xff, 0x5d])]) {
    const response = await request.post('/products/', {
      headers: { 'next-action': action.id, 'content-type': 'text/plain;charset=UTF-8' },
      data,
    });
    expect(response.status(), String(data)).toBe(400);
    expect(await response.text()).toBe('Invalid Server Action request.');
  }
  const multipart: Record<string, string>[] = [
    { 'content-type': 'multipart/form-data; boundary=x' },
    { 'next-action': action.id, 'content-type': 'multipart/form-data; boundary=x' },
  ];
  for (const headers of multipart) {
    const response = await request.post('/products/', { headers, data: 'garbage' });
    expect(response.status(), JSON.stringify(headers)).toBe(400);
  }
});

test('server actions refuse other sites and unknown ids with a 4xx', async ({ request }) => {
  const [action] = serverActions();
  for (const origin of ['http://evil.example', 'garbage', 'null']) {
    const response = await request.post('/products/', {
      headers: { 'next-action': action.id, origin, 'content-type': 'text/plain;charset=UTF-8' },
      data: '[]',
    });
    expect(response.status(), origin).toBe(403);
    expect(await response.text()).toBe('Cross-site requests to the shop are refused.');
  }
  for (const id of ['0'.repeat(42), 'nonexistent', '%00']) {
    const response = await request.post('/products/', {
      headers: { 'next-action': id, 'content-type': 'text/plain;charset=UTF-8' },
      data: '[]',
    });
    expect(response.status(), id).toBeGreaterThanOrEqual(400);
    expect(response.status(), id).toBeLessThan(500);
  }
});

test('each class of bad page request gets its 4xx page, and filters named after Object.prototype are just unknown', async ({
  request,
}) => {
  for (const url of [
    '/product/%E0%A4%A/',
    '/brand/%/',
    '/page/%zz/',
    '/product/%FF/',
    `/product/${'a'.repeat(301)}/`,
    '/collection/a%00b/',
  ]) {
    const response = await request.get(url);
    expect(response.status(), url.slice(0, 40)).toBe(404);
    expect(await response.text()).toContain('<html');
  }
  for (const url of ['/products/?q=%00', '/products/?q=%FF', '/product/x/?pincode=%C3%28']) {
    const response = await request.get(url);
    expect(response.status(), url).toBe(400);
    expect(await response.text()).toContain('This address has characters the shop cannot read.');
  }
  for (const key of ['__proto__', 'constructor', 'toString', 'hasOwnProperty']) {
    const response = await request.get(`/products/?f=${key}%3Ax`);
    expect(response.status(), key).toBe(200);
  }
});

test('a server action called with arguments that fail validation answers its refusal', async ({ request }) => {
  const delivery = serverActions().find((a) => a.name === 'checkDelivery');
  expect(delivery).toBeDefined();
  const response = await request.post('/products/', {
    headers: { 'next-action': delivery!.id, accept: 'text/x-component', 'content-type': 'text/plain;charset=UTF-8' },
    data: JSON.stringify([{ slug: '' }]),
  });
  expect(response.status()).toBe(200);
  expect(await response.text()).toContain('"ok":false,"pincode":"","message":"Invalid request"');
});
