// Serves the embedded platform alone over HTTP (no Next): the integration tests' server and a
// way to run the API for other clients. Prints one JSON line once listening.
import { serve } from '@hono/node-server';
import { getPlatformHandler } from '../platform';
import { loadSecrets } from '../platform/secrets';

async function main() {
  const port = Number(process.env.PORT ?? 0);
  const handler = await getPlatformHandler();
  const server = serve({ fetch: handler, port, hostname: '127.0.0.1' }, (info) => {
    const secrets = loadSecrets();
    console.log(JSON.stringify({ url: `http://127.0.0.1:${info.port}`, applicationId: secrets.applicationId, applicationToken: secrets.applicationToken }));
  });
  const stop = () => server.close(() => process.exit(0));
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
