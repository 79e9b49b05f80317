// The origin of the current request (server components, metadata and route handlers).
import 'server-only';
import { headers } from 'next/headers';
import { resolveOrigin } from './origin';

export async function requestOrigin(): Promise<string> {
  const h = await headers();
  return resolveOrigin({
    publicUrl: process.env.PUBLIC_URL,
    forwardedHost: h.get('x-forwarded-host'),
    host: h.get('host'),
    forwardedProto: h.get('x-forwarded-proto'),
    shopHost: process.env.SHOP_HOST,
  });
}
