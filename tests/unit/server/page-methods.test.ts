// Pages answer GET and HEAD (and POST for server actions); other methods get 405 with Allow,
// before the page renderer sees them. The API keeps its own method handling.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { METHOD_NOT_ALLOWED, pageMethodAllowed } from '@/server/methods';

let server: http.Server;
let port: number;

beforeAll(async () => {
  server = http.createServer((req, res) => {
    if (pageMethodAllowed(req, res)) res.end('rendered');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

function send(method: string, path: string, headers: Record<string, string> = {}, body?: string) {
  return new Promise<{ status: number; allow?: string; body: string }>((resolve, reject) => {
    const length = body === undefined ? {} : { 'content-length': String(Buffer.byteLength(body)) };
    const req = http.request({ host: '127.0.0.1', port, method, path, headers: { ...headers, ...length } }, (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (text += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, allow: res.headers.allow, body: text }));
    });
    req.on('error', reject);
    req.end(body);
  });
}

it('answers 405 with Allow to PUT, DELETE, PATCH, OPTIONS, TRACE and a plain POST on pages', async () => {
  for (const path of ['/', '/products/', '/product/x/', '/sitemap.xml']) {
    for (const method of ['PUT', 'DELETE', 'PATCH', 'OPTIONS', 'TRACE', 'POST']) {
      const res = await send(
        method,
        path,
        method === 'TRACE' ? {} : { 'content-type': 'text/plain' },
        method === 'TRACE' ? undefined : 'x=1',
      );
      expect({ path, method, status: res.status, allow: res.allow }).toEqual({
        path,
        method,
        status: 405,
        allow: 'GET, HEAD',
      });
      expect(res.body).toBe(METHOD_NOT_ALLOWED);
    }
  }
});

it('lets GET, HEAD and server action calls through to the page', async () => {
  expect((await send('GET', '/products/')).body).toBe('rendered');
  expect((await send('HEAD', '/')).status).toBe(200);
  expect(
    (await send('POST', '/products/', { 'next-action': 'abc123', 'content-type': 'text/plain;charset=UTF-8' }, '[]'))
      .body,
  ).toBe('rendered');
  // A form posted without JavaScript names its server action in its fields.
  expect((await send('POST', '/product/x/', { 'content-type': 'multipart/form-data; boundary=b' }, '--b--')).body).toBe(
    'rendered',
  );
  expect(
    (await send('POST', '/product/x/', { 'content-type': 'application/x-www-form-urlencoded' }, 'a=1')).status,
  ).toBe(405);
});

it('leaves the API, media and the outbox to their own method handling', async () => {
  for (const path of [
    '/service/application/catalog/v1.0/products/',
    '/api/service/application/user/authentication/v1.0/logout',
    '/media/a.webp',
    '/dev/outbox',
  ]) {
    expect((await send('DELETE', path)).body).toBe('rendered');
  }
});
