// Next 16's proxy (formerly middleware). Browser calls to /api/service/... are rewritten to the
// platform's /service/... with the application credentials and the request signature added
// here, on the server: the application token never reaches a page, a bundle or a response.
//
// It also guards the signed-in pages: without a session cookie, /profile/* and
// /wishlist/ and /refund/… go to /auth/login?redirectUrl=… at once. The cookie is only a hint (it can outlive
// its session), so those pages check the session again, and the sign-in pages send a shopper who
// is signed in on to where they were going.
import { NextResponse, type NextRequest } from 'next/server';
import { readCredentials } from '@/lib/sdk/credentials';
import { basicToken, signRequest } from '@/contract/signing';
import { SESSION_COOKIE } from '@/lib/shared/constants';
import { loginHref } from '@/lib/user/redirect';
import { BodyTooLargeError, apiBodyLimit, readTextWithin } from '@/common/bounded-body';
import { CROSS_SITE_API_MESSAGE, fromThisShop } from '@/lib/security/shop-api-origin';

export const config = {
  matcher: ['/api/service/:path*', '/profile', '/profile/:path*', '/wishlist', '/wishlist/:path*', '/refund/:path*'],
};

// Headers a browser must not be able to smuggle through to the platform.
const STRIPPED = ['authorization', 'x-fp-date', 'x-fp-signature'];

export async function proxy(request: NextRequest) {
  if (!request.nextUrl.pathname.startsWith('/api/')) {
    if (request.cookies.has(SESSION_COOKIE)) return NextResponse.next();
    return NextResponse.redirect(
      new URL(loginHref(request.nextUrl.pathname + request.nextUrl.search), request.nextUrl.origin),
    );
  }
  const call = {
    method: request.method,
    pathname: request.nextUrl.pathname,
    header: (name: string) =>
      name === 'host' ? (request.headers.get('host') ?? request.nextUrl.host) : request.headers.get(name),
  };
  if (!fromThisShop(call))
    return NextResponse.json({ success: false, message: CROSS_SITE_API_MESSAGE }, { status: 403 });
  const { applicationId, applicationToken, platformOrigin } = readCredentials();
  const target = new URL(
    request.nextUrl.pathname.replace(/^\/api/, '') + request.nextUrl.search,
    platformOrigin ?? request.nextUrl.origin,
  );
  const headers = new Headers(request.headers);
  for (const name of STRIPPED) headers.delete(name);
  headers.set('authorization', `Bearer ${basicToken(applicationId, applicationToken)}`);
  let body: string | undefined;
  try {
    body = ['GET', 'HEAD'].includes(request.method)
      ? undefined
      : await readTextWithin(request.clone().body, request.headers, apiBodyLimit());
  } catch (error) {
    if (!(error instanceof BodyTooLargeError)) throw error;
    return NextResponse.json({ success: false, message: error.message }, { status: 413 });
  }
  // Embedded: the rewrite keeps the browser's Host; remote: the platform sees its own host.
  const signedUrl = platformOrigin
    ? target.toString()
    : `${request.nextUrl.protocol}//${request.headers.get('host') ?? request.nextUrl.host}${target.pathname}${target.search}`;
  const signature = signRequest({ method: request.method, url: signedUrl, headers: {}, body });
  headers.set('x-fp-date', signature['x-fp-date']);
  headers.set('x-fp-signature', signature['x-fp-signature']);
  return NextResponse.rewrite(target, { request: { headers } });
}
