// A small LRU with a time-to-live. The catalogue changes rarely; short lives keep answers
// correct enough, and clearCatalogCaches() lets a writer (seed, admin) drop everything at once.
//
// With staleMs, an entry past its time-to-live is still served for that much longer while one
// background load refreshes it (stale-while-revalidate), so hot keys never wait on the database.
/** Product-page data (rows, answers, similar products, promotions): fresh 15 s, then answered
 * stale for up to 60 s while one refresh runs. Writers in this process call clearCatalogCaches();
 * another process's writes show within about 30 s and a page view or two. */
export const PRODUCT_PAGE_CACHE = { ttlMs: 15_000, staleMs: 60_000 } as const;

export class TtlCache<V> {
  private readonly entries = new Map<string, { value: V; until: number; staleUntil: number }>();

  constructor(
    private readonly maxEntries: number,
    private readonly ttlMs: number,
    private readonly staleMs = 0,
  ) {
    registry.add(this);
  }

  /** A fresh value, or undefined. */
  get(key: string): V | undefined {
    const hit = this.touch(key);
    return hit && hit.until >= Date.now() ? hit.value : undefined;
  }

  private touch(key: string) {
    const hit = this.entries.get(key);
    if (!hit) return undefined;
    if (hit.staleUntil < Date.now()) {
      this.entries.delete(key);
      return undefined;
    }
    // Re-insert so the Map's order is least-recently-used first.
    this.entries.delete(key);
    this.entries.set(key, hit);
    return hit;
  }

  set(key: string, value: V): void {
    this.entries.delete(key);
    const until = Date.now() + this.ttlMs;
    this.entries.set(key, { value, until, staleUntil: until + this.staleMs });
    while (this.entries.size > this.maxEntries) {
      const oldest = this.entries.keys().next().value as string;
      this.entries.delete(oldest);
    }
  }

  /** The cached value, or the loader's; concurrent misses for one key share one load. */
  async getOrLoad(key: string, load: () => Promise<V>): Promise<V> {
    const hit = this.touch(key);
    if (hit && hit.until >= Date.now()) return hit.value;
    if (hit) {
      // Stale: answer now, refresh once in the background.
      if (!this.loading.has(key)) this.start(key, load).catch(() => undefined);
      return hit.value;
    }
    return this.loading.get(key) ?? this.start(key, load);
  }

  private start(key: string, load: () => Promise<V>): Promise<V> {
    const running = this.loading.get(key);
    if (running) return running;
    const promise = load()
      .then((value) => {
        this.set(key, value);
        return value;
      })
      .finally(() => this.loading.delete(key));
    this.loading.set(key, promise);
    return promise;
  }

  clear(): void {
    this.entries.clear();
  }

  private readonly loading = new Map<string, Promise<V>>();
}

const registry = new Set<{ clear(): void }>();

/** Registers another cache (lookups, vocabulary) to be dropped by clearCatalogCaches. */
export function onClearCatalogCaches(clear: () => void): void {
  registry.add({ clear });
}

/** Drops every catalogue cache (call after writing products, brands, categories, collections). */
export function clearCatalogCaches(): void {
  for (const cache of registry) cache.clear();
}
