// The order of sizes in the sizes facet and on a product page (platform/catalog/facets.ts
// compareSizes): known labels first in their order, then sizes with a number by it, then the
// rest; a total order, so the facet index and SQL, which count sizes in different orders, show
// the same list.
import { compareSizes } from '../../../platform/catalog/facets';

const SIZES = [
  'OS',
  'UK 3',
  '28',
  'XS',
  'M',
  'XXL',
  '4-5Y',
  'UK 10',
  'UK 10C',
  '2-3Y',
  'UK 2',
  '30',
  'FREE SIZE',
  'Onesize',
  'S',
  'L',
  'UK 1',
  '10-11Y',
  'Custom',
];

/** Deterministic shuffles (mulberry32). */
function shuffled(list: string[], seed: number): string[] {
  const out = [...list];
  for (let i = out.length - 1; i > 0; i--) {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    const j = Math.floor((((t ^ (t >>> 14)) >>> 0) / 4294967296) * (i + 1));
    [out[i], out[j]] = [out[j], out[i]];
  }
  return out;
}

test('known labels first, then sizes by their number, then the rest', () => {
  expect([...SIZES].sort(compareSizes)).toEqual([
    'XS',
    'S',
    'M',
    'L',
    'XXL',
    'FREE SIZE',
    'Onesize',
    'UK 1',
    '2-3Y',
    'UK 2',
    'UK 3',
    '4-5Y',
    '10-11Y',
    'UK 10',
    'UK 10C',
    '28',
    '30',
    'Custom',
    'OS',
  ]);
});

test('every order the sizes come in sorts to the same list', () => {
  const first = [...SIZES].sort(compareSizes);
  for (let seed = 1; seed <= 200; seed++) expect(shuffled(SIZES, seed).sort(compareSizes)).toEqual(first);
});

test('the order is transitive and antisymmetric over every triple', () => {
  const sign = (n: number) => Math.sign(n);
  for (const a of SIZES) {
    expect(compareSizes(a, a)).toBe(0);
    for (const b of SIZES) {
      expect(sign(compareSizes(a, b)) + sign(compareSizes(b, a))).toBe(0);
      for (const c of SIZES)
        if (compareSizes(a, b) < 0 && compareSizes(b, c) < 0) expect(compareSizes(a, c)).toBeLessThan(0);
    }
  }
});
