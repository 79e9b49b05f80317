// Secure for a cookie the storefront's own server code sets (server actions): the shop's one rule
// (cookieSecure, common/request-trust.ts) applied to the request being answered.
import 'server-only';
import { headers } from 'next/headers';
import { cookieSecure } from '@/common/request-trust';

export async function requestCookieSecure(): Promise<boolean> {
  const h = await headers();
  // npm start's server speaks plain HTTP: https is what a proxy in front says it was.
  return cookieSecure({ url: `http://${h.get('host') ?? 'localhost'}/`, forwardedProto: h.get('x-forwarded-proto') });
}
