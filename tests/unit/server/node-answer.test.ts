// sendBytes (platform/http/node-answer.ts): an answer written straight to Node's response is the
// answer the web Response would have been (status, type, length, bytes; HEAD without the body),
// and an answer a middleware changes after the handler (privateAnswers' Cache-Control) still goes
// through the Response, so nothing the middleware adds is lost.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { Hono } from 'hono';
import { getRequestListener } from '@hono/node-server';
import type { PlatformEnv } from '@/platform/http/env';
import { sendBytes } from '@/platform/http/node-answer';
import { PRIVATE_CACHE_CONTROL, privateAnswers } from '@/platform/http/private-answers';

const BODY = Buffer.from(
  JSON.stringify({
    items: Array.from({ length: 500 }, (_, i) => ({ uid: i, name: `Product ${i}`, symbol: '\\u20b9' })),
  }),
);
const TYPE = 'application/json; charset=UTF-8';

const app = new Hono<PlatformEnv>();
app.use('/private/*', privateAnswers);
app.get('/public/bytes', (c) => sendBytes(c, BODY, TYPE));
app.get('/public/response', (c) => c.body(BODY, 200, { 'content-type': TYPE }));
app.get('/private/bytes', (c) => sendBytes(c, BODY, TYPE));
const server = http.createServer(getRequestListener(app.fetch, { overrideGlobalObjects: false }));

const at = (path: string) => `http://127.0.0.1:${(server.address() as AddressInfo).port}${path}`;
const answer = async (path: string, method = 'GET') => {
  const r = await fetch(at(path), { method });
  return {
    status: r.status,
    type: r.headers.get('content-type'),
    length: r.headers.get('content-length'),
    cache: r.headers.get('cache-control'),
    body: Buffer.from(await r.arrayBuffer()),
  };
};

beforeAll(() => new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve)));
afterAll(() => new Promise((resolve) => server.close(resolve)));

test('written straight to Node, the answer is the one the Response gives', async () => {
  const [direct, viaResponse] = [await answer('/public/bytes'), await answer('/public/response')];
  expect(direct).toEqual(viaResponse);
  expect(direct).toMatchObject({ status: 200, type: TYPE, length: String(BODY.length), cache: null });
  expect(direct.body.equals(BODY)).toBe(true);
});

test('HEAD gets the headers without the body', async () => {
  const head = await answer('/public/bytes', 'HEAD');
  expect(head).toMatchObject({ status: 200, type: TYPE, length: String(BODY.length) });
  expect(head.body.length).toBe(0);
});

test('a private answer keeps the header its middleware adds after the handler', async () => {
  const r = await answer('/private/bytes');
  expect(r.cache).toBe(PRIVATE_CACHE_CONTROL);
  expect(r.body.equals(BODY)).toBe(true);
});

test('without Node underneath (a plain fetch handler) the Response carries it', async () => {
  const r = await app.fetch(new Request('http://shop/public/bytes'));
  expect(r.status).toBe(200);
  expect(Buffer.from(await r.arrayBuffer()).equals(BODY)).toBe(true);
});
