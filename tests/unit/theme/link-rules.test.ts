import {
  isInternalLink,
  isSafeHref,
  openActionMessage,
  openActionMessageForLink,
  resolveLink,
  withSearchTracking,
} from '@/lib/theme/link-rules';
import type { PageAction } from '@/lib/theme/links';

const page = (type: string, params?: Record<string, string[]>): PageAction => ({
  type: 'page',
  page: { type, ...(params ? { params } : {}) },
});

describe('link rules', () => {
  const domains = [{ name: 'shop.example.com', is_primary: true }, { name: 'old-shop.example.com' }];

  test('internal: starts with / or points to one of the domains', () => {
    expect(isInternalLink('/products/', domains)).toBe(true);
    expect(isInternalLink('https://shop.example.com/brands/', domains)).toBe(true);
    expect(isInternalLink('http://OLD-SHOP.example.com/x', domains)).toBe(true);
    expect(isInternalLink('https://other.example.com/', domains)).toBe(false);
    expect(isInternalLink('//evil.example/x', domains)).toBe(false);
    expect(isInternalLink('//shop.example.com/x', domains)).toBe(true);
    expect(isInternalLink('https://shop.example.com.evil.example/', domains)).toBe(false);
    expect(isInternalLink('products', domains)).toBe(false);
    expect(isInternalLink('mailto:a@shop.example.com', domains)).toBe(false);
    expect(isInternalLink('/products/', [])).toBe(true);
    expect(isInternalLink('https://shop.example.com/', ['shop.example.com'])).toBe(true);
  });

  test('a domain with a port compares host and port', () => {
    expect(isInternalLink('http://localhost:3000/x', ['localhost:3000'])).toBe(true);
    expect(isInternalLink('http://localhost:4000/x', ['localhost:3000'])).toBe(false);
    expect(isInternalLink('http://localhost:4000/x', ['localhost'])).toBe(true);
  });

  test('resolveLink: internal paths keep their query and hash', () => {
    expect(resolveLink('/products/?q=shirt#grid', { domains })).toEqual({
      kind: 'internal',
      path: '/products/?q=shirt#grid',
    });
    expect(resolveLink('https://old-shop.example.com/brand/nike?page_no=3', { domains })).toEqual({
      kind: 'internal',
      path: '/brand/nike?page_no=3',
    });
  });

  test('a primary-domain link resets page_no to 1', () => {
    expect(resolveLink('https://shop.example.com/products/?page_no=4&page_size=24', { domains })).toEqual({
      kind: 'internal',
      path: '/products/?page_no=1&page_size=24',
    });
    expect(resolveLink('https://shop.example.com/products/?q=a', { domains })).toEqual({
      kind: 'internal',
      path: '/products/?q=a',
    });
  });

  test('/external opens as external', () => {
    expect(resolveLink('/external/?url=https%3A%2F%2Fblog.example.org%2Fpost', { domains })).toEqual({
      kind: 'external',
      url: 'https://blog.example.org/post',
    });
    expect(resolveLink('/external?url=http://a.example', { domains })).toEqual({
      kind: 'external',
      url: 'http://a.example/',
    });
    expect(resolveLink('https://shop.example.com/external/?url=https://b.example/', { domains })).toEqual({
      kind: 'external',
      url: 'https://b.example/',
    });
    expect(resolveLink('/external/?url=javascript:alert(1)', { domains })).toBeUndefined();
    expect(resolveLink('/external/', { domains })).toBeUndefined();
    expect(resolveLink('/externally-sourced', { domains })).toEqual({ kind: 'internal', path: '/externally-sourced' });
  });

  test('other sites, mailto and tel are external; unsafe or unusable links give undefined', () => {
    expect(resolveLink('https://instagram.com/shop', { domains })).toEqual({
      kind: 'external',
      url: 'https://instagram.com/shop',
    });
    expect(resolveLink('//cdn.example/x', { domains })).toEqual({ kind: 'external', url: 'https://cdn.example/x' });
    expect(resolveLink('mailto:care@shop.example.com', { domains })).toEqual({
      kind: 'external',
      url: 'mailto:care@shop.example.com',
    });
    expect(resolveLink('tel:+911234567890', { domains })).toEqual({ kind: 'external', url: 'tel:+911234567890' });
    for (const href of [
      'javascript:alert(1)',
      ' JavaScript:alert(1)',
      'data:text/html,x',
      'products',
      '',
      '   ',
      null,
      undefined,
    ]) {
      expect([href, resolveLink(href, { domains })]).toEqual([href, undefined]);
    }
  });

  test('isSafeHref refuses script and data URLs, however they are written', () => {
    for (const href of [
      '/a',
      '#top',
      '?q=1',
      'page',
      'https://a.example',
      'HTTP://a.example',
      'mailto:x@y.z',
      'tel:123',
    ])
      expect([href, isSafeHref(href)]).toEqual([href, true]);
    for (const href of [
      'javascript:alert(1)',
      'JAVASCRIPT:x',
      ' java\tscript:x',
      '\u0001javascript:x',
      'data:text/html,x',
      'vbscript:x',
      'file:///etc/passwd',
    ])
      expect([href, isSafeHref(href)]).toEqual([href, false]);
  });

  test('webview: navigation becomes an openAction message for the host app', () => {
    const action = page('product', { slug: ['kurta'] });
    expect(openActionMessage(action)).toEqual({ type: 'openAction', action });
    expect(openActionMessageForLink('/product/kurta?size=M', { domains })).toEqual({
      type: 'openAction',
      action: { type: 'page', page: { type: 'product', params: { slug: ['kurta'] }, query: { size: ['M'] } } },
    });
    expect(openActionMessageForLink('https://blog.example.org/', { domains })).toEqual({
      type: 'openAction',
      action: { type: 'page', page: { type: 'external', params: {}, query: { url: ['https://blog.example.org/'] } } },
    });
    expect(openActionMessageForLink('javascript:alert(1)', { domains })).toBeUndefined();
  });
});

describe('search link tracking', () => {
  test('utm_medium search, and the query with position + 1 in utm_content', () => {
    expect(withSearchTracking('/product/kurta', 'blue kurta', 0)).toBe(
      '/product/kurta?utm_medium=search&utm_content=blue%20kurta_1',
    );
    expect(withSearchTracking('/product/kurta?size=M', 'kurta', 4)).toBe(
      '/product/kurta?size=M&utm_medium=search&utm_content=kurta_5',
    );
    expect(withSearchTracking('/product/kurta?#reviews', 'a&b', 1)).toBe(
      '/product/kurta?utm_medium=search&utm_content=a%26b_2#reviews',
    );
  });
});
