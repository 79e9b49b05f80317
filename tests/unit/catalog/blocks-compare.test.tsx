/** @jest-environment jest-fixed-jsdom */
// useCompare, the headless compare block: the list lives in local storage (m_compare_slugs), is
// shared by every component using it, refuses an empty slug and a fifth product with the
// spec's messages, and follows changes other tabs make.
import { act, cleanup, renderHook } from '@testing-library/react';
import { useCompare } from '@/lib/blocks';
import { COMPARE_MESSAGES } from '@/lib/catalog/compare';

const stored = () => JSON.parse(localStorage.getItem('m_compare_slugs') ?? 'null')?.value;

beforeEach(() => localStorage.clear());
afterEach(cleanup);

it('adds, links and removes products, and two users of the hook see the same list', () => {
  const a = renderHook(() => useCompare());
  const b = renderHook(() => useCompare());
  expect(a.result.current.slugs).toEqual([]);
  expect(a.result.current.href).toBe('/compare/');

  act(() => void a.result.current.add('kurta-1'));
  act(() => void a.result.current.add('saree-2'));
  expect(stored()).toEqual(['kurta-1', 'saree-2']);
  expect(b.result.current.slugs).toEqual(['kurta-1', 'saree-2']);
  expect(b.result.current.has('saree-2')).toBe(true);
  expect(b.result.current.href).toBe('/compare/?id=kurta-1,saree-2');

  act(() => b.result.current.remove('kurta-1'));
  expect(a.result.current.slugs).toEqual(['saree-2']);
  act(() => a.result.current.clear());
  expect(b.result.current.slugs).toEqual([]);
});

it('refuses an empty slug and a fifth product with the messages of the spec, keeping the list', () => {
  const { result } = renderHook(() => useCompare());
  let added = true;
  act(() => void (added = result.current.add('  ')));
  expect(added).toBe(false);
  expect(result.current.error).toBe(COMPARE_MESSAGES.noSlugs);

  act(() => ['a1', 'b2', 'c3', 'd4'].forEach((s) => result.current.add(s)));
  expect(result.current.error).toBeUndefined();
  act(() => void (added = result.current.add('e5')));
  expect(added).toBe(false);
  expect(result.current.error).toBe(COMPARE_MESSAGES.full);
  expect(result.current.slugs).toEqual(['a1', 'b2', 'c3', 'd4']);
});

it('follows a change made in another tab', () => {
  const { result } = renderHook(() => useCompare());
  act(() => {
    localStorage.setItem('m_compare_slugs', JSON.stringify({ value: ['from-other-tab'], timestamp: Date.now() }));
    window.dispatchEvent(new StorageEvent('storage', { key: 'm_compare_slugs' }));
  });
  expect(result.current.slugs).toEqual(['from-other-tab']);
});
