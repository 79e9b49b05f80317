// When this process last saw each tag dropped (and everything at once), to judge an answer another
// process stored in a shared cache: it may have been computed from data read before a change this
// process has already seen, and stored after this process emptied the shared copy. Used by the
// kept pages (lib/page-cache) and the platform's shared caches (platform/catalog/shared-tier.ts).

/** Clocks of processes on different machines disagree a little; beyond this they should not. */
export const SHARED_SKEW_MS = 1000;
/** One time per product ever changed would grow without end: past this, one time for all. */
const MAX_DROP_TIMES = 10_000;

export class DropTimes {
  private readonly droppedAt = new Map<string, number>();
  private clearedAt = 0;

  /** Notes a drop of these tags at `now`. */
  dropped(tags: Iterable<string>, now = Date.now()): void {
    for (const tag of tags) this.droppedAt.set(tag, now);
    if (this.droppedAt.size > MAX_DROP_TIMES) this.cleared(now);
  }

  /** Notes a drop of everything at `now`. */
  cleared(now = Date.now()): void {
    this.droppedAt.clear();
    this.clearedAt = now;
  }

  /**
   * Whether an answer stored at `storedAt` (by another process's clock) may predate a drop of one
   * of its tags seen here: stored before the drop, or within `skewMs` after it.
   */
  droppedSince(tags: readonly string[], storedAt: number, skewMs = SHARED_SKEW_MS): boolean {
    const after = storedAt - skewMs;
    if (this.clearedAt >= after) return true;
    return tags.some((t) => (this.droppedAt.get(t) ?? 0) >= after);
  }
}
