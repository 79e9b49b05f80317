// platform/catalog/cache.ts with a shared tier (shared-tier.ts) on an in-memory stand-in for
// Redis: a hit in the process never asks the tier; a complete miss asks it once for all waiting
// callers; a load overlapped by a clear is kept nowhere; an entry keeps the life it had.
import { describe, expect, it } from '@jest/globals';
import type { RedisTagged } from '@/common/redis-tagged';
import { sharedAs, TtlCache } from '@/platform/catalog/cache';
import { SharedTier } from '@/platform/catalog/shared-tier';

function memoryRedis() {
  const entries = new Map<string, unknown>();
  const calls = { get: 0, set: 0 };
  const store: RedisTagged = {
    get: async (key) => (calls.get++, entries.has(key) ? { value: entries.get(key), tags: ['catalogue'] } : undefined),
    set: async (key, value) => void (calls.set++, entries.set(key, value)),
    drop: async () => entries.clear(),
  };
  return { store, entries, calls };
}

const text = () => new TtlCache<string>(10, 15_000, 60_000, sharedAs.text('t'));

describe('TtlCache with a shared tier', () => {
  it('answers a hit from the process without asking the tier', async () => {
    const redis = memoryRedis();
    const cache = text();
    cache.share(new SharedTier(redis.store));
    await cache.getOrLoad('k', async () => 'v');
    const asked = redis.calls.get;
    for (let i = 0; i < 5; i++) expect(await cache.getOrLoad('k', async () => 'other')).toBe('v');
    expect(redis.calls.get).toBe(asked);
    expect(redis.calls.set).toBe(1);
  });

  it('asks the tier once for concurrent misses, which share one load', async () => {
    const redis = memoryRedis();
    const cache = text();
    cache.share(new SharedTier(redis.store));
    let loads = 0;
    const load = async () => (loads++, 'v');
    expect(
      await Promise.all([cache.getOrLoad('k', load), cache.getOrLoad('k', load), cache.getOrLoad('k', load)]),
    ).toEqual(['v', 'v', 'v']);
    expect([redis.calls.get, loads]).toEqual([1, 1]);
  });

  it('keeps nowhere a load that a clear overlapped, and lets later callers load anew', async () => {
    const redis = memoryRedis();
    const cache = text();
    cache.share(new SharedTier(redis.store));
    let release: (v: string) => void = () => undefined;
    const slow = cache.getOrLoad('k', () => new Promise<string>((r) => (release = r)));
    await new Promise((r) => setTimeout(r, 0));
    cache.clear();
    const fresh = cache.getOrLoad('k', async () => 'new');
    release('old');
    expect(await slow).toBe('old');
    expect(await fresh).toBe('new');
    expect(await cache.getOrLoad('k', async () => 'again')).toBe('new');
    expect([...redis.entries.values()].map((e) => (e as { data: { value: string } }).data.value)).toEqual(['new']);
  });

  it('takes a shared entry only for what remains of its life, and ignores one of the wrong shape', async () => {
    const redis = memoryRedis();
    const cache = text();
    cache.share(new SharedTier(redis.store));
    redis.entries.set('t:old', { kind: 'FETCH', data: { value: 'expired', storedAt: Date.now() - 80_000 } });
    redis.entries.set('t:bad', { kind: 'FETCH', data: { value: 7, storedAt: Date.now() } });
    expect(await cache.getOrLoad('old', async () => 'loaded')).toBe('loaded');
    expect(await cache.getOrLoad('bad', async () => 'loaded')).toBe('loaded');
  });

  it('refuses an entry stored within a second after a drop it saw', async () => {
    const redis = memoryRedis();
    const tier = new SharedTier(redis.store);
    const cache = text();
    cache.share(tier);
    const dropAt = Date.now();
    await tier.drop(dropAt);
    redis.entries.set('t:k', { kind: 'FETCH', data: { value: 'maybe stale', storedAt: dropAt + 500 } });
    expect(await cache.getOrLoad('k', async () => 'loaded')).toBe('loaded');
    cache.clear();
    redis.entries.set('t:k', { kind: 'FETCH', data: { value: 'fresh', storedAt: dropAt + 1500 } });
    expect(await cache.getOrLoad('k', async () => 'loaded')).toBe('fresh');
  });

  it('does not use the tier for a cache without a codec', async () => {
    const redis = memoryRedis();
    const cache = new TtlCache<string>(10, 15_000);
    cache.share(new SharedTier(redis.store));
    expect(await cache.getOrLoad('k', async () => 'v')).toBe('v');
    expect(redis.calls).toEqual({ get: 0, set: 0 });
  });
});
