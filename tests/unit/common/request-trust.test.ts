// One rule for Secure on every cookie the shop sets, and which forwarding headers count.
import { afterEach, expect, it } from '@jest/globals';
import { browserCookieSecure, cookieSecure, firstForwarded, trustProxy } from '@/common/request-trust';

afterEach(() => {
  delete process.env.COOKIE_SECURE;
  delete process.env.TRUST_PROXY;
});

it('marks a cookie Secure when the request came over https, by the URL or the proxy', () => {
  expect(cookieSecure({ url: 'http://shop.test/' })).toBe(false);
  expect(cookieSecure({ url: 'https://shop.test/' })).toBe(true);
  expect(cookieSecure({ url: 'http://shop.test/', forwardedProto: 'HTTPS, http' })).toBe(true);
  // A forwarded 'http' never takes Secure away from an https request.
  expect(cookieSecure({ url: 'https://shop.test/', forwardedProto: 'http' })).toBe(true);
  expect(cookieSecure({ url: 'not a url' })).toBe(false);
});

it('follows COOKIE_SECURE when it is set', () => {
  process.env.COOKIE_SECURE = '1';
  expect(cookieSecure({ url: 'http://shop.test/' })).toBe(true);
  process.env.COOKIE_SECURE = '0';
  expect(cookieSecure({ url: 'https://shop.test/', forwardedProto: 'https' })).toBe(false);
});

it('believes forwarding headers only with TRUST_PROXY=1, and reads their first entry', () => {
  expect(trustProxy()).toBe(false);
  process.env.TRUST_PROXY = 'yes';
  expect(trustProxy()).toBe(false);
  process.env.TRUST_PROXY = '1';
  expect(trustProxy()).toBe(true);
  expect(firstForwarded(' shop.example.in , proxy')).toBe('shop.example.in');
  expect(firstForwarded('')).toBeUndefined();
  expect(firstForwarded(null)).toBeUndefined();
});

it('leaves Secure off a browser-written cookie outside an https page', () => {
  expect(browserCookieSecure()).toBe('');
});
