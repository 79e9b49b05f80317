// The applied-filter chips above a listing and the filter sheet's staged picks.
import type { ProductFilter } from '@/contract/types/catalog';
import { filterChips } from '@/lib/catalog/filter-chips';
import {
  apiFilterString,
  hasPrice,
  isStaged,
  listingCountPath,
  stagePrice,
  stageToggle,
  toggledBy,
} from '@/lib/catalog/filter-stage';

const facets: ProductFilter[] = [
  {
    key: { name: 'brand', display: 'Brand', kind: 'multivalued', is_disabled: false },
    values: [
      { value: 'kora-studio', display: 'Kora Studio', count: 4, is_selected: true },
      { value: 'indigo-route', display: 'Indigo Route', count: 2, is_selected: false },
    ],
  },
  {
    key: { name: 'min_price_effective', display: 'Price', kind: 'range', is_disabled: false },
    values: [{ value: '', display: '', count: 9, is_selected: true, min: 100, max: 9000, currency_code: 'INR' }],
  },
];

describe('applied filter chips', () => {
  test('one per chosen value, named from the facets, each linking to the listing without it', () => {
    const chips = filterChips(
      '/products/',
      { f: 'brand:kora-studio||unknown-one:::min_price_effective:[500 TO 2000]', sort_on: 'latest', page_no: 3 },
      facets,
    );
    expect(chips.map((c) => c.label)).toEqual(['Kora Studio', 'unknown-one', '₹500 – ₹2,000']);
    expect(chips[0].href).toBe(
      '/products/?f=brand%3Aunknown-one%3A%3A%3Amin_price_effective%3A%5B500+TO+2000%5D&sort_on=latest',
    );
    expect(chips[2].href).toBe('/products/?f=brand%3Akora-studio%7C%7Cunknown-one&sort_on=latest');
    expect(chips[0].name).toBe('Remove filter Brand: Kora Studio');
    expect(chips[2].name).toBe('Remove filter Price: ₹500 – ₹2,000');
  });
  test("the listing's own brand or category is no chip, nor is a range that does not read as one", () => {
    const chips = filterChips('/brand/kora-studio/', { f: 'brand:kora-studio||indigo-route:::price:cheap' }, facets, {
      key: 'brand',
      value: 'kora-studio',
    });
    expect(chips.map((c) => c.label)).toEqual(['Indigo Route']);
  });
  test('no filters, no chips', () => {
    expect(filterChips('/products/', {}, facets)).toEqual([]);
  });
});

describe("the filter sheet's staged picks", () => {
  test('a value toggles on and off; the last one off leaves no filters', () => {
    const on = stageToggle('brand:a', 'sizes', 'M');
    expect(on).toBe('brand:a:::sizes:M');
    expect(isStaged(on, 'sizes', 'M')).toBe(true);
    expect(stageToggle(stageToggle(undefined, 'brand', 'a'), 'brand', 'a')).toBeUndefined();
  });
  test("a facet link's filter is the one value its f switches against the page's", () => {
    expect(toggledBy('brand:a', 'brand:a||b')).toEqual({ key: 'brand', value: 'b' });
    expect(toggledBy('brand:a:::sizes:M', 'brand:a')).toEqual({ key: 'sizes', value: 'M' });
    expect(toggledBy('brand:a:::min_price_effective:[1 TO 9]', 'brand:a')).toEqual({
      key: 'min_price_effective',
      value: '',
    });
    // Clear all switches several; a link to the same filters switches none.
    expect(toggledBy('brand:a:::sizes:M', undefined)).toBeUndefined();
    expect(toggledBy('brand:a', 'brand:a')).toBeUndefined();
  });
  test('the price fields replace the range as the page would read them, and empty fields remove it', () => {
    const priced = stagePrice('brand:a:::price:[1 TO 2]', '900', '100');
    expect(priced).toBe('brand:a:::min_price_effective:[100 TO 900]');
    expect(hasPrice(priced)).toBe(true);
    expect(stagePrice(priced, '', '')).toBe('brand:a');
    expect(hasPrice('brand:a')).toBe(false);
  });
  test("the count asks the API with the listing's own filter, at the collection's own path", () => {
    expect(apiFilterString('sizes:M', { key: 'category', value: 'tops' })).toBe('sizes:M:::category:tops');
    expect(apiFilterString(undefined, { key: 'brand', value: 'b' })).toBe('brand:b');
    expect(apiFilterString('sizes:M')).toBe('sizes:M');
    expect(listingCountPath({ kind: 'collection', slug: 'new in' })).toBe(
      '/api/service/application/catalog/v1.0/collections/new%20in/items/',
    );
    expect(listingCountPath({ kind: 'category', slug: 'tops' })).toBe(
      '/api/service/application/catalog/v1.0/products/',
    );
  });
});
