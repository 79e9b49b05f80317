import { listingHref, readListingQuery, sortHref, toggleFilterHref } from '@/lib/catalog/listing-url';

describe('the price form', () => {
  test('its two prices fold into f, replacing any range there', () => {
    expect(readListingQuery({ f: 'brand:a:::price:[1 TO 2]', min_price: '100', max_price: '500' }).f).toBe(
      'brand:a:::min_price_effective:[100 TO 500]',
    );
  });
  test("a shopper's slips are mended: reversed bounds swap, a negative is 0, no minimum is 0", () => {
    expect(readListingQuery({ min_price: '900', max_price: '100' }).f).toBe('min_price_effective:[100 TO 900]');
    expect(readListingQuery({ min_price: '-5', max_price: '100' }).f).toBe('min_price_effective:[0 TO 100]');
    expect(readListingQuery({ min_price: '', max_price: '100' }).f).toBe('min_price_effective:[0 TO 100]');
  });
  test('no maximum or a price that is no number leaves the filters as they were', () => {
    expect(readListingQuery({ f: 'brand:a', min_price: '100' }).f).toBe('brand:a');
    expect(readListingQuery({ f: 'brand:a', min_price: 'cheap', max_price: '100' }).f).toBe('brand:a');
  });
});

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
