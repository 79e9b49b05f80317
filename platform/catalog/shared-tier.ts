// The platform's short-lived caches shared between shop processes through Redis (REDIS_URL): a
// TtlCache that misses completely asks here before loading, and offers what it loads. Entries
// carry the tag 'catalogue' and are dropped with it (clearCatalogCaches, the change feed). An
// entry stored before or less than SHARED_SKEW_MS after a drop this process saw is refused: the
// process that stored it may have read the database before the change. Reads are bounded
// (GET_TIMEOUT_MS); a slow or absent Redis is a miss. Docs: docs/decisions/0005.
import { z } from 'zod';
import { DropTimes, SHARED_SKEW_MS } from '../../common/drop-times';
import { openRedisTagged, type RedisTagged } from '../../common/redis-tagged';

export const SHARED_TAG = 'catalogue';
/** A shared read slower than this counts as a miss: the cache loads from the database instead. */
export const GET_TIMEOUT_MS = 75;
/** After a slow read this process asks Redis nothing for a while, rather than wait on every miss. */
const PAUSE_AFTER_SLOW_MS = 1000;

const stored = z.object({
  kind: z.literal('FETCH'),
  data: z.object({ value: z.unknown(), storedAt: z.number().finite() }),
});

export type SharedEntry = { value: unknown; storedAt: number };

export class SharedTier {
  private readonly drops = new DropTimes();
  private pausedUntil = 0;

  constructor(
    private readonly store: RedisTagged,
    private readonly timeoutMs = GET_TIMEOUT_MS,
  ) {}

  /** The shared entry if Redis answers in time and no drop seen here may postdate its load. */
  async get(key: string): Promise<SharedEntry | undefined> {
    if (Date.now() < this.pausedUntil) return undefined;
    const started = performance.now();
    let timer: ReturnType<typeof setTimeout> | undefined;
    const late = new Promise<undefined>((resolve) => {
      timer = setTimeout(() => resolve(undefined), this.timeoutMs);
    });
    const entry = await Promise.race([this.store.get(key), late]).finally(() => clearTimeout(timer));
    if (performance.now() - started >= this.timeoutMs) this.pausedUntil = Date.now() + PAUSE_AFTER_SLOW_MS;
    const parsed = stored.safeParse(entry?.value);
    if (!parsed.success || parsed.data.data.value === undefined) return undefined;
    const { value, storedAt } = parsed.data.data;
    if (this.drops.droppedSince([SHARED_TAG], storedAt, SHARED_SKEW_MS)) return undefined;
    return { value, storedAt };
  }

  /** Offers a value loaded from `storedAt` on; expires after `lifeMs` (fire and forget). */
  set(key: string, value: unknown, storedAt: number, lifeMs: number): void {
    const seconds = Math.max(1, Math.ceil(lifeMs / 1000));
    void this.store.set(key, { kind: 'FETCH', data: { value, storedAt }, revalidate: seconds }, [SHARED_TAG], seconds);
  }

  /** Drops every shared entry, and refuses from now on those stored before about now. */
  drop(now = Date.now()): Promise<void> {
    this.drops.dropped([SHARED_TAG], now);
    return this.store.drop([SHARED_TAG]);
  }
}

/**
 * The shared tier on the Redis at `url`, or undefined (with one warning line) when it does not
 * answer. `namespace` separates what must not meet: another build's code (answer shapes, keys) or
 * another shop's data.
 */
export async function openSharedTier(url: string, namespace: string): Promise<SharedTier | undefined> {
  const store = await openRedisTagged(url, {
    keyPrefix: `storefront:platform:${namespace}:`,
    kind: 'FETCH',
    getTimeoutMs: GET_TIMEOUT_MS,
  });
  return store && new SharedTier(store);
}
