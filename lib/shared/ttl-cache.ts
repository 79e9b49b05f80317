// A small time-limited cache of promises by key: concurrent callers share one build, a failed
// build is forgotten, and the oldest entry goes when the cache is full.
//
// With staleMs, an entry past its time-to-live is still answered for that much longer while one
// build in the background replaces it (stale-while-revalidate): a page never waits for shared
// data (theme, menus, shop) that was fresh a moment ago, and a failed refresh keeps the old value
// until the stale window ends. So a builder should throw rather than return a fallback: a
// fallback it returns is cached as fresh data.
// Every such cache of the process, for clearSharedDataCaches: on globalThis, as the server script
// and Next's bundles load this module separately.
const registrySlot = Symbol.for('storefront.shared-data-caches');
const registry = () => ((globalThis as { [registrySlot]?: Set<() => void> })[registrySlot] ??= new Set());

/** Empties every ttlPromiseCache of this process (the change feed, when the shop's data changed). */
export function clearSharedDataCaches(): void {
  for (const clear of registry()) clear();
}

export function ttlPromiseCache<T>(ttlMs: number, maxEntries: number, staleMs = 0) {
  type Entry = { expires: number; staleUntil: number; value: Promise<T>; refreshing: boolean };
  const entries = new Map<string, Entry>();
  registry().add(() => entries.clear());

  const store = (key: string, value: Promise<T>, now: number): Entry => {
    const entry: Entry = { expires: now + ttlMs, staleUntil: now + ttlMs + staleMs, value, refreshing: false };
    entries.delete(key);
    entries.set(key, entry);
    while (entries.size > maxEntries) entries.delete(entries.keys().next().value as string);
    return entry;
  };

  return (key: string, build: () => Promise<T>, now: number = Date.now()): Promise<T> => {
    const hit = entries.get(key);
    if (hit && hit.expires > now) return hit.value;
    if (hit && hit.staleUntil > now) {
      if (!hit.refreshing) {
        hit.refreshing = true;
        const next = Promise.resolve().then(build); // a builder that throws at once fails like one that rejects
        next.then(
          () => {
            if (entries.get(key) === hit) store(key, next, now);
          },
          () => {
            hit.refreshing = false; // the next caller tries again; the old value stays
          },
        );
      }
      return hit.value;
    }
    const value = build();
    const entry = store(key, value, now);
    value.catch(() => {
      if (entries.get(key) === entry) entries.delete(key);
    });
    return value;
  };
}
