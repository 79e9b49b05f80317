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
