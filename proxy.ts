// Next 16's proxy (formerly middleware). Browser calls to /api/service/... are rewritten to the
// platform's /service/... with the application credentials and the request signature added
// here, on the server: the application token never reaches a page, a bundle or a response.
import { NextResponse, type NextRequest } from 'next/server';
import { readCredentials } from '@/lib/sdk/credentials';
import { basicToken, signRequest } from '@/lib/sdk/signing';

export const config = { matcher: ['/api/service/:path*'] };

// Headers a browser must not be able to smuggle through to the platform.
const STRIPPED = ['authorization', 'x-fp-date', 'x-fp-signature'];

export async function proxy(request: NextRequest) {
  const { applicationId, applicationToken, platformOrigin } = readCredentials();
  const target = new URL(request.nextUrl.pathname.replace(/^\/api/, '') + request.nextUrl.search, platformOrigin ?? request.nextUrl.origin);
  const headers = new Headers(request.headers);
  for (const name of STRIPPED) headers.delete(name);
  headers.set('authorization', `Bearer ${basicToken(applicationId, applicationToken)}`);
  const body = ['GET', 'HEAD'].includes(request.method) ? undefined : await request.clone().text();
  // Embedded: the rewrite keeps the browser's Host; remote: the platform sees its own host.
  const signedUrl = platformOrigin ? target.toString() : `${request.nextUrl.protocol}//${request.headers.get('host') ?? request.nextUrl.host}${target.pathname}${target.search}`;
  const signature = signRequest({ method: request.method, url: signedUrl, headers: {}, body });
  headers.set('x-fp-date', signature['x-fp-date']);
  headers.set('x-fp-signature', signature['x-fp-signature']);
  return NextResponse.rewrite(target, { request: { headers } });
}
