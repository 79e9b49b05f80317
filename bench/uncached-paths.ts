// Listing and search paths no in-process cache of the platform can answer: each is checked against
// the keys the platform itself caches by (platform/catalog/listing.ts: the whole answer by scope,
// filters, sort and page; each facet part by scope and the filters it counts under), computed
// with the platform's own functions, and refused when any of them was used before in the run.
// Facet parts matter most: they are the expensive queries and are shared across sorts and across
// listings that keep all but one filter, so a new sort or a new answer key alone is not enough.
import { filterMap, formatRange, serializeFilters, type FilterMap } from '../contract/filters';
import { SORT_VALUES, type SortOnValue } from '../contract/catalog-sort';
import type { Database } from '../platform/db/client';
import { facetPlan, partKey } from '../platform/catalog/facets';
import type { Lookups } from '../platform/catalog/lookups';
import { searchKey, searchTerms } from '../platform/catalog/search';
import { DISCOUNT_STEP, selectFilters } from '../platform/catalog/selection';

const LISTING = '/service/application/catalog/v1.0/products/';
const PAGE_SIZE = 12;

type Sample = {
  brand_uid: number;
  category_uid: number;
  department_uid: number;
  color: string;
  sizes: string[];
  discount: number;
  price_effective_min: number;
  name: string;
};

/** Cache keys already used in this run (by the cached cases too), so a generated path is new to every cache. */
export class UsedKeys {
  private readonly used = new Set<string>();

  /** The answer and facet-part keys of a listing (scope = what is searched, '' without q). */
  static listingKeys(scope: string, filters: FilterMap, sort: SortOnValue | undefined, l: Lookups): string[] {
    const groups = selectFilters(filters, l);
    const answer = `answer|${scope}|${groups
      .map((g) => g.key)
      .sort()
      .join(':::')}|${sort ?? ''}|1|${PAGE_SIZE}|number|f`;
    return [answer, ...facetPlan(groups).map((part) => `part|${scope}|${partKey(part)}`)];
  }

  /** Takes the keys when none was used before; false (and nothing taken) otherwise. */
  claim(keys: string[]): boolean {
    if (keys.some((k) => this.used.has(k))) return false;
    for (const k of keys) this.used.add(k);
    return true;
  }
}

/** Seeded generator (mulberry32), so runs draw the same paths. */
function random(seed: number): () => number {
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function shuffle<T>(list: readonly T[], rnd: () => number): T[] {
  const out = [...list];
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(rnd() * (i + 1));
    [out[i], out[j]] = [out[j], out[i]];
  }
  return out;
}

export type PathSource = { paths: string[]; exhausted: boolean };

export async function sampleProducts(database: Database): Promise<Sample[]> {
  // Filters and words taken from real products, so every listing and search finds something.
  return database.query<Sample>(
    `SELECT brand_uid, category_uid, department_uid, color, sizes, discount, price_effective_min, name FROM products ORDER BY md5(uid::text) LIMIT 5000`,
  );
}

/**
 * Up to `count` listing paths with facets, each with 3 or 4 filters drawn from one real product
 * (sometimes a second value from another) and a sort, every one new to the caches.
 */
export function uncachedListings(rows: Sample[], l: Lookups, used: UsedKeys, count: number, seed = 1): PathSource {
  const rnd = random(seed);
  const pick = <T>(list: readonly T[]) => list[Math.floor(rnd() * list.length)];
  const value: Record<string, (r: Sample) => string | undefined> = {
    brand: (r) => l.brandByUid.get(r.brand_uid)?.slug,
    category: (r) => l.categoryByUid.get(r.category_uid)?.slug,
    department: (r) => l.departmentByUid.get(r.department_uid)?.slug,
    sizes: (r) => pick(r.sizes),
    primary_color: (r) => r.color,
    discount: (r) => {
      const lo = Math.min(Math.floor(r.discount / DISCOUNT_STEP) * DISCOUNT_STEP, 100 - DISCOUNT_STEP);
      return `${lo}-${lo + DISCOUNT_STEP}`;
    },
    // A price band around the product's price (major units), as a slider leaves it.
    min_price_effective: (r) =>
      formatRange({
        min: Math.floor((r.price_effective_min / 100) * (0.4 + 0.6 * rnd())),
        max: Math.ceil((r.price_effective_min / 100) * (1 + 2 * rnd())),
      }),
  };
  const facets = Object.keys(value);
  const paths: string[] = [];
  let misses = 0;
  while (paths.length < count && misses < 20_000) {
    const r = pick(rows);
    const chosen = shuffle(facets, rnd).slice(0, rnd() < 0.7 ? 3 : 4);
    const filters = filterMap();
    for (const f of chosen) {
      const values = [
        value[f](r),
        f !== 'min_price_effective' && rnd() < 0.25 ? value[f](pick(rows)) : undefined,
      ].filter((v): v is string => Boolean(v));
      filters[f] = [...new Set(values)];
    }
    const sort = pick([...SORT_VALUES, undefined]);
    if (!used.claim(UsedKeys.listingKeys('', filters, sort, l))) {
      misses++;
      continue;
    }
    paths.push(
      `${LISTING}?f=${encodeURIComponent(serializeFilters(filters))}${sort ? `&sort_on=${sort}` : ''}&page_size=${PAGE_SIZE}`,
    );
  }
  return { paths, exhausted: paths.length < count };
}

/**
 * Up to `count` search paths (the listing with q, with facets): one to three words of a real
 * product name, the last one often cut short as if still being typed; never the same set
 * of words twice, and never a search key the caches hold.
 */
export async function uncachedSearches(
  database: Database,
  rows: Sample[],
  l: Lookups,
  used: UsedKeys,
  count: number,
  seed = 2,
): Promise<PathSource> {
  const rnd = random(seed);
  const paths: string[] = [];
  const wordSets = new Set<string>();
  let misses = 0;
  while (paths.length < count && misses < 20_000) {
    const words = (rows[Math.floor(rnd() * rows.length)].name.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []).filter(
      (w) => w.length >= 3,
    );
    if (!words.length) continue;
    // One to three of the name's words, in the name's order.
    const n = 1 + Math.floor(rnd() * Math.min(3, words.length));
    const chosen = shuffle(
      words.map((_, i) => i),
      rnd,
    )
      .slice(0, n)
      .sort((a, b) => a - b)
      .map((i) => words[i]);
    const last = chosen[n - 1];
    if (rnd() < 0.5 && last.length > 3) chosen[n - 1] = last.slice(0, 3 + Math.floor(rnd() * (last.length - 3)));
    const q = chosen.join(' ');
    const set = [...new Set(chosen)].sort().join(' ');
    const terms = await searchTerms(database, q);
    if (!terms || wordSets.has(set) || !used.claim(UsedKeys.listingKeys(searchKey(terms), filterMap(), undefined, l))) {
      misses++;
      continue;
    }
    wordSets.add(set);
    paths.push(`${LISTING}?q=${encodeURIComponent(q)}&page_size=${PAGE_SIZE}`);
  }
  return { paths, exhausted: paths.length < count };
}
