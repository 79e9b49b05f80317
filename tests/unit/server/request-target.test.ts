// The production server's first look (server/request-target.ts): a Host that names no
// host is a 400, a path is routed only in its normal form, X-Forwarded-Host counts only behind a
// trusted proxy.
import { afterEach, describe, expect, it } from '@jest/globals';
import type http from 'node:http';
import { answerBadTarget, normalPath, REQUEST_TARGET_MESSAGES, validHost } from '@/server/request-target';

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
  return { answered: answerBadTarget(req, res), req, ...answer };
}

afterEach(() => {
  delete process.env.TRUST_PROXY;
});

describe('Host', () => {
  it.each([
    'localhost:99999',
    'localhost:0',
    'localhost:65536',
    'a b',
    'evil.example/x',
    'shop.example:80:80',
    '[::1',
    '',
    'x@y',
    '%00',
  ])('refuses %j with a 400', (host) => {
    expect(validHost(host)).toBe(false);
    const page = run('/', { headers: { host } });
    expect(page).toMatchObject({ answered: true, status: 400, body: REQUEST_TARGET_MESSAGES.badHost });
    const api = run('/service/application/catalog/v1.0/products/', { headers: { host } });
    expect(api).toMatchObject({
      status: 400,
      body: JSON.stringify({ success: false, message: REQUEST_TARGET_MESSAGES.badHost }),
    });
  });

  it.each([
    'localhost',
    'localhost:3000',
    '127.0.0.1:65535',
    '[::1]:8080',
    'shop.example',
    'my_app:3000',
    'shop.example.',
  ])('takes %s', (host) => {
    expect(validHost(host)).toBe(true);
    expect(run('/products/', { headers: { host } }).answered).toBe(false);
  });
});

describe('X-Forwarded-Host', () => {
  it('is dropped without TRUST_PROXY, so nothing downstream believes it', () => {
    const { answered, req } = run('/', { method: 'POST', headers: { 'x-forwarded-host': 'evil.example' } });
    expect(answered).toBe(false);
    expect(req.headers['x-forwarded-host']).toBeUndefined();
  });

  it('is kept with TRUST_PROXY=1, and refused when it names no host', () => {
    process.env.TRUST_PROXY = '1';
    const { req } = run('/', { headers: { 'x-forwarded-host': 'shop.example' } });
    expect(req.headers['x-forwarded-host']).toBe('shop.example');
    expect(run('/', { headers: { 'x-forwarded-host': 'localhost:99999' } })).toMatchObject({ status: 400 });
  });
});

describe('path', () => {
  it.each([
    ['/service/%2e%2e/dev/outbox.json', '/dev/outbox.json'],
    ['/service/%2E%2e/dev/outbox.json', '/dev/outbox.json'],
    ['/service/.%2e/dev/outbox.json', '/dev/outbox.json'],
    ['/service/../dev/outbox', '/dev/outbox'],
    ['/service\\..\\dev\\outbox', '/dev/outbox'],
    ['//dev/outbox.json', '/dev/outbox.json'],
    ['/products//', '/products/'],
    ['/a/./b', '/a/b'],
    ['/a/%2e/', '/a/'],
    ['/a/..', '/'],
  ])('routes %s only as %s', (raw, normal) => {
    expect(normalPath(raw)).toBe(normal);
    expect(run(`${raw}?x=1`)).toMatchObject({ answered: true, status: 308, headers: { location: `${normal}?x=1` } });
    expect(run(raw, { method: 'POST' })).toMatchObject({ answered: true, status: 400 });
  });

  it.each(['/', '/products/', '/product/a.b/', '/dev/outbox.json', '/media/x..y.png', '/c/%2e%2ex/'])(
    'passes %s untouched',
    (path) => {
      expect(normalPath(path)).toBe(path);
      expect(run(path).answered).toBe(false);
    },
  );
});
