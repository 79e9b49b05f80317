// A bounded map that forgets the least recently used entry when full, with an optional age limit
// per entry. For caches keyed by what a client sends (an application id, an address), where an
// unbounded Map would grow with every made-up key.
export class LruCache<K, V> {
  private readonly entries = new Map<K, { value: V; expires: number }>();

  constructor(
    readonly maxEntries: number,
    /** How long an entry is answered after it was set; Infinity keeps it until it is pushed out. */
    readonly maxAgeMs = Infinity,
  ) {
    if (!Number.isInteger(maxEntries) || maxEntries < 1)
      throw new Error(`LruCache needs at least one entry, got ${maxEntries}`);
  }

  get size(): number {
    return this.entries.size;
  }

  /** Whether the key holds a live entry (which may be the value undefined). */
  has(key: K, now = Date.now()): boolean {
    return this.lookup(key, now) !== undefined;
  }

  get(key: K, now = Date.now()): V | undefined {
    return this.lookup(key, now)?.value;
  }

  set(key: K, value: V, now = Date.now()): void {
    this.entries.delete(key);
    this.entries.set(key, { value, expires: now + this.maxAgeMs });
    // A Map iterates in insertion order, so its first key is the least recently used.
    while (this.entries.size > this.maxEntries) this.entries.delete(this.entries.keys().next().value as K);
  }

  delete(key: K): void {
    this.entries.delete(key);
  }

  clear(): void {
    this.entries.clear();
  }

  private lookup(key: K, now: number): { value: V; expires: number } | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    this.entries.delete(key);
    if (entry.expires <= now) return undefined;
    // Used now: back to the most recent end.
    this.entries.set(key, entry);
    return entry;
  }
}
