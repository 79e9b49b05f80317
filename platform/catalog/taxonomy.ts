// Departments, brands, categories and collections: small tables served from the lookups.
import type {
  BrandDetailResponse,
  BrandListingResponse,
  CategoryListingResponse,
  CategoryMetaResponse,
  CollectionDetail,
  DepartmentResponse,
  GetCollectionListingResponse,
} from '../../contract/types/catalog';
import type { Database } from '../db/client';
import { notFound } from '../http/errors';
import { findBrand, findCategory, findDepartment, getLookups, type CollectionRow } from './lookups';
import { CATALOG_MESSAGES } from './messages';
import { numberPage } from './shapes';
import { brandDetail, brandItem, categoryMeta, categoryNode, collectionDetail, department } from './shapes-taxonomy';

const pageOf = <T>(list: T[], no: number, size: number) => list.slice((no - 1) * size, no * size);

export async function getDepartments(database: Database): Promise<DepartmentResponse> {
  const l = await getLookups(database);
  return { items: l.departments.map(department) };
}

/** Brands, optionally of one department (slug or uid); an unknown department has none. */
export async function getBrands(
  database: Database,
  q: { department?: string; pageNo: number; pageSize: number },
): Promise<BrandListingResponse> {
  const l = await getLookups(database);
  let list = l.brands;
  if (q.department) {
    const d = findDepartment(l, q.department);
    list = d ? list.filter((b) => b.departments.includes(d.uid)) : [];
  }
  return {
    items: pageOf(list, q.pageNo, q.pageSize).map((b) => brandItem(b, l)),
    page: numberPage(q.pageNo, q.pageSize, list.length),
  };
}

export async function getBrand(database: Database, slug: string): Promise<BrandDetailResponse> {
  const l = await getLookups(database);
  const brand = findBrand(l, slug);
  if (!brand) throw notFound(CATALOG_MESSAGES.brandNotFound);
  return brandDetail(brand, l);
}

/** The category tree per department: level 1 with its level-2 childs and their level-3 childs. */
export async function getCategories(database: Database, q: { department?: string }): Promise<CategoryListingResponse> {
  const l = await getLookups(database);
  let departments = l.departments;
  if (q.department) {
    const d = findDepartment(l, q.department);
    departments = d ? [d] : [];
  }
  const roots = l.childrenOf.get(0) ?? [];
  const data = departments
    .map((d) => ({
      department: d.slug,
      items: roots.filter((c) => c.departmentUid === d.uid).map((c) => categoryNode(c, l)),
    }))
    .filter((tree) => tree.items.length > 0);
  return { data, departments: departments.map((d) => ({ uid: d.uid, slug: d.slug })) };
}

export async function getCategory(database: Database, slug: string): Promise<CategoryMetaResponse> {
  const l = await getLookups(database);
  const category = findCategory(l, slug);
  if (!category) throw notFound(CATALOG_MESSAGES.categoryNotFound);
  return categoryMeta(category, l);
}

/** Active collections, filtered by tags and a name search. */
export async function getCollections(
  database: Database,
  q: { pageNo: number; pageSize: number; tags: string[]; q?: string },
): Promise<GetCollectionListingResponse> {
  const l = await getLookups(database);
  const active = l.collections.filter((c) => c.isActive);
  const text = q.q?.trim().toLowerCase();
  const wanted = new Set(q.tags.map((t) => t.toLowerCase()));
  const list = active.filter(
    (c) =>
      (!wanted.size || c.tags.some((t) => wanted.has(t.toLowerCase()))) &&
      (!text ||
        c.name.toLowerCase().includes(text) ||
        c.slug.includes(text) ||
        c.description.toLowerCase().includes(text)),
  );
  const allTags = [...new Set(active.flatMap((c) => c.tags))].sort();
  const types = [...new Set(active.map((c) => c.type))].sort();
  return {
    items: pageOf(list, q.pageNo, q.pageSize).map(collectionDetail),
    filters: {
      tags: allTags.map((t) => ({ name: t, display: t, is_selected: wanted.has(t.toLowerCase()) })),
      type: types.map((t) => ({ name: t, display: t === 'items' ? 'Hand-picked' : 'Automatic', is_selected: false })),
    },
    page: numberPage(q.pageNo, q.pageSize, list.length),
  };
}

/** An active collection by slug, or the spec's 404. */
export async function findCollection(database: Database, slug: string): Promise<CollectionRow> {
  const l = await getLookups(database);
  const collection = l.collectionBySlug.get(slug);
  if (!collection || !collection.isActive) throw notFound(CATALOG_MESSAGES.collectionNotFound);
  return collection;
}

export async function getCollection(database: Database, slug: string): Promise<CollectionDetail> {
  return collectionDetail(await findCollection(database, slug));
}
