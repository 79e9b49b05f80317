// The raw SQL of a request, beside its HTTP time. The statements are captured by calling the
// platform's own catalogue functions (the ones the routes call) on a database that records every
// raw query with its parameters, so they are exactly what the platform sends on a cache miss.
// They are then replayed with a plain pg pool, no platform code in between, in the platform's
// order: statements the platform issues together (the page, the facet parts) run together, and
// those it issues after their answers after them. A statement the platform prepares (by name) is
// replayed prepared too. For a listing, the SQL of the same answer without the facet index (the
// platform's own fallback) can be captured too.
import { Pool } from 'pg';
import { parseFilters } from '../contract/filters';
import type { SortOnValue } from '../contract/catalog-sort';
import { openDatabase, type Database } from '../platform/db/client';
import { listProductsJson, type ListingInput } from '../platform/catalog/listing';
import { getProductDetailJson } from '../platform/catalog/product-detail';
import { autoCompleteJson } from '../platform/catalog/search';

/** A statement as the platform sends it: with a name, a prepared statement (as the replay sends it too). */
type Statement = { text: string; values: unknown[]; name?: string };
/** One request's statements in waves: a wave runs at once, the waves one after another. */
export type Recorded = Statement[][];
export type SqlTimes = { p50: number; p95: number; requests: number; rps: number };

const CATALOG = '/service/application/catalog/v1.0';

export class SqlRecorder {
  private log: { statement: Statement; wave: number }[] | undefined;
  private done = 0;
  private shared: Database | undefined;

  private constructor(readonly base: Database) {}

  static async open(url: string): Promise<SqlRecorder> {
    return new SqlRecorder(await openDatabase({ url }));
  }

  /**
   * A database that records while capture() runs. A new one starts with empty catalogue caches
   * (they are keyed per database object). `withoutIndex`: one the facet index declines (it sees
   * more products than it holds), so the listing is answered by SQL alone.
   */
  private view(withoutIndex = false): Database {
    const base = this.base;
    return {
      ...base,
      // The facet index is kept per query builder: a builder of its own gets an index of its own.
      db: withoutIndex ? Object.create(base.db) : base.db,
      query: async <T>(text: string, params: unknown[] = [], name?: string): Promise<T[]> => {
        if (withoutIndex && text.startsWith('/* facet-index */ SELECT count(*)'))
          return [{ n: Number.MAX_SAFE_INTEGER }] as T[];
        // The vocabulary's background refresh is no part of a request, nor is the facet index's
        // load (platform/catalog/facet-index.ts: once per 30 s at most, shared by every listing).
        const entry =
          this.log && !text.includes('ts_stat(') && !text.startsWith('/* facet-index */')
            ? { statement: { text, values: params, name }, wave: this.done }
            : undefined;
        if (entry) this.log!.push(entry);
        try {
          return await base.query<T>(text, params, name);
        } finally {
          if (entry) this.done++;
        }
      },
    };
  }

  /**
   * The answer and the statements of one API path. Paths without q get a fresh database view, so
   * facet parts another captured path shares are captured again; searches share one view whose
   * vocabulary is loaded once (their scopes never overlap).
   */
  async capture(path: string, opts: { withoutIndex?: boolean } = {}): Promise<{ answer: string; sql: Recorded }> {
    const url = new URL(path, 'http://bench');
    const q = url.searchParams.get('q')?.trim() || undefined;
    let database: Database;
    if (opts.withoutIndex) database = this.view(true);
    else if (q) {
      if (!this.shared) {
        this.shared = this.view();
        await autoCompleteJson(this.shared, 'warm'); // loads the vocabulary and lookups unrecorded
      }
      database = this.shared;
    } else database = this.view();
    const call = this.callFor(url, q, database);
    this.log = [];
    this.done = 0;
    try {
      const answer = await call();
      const waves = new Map<number, Statement[]>();
      for (const { statement, wave } of this.log) waves.set(wave, [...(waves.get(wave) ?? []), statement]);
      return { answer, sql: [...waves.keys()].sort((a, b) => a - b).map((w) => waves.get(w)!) };
    } finally {
      this.log = undefined;
    }
  }

  /** The platform function the route of this path calls, with the input the route builds. */
  private callFor(url: URL, q: string | undefined, database: Database): () => Promise<string> {
    const p = url.pathname.replace(/\/$/, '');
    if (p === `${CATALOG}/products`) {
      const input = listingInputOf(url);
      return () => listProductsJson(database, input);
    }
    if (p === `${CATALOG}/auto-complete`) return () => autoCompleteJson(database, q ?? '');
    const detail = new RegExp(`^${CATALOG}/products/([^/]+)$`).exec(p);
    if (detail) return () => getProductDetailJson(database, decodeURIComponent(detail[1]));
    throw new Error(`no platform function known for ${url.pathname}`);
  }

  close(): Promise<void> {
    return this.base.close();
  }
}

/** A listing path's input as the route builds it (routes.ts listingInput) for number paging. */
export function listingInputOf(url: URL): ListingInput {
  const s = url.searchParams;
  return {
    q: s.get('q')?.trim() || undefined,
    filters: parseFilters(s.get('f')),
    sort: (s.get('sort_on') ?? undefined) as SortOnValue | undefined,
    page: Number(s.get('page_no') ?? 1),
    pageSize: Number(s.get('page_size') ?? 12),
    pageType: 'number',
    withFilters: s.get('filters') !== 'false',
  };
}

const percentile = (sorted: number[], p: number) =>
  sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] : NaN;
const round = (v: number) => Math.round(v * 10) / 10;

/**
 * Replays recorded requests on PostgreSQL: `workers` at once, each taking the next request (the
 * list repeats), for `seconds`, or with `once` every request exactly once. The pool has the
 * server's size (DATABASE_POOL_SIZE, 10), so the database sees what the server would send.
 */
export async function replay(
  url: string,
  requests: Recorded[],
  workers: number,
  opts: { seconds?: number; once?: boolean },
): Promise<SqlTimes> {
  const pool = new Pool({ connectionString: url, max: Number(process.env.DATABASE_POOL_SIZE ?? 10) });
  const times: number[] = [];
  let next = 0;
  const started = performance.now();
  const end = Date.now() + (opts.seconds ?? 0) * 1000;
  const more = () => (opts.once ? next < requests.length : Date.now() < end);
  try {
    await Promise.all(
      Array.from({ length: workers }, async () => {
        while (more()) {
          const request = requests[next++ % requests.length];
          const t0 = performance.now();
          for (const wave of request)
            await Promise.all(wave.map((s) => pool.query({ name: s.name, text: s.text, values: s.values })));
          times.push(performance.now() - t0);
        }
      }),
    );
  } finally {
    await pool.end();
  }
  const seconds = (performance.now() - started) / 1000;
  times.sort((a, b) => a - b);
  return {
    p50: round(percentile(times, 50)),
    p95: round(percentile(times, 95)),
    requests: times.length,
    rps: Math.round(times.length / seconds),
  };
}
