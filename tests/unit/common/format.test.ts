import { formatPrice } from '@/lib/catalog/price';
import { slugify, stripMarkup } from '@/lib/shared/format';

describe('price formatting (INR, Indian grouping)', () => {
  test.each([
    [1299, '₹1,299'],
    [123456, '₹1,23,456'],
    [10000000, '₹1,00,00,000'],
    [1234.5, '₹1,234.50'],
    [99.99, '₹99.99'],
    [0, '₹0'],
  ])('%p shows as %s', (amount, shown) => {
    expect(formatPrice(amount)).toBe(shown);
  });
  test('another currency keeps the Indian locale', () => {
    expect(formatPrice(1500, 'USD')).toBe('$1,500');
  });
});

describe('slugs and markup', () => {
  test.each([
    ['Indigo Slub Cotton Kurta', 'indigo-slub-cotton-kurta'],
    ["Men's T-Shirts & Polos", 'mens-t-shirts--polos'],
    ['  Top  ', 'top'],
  ])('%p becomes %p', (text, slug) => expect(slugify(text)).toBe(slug));
  test('markup is stripped, plain text left alone', () => {
    expect(stripMarkup('<p>Soft <b>cotton</b></p>')).toBe('Soft cotton');
    expect(stripMarkup('5 < 6 and 7 > 3')).toBe('5 < 6 and 7 > 3');
  });
});
