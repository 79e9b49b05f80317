// What a listing is before its filters: every product, a collection's (its items in their order,
// or its saved query as SQL) or a search's matches; and the key its cached parts share.
import type { Database } from '../db/client';
import type { CollectionRow } from './lookups';
import { databaseId, findBrand, findCategory, findDepartment, type Lookups } from './lookups';
import { searchKey, searchSql, type SearchTerms } from './search';
import type { Params } from './sql';
import type { ListingInput } from './listing';

export type Scope = { from: string; where: string[]; rank?: () => string; position?: string };

export function scopeFor(input: ListingInput, terms: SearchTerms | undefined, l: Lookups, p: Params): Scope {
  const scope: Scope = { from: 'products p', where: [] };
  if (terms) {
    const { where, rank } = searchSql(terms, p);
    scope.where.push(where);
    scope.rank = rank;
  }
  const c = input.collection;
  if (c?.type === 'items') {
    scope.from = `products p JOIN collection_products cp ON cp.product_uid = p.uid AND cp.collection_uid = ${p.add(c.uid, 'int')}`;
    scope.position = 'cp.position ASC, p.uid ASC';
  } else if (c?.type === 'query') {
    scope.where.push(...collectionQuerySql(c, l, p));
  }
  return scope;
}

/** The saved query of a collection as SQL (slugs resolved; unknown ones match nothing). */
function collectionQuerySql(c: CollectionRow, l: Lookups, p: Params): string[] {
  const q = c.query ?? {};
  const parts: string[] = [];
  const uids = (refs: string[] | undefined, find: (ref: string) => { uid: number } | undefined) =>
    (refs ?? []).map((r) => find(r)?.uid).filter((u): u is number => u !== undefined);
  if (q.departments?.length)
    parts.push(
      `p.department_uid = ANY(${p.add(
        uids(q.departments, (r) => findDepartment(l, r)),
        'int[]',
      )})`,
    );
  if (q.brands?.length)
    parts.push(
      `p.brand_uid = ANY(${p.add(
        uids(q.brands, (r) => findBrand(l, r)),
        'int[]',
      )})`,
    );
  if (q.categories?.length) {
    const cats = q.categories.map((r) => findCategory(l, r)).filter((x) => x !== undefined);
    const at = (level: number) => cats.filter((x) => x.level === level).map((x) => x.uid);
    parts.push(
      `(p.category_l1_uid = ANY(${p.add(at(1), 'int[]')}) OR p.category_l2_uid = ANY(${p.add(at(2), 'int[]')}) OR p.category_uid = ANY(${p.add(at(3), 'int[]')}))`,
    );
  }
  if (q.tags?.length) parts.push(`p.tags && ${p.add(q.tags, 'text[]')}`);
  if (q.min_discount !== undefined) parts.push(`p.discount >= ${p.add(q.min_discount, 'int')}`);
  if (q.max_price !== undefined) parts.push(`p.price_effective_min <= ${p.add(q.max_price, 'int')}`);
  return parts;
}

/** What the listing is before filters: the database, a collection, the search. */
export function scopeKey(database: Database, input: ListingInput, terms: SearchTerms | undefined): string {
  return `${databaseId(database)}|${input.collection?.uid ?? ''}|${searchKey(terms)}`;
}
