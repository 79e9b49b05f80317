// lib/page-cache/store.ts: kept page answers are dropped by the tags of what changed, bounded by
// bytes (least recently used out first) and by age, and an answer rendered while a drop happened
// is not kept (it may show what was dropped).
import { describe, expect, it } from '@jest/globals';
import { PageStore } from '@/lib/page-cache/store';

const page = (bytes: number, tags: string[]) => ({
  status: 200,
  headers: { 'content-type': 'text/html' },
  body: Buffer.alloc(bytes, 'x'),
  tags,
});

describe('page store', () => {
  it('drops the answers carrying a changed tag and keeps the others', () => {
    const store = new PageStore();
    store.set('/product/a/', page(10, ['catalogue', 'product:1']), store.mark());
    store.set('/product/b/', page(10, ['catalogue', 'product:2']), store.mark());
    store.set('/', page(10, ['catalogue', 'content']), store.mark());
    expect(store.drop(['product:1'])).toBe(1);
    expect(store.get('/product/a/')).toBeUndefined();
    expect(store.get('/product/b/')?.body.length).toBe(10);
    expect(store.drop(['content'])).toBe(1);
    expect(store.get('/')).toBeUndefined();
    expect(store.drop(['catalogue'])).toBe(1);
    expect(store.size).toBe(0);
  });

  it('does not keep an answer whose render overlapped a drop', () => {
    const store = new PageStore();
    const mark = store.mark();
    store.drop(['product:9']);
    expect(store.set('/product/a/', page(10, ['product:1']), mark)).toBe(false);
    expect(store.get('/product/a/')).toBeUndefined();
    expect(store.set('/product/a/', page(10, ['product:1']), store.mark())).toBe(true);
  });

  it('evicts the least recently used past its byte bound', () => {
    const store = new PageStore(300);
    store.set('a', page(30, []), store.mark());
    store.set('b', page(30, []), store.mark());
    store.get('a');
    for (let i = 0; i < 9; i++) store.set(`c${i}`, page(30, []), store.mark());
    expect(store.get('a')).toBeDefined();
    expect(store.get('b')).toBeUndefined();
    // An answer larger than an eighth of the bound is never kept.
    expect(store.set('big', page(100, []), store.mark())).toBe(false);
  });

  it('forgets an answer older than its age bound', () => {
    const store = new PageStore(1000, 5000);
    store.set('a', page(10, []), store.mark(), 1_000);
    expect(store.get('a', 5_999)).toBeDefined();
    expect(store.get('a', 6_001)).toBeUndefined();
  });
});
