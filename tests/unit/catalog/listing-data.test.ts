// The listing pages' request helpers: which listing a page slug is, the listing's own (locked)
// filter kept out of the shopper's links but always sent to the API, sorts, and the pager window.
jest.mock('server-only', () => ({}));
jest.mock('@/lib/sdk/server', () => ({
  serverSdk: jest.fn(async () => Promise.reject(new Error('no platform in unit tests'))),
}));

import { apiFilters, listingKindOf, lockedFilter, withoutLocked } from '@/lib/catalog/data';
import { listingSort } from '@/lib/catalog/sort';
import { pageWindow } from '@/components/catalog/pager';

describe('listing kinds', () => {
  test('page slugs name the listing kind; other slugs are the plain product listing', () => {
    expect(listingKindOf('brand-listing')).toBe('brand');
    expect(listingKindOf('category-listing')).toBe('category');
    expect(listingKindOf('collection-listing')).toBe('collection');
    expect(listingKindOf('product-listing')).toBeUndefined();
  });

  test('brand and category listings lock their own filter; collections and /products/ do not', () => {
    expect(lockedFilter({ kind: 'brand', slug: 'kora' })).toEqual({ key: 'brand', value: 'kora' });
    expect(lockedFilter({ kind: 'category', slug: 'women-kurtas' })).toEqual({
      key: 'category',
      value: 'women-kurtas',
    });
    expect(lockedFilter({ kind: 'collection', slug: 'new' })).toBeUndefined();
    expect(lockedFilter({ kind: 'products' })).toBeUndefined();
  });
});

describe('the locked filter', () => {
  const brand = { kind: 'brand', slug: 'kora' } as const;

  test('is always sent to the API, first, once', () => {
    expect(apiFilters(undefined, brand)).toBe('brand:kora');
    expect(apiFilters('sizes:M', brand)).toBe('sizes:M:::brand:kora');
    expect(apiFilters('brand:kora||zari:::sizes:M', brand)).toBe('brand:kora||zari:::sizes:M');
    expect(apiFilters('sizes:M', { kind: 'products' })).toBe('sizes:M');
  });

  test("is taken out of the shopper's filters (so links never carry or toggle it)", () => {
    expect(withoutLocked('brand:kora', brand)).toBeUndefined();
    expect(withoutLocked('brand:kora||zari:::sizes:M', brand)).toBe('brand:zari:::sizes:M');
    expect(withoutLocked('sizes:M', brand)).toBe('sizes:M');
    expect(withoutLocked(undefined, brand)).toBeUndefined();
    expect(withoutLocked('brand:kora', { kind: 'collection', slug: 'x' })).toBe('brand:kora');
  });
});

test('only the API’s sorts pass', () => {
  expect(listingSort('price_asc')).toBe('price_asc');
  expect(listingSort('cheapest')).toBeUndefined();
  expect(listingSort(undefined)).toBeUndefined();
});

describe('pageWindow', () => {
  test('shows every page of a short listing', () => {
    expect(pageWindow(1, 1)).toEqual([1]);
    expect(pageWindow(2, 4)).toEqual([1, 2, 3, 4]);
  });

  test('shows the first, the last and two either side, with gaps (0) between', () => {
    expect(pageWindow(1, 30)).toEqual([1, 2, 3, 0, 30]);
    expect(pageWindow(10, 30)).toEqual([1, 0, 8, 9, 10, 11, 12, 0, 30]);
    expect(pageWindow(30, 30)).toEqual([1, 0, 28, 29, 30]);
    expect(pageWindow(4, 30)).toEqual([1, 2, 3, 4, 5, 6, 0, 30]);
  });
});
