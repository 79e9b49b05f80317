import { INFINITE_SCROLL_THRESHOLD_PX, SECTIONS } from '@/lib/shared/constants';
import {
  hasMoreSections,
  initialSectionCount,
  nearEnd,
  nextSectionCount,
  sectionListVersion,
} from '@/lib/theme/lazy-sections';

describe('lazy sections: 4 first, then 3 at a time', () => {
  test('the constants of the spec', () => {
    expect(SECTIONS).toEqual({ initial: 4, perLoad: 3, scrollDelayMs: 300 });
    expect(INFINITE_SCROLL_THRESHOLD_PX).toBe(100);
  });

  test.each([
    [0, 0],
    [1, 1],
    [4, 4],
    [5, 4],
    [20, 4],
  ])('%p sections: %p on the server', (total, shown) => expect(initialSectionCount(total)).toBe(shown));

  test('preview shows all', () => {
    expect(initialSectionCount(20, { preview: true })).toBe(20);
    expect(initialSectionCount(3, { preview: true })).toBe(3);
    expect(initialSectionCount(20, { preview: false })).toBe(4);
  });

  test('the sequence for 12 sections is 4, 7, 10, 12', () => {
    const seen = [initialSectionCount(12)];
    while (hasMoreSections(seen[seen.length - 1], 12)) seen.push(nextSectionCount(seen[seen.length - 1], 12));
    expect(seen).toEqual([4, 7, 10, 12]);
  });

  test('never more than there are', () => {
    expect(nextSectionCount(4, 5)).toBe(5);
    expect(nextSectionCount(5, 5)).toBe(5);
    expect(nextSectionCount(9, 5)).toBe(5);
    expect(hasMoreSections(5, 5)).toBe(false);
    expect(hasMoreSections(4, 5)).toBe(true);
  });

  test('bad numbers count as none', () => {
    expect(initialSectionCount(NaN)).toBe(0);
    expect(initialSectionCount(-3)).toBe(0);
    expect(initialSectionCount(6.7)).toBe(4);
    expect(initialSectionCount(Infinity, { preview: true })).toBe(0);
    expect(nextSectionCount(-2, 10)).toBe(3);
    expect(nextSectionCount(4.9, 10)).toBe(7);
    expect(nextSectionCount(4, NaN)).toBe(0);
    expect(hasMoreSections(NaN, 3)).toBe(true);
  });

  test('near the end within 100 px', () => {
    expect(nearEnd(0)).toBe(true);
    expect(nearEnd(100)).toBe(true);
    expect(nearEnd(101)).toBe(false);
    expect(nearEnd(-50)).toBe(true);
    expect(nearEnd(NaN)).toBe(false);
  });
});

describe('sectionListVersion', () => {
  const entry = (index: number, name: string) => ({ index, section: { name } });
  const list = [entry(0, 'hero-banner'), entry(1, 'product-carousel'), entry(3, 'newsletter')];

  it('is the same for the same list and fits the lazy-section request (1 to 8 of a-z0-9)', () => {
    const version = sectionListVersion(list);
    expect(version).toBe(sectionListVersion(list.map((s) => ({ ...s, section: { ...s.section } }))));
    expect(version).toMatch(/^[a-z0-9]{1,8}$/);
    expect(sectionListVersion([])).toMatch(/^[a-z0-9]{1,8}$/);
  });

  it('changes when a section is added, removed, renamed or moved', () => {
    const version = sectionListVersion(list);
    expect(sectionListVersion([...list, entry(4, 'rich-text')])).not.toBe(version);
    expect(sectionListVersion(list.slice(1))).not.toBe(version);
    expect(sectionListVersion([list[0], entry(1, 'product-grid'), list[2]])).not.toBe(version);
    expect(sectionListVersion([list[1], list[0], list[2]])).not.toBe(version);
    expect(sectionListVersion([list[0], list[1], entry(2, 'newsletter')])).not.toBe(version);
  });
});
