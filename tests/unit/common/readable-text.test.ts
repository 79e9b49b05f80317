// What the platform's edge and the page guard refuse as unreadable: malformed escapes, bytes
// that are not UTF-8, NUL (and, in paths, other control characters), over-long segments.
import { describe, expect, it } from '@jest/globals';
import {
  JSON_MAX_DEPTH,
  holdsLoneSurrogate,
  holdsNul,
  jsonDepth,
  rawTarget,
  strictDecode,
  validPath,
  validQuery,
} from '@/common/readable-text';
import { isBadTextError } from '@/platform/http/database-errors';
import { readCredentials } from '@/platform/application-auth/credentials';

describe('validPath', () => {
  it.each([
    '/product/%E0%A4%A',
    '/brand/%',
    '/page/%zz',
    '/product/%FF',
    '/product/a%C3%28',
    '/product/%00',
    '/x/a%0Ab',
    '/%ED%A0%80',
  ])('refuses %s', (path) => {
    expect(validPath(path)).toBe(false);
  });

  it('accepts readable paths, escaped UTF-8 included', () => {
    expect(validPath('/product/blue-shirt-1/')).toBe(true);
    expect(validPath('/c/caf%C3%A9/%20x')).toBe(true);
    expect(validPath('/')).toBe(true);
  });

  it('refuses a segment longer than the limit it is given, counted decoded', () => {
    expect(validPath(`/product/${'a'.repeat(300)}/`, 300)).toBe(true);
    expect(validPath(`/product/${'a'.repeat(301)}/`, 300)).toBe(false);
    expect(validPath(`/product/${'%C3%A9'.repeat(300)}/`, 300)).toBe(true);
  });
});

describe('validQuery', () => {
  it.each(['q=%00', 'q=a%00b', 'q=%FF', 'f=%C3%28', 'q=%', 'q=%zz', '%00=1', '?x=1&y=%E0%A4%A'])(
    'refuses %s',
    (query) => {
      expect(validQuery(query)).toBe(false);
    },
  );

  it('accepts readable queries, + as a space and empty values', () => {
    expect(validQuery('')).toBe(true);
    expect(validQuery('?q=red+shirt&f=brand%3Anike%7C%7Cpuma&x=&y')).toBe(true);
    expect(validQuery('q=%E2%82%B9%20500')).toBe(true);
  });
});

describe('the other helpers', () => {
  it('strictDecode answers undefined for what decodeURIComponent throws on', () => {
    expect(strictDecode('%C3%A9')).toBe('é');
    expect(strictDecode('%C3')).toBeUndefined();
  });

  it('rawTarget splits a request target or an absolute URL without decoding it', () => {
    expect(rawTarget('/brand/%?q=%FF')).toEqual({ pathname: '/brand/%', search: 'q=%FF' });
    expect(rawTarget('http://127.0.0.1:3000/a/%zz')).toEqual({ pathname: '/a/%zz', search: '' });
  });

  it('holdsLoneSurrogate finds an unpaired surrogate in any string, key or nested value, and lets a pair pass', () => {
    expect(holdsLoneSurrogate({ a: ['x', { b: 'y\ud800' }] })).toBe(true);
    expect(holdsLoneSurrogate({ '\udfffk': 1 })).toBe(true);
    expect(holdsLoneSurrogate(['\udc00\ud800'])).toBe(true);
    expect(holdsLoneSurrogate({ a: ['gift \ud83c\udf81', { b: 'ü' }], n: 1, z: null })).toBe(false);
  });

  it('holdsNul finds a NUL in any string, key or nested value', () => {
    expect(holdsNul({ a: ['x', { b: 'y\u0000' }] })).toBe(true);
    expect(holdsNul({ 'k\u0000': 1 })).toBe(true);
    expect(holdsNul({ a: ['x', { b: 'y' }], n: 1, z: null })).toBe(false);
  });

  it('isBadTextError knows PostgreSQL’s encoding errors, wrapped or not', () => {
    expect(isBadTextError({ code: '22021' })).toBe(true);
    expect(isBadTextError(Object.assign(new Error('query failed'), { cause: { code: '22P05' } }))).toBe(true);
    expect(isBadTextError({ code: '23505' })).toBe(false);
    expect(isBadTextError(new Error('x'))).toBe(false);
  });
});

describe('readCredentials', () => {
  const bearer = (bytes: Uint8Array | string) => `Bearer ${Buffer.from(bytes).toString('base64')}`;

  it('reads base64 of id:token', () => {
    expect(readCredentials(bearer('app:tok'))).toEqual({ applicationId: 'app', applicationToken: 'tok' });
  });

  it('refuses credentials that are not UTF-8 or hold NUL or control characters', () => {
    expect(readCredentials(bearer(new Uint8Array([0xff, 0xfe, 0x3a, 0x41])))).toBeUndefined();
    expect(readCredentials(bearer(new Uint8Array([0x61, 0xc3, 0x28, 0x3a, 0x41])))).toBeUndefined();
    expect(readCredentials(bearer('app\u0000:tok'))).toBeUndefined();
    expect(readCredentials(bearer('app:to\nk'))).toBeUndefined();
  });
});

describe('deeply nested JSON', () => {
  const nested = (depth: number) => JSON.parse(`${'['.repeat(depth)}"\\u0000"${']'.repeat(depth)}`) as unknown;

  it('is walked without recursion: NUL, lone surrogates and depth are found 100,000 levels down', () => {
    expect(holdsNul(nested(100_000))).toBe(true);
    expect(holdsLoneSurrogate(JSON.parse(`${'{"a":'.repeat(100_000)}"\\ud800"${'}'.repeat(100_000)}`))).toBe(true);
    expect(jsonDepth(nested(100_000))).toBe(JSON_MAX_DEPTH + 1);
  });

  it('counts depth as objects and arrays within each other', () => {
    expect(jsonDepth('x')).toBe(0);
    expect(jsonDepth([])).toBe(1);
    expect(jsonDepth({ a: [1, { b: 2 }] })).toBe(3);
    expect(jsonDepth(nested(JSON_MAX_DEPTH))).toBe(JSON_MAX_DEPTH);
  });
});
