// Product listings: the products page, a collection's items and the home listing. One query
// for the page of items (indexed predicates, a deterministic order, LIMIT/OFFSET), the facet
// parts and the total (facets.ts), each cached; and the whole answer cached as JSON text by the
// full normalised query. The facet parts and totals are counted in memory (facet-index.ts)
// where the index can answer, which also names the page's candidates over the whole catalogue;
// SQL counts them otherwise.
import { z } from 'zod';
import { SORT_ON } from '../../contract/catalog-sort';
import type { FilterMap } from '../../contract/filters';
import type {
  HomeListingResponse,
  Page,
  ProductFilter,
  ProductListingResponse,
  ProductSortOn,
  SortOnValue,
} from '../../contract/types/catalog';
import type { Database } from '../db/client';
import type { CollectionRow } from './lookups';
import { sharedAs, TtlCache } from './cache';
import {
  FACET_ROWS,
  facetPlan,
  mergeParts,
  partKey,
  partStatements,
  shapeFacets,
  type FacetCounts,
  type FacetPart,
  type FacetRow,
} from './facets';
import { getFacetIndex, indexable, type FacetIndex, type Selection, type SortKey } from './facet-index';
import { selectFilters, type SelectedGroup } from './selection';
import { databaseId, getLookups, type Lookups } from './lookups';
import { cursorPage, HAS_VARIANT_SQL, numberPage, PRODUCT_COLUMNS } from './shapes';
import { pageItemTexts } from './listing-items';
import { searchTerms, type SearchTerms } from './search';
import { Params } from './sql';
import { fixedFilterSql } from './fixed-filters';
import { scopeFor, scopeKey, type Scope } from './listing-scope';
import { oneByteJson } from '../http/one-byte-json';

// The SQL order of each sort; the values and names are the contract's (contract/catalog-sort.ts),
// and the Record makes a new value come with its SQL.
const SORT_SQL: Record<SortOnValue, string> = {
  latest: 'p.created_at DESC, p.uid DESC',
  popular: 'p.popularity DESC, p.uid DESC',
  price_asc: 'p.price_effective_min ASC, p.uid ASC',
  price_dsc: 'p.price_effective_min DESC, p.uid DESC',
  discount_asc: 'p.discount ASC, p.uid ASC',
  discount_dsc: 'p.discount DESC, p.uid DESC',
  rating_dsc: 'p.rating DESC, p.rating_count DESC, p.uid DESC',
};

// The same orders in the facet index (facet-index.ts): its ascending order of a key (uid last), read backwards for DESC.
const SORT_INDEX: Record<SortOnValue, { key: SortKey; descending: boolean }> = {
  latest: { key: 'created', descending: true },
  popular: { key: 'popularity', descending: true },
  price_asc: { key: 'price', descending: false },
  price_dsc: { key: 'price', descending: true },
  discount_asc: { key: 'discount', descending: false },
  discount_dsc: { key: 'discount', descending: true },
  rating_dsc: { key: 'rating', descending: true },
};
// A page from the index asks SQL for this many more candidates than it shows, for products the
// index has not seen change yet; pages deeper than PAGE_FROM_INDEX_MAX rows use SQL alone.
const PAGE_MARGIN = 12;
const PAGE_FROM_INDEX_MAX = 1000;

export type ListingInput = {
  q?: string;
  filters: FilterMap;
  sort?: SortOnValue;
  page: number;
  pageSize: number;
  pageType: 'number' | 'cursor';
  withFilters: boolean;
  collection?: CollectionRow;
};

// Facet counts and totals: the expensive part, and the same for every page and sort. Fresh for
// 30 s, then served stale for up to 5 minutes while one background query refreshes them.
// With REDIS_URL these (and the answers below) are also shared with the other shop processes.
const facetCache = new TtlCache<FacetRow[]>(2000, 30_000, 5 * 60_000, sharedAs.parsed('facets', FACET_ROWS));
const totalCache = new TtlCache<number>(
  2000,
  30_000,
  5 * 60_000,
  sharedAs.parsed('totals', z.number().int().nonnegative()),
);
// Whole answers as JSON text, by the full normalised query (scope, filters, sort, page, size,
// paging kind, facets or not): fresh for 15 s, then served for up to a minute more while one
// background load refreshes them. A hot listing costs neither queries nor serialisation.
const answerCache = new TtlCache<string>(2000, 15_000, 60_000, sharedAs.text('listing'));

/** The listing answer as JSON text (what the routes send). */
export async function listProductsJson(database: Database, input: ListingInput): Promise<string> {
  const l = await getLookups(database);
  const groups = selectFilters(input.filters, l);
  const terms = await searchTerms(database, input.q);
  const key = [
    scopeKey(database, input, terms),
    groups
      .map((g) => g.key)
      .sort()
      .join(':::'),
    input.sort ?? '',
    input.page,
    input.pageSize,
    input.pageType,
    input.withFilters ? 'f' : '',
  ].join('|');
  return answerCache.getOrLoad(key, () => answer(database, input, terms, l, groups));
}

/**
 * The facet index and the listing's rows in it (facet-index.ts); for a search or a collection of
 * items shown in their own order (no sort asked for), `listed` has the scope's uids in that order.
 */
type Counting = { index: FacetIndex; selection: Selection; listed?: number[]; released?: boolean };

const wholeCatalogue = (input: ListingInput, terms: SearchTerms | undefined) => !terms && !input.collection;

/** The listing's own order when no sort is asked for: a search's rank, a collection's positions. */
function naturalOrder(input: ListingInput, scope: Scope): string | undefined {
  if (input.sort) return undefined;
  return scope.rank ? `${scope.rank()} DESC, p.popularity DESC, p.uid DESC` : scope.position;
}

/**
 * Runs `read` on the listing's counting (undefined when the index cannot answer), synchronously:
 * the selection's arrays go back to the index's pool once the answer is written.
 */
type UseCounting = <T>(read: (c: Counting | undefined) => T) => Promise<T>;

/**
 * The listing's products in the facet index, worked out at most once per answer (the page, the
 * facet parts and the total share it); undefined when the index cannot answer (too large a
 * catalogue, a filter value it cannot test like SQL). A search or a collection is one SQL
 * statement for its uids, in the listing's own order when it has one, so the page needs no
 * second pass over every match.
 */
function countingFor(
  database: Database,
  input: ListingInput,
  terms: SearchTerms | undefined,
  l: Lookups,
  groups: SelectedGroup[],
): { use: UseCounting; release: () => void } {
  let pending: Promise<Counting | undefined> | undefined;
  const work = async (): Promise<Counting | undefined> => {
    if (!indexable(groups)) return undefined;
    const index = await getFacetIndex(database);
    if (!index) return undefined;
    if (wholeCatalogue(input, terms)) return { index, selection: index.select(groups) };
    const p = new Params();
    const s = scopeFor(input, terms, l, p);
    const order = naturalOrder(input, s);
    const [row] = await database.query<{ uids: number[] }>(
      `SELECT coalesce(array_agg(p.uid${order ? ` ORDER BY ${order}` : ''}), '{}') AS uids FROM ${s.from} WHERE ${s.where.length ? s.where.join(' AND ') : 'true'}`,
      p.values,
    );
    const uids = row?.uids ?? [];
    return { index, selection: index.select(groups, uids), listed: order ? uids : undefined };
  };
  return {
    // The check and the use run in one turn, so a released selection is never read: a facet
    // part refreshed in the background after the answer works its selection out anew.
    use: async (read) => {
      for (;;) {
        const c = await (pending ??= work());
        if (!c?.released) return read(c);
      }
    },
    release: () => {
      const done = pending;
      pending = undefined;
      void done
        ?.then((c) => {
          if (!c) return;
          c.released = true;
          c.index.release(c.selection);
        })
        .catch(() => undefined);
    },
  };
}

/** The listing answer as JSON text: the items come written (listing-items.ts), the rest is small. */
async function answer(
  database: Database,
  input: ListingInput,
  terms: SearchTerms | undefined,
  l: Lookups,
  groups: SelectedGroup[],
): Promise<string> {
  const counting = countingFor(database, input, terms, l, groups);
  // Both settle before the selection is released (a failed page must not cut the counts short).
  const [pageOf, countsOf] = await Promise.allSettled([
    pageOfItems(database, input, terms, l, groups, counting.use),
    facetCounts(database, input, terms, l, groups, counting.use),
  ]);
  counting.release();
  if (pageOf.status === 'rejected') throw pageOf.reason;
  if (countsOf.status === 'rejected') throw countsOf.reason;
  const [items, counts] = [pageOf.value, countsOf.value];
  const total = counts.total;
  const page: Page =
    input.pageType === 'cursor'
      ? cursorPage(input.page, input.pageSize, total)
      : numberPage(input.page, input.pageSize, total);
  const filters: ProductFilter[] = input.withFilters ? shapeFacets(counts, groups, l) : [];
  return answerText<ProductListingResponse>(items, { filters, sort_on: sortOptions(input.sort), page });
}

/** `{"items":[...], ...rest}` from item texts and the answer's other (small) fields. */
function answerText<T extends { items: unknown[] }>(items: string[], rest: Omit<T, 'items'>): string {
  return `{"items":[${items.join(',')}],${oneByteJson(JSON.stringify(rest)).slice(1)}`;
}

export function sortOptions(selected: SortOnValue | undefined): ProductSortOn[] {
  return SORT_ON.map((s) => ({ value: s.value, name: s.name, display: s.name, is_selected: s.value === selected }));
}

async function pageOfItems(
  database: Database,
  input: ListingInput,
  terms: SearchTerms | undefined,
  l: Lookups,
  groups: SelectedGroup[],
  counting: UseCounting,
): Promise<string[]> {
  const p = new Params();
  const scope = scopeFor(input, terms, l, p);
  // The index names the page's candidates (in the sort's order, or the scope's own), so the
  // database reads a few rows by uid instead of every matching one; it filters and orders them
  // again, so the answer is the plain query's.
  const want = input.page * input.pageSize + PAGE_MARGIN;
  const natural = naturalOrder(input, scope);
  const candidates =
    want <= PAGE_FROM_INDEX_MAX
      ? await counting((c) => {
          if (!c || (natural && !c.listed)) return undefined;
          const sort = SORT_INDEX[input.sort ?? 'popular'];
          return c.listed
            ? c.index.listed(c.listed, c.selection, want)
            : c.index.first(c.selection, sort.key, sort.descending, want);
        })
      : undefined;
  const order = input.sort ? SORT_SQL[input.sort] : (natural ?? SORT_SQL.popular);
  if (candidates && wholeCatalogue(input, terms)) {
    // One text per sort whatever the filters (fixed-filters.ts): prepared once per connection.
    const fixed = new Params();
    const uids = fixed.add(candidates, 'int[]');
    const filters = fixedFilterSql(groups, fixed);
    if (filters !== undefined) {
      const text = `SELECT ${PRODUCT_COLUMNS}, ${HAS_VARIANT_SQL} FROM products p WHERE p.uid = ANY(${uids}) AND ${filters} ORDER BY ${order} LIMIT ${fixed.add(input.pageSize, 'int')} OFFSET ${fixed.add((input.page - 1) * input.pageSize, 'int')}`;
      return pageItemTexts(database, text, fixed.values, l, `listing_page_${input.sort ?? 'popular'}`);
    }
  }
  const where = [...scope.where, ...groups.map((g) => g.predicate(p))];
  if (candidates) where.unshift(`p.uid = ANY(${p.add(candidates, 'int[]')})`);
  const limit = p.add(input.pageSize, 'int');
  const offset = p.add((input.page - 1) * input.pageSize, 'int');
  return pageItemTexts(
    database,
    `SELECT ${PRODUCT_COLUMNS}, ${HAS_VARIANT_SQL} FROM ${scope.from} WHERE ${where.length ? where.join(' AND ') : 'true'} ORDER BY ${order} LIMIT ${limit} OFFSET ${offset}`,
    p.values,
    l,
  );
}

async function facetCounts(
  database: Database,
  input: ListingInput,
  terms: SearchTerms | undefined,
  l: Lookups,
  groups: SelectedGroup[],
  counting: UseCounting,
): Promise<FacetCounts> {
  const scope = scopeKey(database, input, terms);
  if (!input.withFilters) {
    // Only the total is needed.
    const key = `${scope}|${groups
      .map((g) => g.key)
      .sort()
      .join(':::')}`;
    const total = await totalCache.getOrLoad(key, async () => {
      const counted = await counting((c) => c?.index.count(c.selection));
      if (counted !== undefined) return counted;
      const p = new Params();
      const s = scopeFor(input, terms, l, p);
      const all = [...s.where, ...groups.map((g) => g.predicate(p))];
      const [row] = await database.query<{ total: number }>(
        `SELECT count(*)::int AS total FROM ${s.from} WHERE ${all.length ? all.join(' AND ') : 'true'}`,
        p.values,
      );
      return row?.total ?? 0;
    });
    return { total, rows: [] };
  }
  const parts = facetPlan(groups);
  // The parts no cache holds are counted together: one pass over the index, else SQL per part.
  let missing: { part: FacetPart; resolve: (rows: FacetRow[]) => void; reject: (error: unknown) => void }[] = [];
  const countMissing = async () => {
    const batch = missing;
    missing = [];
    try {
      const rows = await counting((c) =>
        c?.index.countParts(
          batch.map((m) => m.part),
          c.selection,
        ),
      );
      if (rows) batch.forEach((m, i) => m.resolve(rows[i]));
      else batch.forEach((m) => countPart(database, input, terms, l, m.part).then(m.resolve, m.reject));
    } catch (error) {
      batch.forEach((m) => m.reject(error));
    }
  };
  const load = (part: FacetPart) =>
    new Promise<FacetRow[]>((resolve, reject) => {
      // Misses start their loads together, or (when the shared tier was asked first) as Redis's
      // answers arrive, which one turn of the event loop gathers: counted in one batch.
      if (!missing.length) setImmediate(() => void countMissing());
      missing.push({ part, resolve, reject });
    });
  const results = await Promise.all(
    parts.map((part) => facetCache.getOrLoad(`${scope}|${partKey(part)}`, () => load(part))),
  );
  return mergeParts(parts, results);
}

async function countPart(
  database: Database,
  input: ListingInput,
  terms: SearchTerms | undefined,
  l: Lookups,
  part: FacetPart,
): Promise<FacetRow[]> {
  const p = new Params();
  const scope = scopeFor(input, terms, l, p);
  const statements = partStatements(part, scope.from, scope.where, p);
  // Each statement gets only the parameters it uses: renumber per statement.
  const results = await Promise.all(statements.map((text) => run(database, text, p.values)));
  return results.flat();
}

/** Runs a statement with the subset of parameters it mentions ($n renumbered in order). */
function run(database: Database, text: string, values: unknown[]): Promise<FacetRow[]> {
  const used = [...new Set([...text.matchAll(/\$(\d+)/g)].map((m) => Number(m[1])))].sort((a, b) => a - b);
  const index = new Map(used.map((n, i) => [n, i + 1]));
  const renumbered = text.replace(/\$(\d+)/g, (_, n: string) => `$${index.get(Number(n))}`);
  return database.query<FacetRow>(
    renumbered,
    used.map((n) => values[n - 1]),
  );
}

// The home page's products: the whole catalogue by a sort (popular by default), cursor paged.
const homeCache = new TtlCache<string>(200, 15_000, 60_000, sharedAs.text('home'));

export async function homeListingJson(
  database: Database,
  q: { sort?: SortOnValue; page: number; pageSize: number },
): Promise<string> {
  const key = `${databaseId(database)}|${q.sort ?? ''}|${q.page}|${q.pageSize}`;
  return homeCache.getOrLoad(key, async () => {
    const order = SORT_SQL[q.sort ?? 'popular'];
    const l = await getLookups(database);
    const [items, [count]] = await Promise.all([
      pageItemTexts(
        database,
        `SELECT ${PRODUCT_COLUMNS}, ${HAS_VARIANT_SQL} FROM products p ORDER BY ${order} LIMIT $1 OFFSET $2`,
        [q.pageSize, (q.page - 1) * q.pageSize],
        l,
      ),
      database.query<{ total: number }>(`SELECT count(*)::int AS total FROM products`),
    ]);
    return answerText<HomeListingResponse & { sort_on: ProductSortOn[] }>(items, {
      page: cursorPage(q.page, q.pageSize, count?.total ?? 0),
      sort_on: sortOptions(q.sort),
      message: '',
    });
  });
}
