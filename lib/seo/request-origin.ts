// The origin of the current request (server components, metadata and route handlers).
import 'server-only';
import { headers } from 'next/headers';
import { getShop } from '@/lib/configuration/data';
import { trustProxy } from '@/common/request-trust';
import { resolveOrigin } from './origin';

export async function requestOrigin(): Promise<string> {
  const h = await headers();
  const publicUrl = process.env.PUBLIC_URL;
  // Unreadable domains (platform down): only SHOP_HOST is believed, never the request's word.
  const domains = publicUrl
    ? []
    : await getShop().then(
        (shop) => shop.domains,
        () => [],
      );
  return resolveOrigin({
    publicUrl,
    trustProxy: trustProxy(),
    forwardedHost: h.get('x-forwarded-host'),
    host: h.get('host'),
    forwardedProto: h.get('x-forwarded-proto'),
    domains,
    shopHost: process.env.SHOP_HOST,
  });
}
