// The catalogue through clients: the public SDK's ApplicationClient (every catalogue method the
// storefront uses, on the paths and versions it calls) and our own lib/sdk catalogue module.
import { beforeAll, describe, expect, it } from '@jest/globals';
import { createApiClient } from '@/lib/sdk/client';
import { createSdk, SdkClientValidationError, SdkServerResponseError } from '@/lib/sdk';
import { officialClient, server } from '../harness';

type Catalog = ReturnType<typeof officialClient>['catalog'];
// The official client is JavaScript with loose typings; the tests read answers as plain data.
type Any = Record<string, any>;

let catalog: Catalog;
let product: Any;
let size: string;
beforeAll(async () => {
  catalog = officialClient().catalog;
  const listing = (await catalog.getProducts({ pageSize: 50 })) as Any;
  product = listing.items.find((i: Any) => i.sellable);
  const sizes = (await catalog.getProductSizesBySlug({ slug: product.slug })) as Any;
  size = sizes.sizes.find((s: Any) => s.is_available).value;
});

describe('official SDK: products', () => {
  it('getProducts with filters, sort and paging', async () => {
    const all = (await catalog.getProducts({ pageSize: 10 })) as Any;
    expect(all.page.item_total).toBeGreaterThanOrEqual(300);
    const brand = all.filters.find((f: Any) => f.key.name === 'brand').values[0];
    const narrowed = (await catalog.getProducts({
      f: `brand:${brand.value}`,
      sortOn: 'price_dsc',
      pageSize: 10,
      pageNo: 1,
      pageType: 'number',
    })) as Any;
    expect(narrowed.page.item_total).toBe(brand.count);
    const prices = narrowed.items.map((i: Any) => i.price.effective.min);
    expect([...prices].sort((a, b) => b - a)).toEqual(prices);
    const found = (await catalog.getProducts({ q: product.name.split(' ').slice(-1)[0], filters: false })) as Any;
    expect(found.page.item_total).toBeGreaterThan(0);
    expect(found.filters).toEqual([]);
  });

  it('getProductsPaginator walks pages by cursor', async () => {
    const paginator = catalog.getProductsPaginator({ pageSize: 5 });
    const one = (await paginator.next()) as Any;
    expect(paginator.hasNext()).toBe(true);
    const two = (await paginator.next()) as Any;
    expect(two.items).toHaveLength(5);
    const seen = new Set(one.items.map((i: Any) => i.uid));
    expect(two.items.some((i: Any) => seen.has(i.uid))).toBe(false);
  });

  it('getProductDetailBySlug, getProductSizesBySlug, getProductVariantsBySlug', async () => {
    const detail = (await catalog.getProductDetailBySlug({ slug: product.slug })) as Any;
    expect(detail.uid).toBe(product.uid);
    const sizes = (await catalog.getProductSizesBySlug({ slug: product.slug })) as Any;
    expect(sizes.sizes.map((s: Any) => s.value)).toEqual(expect.arrayContaining(product.sizes));
    const variants = (await catalog.getProductVariantsBySlug({ slug: product.slug })) as Any;
    expect(Array.isArray(variants.variants)).toBe(true);
    if (product.has_variant) expect(variants.variants[0].items.map((v: Any) => v.slug)).toContain(product.slug);
  });

  it('getProductPriceBySlug and getProductSellersBySlug (v4.0 paths)', async () => {
    const price = (await catalog.getProductPriceBySlug({ slug: product.slug, size })) as Any;
    expect(price.item_id).toBe(product.uid);
    expect(price.price.effective).toBeGreaterThan(0);
    const stores = (await catalog.getStores({ pageSize: 1 })) as Any;
    const pinned = (await catalog.getProductPriceBySlug({ slug: product.slug, size, storeId: price.store.uid })) as Any;
    expect(pinned.store.uid).toBe(price.store.uid);
    expect(stores.items).toHaveLength(1);
    const sellers = (await catalog.getProductSellersBySlug({
      slug: product.slug,
      size,
      strategy: 'low-price',
      pageNo: 1,
      pageSize: 10,
    })) as Any;
    expect(sellers.items.length).toBeGreaterThan(0);
    expect(sellers.items[0].item_id).toBe(product.uid);
  });

  it('comparisons: similar, frequently compared, by slugs', async () => {
    const similar = (await catalog.getSimilarComparisonProductBySlug({ slug: product.slug })) as Any;
    expect(similar.items[0].slug).toBe(product.slug);
    const frequent = (await catalog.getComparedFrequentlyProductBySlug({ slug: product.slug })) as Any;
    expect(frequent.similars.items[0].slug).toBe(product.slug);
    const other = similar.items[1].slug;
    const compared = (await catalog.getProductComparisonBySlugs({ slug: [product.slug, other] })) as Any;
    expect(compared.items.map((i: Any) => i.slug)).toEqual([product.slug, other]);
  });

  it('getHomeProducts, getSearchResults, getProductStockByIds', async () => {
    const home = (await catalog.getHomeProducts({ pageSize: 4 })) as Any;
    expect(home.items).toHaveLength(4);
    const suggestions = (await catalog.getSearchResults({ q: product.brand.name.slice(0, 4) })) as Any;
    expect(suggestions.items.some((i: Any) => i.type === 'brand')).toBe(true);
    const stock = (await catalog.getProductStockByIds({ itemId: String(product.uid) })) as Any;
    expect(stock.items.every((i: Any) => i.item_id === product.uid)).toBe(true);
  });

  it('server errors reach the caller with status and message', async () => {
    // The official client logs each failed call (console output below); these failures are expected.
    const error = (await catalog
      .getProductDetailBySlug({ slug: 'no-such-product-slug' })
      .catch((e: unknown) => e)) as Any;
    expect(error.name).toBe('FDKServerResponseError');
    expect(error.code).toBe(404);
    expect(error.message).toBe('Product not found');
    const compare = (await catalog.getProductComparisonBySlugs({ slug: [] }).catch((e: unknown) => e)) as Any;
    expect(compare.code).toBe(400);
    expect(compare.message).toBe('No Product Slugs present');
    const sort = (await catalog.getProducts({ sortOn: 'cheapest' }).catch((e: unknown) => e)) as Any;
    expect(sort.code).toBe(400);
  });
});

describe('official SDK: taxonomy and stores', () => {
  it('departments, brands and a brand', async () => {
    const departments = (await catalog.getDepartments({})) as Any;
    expect(departments.items.length).toBeGreaterThan(0);
    const brands = (await catalog.getBrands({ department: departments.items[0].slug, pageNo: 1, pageSize: 5 })) as Any;
    expect(brands.items.length).toBeGreaterThan(0);
    const brand = (await catalog.getBrandDetailBySlug({ slug: brands.items[0].slug })) as Any;
    expect(brand.uid).toBe(brands.items[0].uid);
  });

  it('categories and a category', async () => {
    const categories = (await catalog.getCategories({})) as Any;
    const leaf = categories.data[0].items[0].childs[0].childs[0];
    const one = (await catalog.getCategoryDetailBySlug({ slug: leaf.slug })) as Any;
    expect(one.uid).toBe(leaf.uid);
  });

  it('collections, a collection and its items', async () => {
    const collections = (await catalog.getCollections({ pageNo: 1, pageSize: 20 })) as Any;
    expect(collections.page.item_total).toBeGreaterThanOrEqual(8);
    const slug = collections.items[0].slug;
    const one = (await catalog.getCollectionDetailBySlug({ slug })) as Any;
    expect(one.slug).toBe(slug);
    const items = (await catalog.getCollectionItemsBySlug({ slug, pageSize: 5, sortOn: 'latest' })) as Any;
    expect(items.page.size).toBe(5);
    expect(items.sort_on.find((s: Any) => s.is_selected).value).toBe('latest');
  });

  it('stores (v2.0 paths), one store and in-stock stores', async () => {
    const stores = (await catalog.getStores({ pageNo: 1, pageSize: 5 })) as Any;
    expect(stores.items.length).toBeGreaterThan(0);
    const store = (await catalog.getLocationDetailsById({ locationId: stores.items[0].uid })) as Any;
    expect(store.uid).toBe(stores.items[0].uid);
    const inStock = (await catalog.getInStockLocations({ pageNo: 1, pageSize: 5 })) as Any;
    expect(inStock.items.length).toBeGreaterThan(0);
  });
});

describe('lib/sdk catalogue', () => {
  const sdk = () => {
    const { url, applicationId, applicationToken } = server();
    return createSdk(
      createApiClient({
        transport: (request) => fetch(request),
        base: url,
        config: { applicationId, applicationToken, domain: url },
      }),
    );
  };

  it('lists, filters and reads products with typed answers', async () => {
    const s = sdk();
    const listing = await s.catalog.getProducts({ pageSize: 6, sortOn: 'discount_dsc' });
    expect(listing.items).toHaveLength(6);
    expect(listing.sort_on.find((o) => o.is_selected)?.value).toBe('discount_dsc');
    const colour = listing.filters.find((f) => f.key.name === 'primary_color')!.values[0];
    const narrowed = await s.catalog.getProducts({ f: `primary_color:${colour.value}`, filters: false });
    expect(narrowed.page.item_total).toBe(colour.count);
    const detail = await s.catalog.getProductDetailBySlug({ slug: listing.items[0].slug });
    expect(detail.uid).toBe(listing.items[0].uid);
    const sizes = await s.catalog.getProductSizesBySlug({ slug: product.slug });
    expect(sizes.sizes.length).toBeGreaterThan(0);
    const price = await s.catalog.getProductPriceBySlug({ slug: product.slug, size });
    expect(price.size).toBe(size);
    const sellers = await s.catalog.getProductSellersBySlug({ slug: product.slug, size, strategy: 'fast-delivery' });
    expect(sellers.sort_on.find((o) => o.is_selected)?.value).toBe('fast-delivery');
    const compared = await s.catalog.getProductComparisonBySlugs({ slug: [product.slug] });
    expect(compared.items[0].slug).toBe(product.slug);
    const suggestions = await s.catalog.getSearchResults({ q: product.name.slice(0, 5) });
    expect(suggestions.items.some((i) => i.type === 'query')).toBe(true);
  });

  it('reads taxonomy, collections and stores', async () => {
    const s = sdk();
    expect((await s.catalog.getDepartments()).items.length).toBeGreaterThan(0);
    const brands = await s.catalog.getBrands({ pageSize: 3 });
    expect((await s.catalog.getBrandDetailBySlug({ slug: brands.items[0].slug })).name).toBe(brands.items[0].name);
    const categories = await s.catalog.getCategories();
    const l1 = categories.data[0].items[0];
    expect((await s.catalog.getCategoryDetailBySlug({ slug: l1.slug })).level).toBe(1);
    const collections = await s.catalog.getCollections({ pageSize: 2 });
    expect((await s.catalog.getCollectionDetailBySlug({ slug: collections.items[0].slug })).slug).toBe(
      collections.items[0].slug,
    );
    expect((await s.catalog.getCollectionItemsBySlug({ slug: collections.items[0].slug, pageSize: 3 })).page.size).toBe(
      3,
    );
    expect((await s.catalog.getHomeProducts({ pageSize: 3 })).items).toHaveLength(3);
    const stores = await s.catalog.getStores({ pageSize: 2 });
    expect((await s.catalog.getLocationDetailsById({ locationId: stores.items[0].uid })).uid).toBe(stores.items[0].uid);
    expect((await s.catalog.getInStockLocations({ pageSize: 2 })).items.length).toBeGreaterThan(0);
    expect((await s.catalog.getProductStockByIds({ itemId: String(product.uid) })).items.length).toBeGreaterThan(0);
  });

  it('surfaces server messages and rejects a missing path parameter before any request', async () => {
    const s = sdk();
    const error = await s.catalog.getBrandDetailBySlug({ slug: 'no-such-brand' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(SdkServerResponseError);
    expect(error).toMatchObject({ status: 404, message: 'Brand not found' });
    await expect(s.catalog.getProductDetailBySlug({ slug: '' })).rejects.toThrow(
      new SdkClientValidationError('Missing or empty required parameter: slug'),
    );
  });
});
