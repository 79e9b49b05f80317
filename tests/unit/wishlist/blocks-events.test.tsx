/** @jest-environment jest-fixed-jsdom */
// The analytics events of the compare and wishlist blocks (compare.add,
// compare.remove, wishlist.add, wishlist.remove), as window.storefrontEvents and the
// 'storefront:event' DOM event carry them. Anonymous here: nothing is sent to the platform.
import { act, cleanup, renderHook } from '@testing-library/react';
import { useCompare, useWishlist } from '@/lib/blocks';

const names = () => (window.storefrontEvents ?? []).map((e) => [e.name, e.payload]);

beforeEach(() => {
  localStorage.clear();
  window.storefrontEvents = [];
});
afterEach(cleanup);

it('compare add and remove each emit one event with the slug; refusals and repeats emit none', () => {
  const heard: string[] = [];
  const listen = (e: Event) => heard.push((e as CustomEvent<{ name: string }>).detail.name);
  window.addEventListener('storefront:event', listen);
  const { result } = renderHook(() => useCompare());
  act(() => void result.current.add('kurta-1'));
  act(() => void result.current.add('kurta-1'));
  act(() => void result.current.add(''));
  act(() => result.current.remove('kurta-1'));
  act(() => result.current.remove('kurta-1'));
  window.removeEventListener('storefront:event', listen);
  expect(names()).toEqual([
    ['compare.add', { slug: 'kurta-1' }],
    ['compare.remove', { slug: 'kurta-1' }],
  ]);
  expect(heard).toEqual(['compare.add', 'compare.remove']);
});

it('an anonymous wishlist toggle answers sign-in, changes nothing and emits nothing', async () => {
  const { result } = renderHook(() => useWishlist());
  let outcome: string | undefined;
  await act(async () => {
    outcome = await result.current.toggle(42, { slug: 'kurta-42' });
  });
  expect(outcome).toBe('sign-in');
  expect(result.current.ids).toEqual([]);
  expect(result.current.has(42)).toBe(false);
  expect(localStorage.getItem('m_wishlist_uids')).toBeNull();
  expect(names()).toEqual([]);
});

it('reads the stored wishlist ids (m_wishlist_uids) and follows changes from other tabs', () => {
  localStorage.setItem('m_wishlist_uids', JSON.stringify({ value: [7, 3], timestamp: Date.now() }));
  const { result } = renderHook(() => useWishlist());
  expect(result.current.ids).toEqual([7, 3]);
  expect(result.current.has(3)).toBe(true);
  act(() => {
    localStorage.setItem('m_wishlist_uids', JSON.stringify({ value: [9], timestamp: Date.now() }));
    window.dispatchEvent(new StorageEvent('storage', { key: 'm_wishlist_uids' }));
  });
  expect(result.current.ids).toEqual([9]);
});
