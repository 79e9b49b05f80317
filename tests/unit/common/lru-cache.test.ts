import { LruCache } from '@/common/lru-cache';

describe('LruCache', () => {
  it('keeps at most maxEntries, dropping the least recently used', () => {
    const cache = new LruCache<string, number>(3);
    cache.set('a', 1);
    cache.set('b', 2);
    cache.set('c', 3);
    expect(cache.get('a')).toBe(1); // a is now the most recent; b the least
    cache.set('d', 4);
    expect(cache.size).toBe(3);
    expect(cache.has('b')).toBe(false);
    expect([cache.get('a'), cache.get('c'), cache.get('d')]).toEqual([1, 3, 4]);
  });

  it('stays bounded whatever number of distinct keys arrives', () => {
    const cache = new LruCache<string, undefined>(100);
    for (let i = 0; i < 10_000; i++) cache.set(`unknown-${i}`, undefined);
    expect(cache.size).toBe(100);
    // A remembered "not found" is an entry too.
    expect(cache.has('unknown-9999')).toBe(true);
    expect(cache.get('unknown-9999')).toBeUndefined();
    expect(cache.has('unknown-0')).toBe(false);
  });

  it('forgets an entry after maxAgeMs', () => {
    const cache = new LruCache<string, string>(10, 1000);
    cache.set('k', 'v', 0);
    expect(cache.get('k', 999)).toBe('v');
    expect(cache.get('k', 1000)).toBeUndefined();
    expect(cache.size).toBe(0);
  });

  it('replaces a value and deletes on request', () => {
    const cache = new LruCache<string, string>(2);
    cache.set('k', 'v1');
    cache.set('k', 'v2');
    expect(cache.size).toBe(1);
    expect(cache.get('k')).toBe('v2');
    cache.delete('k');
    expect(cache.has('k')).toBe(false);
  });

  it('refuses a size below one', () => {
    expect(() => new LruCache(0)).toThrow(/at least one entry/);
  });
});
