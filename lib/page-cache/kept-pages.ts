// The kept pages of this process (store.ts) in front of those shared with the other processes
// (redis-pages.ts, with REDIS_URL): a miss here asks the shared layer before the page renders, and
// a render kept here is offered to it. A drop empties both. An answer from the shared layer is
// refused when this process has seen one of its tags change since shortly before it was stored,
// since another process may have rendered it from data read before that change.
import { SHARED_SKEW_MS } from '@/common/drop-times';
import { pageStore, type CachedPage, type PageStore } from './store';
import type { SharedPages } from './redis-pages';

export { SHARED_SKEW_MS };

export type KeptAnswer = { page: CachedPage; from: 'process' | 'shared' };

export class KeptPages {
  private shared: SharedPages | undefined;

  constructor(readonly local: PageStore) {}

  share(shared: SharedPages | undefined): void {
    this.shared = shared;
  }

  get sharing(): boolean {
    return this.shared !== undefined;
  }

  /** This process's copy, synchronously (the fast path). */
  nearby(key: string): CachedPage | undefined {
    return this.local.get(key);
  }

  /** The shared copy, when it is fresh by everything this process has seen; kept here too. */
  async fromShared(key: string): Promise<CachedPage | undefined> {
    if (!this.shared) return undefined;
    const mark = this.local.mark();
    const page = await this.shared.get(key);
    if (!page || Date.now() - page.storedAt > this.local.maxAge) return undefined;
    if (this.local.droppedSince(page.tags, page.storedAt, SHARED_SKEW_MS)) return undefined;
    this.local.set(key, page, mark, page.storedAt);
    return page;
  }

  /** Keeps a render that no drop overlapped (since `mark`) here and in the shared layer. */
  keep(key: string, page: Omit<CachedPage, 'storedAt'>, mark: number): Promise<void> {
    const storedAt = Date.now();
    if (!this.local.set(key, page, mark, storedAt)) return Promise.resolve();
    return this.shared?.set(key, { ...page, storedAt }) ?? Promise.resolve();
  }

  /** Drops here at once; the promise settles when the shared layer has dropped too. */
  drop(tags: string[], at = Date.now()): Promise<void> {
    this.local.drop(tags, at);
    return this.shared?.drop(tags) ?? Promise.resolve();
  }
}

const slot = Symbol.for('storefront.kept-pages');

/** The process's kept pages, on globalThis: the server script and Next's bundles load this module separately. */
export function keptPages(): KeptPages {
  const g = globalThis as { [slot]?: KeptPages };
  g[slot] ??= new KeptPages(pageStore());
  return g[slot];
}
