// The small tables of the catalogue (departments, brands, categories, collections, stores), held
// in memory for a short while: every listing needs their names, logos and slugs.
import type { Database } from '../db/client';
import { brands, categories, collections, departments } from '../db/schema';
import { allStores, type StoreRow } from '../configuration';
import { onClearCatalogCaches } from './cache';

export type { StoreRow };

export type DepartmentRow = typeof departments.$inferSelect;
export type BrandRow = typeof brands.$inferSelect;
export type CategoryRow = typeof categories.$inferSelect;
export type CollectionRow = typeof collections.$inferSelect;

export type Lookups = {
  departments: DepartmentRow[];
  departmentByUid: Map<number, DepartmentRow>;
  departmentBySlug: Map<string, DepartmentRow>;
  brands: BrandRow[];
  brandByUid: Map<number, BrandRow>;
  brandBySlug: Map<string, BrandRow>;
  categories: CategoryRow[];
  categoryByUid: Map<number, CategoryRow>;
  categoryBySlug: Map<string, CategoryRow>;
  /** Children by parent uid; level-1 categories are under 0. Ordered by priority, then name. */
  childrenOf: Map<number, CategoryRow[]>;
  collections: CollectionRow[];
  collectionBySlug: Map<string, CollectionRow>;
  stores: StoreRow[];
  storeByUid: Map<number, StoreRow>;
};

const TTL_MS = 60_000;
let slots = new WeakMap<Database, { until: number; value: Promise<Lookups> }>();
onClearCatalogCaches(() => {
  slots = new WeakMap();
});

export function getLookups(database: Database): Promise<Lookups> {
  const slot = slots.get(database);
  if (slot && slot.until > Date.now()) return slot.value;
  const value = load(database);
  slots.set(database, { until: Date.now() + TTL_MS, value });
  value.catch(() => slots.delete(database));
  return value;
}

const byPriority = <T extends { priority: number; name: string }>(a: T, b: T) =>
  b.priority - a.priority || a.name.localeCompare(b.name);

async function load(database: Database): Promise<Lookups> {
  const { db } = database;
  const [d, b, c, k, s] = await Promise.all([
    db.select().from(departments),
    db.select().from(brands),
    db.select().from(categories),
    db.select().from(collections),
    allStores(db),
  ]);
  d.sort(byPriority);
  b.sort(byPriority);
  c.sort(byPriority);
  k.sort(byPriority);
  s.sort((x, y) => x.uid - y.uid);
  const childrenOf = new Map<number, CategoryRow[]>();
  for (const category of c) {
    const parent = category.level === 1 ? 0 : (category.parentUid ?? 0);
    const list = childrenOf.get(parent) ?? [];
    list.push(category);
    childrenOf.set(parent, list);
  }
  return {
    departments: d,
    departmentByUid: new Map(d.map((x) => [x.uid, x])),
    departmentBySlug: new Map(d.map((x) => [x.slug, x])),
    brands: b,
    brandByUid: new Map(b.map((x) => [x.uid, x])),
    brandBySlug: new Map(b.map((x) => [x.slug, x])),
    categories: c,
    categoryByUid: new Map(c.map((x) => [x.uid, x])),
    categoryBySlug: new Map(c.map((x) => [x.slug, x])),
    childrenOf,
    collections: k,
    collectionBySlug: new Map(k.map((x) => [x.slug, x])),
    stores: s,
    storeByUid: new Map(s.map((x) => [x.uid, x])),
  };
}

/** A department by slug or by uid (as a number in text), as query parameters carry them. */
export function findDepartment(l: Lookups, ref: string): DepartmentRow | undefined {
  return l.departmentBySlug.get(ref) ?? (/^\d+$/.test(ref) ? l.departmentByUid.get(Number(ref)) : undefined);
}

export function findBrand(l: Lookups, ref: string): BrandRow | undefined {
  return l.brandBySlug.get(ref) ?? (/^\d+$/.test(ref) ? l.brandByUid.get(Number(ref)) : undefined);
}

export function findCategory(l: Lookups, ref: string): CategoryRow | undefined {
  return l.categoryBySlug.get(ref) ?? (/^\d+$/.test(ref) ? l.categoryByUid.get(Number(ref)) : undefined);
}

/** A stable number per database object, so process-wide caches never mix two databases. */
const ids = new WeakMap<Database, number>();
let nextId = 1;
export function databaseId(database: Database): number {
  let id = ids.get(database);
  if (id === undefined) {
    id = nextId++;
    ids.set(database, id);
  }
  return id;
}
