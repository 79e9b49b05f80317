// A small LRU with a time-to-live. The catalogue changes rarely; short lives keep answers
// correct enough, and clearCatalogCaches() lets a writer (seed, admin) drop everything at once.
//
// With staleMs, an entry past its time-to-live is still served for that much longer while one
// background load refreshes it (stale-while-revalidate), so hot keys never wait on the database.
//
// A cache given a SharedCodec also uses the shared tier when one is open (REDIS_URL,
// shared-tier.ts): on a complete miss here it asks Redis before loading, and what it loads it
// offers there. A hit here never touches Redis.
import type { z } from 'zod';
import type { SharedTier } from './shared-tier';

/** Product-page data (rows, answers, similar products, promotions): fresh 15 s, then answered
 * stale for up to 60 s while one refresh runs. Writers in this process call clearCatalogCaches();
 * another process's writes show within about 30 s and a page view or two. */
export const PRODUCT_PAGE_CACHE = { ttlMs: 15_000, staleMs: 60_000 } as const;

/** How a cache's values go to the shared tier: under a name, and read back only when valid. */
export type SharedCodec<V> = { name: string; decode(value: unknown): V | undefined };

export const sharedAs = {
  /** Answers as JSON text. */
  text: (name: string): SharedCodec<string> => ({ name, decode: (v) => (typeof v === 'string' ? v : undefined) }),
  /** Plain data checked by a schema (a garbled entry is a miss). */
  parsed: <V>(name: string, schema: z.ZodType<V>): SharedCodec<V> => ({
    name,
    decode: (v) => {
      const result = schema.safeParse(v);
      return result.success ? result.data : undefined;
    },
  }),
};

type Entry<V> = { value: V; until: number; staleUntil: number };

export class TtlCache<V> {
  private readonly entries = new Map<string, Entry<V>>();
  private readonly loading = new Map<string, Promise<V>>();
  /** Counts clears: a load that one overlapped may show what was dropped, so it is kept nowhere. */
  private generation = 0;
  private ownTier: SharedTier | undefined;

  constructor(
    private readonly maxEntries: number,
    private readonly ttlMs: number,
    private readonly staleMs = 0,
    private readonly shared?: SharedCodec<V>,
  ) {
    registry.add(this);
  }

  /** Uses this tier instead of the process's (tests simulate processes with one each). */
  share(tier: SharedTier | undefined): void {
    this.ownTier = tier;
  }

  private get tier(): SharedTier | undefined {
    return this.shared ? (this.ownTier ?? processTier) : undefined;
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
    const until = Date.now() + this.ttlMs;
    this.put(key, { value, until, staleUntil: until + this.staleMs });
  }

  private put(key: string, entry: Entry<V>): void {
    this.entries.delete(key);
    this.entries.set(key, entry);
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
      if (!this.loading.has(key)) this.start(key, load, false).catch(() => undefined);
      return hit.value;
    }
    return this.loading.get(key) ?? this.start(key, load, true);
  }

  private start(key: string, load: () => Promise<V>, askShared: boolean): Promise<V> {
    const running = this.loading.get(key);
    if (running) return running;
    const promise = this.fetch(key, load, askShared).finally(() => {
      if (this.loading.get(key) === promise) this.loading.delete(key);
    });
    this.loading.set(key, promise);
    return promise;
  }

  private async fetch(key: string, load: () => Promise<V>, askShared: boolean): Promise<V> {
    const generation = this.generation;
    const tier = this.tier;
    if (askShared && tier) {
      const found = await this.fromShared(tier, key, generation);
      if (found !== undefined) return found;
    }
    const startedAt = Date.now();
    const value = await load();
    if (generation === this.generation) {
      this.set(key, value);
      // Stamped with the load's start: the data is at least that recent, never more.
      tier?.set(this.sharedKey(key), value, startedAt, this.ttlMs + this.staleMs);
    }
    return value;
  }

  /** The shared value, valid and not outlived; kept here for what remains of its life. */
  private async fromShared(tier: SharedTier, key: string, generation: number): Promise<V | undefined> {
    const entry = await tier.get(this.sharedKey(key));
    if (!entry) return undefined;
    const value = this.shared?.decode(entry.value);
    const until = entry.storedAt + this.ttlMs;
    const staleUntil = until + this.staleMs;
    if (value === undefined || staleUntil < Date.now()) return undefined;
    if (generation === this.generation) this.put(key, { value, until, staleUntil });
    return value;
  }

  private sharedKey(key: string): string {
    return `${this.shared?.name}:${key}`;
  }

  clear(): void {
    this.generation++;
    this.entries.clear();
    // A load in flight may have read before the change: later callers start their own.
    this.loading.clear();
  }
}

const registry = new Set<{ clear(): void }>();
let processTier: SharedTier | undefined;

/** Registers another cache (lookups, vocabulary) to be dropped by clearCatalogCaches. */
export function onClearCatalogCaches(clear: () => void): void {
  registry.add({ clear });
}

/** Shares the caches given a SharedCodec with the other processes through `tier` (or stops, undefined). */
export function shareCatalogCaches(tier: SharedTier | undefined): void {
  processTier = tier;
}

/**
 * Drops every catalogue cache (call after writing products, brands, categories, collections),
 * the shared entries too; the promise settles when Redis has dropped them (callers need not wait).
 */
export function clearCatalogCaches(at = Date.now()): Promise<void> {
  for (const cache of registry) cache.clear();
  return processTier?.drop(at) ?? Promise.resolve();
}
