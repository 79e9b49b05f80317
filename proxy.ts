// Next 16's proxy (formerly middleware). Browser calls to /api/service/... are rewritten to the
// platform's /service/... with the application credentials and the request signature added
// here, on the server: the application token never reaches a page, a bundle or a response.
//
// It also guards the signed-in pages (000 section 6): without a session cookie, /profile/* and
// /wishlist/ and /refund/… go to /auth/login?redirectUrl=… at once. The cookie is only a hint (it can outlive
// its session), so those pages check the session again, and the sign-in pages send a shopper who
// is signed in on to where they were going.
import { NextResponse, type NextRequest } from 'next/server';
import { readCredentials } from '@/lib/sdk/credentials';
import { basicToken, signRequest } from '@/contract/signing';
import { SESSION_COOKIE } from '@/lib/constants';
import { loginHref } from '@/lib/user/redirect';
import { BodyTooLargeError, apiBodyLimit, readTextWithin } from '@/common/bounded-body';
import { STATE_CHANGING_GETS } from '@/lib/sdk/user';

export const config = { matcher: ['/api/service/:path*', '/profile', '/profile/:path*', '/wishlist', '/wishlist/:path*', '/refund/:path*'] };

// Headers a browser must not be able to smuggle through to the platform.
const STRIPPED = ['authorization', 'x-fp-date', 'x-fp-signature'];

export async function proxy(request: NextRequest) {
  if (!request.nextUrl.pathname.startsWith('/api/')) {
    if (request.cookies.has(SESSION_COOKIE)) return NextResponse.next();
    return NextResponse.redirect(new URL(loginHref(request.nextUrl.pathname + request.nextUrl.search), request.nextUrl.origin));
  }
  if (!fromThisShop(request)) return NextResponse.json({ success: false, message: 'Cross-site requests to the shop API are refused' }, { status: 403 });
  const { applicationId, applicationToken, platformOrigin } = readCredentials();
  const target = new URL(request.nextUrl.pathname.replace(/^\/api/, '') + request.nextUrl.search, platformOrigin ?? request.nextUrl.origin);
  const headers = new Headers(request.headers);
  for (const name of STRIPPED) headers.delete(name);
  headers.set('authorization', `Bearer ${basicToken(applicationId, applicationToken)}`);
  let body: string | undefined;
  try {
    body = ['GET', 'HEAD'].includes(request.method) ? undefined : await readTextWithin(request.clone().body, request.headers, apiBodyLimit());
  } catch (error) {
    if (!(error instanceof BodyTooLargeError)) throw error;
    return NextResponse.json({ success: false, message: error.message }, { status: 413 });
  }
  // Embedded: the rewrite keeps the browser's Host; remote: the platform sees its own host.
  const signedUrl = platformOrigin ? target.toString() : `${request.nextUrl.protocol}//${request.headers.get('host') ?? request.nextUrl.host}${target.pathname}${target.search}`;
  const signature = signRequest({ method: request.method, url: signedUrl, headers: {}, body });
  headers.set('x-fp-date', signature['x-fp-date']);
  headers.set('x-fp-signature', signature['x-fp-signature']);
  return NextResponse.rewrite(target, { request: { headers } });
}

/**
 * Whether an API call comes from the shop's own pages. Another site could otherwise post a
 * text/plain form whose body is JSON (signing the shopper into the attacker's account) or link to
 * the logout GET. Browsers say where a request comes from in Sec-Fetch-Site; older ones only in
 * Origin (on a POST, or a cross-origin fetch) and Referer. A read passes without either (curl,
 * server code). A call that changes state — any method but GET and HEAD, and the platform's
 * state-changing GETs — needs an Origin or Referer of this shop when Sec-Fetch-Site is missing,
 * except a POST, PUT or DELETE with neither: no browser sends one cross-site without Origin.
 */
/** The platform path an /api path reaches, as its router reads it (percent-decoded). */
function platformPath(pathname: string): string {
  let path = pathname;
  try {
    path = decodeURIComponent(pathname);
  } catch {
    // Malformed escapes: compared as sent.
  }
  return path.replace(/^\/api/, '').replace(/(.)\/+$/, '$1');
}

function fromThisShop(request: NextRequest): boolean {
  const site = request.headers.get('sec-fetch-site');
  if (site) return site === 'same-origin' || site === 'none';
  const safeMethod = ['GET', 'HEAD'].includes(request.method);
  const changesState = !safeMethod || STATE_CHANGING_GETS.includes(platformPath(request.nextUrl.pathname));
  const source = request.headers.get('origin') ?? request.headers.get('referer');
  if (!source) return !safeMethod || !changesState;
  if (!changesState) return true;
  try {
    return new URL(source).host === (request.headers.get('host') ?? request.nextUrl.host);
  } catch {
    return false;
  }
}
