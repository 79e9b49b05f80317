// The one module of the storefront that knows where the platform is: in this process (the
// default) or at PLATFORM_URL over HTTP. Nothing else in the storefront imports platform/.
import type { Transport } from './client';
import type { SdkConfig } from './config';
import { readCredentials } from './credentials';

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

/** Forwards a request that arrived at the shop (the /service mount, /media) to the platform. */
export async function forwardToPlatform(request: Request): Promise<Response> {
  const { transport, config } = await platformConnection();
  if (!process.env.PLATFORM_URL) return transport(request);
  const url = new URL(request.url);
  return transport(new Request(new URL(url.pathname + url.search, config.domain), request));
}
