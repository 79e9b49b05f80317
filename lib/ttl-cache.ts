// A small time-limited cache of promises by key: concurrent callers share one build, a failed
// build is forgotten, and the oldest entry goes when the cache is full.
export function ttlPromiseCache<T>(ttlMs: number, maxEntries: number) {
  const entries = new Map<string, { expires: number; value: Promise<T> }>();
  return (key: string, build: () => Promise<T>, now: number = Date.now()): Promise<T> => {
    const hit = entries.get(key);
    if (hit && hit.expires > now) return hit.value;
    const value = build();
    entries.delete(key);
    entries.set(key, { expires: now + ttlMs, value });
    value.catch(() => {
      if (entries.get(key)?.value === value) entries.delete(key);
    });
    while (entries.size > maxEntries) entries.delete(entries.keys().next().value as string);
    return value;
  };
}
