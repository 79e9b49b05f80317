import { listingHref, readListingQuery, sortHref, toggleFilterHref } from '@/lib/catalog/listing-url';

describe('listing URLs', () => {
  test('filter keys given as their own parameters join the serialised filters', () => {
    expect(readListingQuery({ department: 'women', f: 'brand:kora-studio', brand: ['indigo-route'] })).toMatchObject({
      f: 'brand:kora-studio||indigo-route:::department:women',
    });
  });
  test('applying a filter resets page_no to 1 and keeps page_size', () => {
    const query = readListingQuery({ q: 'kurta', page_no: '3', page_size: '24' });
    expect(toggleFilterHref('/products/', query, 'brand', 'kora-studio')).toBe(
      '/products/?q=kurta&f=brand%3Akora-studio&page_size=24',
    );
  });
  test('removing the last value of a filter drops f', () => {
    expect(toggleFilterHref('/products/', { f: 'brand:kora-studio' }, 'brand', 'kora-studio')).toBe('/products/');
  });
  test('sorting resets the page as well', () => {
    expect(sortHref('/products/', { page_no: 4 }, 'price_asc')).toBe('/products/?sort_on=price_asc');
  });
  test('bad numbers and over-long searches are dropped or cut', () => {
    const query = readListingQuery({ page_no: '-2', page_size: 'ten', q: 'x'.repeat(300) });
    expect(query.page_no).toBeUndefined();
    expect(query.page_size).toBeUndefined();
    expect(query.q).toHaveLength(200);
    expect(listingHref('/products/', {})).toBe('/products/');
  });
});
