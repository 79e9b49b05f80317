import { describe, expect, it } from '@jest/globals';
import {
  formatRange,
  isFilterSelected,
  normalizeFilters,
  parseFilters,
  parseRange,
  serializeFilters,
  setFilterValues,
  toggleFilterValue,
} from '@/contract/filters';

describe('parseFilters', () => {
  it('reads key:value pairs joined by ::: and values joined by ||', () => {
    expect(parseFilters('brand:nike||puma:::sizes:M')).toEqual({ brand: ['nike', 'puma'], sizes: ['M'] });
  });

  it('gives an empty map for nothing', () => {
    expect(parseFilters('')).toEqual({});
    expect(parseFilters(undefined)).toEqual({});
    expect(parseFilters(null)).toEqual({});
  });

  it('splits a pair at its first colon only, so values may hold colons', () => {
    expect(parseFilters('time:10:30||11:00')).toEqual({ time: ['10:30', '11:00'] });
  });

  it('keeps range values whole', () => {
    expect(parseFilters('min_price_effective:[100,INR TO 500,INR]:::brand:a')).toEqual({
      min_price_effective: ['[100,INR TO 500,INR]'],
      brand: ['a'],
    });
  });

  it('drops empty keys, empty values and pairs without a colon; merges repeated keys', () => {
    expect(parseFilters(':x:::brand:||a|| :::nonsense:::brand:b||a')).toEqual({ brand: ['a', 'b'] });
  });
});

describe('serializeFilters', () => {
  it('is the inverse of parseFilters', () => {
    const text = 'brand:nike||puma:::sizes:M:::min_price_effective:[100 TO 500]';
    expect(serializeFilters(parseFilters(text))).toBe(text);
  });

  it('leaves out keys without values and duplicate values', () => {
    expect(serializeFilters({ brand: [], sizes: ['M', 'M', ' '], color: ['red'] })).toBe('sizes:M:::color:red');
  });
});

describe('editing helpers', () => {
  it('toggles a value on and off without touching the input', () => {
    const start = { brand: ['nike'] };
    const on = toggleFilterValue(start, 'brand', 'puma');
    expect(on).toEqual({ brand: ['nike', 'puma'] });
    expect(start).toEqual({ brand: ['nike'] });
    const off = toggleFilterValue(toggleFilterValue(on, 'brand', 'nike'), 'brand', 'puma');
    expect(off).toEqual({});
    expect(isFilterSelected(on, 'brand', 'puma')).toBe(true);
    expect(isFilterSelected(off, 'brand', 'puma')).toBe(false);
  });

  it('replaces a key’s values, removing the key for an empty list', () => {
    expect(setFilterValues({ brand: ['a'], sizes: ['M'] }, 'brand', ['b', 'b'])).toEqual({
      brand: ['b'],
      sizes: ['M'],
    });
    expect(setFilterValues({ brand: ['a'] }, 'brand', [])).toEqual({});
  });

  it('normalises order for comparisons', () => {
    expect(serializeFilters(normalizeFilters({ sizes: ['M', 'L'], brand: ['b', 'a'] }))).toBe(
      serializeFilters(normalizeFilters({ brand: ['a', 'b'], sizes: ['L', 'M'] })),
    );
  });
});

describe('ranges', () => {
  it('reads the accepted range forms', () => {
    expect(parseRange('[100 TO 500]')).toEqual({ min: 100, max: 500 });
    expect(parseRange('[100,INR TO 500,INR]')).toEqual({ min: 100, max: 500 });
    expect(parseRange('100-500')).toEqual({ min: 100, max: 500 });
    expect(parseRange('99.5,100')).toEqual({ min: 99.5, max: 100 });
  });

  it('rejects non-ranges and reversed ranges', () => {
    expect(parseRange('cheap')).toBeUndefined();
    expect(parseRange('[500 TO 100]')).toBeUndefined();
    expect(parseRange('[a TO b]')).toBeUndefined();
  });

  it('formats a range so it parses back', () => {
    expect(parseRange(formatRange({ min: 10, max: 20 }))).toEqual({ min: 10, max: 20 });
  });
});

describe('filter keys named after members of Object.prototype', () => {
  const names = ['__proto__', 'constructor', 'toString', 'hasOwnProperty', 'valueOf'];

  it('are ordinary keys of the parsed map, and Object.prototype is left alone', () => {
    const filters = parseFilters(names.map((n) => `${n}:x`).join(':::'));
    for (const name of names) expect(Object.getOwnPropertyDescriptor(filters, name)?.value).toEqual(['x']);
    expect(serializeFilters(filters)).toBe(names.map((n) => `${n}:x`).join(':::'));
    expect(({} as Record<string, unknown>).x).toBeUndefined();
    expect(Object.keys(Object.prototype)).toEqual([]);
  });

  it('are absent until given: nothing is selected, toggling adds a list, normalising keeps them', () => {
    const empty = parseFilters('brand:nike');
    for (const name of names) {
      expect(isFilterSelected(empty, name, 'x')).toBe(false);
      const on = toggleFilterValue(empty, name, 'x');
      expect(Object.getOwnPropertyDescriptor(on, name)?.value).toEqual(['x']);
      expect(isFilterSelected(on, name, 'x')).toBe(true);
      expect(Object.keys(normalizeFilters(on))).toEqual(['brand', name].sort());
      expect(Object.keys(setFilterValues(on, name, []))).toEqual(['brand']);
    }
  });
});
