/** @jest-environment jest-fixed-jsdom */
// What a shopper reads beside a price adds up: a product's discount is its largest over its sizes,
// so beside a "from" price whose own markdown is smaller it says "Up to".
import { render, screen, cleanup } from '@testing-library/react';
import type { ProductListingPrice } from '@/contract/types/catalog';
import { Price } from '@/components/ui/price';
import { discountLabel, fromRange, fromStock } from '@/lib/catalog/price';

afterEach(cleanup);

const range = (marked: [number, number], effective: [number, number]): ProductListingPrice => ({
  marked: { min: marked[0], max: marked[1], currency_code: 'INR', currency_symbol: '₹' },
  effective: { min: effective[0], max: effective[1], currency_code: 'INR', currency_symbol: '₹' },
});

describe('discountLabel', () => {
  test('sizes priced apart: the cheapest size gives 18 %, the product 20 % → "Up to 20% OFF"', () => {
    // S at ₹1,149 of ₹1,399 (18 %), XXL at ₹1,199 of ₹1,499 (20 %)
    expect(discountLabel(fromRange(range([1399, 1499], [1149, 1199])), '20% OFF')).toBe('Up to 20% OFF');
  });
  test('sizes priced apart with the same markdown, one price, one size: the label as it is', () => {
    expect(discountLabel(fromRange(range([1000, 2000], [800, 1600])), '20% OFF')).toBe('20% OFF');
    expect(discountLabel(fromRange(range([1399, 1399], [1149, 1149])), '18% OFF')).toBe('18% OFF');
    expect(
      discountLabel(
        fromStock({
          marked: 1499,
          effective: 1199,
          selling: 1199,
          currency: 'INR',
          currency_code: 'INR',
          currency_symbol: '₹',
        }),
        '20% OFF',
      ),
    ).toBe('20% OFF');
  });
  test('no markdown or no label: nothing; a label that is not a percentage is left alone', () => {
    expect(discountLabel(fromRange(range([999, 999], [999, 999])), '10% OFF')).toBeUndefined();
    expect(discountLabel(fromRange(range([1399, 1499], [1149, 1199])), '')).toBeUndefined();
    expect(discountLabel(fromRange(range([1399, 1499], [1149, 1199])), 'Festive offer')).toBe('Festive offer');
  });
});

test('the price line says "Up to" beside a from price, and states its prices', () => {
  render(<Price price={fromRange(range([1399, 1499], [1149, 1199]))} discount="20% OFF" />);
  const line = screen.getByText('Up to 20% OFF').closest('p')!;
  expect(line.textContent).toBe('from ₹1,149 was ₹1,399 Up to 20% OFF');
});
