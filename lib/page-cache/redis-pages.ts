// Kept pages shared by every shop process through Redis (REDIS_URL), so a page rendered by one
// process is answered by all: stored and dropped by tag (common/redis-tagged.ts, on
// @trieb.work/nextjs-turbo-redis-cache). Each process still keeps its own copy in front (store.ts)
// and follows the database's change feed itself. Docs: docs/decisions/0005.
import { openRedisTagged } from '@/common/redis-tagged';
import { PAGE_CACHE_MAX_AGE_MS, type CachedPage } from './store';

export type SharedPages = {
  get(key: string): Promise<CachedPage | undefined>;
  set(key: string, page: CachedPage): Promise<void>;
  drop(tags: string[]): Promise<void>;
};

/** A Redis answer slower than this counts as a miss: the page renders instead of waiting. */
const GET_TIMEOUT_MS = 200;

type StoredValue = {
  kind: 'APP_ROUTE';
  status: number;
  headers: CachedPage['headers'];
  body: string;
  storedAt: number;
};

/**
 * The shared layer on the Redis at `url`, or undefined (with the reason printed) when it does not
 * answer: the shop then keeps pages per process, as without REDIS_URL. `namespace` keeps builds
 * apart, since a page names its build's scripts.
 */
export async function openRedisPages(url: string, namespace: string): Promise<SharedPages | undefined> {
  const tagged = await openRedisTagged(url, {
    keyPrefix: `storefront:pages:${namespace}:`,
    kind: 'APP_ROUTE',
    getTimeoutMs: GET_TIMEOUT_MS,
  });
  if (!tagged) return undefined;
  const seconds = Math.ceil(PAGE_CACHE_MAX_AGE_MS / 1000);
  return {
    async get(key) {
      const entry = await tagged.get(key);
      const value = entry?.value as Partial<StoredValue> | undefined;
      if (!value || value.kind !== 'APP_ROUTE' || typeof value.body !== 'string' || typeof value.storedAt !== 'number')
        return undefined;
      if (typeof value.status !== 'number' || typeof value.headers !== 'object' || value.headers === null)
        return undefined;
      return {
        status: value.status,
        headers: value.headers,
        body: Buffer.from(value.body, 'base64'),
        tags: entry?.tags ?? [],
        storedAt: value.storedAt,
      };
    },
    async set(key, page) {
      const value: StoredValue = {
        kind: 'APP_ROUTE',
        status: page.status,
        headers: page.headers,
        body: page.body.toString('base64'),
        storedAt: page.storedAt,
      };
      await tagged.set(key, value, page.tags, seconds);
    },
    drop: (tags) => tagged.drop(tags),
  };
}
