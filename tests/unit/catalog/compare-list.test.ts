/** @jest-environment jest-fixed-jsdom */
// The compare list.
import {
  COMPARE,
  COMPARE_MESSAGES,
  addCompareSlug,
  compareHref,
  normaliseSlugs,
  parseCompareQuery,
  readCompareSlugs,
  removeCompareSlug,
  writeCompareSlugs,
} from '@/lib/catalog/compare';
import { matchCustomTemplate, findSectionPage } from '@/lib/theme/custom-templates';
import type { ThemePageMeta } from '@/contract/types/theme';

describe('compare list', () => {
  beforeEach(() => localStorage.clear());

  it('has the spec constants: 4 products, compare search from length 0 with 5 results', () => {
    expect(COMPARE).toMatchObject({ storageKey: 'compare_slugs', max: 4, searchMinLength: 0, searchPageSize: 5 });
  });

  it("refuses an empty slug with 'No Product Slugs present'", () => {
    for (const slug of ['', '   ', undefined, null]) {
      expect(addCompareSlug(['a'], slug)).toEqual({ slugs: ['a'], error: 'No Product Slugs present' });
    }
    expect(COMPARE_MESSAGES.noSlugs).toBe('No Product Slugs present');
  });

  it('adds at the end, once, and up to 4', () => {
    expect(addCompareSlug([], 'a')).toEqual({ slugs: ['a'] });
    expect(addCompareSlug(['a'], 'b')).toEqual({ slugs: ['a', 'b'] });
    expect(addCompareSlug(['a', 'b'], 'a')).toEqual({ slugs: ['a', 'b'] });
    const full = addCompareSlug(['a', 'b', 'c', 'd'], 'e');
    expect(full.slugs).toEqual(['a', 'b', 'c', 'd']);
    expect(full.error).toBe(COMPARE_MESSAGES.full);
  });

  it('removes a slug and leaves the others in order', () => {
    expect(removeCompareSlug(['a', 'b', 'c'], 'b')).toEqual(['a', 'c']);
    expect(removeCompareSlug(['a'], 'x')).toEqual(['a']);
  });

  it('reads the id query comma-separated, repeated or both, dropping blanks, duplicates and junk', () => {
    expect(parseCompareQuery(undefined)).toEqual([]);
    expect(parseCompareQuery('')).toEqual([]);
    expect(parseCompareQuery('a,b')).toEqual(['a', 'b']);
    expect(parseCompareQuery(['a', 'b,c'])).toEqual(['a', 'b', 'c']);
    expect(parseCompareQuery(' a , ,a,<script>,b ')).toEqual(['a', 'b']);
    expect(parseCompareQuery('a,b,c,d,e')).toEqual(['a', 'b', 'c', 'd']);
    expect(normaliseSlugs(['a', 3, null, 'b'])).toEqual(['a', 'b']);
  });

  it('builds /compare/ URLs', () => {
    expect(compareHref([])).toBe('/compare/');
    expect(compareHref(['a-1', 'b_2'])).toBe('/compare/?id=a-1,b_2');
  });

  it('persists in local storage as m_compare_slugs with a timestamp', () => {
    expect(readCompareSlugs()).toEqual([]);
    writeCompareSlugs(['a', 'b', 'a']);
    const raw = JSON.parse(localStorage.getItem('m_compare_slugs') ?? 'null') as { value: string[]; timestamp: number };
    expect(raw.value).toEqual(['a', 'b']);
    expect(typeof raw.timestamp).toBe('number');
    expect(readCompareSlugs()).toEqual(['a', 'b']);
    localStorage.setItem('m_compare_slugs', JSON.stringify({ value: 'not a list', timestamp: 1 }));
    expect(readCompareSlugs()).toEqual([]);
  });
});

describe('runtime custom templates and section pages', () => {
  const meta = (value: string, path: string, type: ThemePageMeta['type']): ThemePageMeta => ({
    value,
    text: value,
    path,
    type,
    seo: {},
    props: [],
  });
  const pages = [
    meta('home', '', 'system'),
    meta('festive-lookbook', 'sections/festive-lookbook', 'sections'),
    meta('lookbook', 'c/lookbook', 'custom'),
    meta('look', 'c/lookbook/:look', 'custom'),
    meta('look-summer', 'c/lookbook/summer', 'custom'),
    meta('not-under-c', 'lookbook/x', 'custom'),
  ];

  it('matches /c/ paths, nested ones included, exact parts winning over parameters', () => {
    expect(matchCustomTemplate(pages, ['lookbook'])?.page.value).toBe('lookbook');
    expect(matchCustomTemplate(pages, ['lookbook', 'winter'])).toMatchObject({
      page: { value: 'look' },
      params: { look: 'winter' },
    });
    expect(matchCustomTemplate(pages, ['lookbook', 'summer'])).toMatchObject({
      page: { value: 'look-summer' },
      params: {},
    });
  });

  it('finds nothing for unknown paths, non-custom pages or pages outside c/', () => {
    expect(matchCustomTemplate(pages, [])).toBeUndefined();
    expect(matchCustomTemplate(pages, ['festive-lookbook'])).toBeUndefined();
    expect(matchCustomTemplate(pages, ['lookbook', 'x', 'y'])).toBeUndefined();
    expect(matchCustomTemplate([meta('not-under-c', 'lookbook/x', 'custom')], ['x'])).toBeUndefined();
  });

  it('finds a section page only among pages of type sections', () => {
    expect(findSectionPage(pages, 'festive-lookbook')?.path).toBe('sections/festive-lookbook');
    expect(findSectionPage(pages, 'home')).toBeUndefined();
    expect(findSectionPage(pages, 'lookbook')).toBeUndefined();
  });
});
