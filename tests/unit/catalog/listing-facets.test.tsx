/** @jest-environment jest-fixed-jsdom */
// Facets as links: a toggle resets page_no and keeps page_size; the listing's own brand or
// category is shown selected but is not a link; the pager keeps a "Next" link.
import { render, screen, within, cleanup } from '@testing-library/react';
import type { ProductFilter } from '@/contract/types/catalog';
import { FacetList } from '@/components/catalog/facet-list';
import { Pager } from '@/components/catalog/pager';

const facet = (name: string, values: [string, boolean][]): ProductFilter => ({
  key: { name, display: name[0].toUpperCase() + name.slice(1), kind: 'multivalued', is_disabled: false },
  values: values.map(([value, is_selected]) => ({ value, display: value, count: 3, is_selected })),
});

afterEach(cleanup);

/** next/link under jest drops a path's trailing slash (the build keeps it: skipTrailingSlashRedirect). */
const href = (el: HTMLElement) => (el.getAttribute('href') ?? '').replace(/\/(\?|$)/, '$1');

test('filter links reset page_no and keep page_size', () => {
  render(
    <FacetList
      filters={[
        facet('sizes', [
          ['M', false],
          ['L', true],
        ]),
      ]}
      path="/products/"
      query={{ f: 'sizes:L', page_no: 3, page_size: 24 }}
    />,
  );
  const nav = screen.getByRole('navigation', { name: 'Filters' });
  const m = within(nav).getByRole('link', { name: /^M/ });
  expect(href(m)).toBe('/products?f=sizes%3AL%7C%7CM&page_size=24');
  const l = within(nav).getByRole('link', { name: /^L/ });
  expect(l.getAttribute('aria-current')).toBe('true');
  expect(href(l)).toBe('/products?page_size=24');
  expect(href(within(nav).getByRole('link', { name: 'Clear all filters' }))).toBe('/products?page_size=24');
});

test("the listing's own brand is selected but not a link; other brands still are", () => {
  render(
    <FacetList
      filters={[
        facet('brand', [
          ['kora', true],
          ['zari', false],
        ]),
      ]}
      path="/brand/kora/"
      query={{}}
      locked={{ key: 'brand', value: 'kora' }}
    />,
  );
  const nav = screen.getByRole('navigation', { name: 'Filters' });
  expect(within(nav).queryByRole('link', { name: /kora/ })).toBeNull();
  const locked = nav.querySelector('[data-locked="true"]');
  expect(locked?.textContent).toContain('kora');
  expect(locked?.getAttribute('aria-current')).toBe('true');
  expect(href(within(nav).getByRole('link', { name: /zari/ }))).toBe('/brand/kora?f=brand%3Azari');
  // The locked value is not counted as a shopper's filter: nothing to clear.
  expect(within(nav).queryByRole('link', { name: 'Clear all filters' })).toBeNull();
});

test('past a dozen values the rest fold into "Show N more", a selected one never among them', () => {
  const brands = Array.from({ length: 16 }, (_, i): [string, boolean] => [
    `brand-${String(i).padStart(2, '0')}`,
    i === 14,
  ]);
  render(<FacetList filters={[facet('brand', brands)]} path="/products/" query={{}} />);
  const nav = screen.getByRole('navigation', { name: 'Filters' });
  // Every brand is a link a shopper can reach: none is dropped.
  for (const [name] of brands) expect(within(nav).getByRole('link', { name: new RegExp(`^${name}`) })).toBeTruthy();
  const more = nav.querySelector<HTMLDetailsElement>('[data-testid="more-values"]')!;
  expect(more.open).toBe(false);
  expect(more.querySelector('summary')?.textContent).toContain('Show 4 more');
  // The selected brand-14 comes first, so the first dozen are it and brand-00 to brand-10.
  const folded = within(more)
    .getAllByRole('link')
    .map((a) => a.querySelector('span:not([aria-hidden])')?.textContent);
  expect(folded).toEqual(['brand-11', 'brand-12', 'brand-13', 'brand-15']);
  expect(within(more).queryByRole('link', { name: /^brand-14/ })).toBeNull();
});

test('a dozen values or fewer: nothing folded', () => {
  render(
    <FacetList
      filters={[
        facet(
          'brand',
          Array.from({ length: 12 }, (_, i): [string, boolean] => [`b${i}`, false]),
        ),
      ]}
      path="/products/"
      query={{}}
    />,
  );
  expect(screen.queryByTestId('more-values')).toBeNull();
});

test('the price range is a GET form carrying the other filters, the sort and the search; an applied range is a removable value', () => {
  const price: ProductFilter = {
    key: { name: 'min_price_effective', display: 'Price', kind: 'range', is_disabled: false },
    values: [
      {
        value: '[200 TO 900]',
        display: '₹200 - ₹900',
        count: 7,
        is_selected: true,
        min: 100,
        max: 5000,
        selected_min: 200,
        selected_max: 900,
        currency_code: 'INR',
        currency_symbol: '₹',
      },
    ],
  };
  const query = { q: 'kurta', f: 'brand:a:::min_price_effective:[200 TO 900]', sort_on: 'price_asc', page_no: 2 };
  render(<FacetList filters={[price]} path="/products/" query={query} />);
  const form = screen.getByRole('form', { name: 'Price range' }) as HTMLFormElement;
  expect(form.method).toBe('get');
  const fields = Object.fromEntries(
    [...form.querySelectorAll('input')].map((input) => [input.name, input.value] as const),
  );
  expect(fields).toEqual({ q: 'kurta', f: 'brand:a', sort_on: 'price_asc', min_price: '200', max_price: '900' });
  const applied = screen.getByTestId('applied-price');
  expect(applied.textContent).toContain('₹200 – ₹900');
  expect(href(applied)).toBe('/products?q=kurta&f=brand%3Aa&sort_on=price_asc');
});

test('the pager links pages with Previous and Next, keeping the query', () => {
  render(
    <Pager path="/products/" query={{ q: 'kurta', page_size: 12 }} current={2} pageSize={12} total={50} hasNext />,
  );
  const nav = screen.getByRole('navigation', { name: 'Pages' });
  expect(href(within(nav).getByRole('link', { name: /next/i }))).toBe('/products?q=kurta&page_no=3&page_size=12');
  expect(href(within(nav).getByRole('link', { name: /previous/i }))).toBe('/products?q=kurta&page_size=12');
  expect(within(nav).getByText('2').getAttribute('aria-current')).toBe('page');
  expect(within(nav).getByRole('link', { name: 'Page 5' })).toBeTruthy();
});
