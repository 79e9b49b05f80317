import { isHttp, isSitePath, parseAbsolute, parseQuery, safeDecode, splitOnce } from '@/lib/theme/url-parts';

describe('URL helpers of the theme engine', () => {
  test('a site path starts with one slash', () => {
    expect(isSitePath('/')).toBe(true);
    expect(isSitePath('/products/?q=x')).toBe(true);
    for (const text of ['//evil.example', '/\\evil.example', 'products', '', 'https://a.example/'])
      expect([text, isSitePath(text)]).toEqual([text, false]);
  });

  test('absolute URLs, protocol-relative read as https', () => {
    expect(parseAbsolute('https://a.example/x?y=1')?.href).toBe('https://a.example/x?y=1');
    expect(parseAbsolute('//a.example/x')?.href).toBe('https://a.example/x');
    expect(parseAbsolute('mailto:a@b.example')?.protocol).toBe('mailto:');
    expect(parseAbsolute('/x')).toBeUndefined();
    expect(parseAbsolute('x.example')).toBeUndefined();
    expect(parseAbsolute('http://')).toBeUndefined();
  });

  test('http and https only', () => {
    expect(isHttp(new URL('https://a.example'))).toBe(true);
    expect(isHttp(new URL('http://a.example'))).toBe(true);
    expect(isHttp(new URL('javascript:alert(1)'))).toBe(false);
  });

  test('split at the first separator', () => {
    expect(splitOnce('a?b?c', '?')).toEqual(['a', 'b?c']);
    expect(splitOnce('abc', '?')).toEqual(['abc']);
    expect(splitOnce('?x', '?')).toEqual(['', 'x']);
  });

  test('query values as lists', () => {
    expect(parseQuery('a=1&b=2&a=3&c')).toEqual({ a: ['1', '3'], b: ['2'], c: [''] });
    expect(parseQuery('?q=red+shirt%21')).toEqual({ q: ['red shirt!'] });
    expect(parseQuery('')).toEqual({});
  });

  test('decoding never throws', () => {
    expect(safeDecode('h%26m')).toBe('h&m');
    expect(safeDecode('100%')).toBe('100%');
    expect(safeDecode('%E0%A4')).toBe('%E0%A4');
  });
});
