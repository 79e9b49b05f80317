// The SDK for server components and route handlers: signed, with the shopper's cookies forwarded.
import 'server-only';
import { cookies } from 'next/headers';
import { createApiClient } from './client';
import { createSdk, type Sdk } from './index';
import { platformConnection } from './transport';

/**
 * The signed SDK for server code. By default it forwards the cookies of the request being served
 * (so the platform sees the shopper's f.session and answers for them); `cookie` sends exactly the
 * given Cookie header instead (e.g. a route handler passing `request.headers.get('cookie')`), and
 * `forwardCookies: false` sends none (shop-wide data that must not vary by shopper).
 */
export async function serverSdk(options: { forwardCookies?: boolean; cookie?: string } = {}): Promise<Sdk> {
  const { transport, config } = await platformConnection();
  let cookie: string | undefined;
  if (options.cookie !== undefined) {
    cookie = options.cookie || undefined;
  } else if (options.forwardCookies !== false) {
    const jar = await cookies();
    cookie = jar.toString() || undefined;
  }
  return createSdk(createApiClient({ transport, base: config.domain, config: { ...config, cookie } }));
}
