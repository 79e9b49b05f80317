// The guard in front of Next's page handler (server/page-request-guard.ts): what Next would
// answer with a 500 gets the 404 page, a 400 or a 403 instead; everything else passes untouched.
import { describe, expect, it } from '@jest/globals';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { answerUnservablePageRequest, guardPageRequest, PAGE_GUARD_MESSAGES } from '@/server/page-request-guard';
import { INPUT_MESSAGES } from '@/platform/http/input-guard';

type Answer = { status?: number; headers?: Record<string, string>; body?: string };

function run(url: string, init: { method?: string; headers?: Record<string, string> } = {}) {
  const req = {
    url,
    method: init.method ?? 'GET',
    headers: { host: 'shop.example', ...init.headers },
  } as unknown as http.IncomingMessage;
  const answer: Answer = {};
  const res = {
    writeHead(status: number, headers: Record<string, string>) {
      Object.assign(answer, { status, headers });
      return res;
    },
    end(body?: string) {
      answer.body = body;
    },
  } as unknown as http.ServerResponse;
  const answered = answerUnservablePageRequest(req, res);
  return { answered, url: req.url, ...answer };
}

describe('page request guard', () => {
  it('passes readable requests on untouched', () => {
    expect(run('/product/blue-shirt/?size=M&q=caf%C3%A9')).toEqual({
      answered: false,
      url: '/product/blue-shirt/?size=M&q=caf%C3%A9',
    });
    expect(
      run('/products/', { method: 'POST', headers: { 'next-action': 'abc', origin: 'http://shop.example' } }).answered,
    ).toBe(false);
  });

  it.each([
    '/product/%E0%A4%A',
    '/brand/%',
    '/page/%zz/',
    '/product/%FF',
    '/product/%00',
    `/product/${'a'.repeat(301)}/`,
  ])('sends %s to the 404 page', (url) => {
    expect(run(url)).toEqual({ answered: false, url: '/_not-found' });
  });

  it('answers a query it cannot read with the 400 page', () => {
    const answer = run('/products/?q=%00');
    expect(answer.status).toBe(400);
    expect(answer.body).toContain(PAGE_GUARD_MESSAGES.badQuery);
  });

  it('answers the platform’s JSON 400 under /api/', () => {
    expect(run('/api/service/application/catalog/v1.0/products/%FF')).toMatchObject({
      answered: true,
      status: 400,
      body: JSON.stringify({ success: false, message: INPUT_MESSAGES.path }),
    });
    expect(run('/api/service/application/catalog/v1.0/products?q=%00')).toMatchObject({
      status: 400,
      body: JSON.stringify({ success: false, message: INPUT_MESSAGES.query }),
    });
  });

  it.each(['http://evil.example', 'garbage', 'null'])('refuses a server action posted from %s with a 403', (origin) => {
    const answer = run('/products/', { method: 'POST', headers: { 'next-action': 'abc', origin } });
    expect(answer).toMatchObject({ answered: true, status: 403, body: PAGE_GUARD_MESSAGES.crossSiteAction });
  });

  it('treats a cross-site form post as an action too, and compares with X-Forwarded-Host first as Next does', () => {
    expect(
      run('/', {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded', origin: 'http://evil.example' },
      }).status,
    ).toBe(403);
    expect(
      run('/', {
        method: 'POST',
        headers: { 'next-action': 'a', origin: 'https://shop.example', 'x-forwarded-host': 'shop.example' },
      }).answered,
    ).toBe(false);
  });

  it('refuses a router state header Next cannot parse', () => {
    expect(run('/products/', { headers: { rsc: '1', 'next-router-state-tree': '%FF' } })).toMatchObject({
      status: 400,
      body: PAGE_GUARD_MESSAGES.badRouterState,
    });
    expect(
      run('/products/', {
        headers: {
          rsc: '1',
          'next-router-state-tree': encodeURIComponent(JSON.stringify(['', { children: ['products', {}] }])),
        },
      }).answered,
    ).toBe(false);
  });
});

describe('server action bodies', () => {
  /** A server with the guard in front of a handler that echoes the body it reads. */
  async function withServer(run: (url: string) => Promise<void>) {
    const server = http.createServer((req, res) => {
      void guardPageRequest(req, res).then(async (answered) => {
        if (answered) return;
        const chunks: Buffer[] = [];
        for await (const chunk of req) chunks.push(chunk as Buffer);
        res.writeHead(200, { 'content-type': 'text/plain' }).end(Buffer.concat(chunks));
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    try {
      await run(`http://127.0.0.1:${(server.address() as AddressInfo).port}/products/`);
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  }
  const post = (
    url: string,
    body: string | Uint8Array,
    headers: Record<string, string> = { 'next-action': 'abc', 'content-type': 'text/plain;charset=UTF-8' },
  ) => fetch(url, { method: 'POST', headers, body: typeof body === 'string' ? body : Uint8Array.from(body) });

  it.each([
    'null',
    '{',
    '{"a":1}',
    '"x"',
    '',
    '["$Q1"]',
    '[{"a":["$1"]}]',
    '["$F1"]',
    '["$"]',
    `["$n${'9'.repeat(301)}"]`,
    '["$nabc"]',
  ])('refuses the body %p with a 400', async (body) => {
    await withServer(async (url) => {
      const res = await post(url, body);
      expect(res.status).toBe(400);
      expect(await res.text()).toBe(PAGE_GUARD_MESSAGES.badActionBody);
    });
  });

  it('refuses a body that is not UTF-8', async () => {
    await withServer(async (url) => expect((await post(url, new Uint8Array([0x5b, 0xff, 0x5d]))).status).toBe(400));
  });

  it('hands Next the body of a well-formed call exactly as it came, large or small', async () => {
    await withServer(async (url) => {
      for (const body of [
        '[]',
        JSON.stringify([{ slug: 'x', size: 'M', pincode: '400001' }]),
        JSON.stringify(['é'.repeat(300_000)]),
        '["$$cash","$undefined","$D2026-01-01T00:00:00.000Z","$n12","$-0","$Infinity","$-Infinity","$NaN",{"$x":"$$T"},{"a":"$undefined"}]',
      ]) {
        const res = await post(url, body);
        expect(res.status).toBe(200);
        expect(await res.text()).toBe(body);
      }
    });
  });

  it('refuses a multipart post that does not parse as form data, and hands on one that does', async () => {
    await withServer(async (url) => {
      const multipart: Record<string, string>[] = [
        { 'content-type': 'multipart/form-data; boundary=x' },
        { 'next-action': 'abc', 'content-type': 'multipart/form-data; boundary=x' },
      ];
      for (const headers of multipart) {
        const res = await post(url, 'garbage', headers);
        expect(res.status).toBe(400);
        expect(await res.text()).toBe(PAGE_GUARD_MESSAGES.badActionBody);
      }
      const form = '--x\r\nContent-Disposition: form-data; name="1_$ACTION_ID_abc"\r\n\r\n\r\n--x--\r\n';
      const res = await post(url, form, { 'content-type': 'multipart/form-data; boundary=x' });
      expect(res.status).toBe(200);
      expect(await res.text()).toBe(form);
    });
  });

  it('leaves other bodies alone (forms, bodies over the limit)', async () => {
    await withServer(async (url) => {
      const big = `[${'1,'.repeat(600_000)}1]`;
      expect(await (await post(url, big)).text()).toBe(big);
      expect(await (await post(url, 'a=1', { 'content-type': 'application/x-www-form-urlencoded' })).text()).toBe(
        'a=1',
      );
    });
  });
});
