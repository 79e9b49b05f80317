// Catalogue look-ups the default theme's sections share. Each one asks the platform through the
// server SDK and gives `undefined` (or an empty list) when the call fails, so a section whose
// data is missing renders nothing instead of failing the whole page.
import 'server-only';
import { serverSdk } from '@/lib/sdk/server';
import type { Sdk } from '@/lib/sdk';
import type {
  BrandItem,
  CategoryNode,
  CollectionDetail,
  ProductDetail,
  ProductListingItem,
  ProductSizes,
} from '@/contract/types/catalog';
import { parseFilters, serializeFilters } from '@/contract/filters';
import { listingHref } from '@/lib/catalog/listing-url';
import { listingSort } from '@/lib/catalog/sort';

export async function withSdk<T>(what: string, call: (sdk: Sdk) => Promise<T>): Promise<T | undefined> {
  try {
    return await call(await serverSdk());
  } catch (error) {
    console.warn(`[theme] ${what} failed:`, error instanceof Error ? error.message : error);
    return undefined;
  }
}

/** What a carousel or grid shows, from its settings. */
export type ProductSelectionQuery = {
  source: string;
  collection: string;
  query: string;
  filters: string;
  sort: string;
  count: number;
  /** Product slugs picked in blocks (source 'products'). */
  picked?: readonly string[];
};

export type ProductSelection = { items: ProductListingItem[]; viewAllHref?: string };

/** The products a carousel or grid shows, and where its "View all" link goes. */
export async function loadProducts(s: ProductSelectionQuery): Promise<ProductSelection> {
  const sort = listingSort(s.sort);
  if (s.source === 'products') {
    const slugs = [...new Set((s.picked ?? []).filter(Boolean))].slice(0, s.count);
    const found = await Promise.all(
      slugs.map((slug) => withSdk(`product ${slug}`, (sdk) => sdk.catalog.getProductDetailBySlug({ slug }))),
    );
    return { items: found.filter((p): p is ProductDetail => Boolean(p)) };
  }
  if (s.source === 'query') {
    const f = serializeFilters(parseFilters(s.filters)) || undefined;
    const q = s.query || undefined;
    const answer = await withSdk('product search', (sdk) =>
      sdk.catalog.getProducts({ q, f, sortOn: sort, pageSize: s.count, filters: false }),
    );
    return { items: answer?.items ?? [], viewAllHref: listingHref('/products/', { q, f, sort_on: sort }) };
  }
  if (!s.collection) return { items: [] };
  const answer = await withSdk(`collection ${s.collection}`, (sdk) =>
    sdk.catalog.getCollectionItemsBySlug({ slug: s.collection, sortOn: sort, pageSize: s.count, filters: false }),
  );
  const path = `/collection/${encodeURIComponent(s.collection)}/`;
  return { items: answer?.items ?? [], viewAllHref: sort ? listingHref(path, { sort_on: sort }) : path };
}

/** Every category of every department, depth first. */
export function flattenCategories(nodes: readonly CategoryNode[]): CategoryNode[] {
  return nodes.flatMap((node) => [node, ...flattenCategories(node.childs ?? [])]);
}

/** Picked categories in the order given, or (none picked) `count` leaf categories across departments. */
export async function loadCategories(picked: readonly string[], count: number): Promise<CategoryNode[]> {
  const answer = await withSdk('categories', (sdk) => sdk.catalog.getCategories());
  if (!answer) return [];
  if (picked.length > 0) {
    const bySlug = new Map(answer.data.flatMap((d) => flattenCategories(d.items)).map((c) => [c.slug, c] as const));
    return picked.map((s) => bySlug.get(s)).filter((c): c is CategoryNode => Boolean(c));
  }
  // Round-robin over departments so the default mix is varied.
  const lists = answer.data.map((d) => flattenCategories(d.items).filter((c) => !c.childs?.length));
  const out: CategoryNode[] = [];
  for (let i = 0; out.length < count && lists.some((l) => i < l.length); i++) {
    for (const list of lists) if (list[i] && out.length < count) out.push(list[i]);
  }
  return out;
}

export async function loadBrands(picked: readonly string[], count: number): Promise<BrandItem[]> {
  const answer = await withSdk('brands', (sdk) => sdk.catalog.getBrands({ pageSize: picked.length > 0 ? 100 : count }));
  if (!answer) return [];
  if (picked.length === 0) return answer.items.slice(0, count);
  const bySlug = new Map(answer.items.map((b) => [b.slug, b] as const));
  return picked.map((s) => bySlug.get(s)).filter((b): b is BrandItem => Boolean(b));
}

export async function loadCollections(picked: readonly string[], count: number): Promise<CollectionDetail[]> {
  const answer = await withSdk('collections', (sdk) =>
    sdk.catalog.getCollections({ pageSize: picked.length > 0 ? 100 : count }),
  );
  if (!answer) return [];
  if (picked.length === 0) return answer.items.slice(0, count);
  const bySlug = new Map(answer.items.map((c) => [c.slug, c] as const));
  return picked.map((s) => bySlug.get(s)).filter((c): c is CollectionDetail => Boolean(c));
}

export async function loadProductWithSizes(
  slug: string,
): Promise<{ product: ProductDetail; sizes?: ProductSizes } | undefined> {
  if (!slug) return undefined;
  const [product, sizes] = await Promise.all([
    withSdk(`product ${slug}`, (sdk) => sdk.catalog.getProductDetailBySlug({ slug })),
    withSdk(`sizes of ${slug}`, (sdk) => sdk.catalog.getProductSizesBySlug({ slug })),
  ]);
  return product ? { product, sizes } : undefined;
}
