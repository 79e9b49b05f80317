// The platform as the rest of the process sees it: one fetch handler, ready once the database is
// migrated and the demo shop is seeded.
import { getDatabase } from './db/client';
import { createPlatform } from './app';
import { ensureSeeded } from './seed';

// env carries @hono/node-server's bindings (the socket) when served over HTTP; the platform
// reads the client's address from it (platform/user/client-address.ts).
type Handler = (request: Request, env?: unknown) => Promise<Response>;
const slot = Symbol.for('storefront.platform');
type Slot = { [slot]?: Promise<Handler> };

async function start(): Promise<Handler> {
  const database = await getDatabase();
  await ensureSeeded(database);
  const app = createPlatform(database);
  return async (request, env) => app.fetch(request, env);
}

export function getPlatformHandler(): Promise<Handler> {
  const g = globalThis as Slot;
  g[slot] ??= start().catch((error) => {
    g[slot] = undefined;
    throw error;
  });
  return g[slot];
}

// What the HTTP front (server/) uses of the platform besides its handler: the database and its
// change feed's caches, the client address relay, the startup line, the secrets, a session's
// standing and the API's input messages. The front imports the platform only from here.
export { getDatabase, type Database } from './db/client';
export { relayClientAddress } from './user/client-address';
export { clearCatalogCaches, shareCatalogCaches } from './catalog/cache';
export { openSharedTier } from './catalog/shared-tier';
export { paymentProvidersLine } from './payment/providers';
export { loadSecrets } from './secrets';
export { sessionStanding } from './user/session';
export { INPUT_MESSAGES } from './http/input-guard';
