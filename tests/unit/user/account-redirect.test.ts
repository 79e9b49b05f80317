// redirectUrl after sign-in: only a path on this shop, never an open redirect.
import { loginHref, safeRedirect } from '@/lib/user/redirect';

it('keeps a path on this shop, with its query and hash', () => {
  expect(safeRedirect('/profile/details/')).toBe('/profile/details/');
  expect(safeRedirect('/products/?q=kurta&page_no=2#top')).toBe('/products/?q=kurta&page_no=2#top');
  expect(safeRedirect(['/wishlist/', '/other'])).toBe('/wishlist/');
});

it('sends anything that could leave the shop home', () => {
  for (const bad of [
    'https://evil.example/',
    '//evil.example/x',
    '/\\evil.example',
    '\\\\evil.example',
    '/\t/evil.example',
    '/.//evil.example',
    '/%2e//evil.example',
    '/a/..//evil.example',
    '/./\\evil.example',
    'javascript:alert(1)',
    'evil.example',
    '',
    undefined,
    null,
    '/'.repeat(2001),
  ]) {
    expect([bad, safeRedirect(bad)]).toEqual([bad, '/']);
  }
  expect(safeRedirect('https://evil.example/', '/fallback')).toBe('/fallback');
});

it('never sends back to a sign-in page, which would loop', () => {
  expect(safeRedirect('/auth/login/?redirectUrl=/x')).toBe('/');
});

it('builds the login link of a guarded page', () => {
  expect(loginHref('/profile/details/')).toBe('/auth/login/?redirectUrl=%2Fprofile%2Fdetails%2F');
  expect(loginHref('/')).toBe('/auth/login/');
  expect(loginHref('//evil.example')).toBe('/auth/login/');
});
