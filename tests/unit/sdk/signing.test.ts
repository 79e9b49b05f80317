import { signRequest, basicToken } from '@/contract/signing';
import { verifySignature, parseFpDate } from '@/platform/application-auth/signature';
import { readCredentials } from '@/platform/application-auth/credentials';

// Vectors computed with @gofynd/fp-signature, the library the official SDK signs with.
type Vector = { method: string; url: string; headers: Record<string, string>; body?: string; signature: string };
const vectors: Vector[] = [
  {
    method: 'GET',
    url: 'http://localhost:3000/service/application/catalog/v1.0/products/?q=kurta&page_size=12',
    headers: { 'x-fp-date': '20261122T101010Z' },
    signature: 'v1.1:0d91f4d3acf5ca4a214791cdce0e057ed6f81f7c385ec35ab9a35b9c93500f65',
  },
  {
    method: 'POST',
    url: 'http://api.example.com/service/application/configuration/v1.0/ordering-store/select',
    headers: { 'x-fp-date': '20261122T101010Z', 'x-fp-sdk-version': '3.4.2' },
    body: '{"ordering_store":{"uid":1}}',
    signature: 'v1.1:adb46e7b7083bfdbbc115b7355f55d2aef2219bb58d3a60ab7818efd5a9dcf0e',
  },
];
const at = Date.UTC(2026, 10, 22, 10, 10, 10);

describe('request signing', () => {
  test.each(vectors)('signs $method $url like the reference library', (v) => {
    expect(signRequest(v)['x-fp-signature']).toBe(v.signature);
  });

  test.each(vectors)('verifies its own vector $method $url', (v) => {
    const headers = new Headers({ ...v.headers, 'x-fp-signature': v.signature });
    expect(verifySignature({ method: v.method, url: v.url, headers, body: v.body ?? '' }, at)).toEqual({ ok: true });
  });

  test('query order does not matter, but a changed value does', () => {
    const v = vectors[0];
    const headers = new Headers({ ...v.headers, 'x-fp-signature': v.signature });
    const reordered = 'http://localhost:3000/service/application/catalog/v1.0/products/?page_size=12&q=kurta';
    expect(verifySignature({ method: 'GET', url: reordered, headers, body: '' }, at).ok).toBe(true);
    const tampered = 'http://localhost:3000/service/application/catalog/v1.0/products/?page_size=100&q=kurta';
    expect(verifySignature({ method: 'GET', url: tampered, headers, body: '' }, at)).toEqual({
      ok: false,
      message: 'Invalid request signature',
    });
  });

  test('a changed body, method or host fails', () => {
    const v = vectors[1];
    const body = v.body ?? '';
    const headers = new Headers({ ...v.headers, 'x-fp-signature': v.signature });
    expect(verifySignature({ method: 'POST', url: v.url, headers, body: '{"ordering_store":{"uid":2}}' }, at).ok).toBe(
      false,
    );
    expect(verifySignature({ method: 'PUT', url: v.url, headers, body }, at).ok).toBe(false);
    expect(
      verifySignature({ method: 'POST', url: v.url.replace('api.example.com', 'evil.example.com'), headers, body }, at)
        .ok,
    ).toBe(false);
  });

  test('a request more than 15 minutes from the server clock is stale, within it is fine', () => {
    const v = vectors[0];
    const headers = new Headers({ ...v.headers, 'x-fp-signature': v.signature });
    expect(verifySignature({ method: 'GET', url: v.url, headers, body: '' }, at + 14 * 60_000).ok).toBe(true);
    const late = verifySignature({ method: 'GET', url: v.url, headers, body: '' }, at + 16 * 60_000);
    expect(late.ok).toBe(false);
    expect(late).toMatchObject({ message: expect.stringContaining('15 minutes') });
    expect(verifySignature({ method: 'GET', url: v.url, headers, body: '' }, at - 16 * 60_000).ok).toBe(false);
  });

  test('missing or malformed signature headers are refused with a reason', () => {
    const url = vectors[0].url;
    expect(verifySignature({ method: 'GET', url, headers: new Headers(), body: '' }, at)).toMatchObject({
      ok: false,
      message: expect.stringContaining('x-fp-signature'),
    });
    const badDate = new Headers({ 'x-fp-date': '2026-11-22', 'x-fp-signature': 'v1.1:00' });
    expect(verifySignature({ method: 'GET', url, headers: badDate, body: '' }, at)).toMatchObject({
      ok: false,
      message: expect.stringContaining('YYYYMMDDTHHMMSSZ'),
    });
  });

  test('parses x-fp-date strictly', () => {
    expect(parseFpDate('20261122T101010Z')?.toISOString()).toBe('2026-11-22T10:10:10.000Z');
    expect(parseFpDate('20261122T1010Z')).toBeUndefined();
  });
});

describe('application credentials', () => {
  test('round-trip through the bearer token', () => {
    expect(readCredentials(`Bearer ${basicToken('app1', 'tok:en')}`)).toEqual({
      applicationId: 'app1',
      applicationToken: 'tok:en',
    });
  });
  test('garbage is no credential', () => {
    expect(readCredentials('Bearer !!!')).toBeUndefined();
    expect(readCredentials(undefined)).toBeUndefined();
    expect(readCredentials(`Bearer ${Buffer.from('no-colon').toString('base64')}`)).toBeUndefined();
  });
});
