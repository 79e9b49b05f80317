import { rememberSearch, shouldSuggest } from '@/lib/catalog/search-suggestions';
import { toSuggestions } from '@/lib/catalog/search-suggestion-links';
import type { AutocompleteItem } from '@/contract/types/catalog';

const item = (
  type: AutocompleteItem['type'],
  display: string,
  page: { type: string; params?: Record<string, string[]>; query?: Record<string, string[]> },
): AutocompleteItem =>
  ({
    type,
    display,
    action: { type: type === 'product' ? 'product' : 'page', page },
    _custom_json: {},
  }) as AutocompleteItem;

describe('search suggestions', () => {
  test.each([
    ['', false],
    ['  ', false],
    ['k', true],
    ['x'.repeat(200), true],
    ['x'.repeat(201), false],
  ])('text %p suggests: %p', (text, expected) => expect(shouldSuggest(text)).toBe(expected));

  test('compare search starts at length 0', () => expect(shouldSuggest('', 0)).toBe(true));

  test('at most 5 per kind, links from the page table with search tracking', () => {
    const products = Array.from({ length: 7 }, (_, i) =>
      item('product', `Kurta ${i}`, { type: 'product', params: { slug: [`kurta-${i}`] } }),
    );
    const brand = item('brand', 'Kora Studio', { type: 'brand', params: { slug: ['kora-studio'] } });
    const out = toSuggestions([...products, brand], 'kur');
    expect(out.filter((s) => s.kind === 'product')).toHaveLength(5);
    expect(out[0]).toEqual({
      kind: 'product',
      label: 'Kurta 0',
      href: '/product/kurta-0?utm_medium=search&utm_content=kur_1',
      image: undefined,
    });
    expect(out.at(-1)).toMatchObject({ kind: 'brand', href: '/brand/kora-studio?utm_medium=search&utm_content=kur_6' });
  });

  test('an item without a usable link is skipped', () => {
    expect(toSuggestions([item('category', 'Broken', { type: 'category' })], 'b')).toEqual([]);
  });

  test('previous searches: newest first, no duplicates, five kept', () => {
    expect(rememberSearch(['linen', 'kurta'], 'Kurta')).toEqual(['Kurta', 'linen']);
    expect(rememberSearch(['a', 'b', 'c', 'd', 'e'], 'f')).toEqual(['f', 'a', 'b', 'c', 'd']);
    expect(rememberSearch(['a'], '   ')).toEqual(['a']);
  });
});
