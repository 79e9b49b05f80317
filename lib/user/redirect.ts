// Where a shopper goes after signing in (redirectUrl): only a path on this shop.
// Anything that could leave it (another origin, a protocol-relative or backslash URL, a scheme)
// falls back to home, so a crafted link cannot turn the sign-in page into an open redirect.
import { AUTH_PATHS } from '../shared/constants';

const BASE = 'http://shop.invalid';

export function safeRedirect(value: string | string[] | null | undefined, fallback = '/'): string {
  const raw = (Array.isArray(value) ? value[0] : value)?.trim();
  if (!raw || raw.length > 2000) return fallback;
  // Browsers read '\' as '/' and drop tabs and newlines; check what they would see.
  const seen = raw.replace(/[\t\n\r]/g, '').replace(/\\/g, '/');
  if (!seen.startsWith('/') || seen.startsWith('//')) return fallback;
  let url: URL;
  try {
    url = new URL(seen, BASE);
  } catch {
    return fallback;
  }
  if (url.origin !== BASE) return fallback;
  // Dot segments can turn '/.//host' into '//host' once normalised: check what is returned too.
  const path = `${url.pathname}${url.search}${url.hash}`;
  if (path.startsWith('//') || new URL(path, BASE).origin !== BASE) return fallback;
  // Back to a sign-in page would loop.
  return path.startsWith('/auth/') ? fallback : path;
}

/** /auth/login/?redirectUrl=… for a page that needs a signed-in shopper. */
export function loginHref(returnTo: string): string {
  const back = safeRedirect(returnTo, '');
  return back && back !== '/' ? `${AUTH_PATHS.login}?redirectUrl=${encodeURIComponent(back)}` : AUTH_PATHS.login;
}
