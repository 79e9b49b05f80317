/** @jest-environment jsdom */
import { clearAll, readItem, writeItem } from '@/lib/shared/storage';

beforeEach(() => localStorage.clear());

describe('local storage', () => {
  test('entries are stored under the m_ prefix with a timestamp', () => {
    writeItem('previous_searches', ['kurta'], { now: 1000 });
    expect(JSON.parse(localStorage.getItem('m_previous_searches')!)).toEqual({ value: ['kurta'], timestamp: 1000 });
    expect(readItem('previous_searches')).toEqual(['kurta']);
  });
  test('an entry past its time-to-live is removed when read', () => {
    writeItem('user_pincode', '400050', { ttlMs: 1000, now: 0 });
    expect(readItem('user_pincode', 999)).toBe('400050');
    expect(readItem('user_pincode', 1001)).toBeUndefined();
    expect(localStorage.getItem('m_user_pincode')).toBeNull();
  });
  test('clearing all keeps the deployment store and foreign keys', () => {
    writeItem('wishlist_uids', [1]);
    writeItem('deployment_store', { uid: 3 });
    localStorage.setItem('other_app', 'x');
    clearAll();
    expect(readItem('wishlist_uids')).toBeUndefined();
    expect(readItem('deployment_store')).toEqual({ uid: 3 });
    expect(localStorage.getItem('other_app')).toBe('x');
  });
  test('a corrupt entry reads as missing and is removed', () => {
    localStorage.setItem('m_compare_slugs', '{not json');
    expect(readItem('compare_slugs')).toBeUndefined();
    expect(localStorage.getItem('m_compare_slugs')).toBeNull();
  });
});
