// The production server (npm start) over raw HTTP, at the edges of what it takes: server action
// bodies Next cannot decode, Hosts that name no host, paths not in their normal form, forwarded
// hosts without a trusted proxy, bodies refused on their headers before they are sent, and the
// development routes reached as the platform mounts them. Every answer is a 4xx, never a 5xx.
import fs from 'node:fs';
import { test, expect } from '@playwright/test';
import { headersOnly, port, rawRequest, shop, type Raw } from './raw-http';
import { PAGE_GUARD_MESSAGES } from '../../../server/page-request-guard';
import { REQUEST_TARGET_MESSAGES } from '../../../server/request-target';
import { CROSS_SITE_API_MESSAGE } from '../../../lib/security/shop-api-origin';
import { INPUT_MESSAGES } from '../../../platform/http/input-guard';
import { PAYMENT_CALLBACK_BODY_LIMIT } from '../../../platform/payment/constants';
import { nestedJson } from '../../fuzz/arbitraries';

/** Action ids and names of the build this server runs. */
function serverActions(): { id: string; name: string }[] {
  const manifest = JSON.parse(fs.readFileSync('.next/server/server-reference-manifest.json', 'utf8')) as {
    node: Record<string, { exportedName?: string }>;
  };
  return Object.entries(manifest.node).map(([id, entry]) => ({ id, name: entry.exportedName ?? id }));
}

/** A multipart body of text fields, as a browser writes one. */
function multipart(fields: Record<string, string>): { type: string; body: string } {
  const boundary = '----edge' + Math.random().toString(16).slice(2);
  const parts = Object.entries(fields).map(
    ([name, value]) => `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
  );
  return { type: `multipart/form-data; boundary=${boundary}`, body: `${parts.join('')}--${boundary}--\r\n` };
}

const answered = (answer: Raw | 'no answer'): Raw => {
  expect(answer).not.toBe('no answer');
  return answer as Raw;
};

test.describe('server action bodies Next cannot decode answer 400', () => {
  const refused = (res: Raw) => {
    expect(res.status).toBe(400);
    expect(res.body).toBe(PAGE_GUARD_MESSAGES.badActionBody);
  };

  test('a script’s multipart call whose arguments reference rows, files or values that are not there', async () => {
    const [action] = serverActions();
    for (const tag of ['$Q3', '$W3', '$B3', '$F3', '$h3', '$A3', '$S3', '$i3', '$T', '$@3', '$3']) {
      const { type, body } = multipart({ 0: JSON.stringify([tag]) });
      const res = await rawRequest(
        'POST',
        '/products/',
        { 'next-action': action.id, 'content-type': type, accept: 'text/x-component' },
        body,
      );
      expect({ tag, status: res.status }).toEqual({ tag, status: 400 });
      refused(res);
    }
  });

  test('a text call with a temporary reference or a bigint of no digits', async () => {
    const [action] = serverActions();
    for (const body of ['["$T"]', '["$n-"]', '[{"a":"$T"}]', `[${nestedJson(5_000, 'array')}]`]) {
      refused(
        await rawRequest(
          'POST',
          '/products/',
          { 'next-action': action.id, 'content-type': 'text/plain;charset=UTF-8' },
          body,
        ),
      );
    }
  });

  test('a form posted without JavaScript whose bound arguments are missing or not a list', async () => {
    const [action] = serverActions();
    const forms: Record<string, string>[] = [
      { $ACTION_REF_1: '', '$ACTION_1:0': JSON.stringify({ id: action.id, bound: '$@1' }) },
      { $ACTION_REF_1: '', '$ACTION_1:0': JSON.stringify({ id: action.id, bound: '$@1' }), '$ACTION_1:1': '{}' },
      { $ACTION_REF_1: '', '$ACTION_1:0': '{' },
      { $ACTION_REF_1: '' },
    ];
    for (const fields of forms) {
      const { type, body } = multipart(fields);
      refused(await rawRequest('POST', '/products/', { 'content-type': type }, body));
    }
  });

  test('fields named after Object.prototype, posted to every action as a plain form, never answer a 5xx', async () => {
    test.setTimeout(120_000);
    const names = Object.getOwnPropertyNames(Object.prototype);
    for (const action of serverActions()) {
      const fields: Record<string, string> = { [`$ACTION_ID_${action.id}`]: '' };
      for (const name of names) fields[name] = 'x';
      const { type, body } = multipart(fields);
      const res = await rawRequest('POST', '/products/', { 'content-type': type }, body);
      expect({ action: action.name, status: res.status < 500 }).toEqual({ action: action.name, status: true });
    }
  });
});

test.describe('Host', () => {
  test('a Host that names no host (a port out of range, garbage) is a 400 on pages, robots.txt, the sitemap and the API', async () => {
    for (const host of ['localhost:99999', 'localhost:0', 'a b', 'shop.example/x']) {
      for (const path of [
        '/',
        '/products/',
        '/robots.txt',
        '/sitemap.xml',
        '/service/application/catalog/v1.0/products/',
      ]) {
        const res = await rawRequest('GET', path, { host });
        expect({ host, path, status: res.status }).toEqual({ host, path, status: 400 });
        expect(res.body).toContain(REQUEST_TARGET_MESSAGES.badHost);
      }
    }
    expect((await rawRequest('GET', '/robots.txt', { host: `localhost:${port}` })).status).toBe(200);
  });
});

test.describe('paths are routed only in their normal form', () => {
  test('/service/%2e%2e/dev/… and its siblings never reach the development routes under another name', async () => {
    for (const path of [
      '/service/%2e%2e/dev/outbox.json',
      '/service/%2E%2E/dev/outbox.json',
      '/service/.%2e/dev/outbox.json',
      '/service/..%2f../dev/outbox.json',
      '/service\\..\\dev\\outbox.json',
      '//dev/outbox.json',
      '/media/%2e%2e/dev/outbox.json',
    ]) {
      const res = await rawRequest('GET', path);
      expect({ path, status: res.status }).not.toEqual({ path, status: 200 });
      expect(res.body).not.toContain('"items"');
      if (res.status === 308) expect(res.headers.location).toBe('/dev/outbox.json');
      const post = await rawRequest('POST', path, { 'content-type': 'application/json' }, '{}');
      expect(post.body).not.toContain('"items"');
      expect(post.status).toBeGreaterThanOrEqual(400);
      expect(post.status).toBeLessThan(500);
    }
    // Under its own name it answers (DEV_OUTBOX=1, from this machine).
    expect((await rawRequest('GET', '/dev/outbox.json')).status).toBe(200);
  });

  test('every development route the platform mounts is reached: POST /dev/payments/lapse validates its body', async () => {
    const res = await rawRequest('POST', '/dev/payments/lapse', { 'content-type': 'application/json' }, '{}');
    expect(res.status).toBe(400);
    expect(res.headers['content-type']).toMatch(/json/);
    for (const path of ['/dev/orders/advance', '/dev/rewards/credit', '/dev/catalog/products/x']) {
      const answer = await rawRequest('POST', path, { 'content-type': 'application/json' }, '{}');
      expect({ path, status: answer.status }).not.toEqual({ path, status: 405 });
      expect(answer.headers['content-type']).toMatch(/json/);
    }
  });
});

test('a server action’s origin check believes X-Forwarded-Host only behind a trusted proxy (TRUST_PROXY is unset here)', async () => {
  const [action] = serverActions();
  const res = await rawRequest(
    'POST',
    '/products/',
    {
      'next-action': action.id,
      origin: 'http://evil.example',
      'x-forwarded-host': 'evil.example',
      'content-type': 'text/plain;charset=UTF-8',
    },
    '[]',
  );
  expect(res.status).toBe(403);
  expect(res.body).toBe(PAGE_GUARD_MESSAGES.crossSiteAction);
  const ours = await rawRequest(
    'POST',
    '/products/',
    {
      'next-action': action.id,
      origin: shop,
      'x-forwarded-host': 'evil.example',
      'content-type': 'text/plain;charset=UTF-8',
      accept: 'text/x-component',
    },
    '[]',
  );
  expect(ours.status).toBeLessThan(500);
  expect(ours.status).not.toBe(403);
});

test.describe('bodies refused on their headers, before they are sent', () => {
  test('another site’s POST to the browser API is a 403 without its body', async () => {
    const res = answered(
      await headersOnly('POST', '/api/service/application/cart/v1.0/detail', {
        origin: 'https://evil.example',
        'content-type': 'text/plain',
        'content-length': String(512 * 1024),
      }),
    );
    expect(res.status).toBe(403);
    expect(JSON.parse(res.body)).toEqual({ success: false, message: CROSS_SITE_API_MESSAGE });
    const fetched = answered(
      await headersOnly('POST', '/api/service/application/cart/v1.0/detail', {
        'sec-fetch-site': 'cross-site',
        'content-type': 'application/json',
        'content-length': String(512 * 1024),
      }),
    );
    expect(fetched.status).toBe(403);
  });

  test('the payment callbacks and the sandbox pages refuse a body too large, of no declared length or of another kind without it', async () => {
    for (const path of [
      '/payment/webhook/sandbox',
      '/payment/return/sandbox',
      '/payment/confirm/sandbox',
      '/sandbox/api/card',
    ]) {
      const large = answered(
        await headersOnly('POST', path, {
          'x-sandbox-signature': 't=1,v1=00',
          'content-type': 'application/json',
          'content-length': String(PAYMENT_CALLBACK_BODY_LIMIT + 1),
        }),
      );
      expect({ path, status: large.status }).toEqual({ path, status: 413 });
      const typed = answered(
        await headersOnly('POST', path, {
          'x-sandbox-signature': 't=1,v1=00',
          'content-type': 'text/xml',
          'content-length': '1000',
        }),
      );
      expect({ path, status: typed.status }).toEqual({ path, status: 415 });
    }
    const unsigned = answered(
      await headersOnly('POST', '/payment/webhook/sandbox', {
        'content-type': 'application/json',
        'content-length': '1000',
      }),
    );
    expect(unsigned.status).toBe(400);
  });
});

test('JSON nested thousands deep is a 400 that says so, on the browser API', async () => {
  for (const shape of ['array', 'object', 'mixed'] as const) {
    const res = await rawRequest(
      'POST',
      '/api/service/application/configuration/v1.0/ordering-store/select',
      { 'content-type': 'application/json', 'sec-fetch-site': 'same-origin' },
      nestedJson(5_000, shape),
    );
    expect({ shape, status: res.status }).toEqual({ shape, status: 400 });
    expect(JSON.parse(res.body)).toEqual({ success: false, message: INPUT_MESSAGES.bodyDepth });
  }
});
