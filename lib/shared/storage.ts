// The shop's local storage: keys carry the prefix m_, every entry stores
// its value with a timestamp and an optional time-to-live, an expired entry is removed when read,
// and clearing everything (logout, a 401) spares the entries kept forever.
export const STORAGE_PREFIX = 'm_';

/** Keys (without the prefix) that survive clearAll, e.g. the chosen deployment store. */
export const KEEP_FOREVER = new Set(['deployment_store']);

type Entry<T> = { value: T; timestamp: number; ttl?: number };

function store(): Storage | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window.localStorage;
  } catch {
    return undefined; // storage disabled: the shop works without it
  }
}

export function readItem<T>(key: string, now = Date.now()): T | undefined {
  const s = store();
  const raw = s?.getItem(STORAGE_PREFIX + key);
  if (!raw) return undefined;
  try {
    const entry = JSON.parse(raw) as Entry<T>;
    if (entry.ttl !== undefined && now - entry.timestamp > entry.ttl) {
      s?.removeItem(STORAGE_PREFIX + key);
      return undefined;
    }
    return entry.value;
  } catch {
    s?.removeItem(STORAGE_PREFIX + key);
    return undefined;
  }
}

export function writeItem<T>(key: string, value: T, options: { ttlMs?: number; now?: number } = {}): void {
  const entry: Entry<T> = {
    value,
    timestamp: options.now ?? Date.now(),
    ...(options.ttlMs !== undefined ? { ttl: options.ttlMs } : {}),
  };
  try {
    store()?.setItem(STORAGE_PREFIX + key, JSON.stringify(entry));
  } catch {
    /* quota or privacy mode: storage errors are logged nowhere */
  }
}

export function removeItem(key: string): void {
  store()?.removeItem(STORAGE_PREFIX + key);
}

/** Removes every m_ entry except those kept forever. */
export function clearAll(): void {
  const s = store();
  if (!s) return;
  const keys = Array.from({ length: s.length }, (_, i) => s.key(i)).filter(
    (k): k is string => !!k && k.startsWith(STORAGE_PREFIX),
  );
  for (const key of keys) if (!KEEP_FOREVER.has(key.slice(STORAGE_PREFIX.length))) s.removeItem(key);
}
