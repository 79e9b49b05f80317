// Finished page answers kept in this process (server/page-cache.ts decides which), each
// with the tags of what it shows (lib/page-cache/tags.ts); a change names tags and every answer
// carrying one is dropped at once. Bounded by bytes, least recently used first out, and by age
// (what changes with time alone, such as an offer's end, is shown at most PAGE_CACHE_MAX_AGE_MS).
// One store per process on globalThis: the server script and Next's bundle of /api/revalidate
// load this module separately.
import { DropTimes } from '@/common/drop-times';

export const PAGE_CACHE_MAX_BYTES = 64 * 1024 * 1024;
export const PAGE_CACHE_MAX_AGE_MS = 5 * 60_000;

export type CachedPage = {
  status: number;
  headers: Record<string, string | string[]>;
  body: Buffer;
  tags: string[];
  storedAt: number;
};

export class PageStore {
  private readonly entries = new Map<string, CachedPage>();
  private bytes = 0;
  /** Counts drops: an answer rendered while one happened may predate it, so it is not kept. */
  private drops = 0;
  /** When each tag was last dropped here (and when everything was), to judge answers kept elsewhere. */
  private readonly dropTimes = new DropTimes();

  constructor(
    private readonly maxBytes = PAGE_CACHE_MAX_BYTES,
    readonly maxAge = PAGE_CACHE_MAX_AGE_MS,
  ) {}

  get size(): number {
    return this.entries.size;
  }

  /** A mark to hand back to set(): taken when the render starts. */
  mark(): number {
    return this.drops;
  }

  get(key: string, now = Date.now()): CachedPage | undefined {
    const hit = this.entries.get(key);
    if (!hit) return undefined;
    if (now - hit.storedAt > this.maxAge) {
      this.delete(key);
      return undefined;
    }
    // Most recently used last, so eviction takes from the front.
    this.entries.delete(key);
    this.entries.set(key, hit);
    return hit;
  }

  /** Keeps an answer unless a drop happened since `mark` (it may show what was dropped). */
  set(key: string, page: Omit<CachedPage, 'storedAt'>, mark: number, now = Date.now()): boolean {
    if (mark !== this.drops || page.body.length > this.maxBytes / 8) return false;
    this.delete(key);
    this.entries.set(key, { ...page, storedAt: now });
    this.bytes += page.body.length;
    for (const [oldest] of this.entries) {
      if (this.bytes <= this.maxBytes) break;
      this.delete(oldest);
    }
    return true;
  }

  /** Drops every answer carrying one of the tags; answers how many. */
  drop(tags: Iterable<string>, now = Date.now()): number {
    const wanted = new Set(tags);
    this.drops++;
    this.dropTimes.dropped(wanted, now);
    let dropped = 0;
    for (const [key, page] of this.entries) {
      if (page.tags.some((t) => wanted.has(t))) {
        this.delete(key);
        dropped++;
      }
    }
    return dropped;
  }

  /**
   * Whether an answer stored at `storedAt` (by another process's clock) may predate a drop of one
   * of its tags seen here: stored before the drop, or within `skewMs` after it.
   */
  droppedSince(tags: string[], storedAt: number, skewMs: number): boolean {
    return this.dropTimes.droppedSince(tags, storedAt, skewMs);
  }

  clear(now = Date.now()): void {
    this.drops++;
    this.dropTimes.cleared(now);
    this.entries.clear();
    this.bytes = 0;
  }

  private delete(key: string) {
    const page = this.entries.get(key);
    if (!page) return;
    this.bytes -= page.body.length;
    this.entries.delete(key);
  }
}

const slot = Symbol.for('storefront.page-store');

export function pageStore(): PageStore {
  const g = globalThis as { [slot]?: PageStore };
  g[slot] ??= new PageStore();
  return g[slot];
}
