// Serves the embedded platform alone over HTTP (no Next): the integration tests' server and a
// way to run the API for other clients. Prints one JSON line once listening. It follows the
// database's change feed, so its catalogue caches drop what another process or SQL by hand
// changed, and with CHANGE_WEBHOOK_URLS it posts those changes to storefronts (change-webhooks.ts).
import { serve } from '@hono/node-server';
import { getPlatformHandler } from '../platform';
import { loadSecrets } from '../platform';
import { getDatabase } from '../platform';
import { closeOnSignals, runServer } from './lifecycle';
import { lingerOnClose } from './lingering-close';
import { followChanges } from './change-feed';
import { changeWebhooksFromEnv } from './change-webhooks';
import { paymentProvidersLine } from '../platform';

async function main() {
  const port = Number(process.env.PORT ?? 0);
  console.log(paymentProvidersLine());
  const handler = await getPlatformHandler();
  // Following the feed before answering, as server/main.ts does.
  await followChanges(await getDatabase(), changeWebhooksFromEnv());
  const server = serve({ fetch: handler, port, hostname: '127.0.0.1' }, (info) => {
    const secrets = loadSecrets();
    console.log(
      JSON.stringify({
        url: `http://127.0.0.1:${info.port}`,
        applicationId: secrets.applicationId,
        applicationToken: secrets.applicationToken,
      }),
    );
  });
  lingerOnClose(server);
  closeOnSignals(server);
}

runServer(main);
