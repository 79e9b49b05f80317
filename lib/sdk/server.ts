// The SDK for server components and route handlers: signed, with the shopper's cookies forwarded.
import 'server-only';
import { cookies, headers } from 'next/headers';
import { relayedHeaders } from '@/common/client-address-relay';
import { createApiClient } from './client';
import { createSdk, type Sdk } from './index';
import { platformConnection } from './transport';
import type { Transport } from './request';
import { parseSetCookie } from './set-cookie';

/**
 * The signed SDK for server code. By default it forwards the cookies of the request being served
 * (so the platform sees the shopper's f.session and answers for them); `cookie` sends exactly the
 * given Cookie header instead (e.g. a route handler passing `request.headers.get('cookie')`), and
 * `forwardCookies: false` sends none (shop-wide data that must not vary by shopper).
 */
export async function serverSdk(
  options: { forwardCookies?: boolean; cookie?: string; passSetCookie?: boolean } = {},
): Promise<Sdk> {
  const connection = await platformConnection();
  const { config } = connection;
  const transport = options.passSetCookie ? passingSetCookie(connection.transport) : connection.transport;
  let cookie: string | undefined;
  let relayed: Record<string, string> | undefined;
  if (options.cookie !== undefined) {
    cookie = options.cookie || undefined;
  } else if (options.forwardCookies !== false) {
    const jar = await cookies();
    cookie = jar.toString() || undefined;
    // Calls for this shopper's request count against their address's limits (sign-in failures,
    // order tracking), as their browser's own calls do.
    relayed = relayedHeaders(await headers());
  }
  return createSdk(
    createApiClient({ transport, base: config.domain, config: { ...config, cookie }, headers: relayed }),
  );
}

/**
 * For server actions: the platform's Set-Cookie (e.g. the anonymous cart's cookie it creates on
 * the first add) is set on the action's answer, so the browser holds what it would have held had
 * it called the platform itself. Only valid where cookies may be set (actions, route handlers).
 */
export function actionSdk(): Promise<Sdk> {
  return serverSdk({ passSetCookie: true });
}

function passingSetCookie(transport: Transport): Transport {
  return async (request) => {
    const response = await transport(request);
    const set = response.headers.getSetCookie();
    if (set.length > 0) {
      const jar = await cookies();
      for (const header of set) {
        const cookie = parseSetCookie(header);
        if (cookie) jar.set(cookie);
      }
    }
    return response;
  };
}
