// The SDK for server components and route handlers: signed, with the shopper's cookies forwarded.
import 'server-only';
import { cookies } from 'next/headers';
import { createApiClient } from './client';
import { createSdk, type Sdk } from './index';
import { platformConnection } from './transport';

export async function serverSdk(options: { forwardCookies?: boolean } = {}): Promise<Sdk> {
  const { transport, config } = await platformConnection();
  let cookie: string | undefined;
  if (options.forwardCookies !== false) {
    const jar = await cookies();
    cookie = jar.toString() || undefined;
  }
  return createSdk(createApiClient({ transport, base: config.domain, config: { ...config, cookie } }));
}
