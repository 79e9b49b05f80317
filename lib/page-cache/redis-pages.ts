// Kept pages shared by every shop process through Redis (REDIS_URL), so a page rendered by one
// process is answered by all: stored and dropped by tag through @trieb.work/nextjs-turbo-redis-cache's
// RedisStringsHandler (a maintained Next.js cache handler, used here for our own answers; its tag
// map is shared between processes over Redis pub/sub). Each process still keeps its own copy in
// front (store.ts) and follows the database's change feed itself. Docs: docs/decisions/0005.
import { createClient } from 'redis';
import { RedisStringsHandler } from '@trieb.work/nextjs-turbo-redis-cache';
import { PAGE_CACHE_MAX_AGE_MS, type CachedPage } from './store';

export type SharedPages = {
  get(key: string): Promise<CachedPage | undefined>;
  set(key: string, page: CachedPage): Promise<void>;
  drop(tags: string[]): Promise<void>;
};

/** A Redis answer slower than this counts as a miss: the page renders instead of waiting. */
const GET_TIMEOUT_MS = 200;
/** The handler's tag map needs expired keys announced, else it keeps their tags until a drop. */
const KEYSPACE_EVENTS = 'Exe';

type StoredValue = { kind: 'APP_ROUTE'; status: number; headers: CachedPage['headers']; body: string; storedAt: number };
const ROUTE_CONTEXT = { kind: 'APP_ROUTE', isRoutePPREnabled: false, isFallback: false } as const;

/**
 * The shared layer on the Redis at `url`, or undefined (with the reason printed) when it does not
 * answer: the shop then keeps pages per process, as without REDIS_URL. `namespace` keeps builds
 * apart, since a page names its build's scripts.
 */
export async function openRedisPages(url: string, namespace: string): Promise<SharedPages | undefined> {
  const database = Number(new URL(url).pathname.slice(1) || 0);
  if (!(await prepareRedis(url))) return undefined;
  const handler = new RedisStringsHandler({
    redisUrl: url,
    database,
    keyPrefix: `storefront:pages:${namespace}:`,
    getTimeoutMs: GET_TIMEOUT_MS,
    // The change feed drops what changed; an in-process copy here would outlive a drop elsewhere.
    inMemoryCachingTime: 0,
    estimateExpireAge: (seconds) => seconds,
  });
  const seconds = Math.ceil(PAGE_CACHE_MAX_AGE_MS / 1000);
  return {
    async get(key) {
      const entry = (await handler.get(key, ROUTE_CONTEXT).catch(() => null)) as { tags?: string[]; value?: StoredValue } | null;
      const value = entry?.value;
      if (!value || value.kind !== 'APP_ROUTE' || typeof value.body !== 'string') return undefined;
      return { status: value.status, headers: value.headers, body: Buffer.from(value.body, 'base64'), tags: entry?.tags ?? [], storedAt: value.storedAt };
    },
    async set(key, page) {
      const value: StoredValue = { kind: 'APP_ROUTE', status: page.status, headers: page.headers, body: page.body.toString('base64'), storedAt: page.storedAt };
      // A failed write only costs another process a render; the handler has printed why.
      await handler
        .set(key, value as never, { isRoutePPREnabled: false, isFallback: false, tags: page.tags, cacheControl: { revalidate: seconds, expire: seconds } })
        .catch(() => undefined);
    },
    async drop(tags) {
      await handler.revalidateTag(tags).catch(() => undefined);
    },
  };
}

/** Connects once to check Redis answers, turning on the expiry events the handler relies on. */
async function prepareRedis(url: string): Promise<boolean> {
  const client = createClient({ url, socket: { connectTimeout: 2000, reconnectStrategy: false } });
  client.on('error', () => undefined);
  try {
    await client.connect();
  } catch (error) {
    console.warn(`REDIS_URL does not answer (${(error as Error).message}): kept pages stay in this process`);
    await client.disconnect().catch(() => undefined);
    return false;
  }
  try {
    const current = (await client.configGet('notify-keyspace-events'))['notify-keyspace-events'] ?? '';
    const enough = current.includes('E') && (current.includes('A') || (current.includes('x') && current.includes('e')));
    if (!enough) await client.configSet('notify-keyspace-events', [...new Set(current + KEYSPACE_EVENTS)].join(''));
  } catch {
    // A managed Redis may refuse CONFIG: the handler then skips its check, and entries still expire.
    console.warn(`REDIS_URL: could not turn on notify-keyspace-events ${KEYSPACE_EVENTS}; set it on the server to keep the tag map tidy`);
    process.env.SKIP_KEYSPACE_CONFIG_CHECK = 'true';
  } finally {
    await client.disconnect().catch(() => undefined);
  }
  return true;
}
