// Entries in Redis stored and dropped by tag through @trieb.work/nextjs-turbo-redis-cache's
// RedisStringsHandler (a maintained Next.js cache handler, used here for our own answers; its tag
// map is shared between processes over Redis pub/sub). One opening for both users: the kept pages
// (lib/page-cache/redis-pages.ts) and the platform's short-lived caches
// (platform/catalog/shared-tier.ts). Never throws: a failing Redis is a miss, a lost write or drop.
import { createClient } from 'redis';
import { RedisStringsHandler } from '@trieb.work/nextjs-turbo-redis-cache';

/** What is stored: the handler's own kinds ('APP_ROUTE' needs `headers`), with our fields. */
export type TaggedValue = { kind: 'APP_ROUTE' | 'FETCH' } & Record<string, unknown>;

export type RedisTagged = {
  /** The stored value and its tags, unchecked (the caller validates), or undefined. */
  get(key: string): Promise<{ value: unknown; tags: string[] } | undefined>;
  set(key: string, value: TaggedValue, tags: string[], seconds: number): Promise<void>;
  drop(tags: string[]): Promise<void>;
};

export type RedisTaggedOptions = {
  /** Prefix of every key, e.g. 'storefront:pages:<build>:'. */
  keyPrefix: string;
  /** The kind read back (get's context). */
  kind: TaggedValue['kind'];
  /** A read slower than this counts as a miss. */
  getTimeoutMs: number;
};

/** The handler's tag map needs expired keys announced, else it keeps their tags until a drop. */
const KEYSPACE_EVENTS = 'Exe';

/** Tagged entries on the Redis at `url`, or undefined (with the reason printed once) when it does not answer. */
export async function openRedisTagged(url: string, options: RedisTaggedOptions): Promise<RedisTagged | undefined> {
  const database = Number(new URL(url).pathname.slice(1) || 0);
  if (!(await prepared(url))) return undefined;
  const handler = new RedisStringsHandler({
    redisUrl: url,
    database,
    keyPrefix: options.keyPrefix,
    getTimeoutMs: options.getTimeoutMs,
    // Our own copy is in front and dropped by the change feed; one here would outlive a drop elsewhere.
    inMemoryCachingTime: 0,
    // Its read deduplication keeps each read's (and write's) answer for a millisecond after it, and a
    // drop does not clear it: on a fast Redis a read just after a drop got the dropped entry.
    redisGetDeduplication: false,
    estimateExpireAge: (seconds) => seconds,
  });
  const context = { kind: options.kind, isRoutePPREnabled: false, isFallback: false } as const;
  return {
    async get(key) {
      const entry = (await handler.get(key, context as never).catch(() => null)) as {
        tags?: unknown;
        value?: unknown;
      } | null;
      if (!entry || entry.value === undefined || entry.value === null) return undefined;
      const tags = Array.isArray(entry.tags) ? entry.tags.filter((t): t is string => typeof t === 'string') : [];
      return { value: entry.value, tags };
    },
    async set(key, value, tags, seconds) {
      // A failed write only costs another process a load; the handler has printed why.
      await handler
        .set(key, value as never, {
          isRoutePPREnabled: false,
          isFallback: false,
          tags,
          cacheControl: { revalidate: seconds, expire: seconds },
        })
        .catch(() => undefined);
    },
    async drop(tags) {
      await handler.revalidateTag(tags).catch(() => undefined);
    },
  };
}

const preparations = new Map<string, Promise<boolean>>();

/** One check per Redis and process, so its users print one warning between them. */
function prepared(url: string): Promise<boolean> {
  let preparation = preparations.get(url);
  if (!preparation) {
    preparation = prepareRedis(url);
    preparations.set(url, preparation);
  }
  return preparation;
}

/** Connects once to check Redis answers, turning on the expiry events the handler relies on. */
async function prepareRedis(url: string): Promise<boolean> {
  const client = createClient({ url, socket: { connectTimeout: 2000, reconnectStrategy: false } });
  client.on('error', () => undefined);
  try {
    await client.connect();
  } catch (error) {
    console.warn(
      `REDIS_URL does not answer (${(error as Error).message}): kept pages and the platform's caches stay in this process`,
    );
    await client.disconnect().catch(() => undefined);
    return false;
  }
  try {
    const current = (await client.configGet('notify-keyspace-events'))['notify-keyspace-events'] ?? '';
    const enough = current.includes('E') && (current.includes('A') || (current.includes('x') && current.includes('e')));
    if (!enough) await client.configSet('notify-keyspace-events', [...new Set(current + KEYSPACE_EVENTS)].join(''));
  } catch {
    // A managed Redis may refuse CONFIG: the handler then skips its check, and entries still expire.
    console.warn(
      `REDIS_URL: could not turn on notify-keyspace-events ${KEYSPACE_EVENTS}; set it on the server to keep the tag map tidy`,
    );
    process.env.SKIP_KEYSPACE_CONFIG_CHECK = 'true';
  } finally {
    await client.disconnect().catch(() => undefined);
  }
  return true;
}
