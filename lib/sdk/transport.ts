// The one module of the storefront that knows where the platform is: in this process (the
// default) or at PLATFORM_URL over HTTP. Nothing else in the storefront imports platform/.
import type { Transport } from './request';
import type { SdkConfig } from './config';
import { readCredentials } from './credentials';
import { BodyTooLargeError, apiBodyLimit, readBytesWithin } from '@/common/bounded-body';

export type PlatformConnection = { transport: Transport; config: SdkConfig };

let connection: Promise<PlatformConnection> | undefined;

async function connect(): Promise<PlatformConnection> {
  const remote = process.env.PLATFORM_URL;
  let transport: Transport;
  let domain: string;
  if (remote) {
    // Requests are built and signed for the platform's origin already.
    transport = (request) => fetch(request);
    domain = new URL(remote).origin;
  } else {
    const { getPlatformHandler } = await import('@/platform');
    transport = await getPlatformHandler();
    domain = `http://${process.env.SHOP_HOST ?? 'localhost'}`;
  }
  const { applicationId, applicationToken } = readCredentials();
  return { transport, config: { applicationId, applicationToken, domain } };
}

export function platformConnection(): Promise<PlatformConnection> {
  connection ??= connect().catch((error) => {
    connection = undefined;
    throw error;
  });
  return connection;
}

/**
 * Forwards a request that arrived at the shop (the /service mount, /media) to the platform.
 * proxy.ts rewrites /api/service/... here, but a rewritten request keeps its original URL, so the
 * /api prefix is dropped to give the platform the path that proxy.ts signed.
 */
export async function forwardToPlatform(request: Request): Promise<Response> {
  const { transport, config } = await platformConnection();
  const url = new URL(request.url);
  const rewritten = url.pathname.startsWith('/api/service/');
  if (!rewritten && !process.env.PLATFORM_URL) return transport(request);
  const path = rewritten ? url.pathname.slice('/api'.length) : url.pathname;
  const target = new URL(path + url.search, process.env.PLATFORM_URL ? config.domain : url.origin);
  let body: Uint8Array<ArrayBuffer> | undefined;
  try {
    body = ['GET', 'HEAD'].includes(request.method)
      ? undefined
      : await readBytesWithin(request.body, request.headers, apiBodyLimit());
  } catch (error) {
    if (!(error instanceof BodyTooLargeError)) throw error;
    return Response.json({ success: false, message: error.message }, { status: 413 });
  }
  return transport(new Request(target, { method: request.method, headers: request.headers, body }));
}
