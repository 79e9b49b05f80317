// The one module of the storefront that knows where the platform is: in this process (the
// default) or at PLATFORM_URL over HTTP. Nothing else in the storefront imports platform/.
import 'server-only';
import type { Transport } from './client';
import type { SdkConfig } from './config';

export type PlatformConnection = { transport: Transport; config: SdkConfig };

let connection: Promise<PlatformConnection> | undefined;

async function connect(): Promise<PlatformConnection> {
  const remote = process.env.PLATFORM_URL;
  if (remote) {
    const applicationId = process.env.APPLICATION_ID;
    const applicationToken = process.env.APPLICATION_TOKEN;
    const origin = new URL(remote).origin;
    return {
      // The request was built and signed for this origin already.
      transport: (request) => fetch(request),
      config: { applicationId: applicationId ?? '', applicationToken: applicationToken ?? '', domain: origin },
    };
  }
  const [{ getPlatformHandler }, { loadSecrets }] = await Promise.all([import('@/platform'), import('@/platform/secrets')]);
  const handler = await getPlatformHandler();
  const secrets = loadSecrets();
  return {
    transport: handler,
    config: { applicationId: secrets.applicationId, applicationToken: secrets.applicationToken, domain: `http://${process.env.SHOP_HOST ?? 'localhost'}` },
  };
}

export function platformConnection(): Promise<PlatformConnection> {
  connection ??= connect().catch((error) => {
    connection = undefined;
    throw error;
  });
  return connection;
}

/** Forwards an already signed request (the /service mount and the /media route). */
export async function forwardToPlatform(request: Request): Promise<Response> {
  const { transport, config } = await platformConnection();
  if (process.env.PLATFORM_URL) {
    const url = new URL(request.url);
    const target = new URL(url.pathname + url.search, config.domain);
    return transport(new Request(target, request));
  }
  return transport(request);
}
