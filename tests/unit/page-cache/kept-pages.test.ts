// lib/page-cache/kept-pages.ts: a process's kept pages in front of a layer shared with other
// processes. A page one process keeps is answered by another; a drop empties both; an answer from
// the shared layer stored shortly before a change this process has seen is refused (another
// process may have rendered it from older data); a render overlapped by a drop is kept nowhere.
import { describe, expect, it, jest } from '@jest/globals';
import { KeptPages, SHARED_SKEW_MS } from '@/lib/page-cache/kept-pages';
import { PageStore, type CachedPage } from '@/lib/page-cache/store';
import { openRedisPages, type SharedPages } from '@/lib/page-cache/redis-pages';

/** The shared layer's contract, in memory: what one process sets another gets, drops by tag. */
function memoryShared(): SharedPages {
  const entries = new Map<string, CachedPage>();
  return {
    get: async (key) => entries.get(key),
    set: async (key, page) => void entries.set(key, page),
    drop: async (tags) => {
      for (const [key, page] of entries) if (page.tags.some((t) => tags.includes(t))) entries.delete(key);
    },
  };
}

const page = (text: string, tags = ['catalogue', 'product:1']) => ({
  status: 200,
  headers: { 'content-type': 'text/html' },
  body: Buffer.from(text),
  tags,
});

function twoProcesses() {
  const shared = memoryShared();
  const [a, b] = [new KeptPages(new PageStore()), new KeptPages(new PageStore())];
  a.share(shared);
  b.share(shared);
  return { a, b, shared };
}

describe('kept pages shared between processes', () => {
  it('answers in one process what another kept, then from its own copy', async () => {
    const { a, b } = twoProcesses();
    expect(b.nearby('/product/x/')).toBeUndefined();
    await a.keep('/product/x/', page('<html>x</html>'), a.local.mark());
    expect((await b.fromShared('/product/x/'))?.body.toString()).toBe('<html>x</html>');
    expect(b.nearby('/product/x/')?.body.toString()).toBe('<html>x</html>');
  });

  it('a drop in one process empties the shared layer for all', async () => {
    const { a, b } = twoProcesses();
    await a.keep('/product/x/', page('old'), a.local.mark());
    await a.keep('/product/y/', page('other', ['catalogue', 'product:2']), a.local.mark());
    await a.drop(['product:1']);
    expect(a.nearby('/product/x/')).toBeUndefined();
    expect(await b.fromShared('/product/x/')).toBeUndefined();
    expect((await b.fromShared('/product/y/'))?.body.toString()).toBe('other');
  });

  it('a start (its drop dated a skew early, as followChanges does) refuses what was stored before it, not just after', async () => {
    const { b, shared } = twoProcesses();
    const now = Date.now();
    await b.drop(['catalogue', 'product:1'], now - SHARED_SKEW_MS);
    await shared.set('/product/x/', { ...page('from before the start'), storedAt: now - 5 });
    expect(await b.fromShared('/product/x/')).toBeUndefined();
    await shared.set('/product/x/', { ...page('after the start'), storedAt: now + 5 });
    expect((await b.fromShared('/product/x/'))?.body.toString()).toBe('after the start');
  });

  it('refuses a shared answer stored before, or just after, a change this process has seen', async () => {
    const { b, shared } = twoProcesses();
    const now = Date.now();
    b.local.drop(['product:1'], now);
    await shared.set('/product/x/', { ...page('maybe stale'), storedAt: now - 5 });
    expect(await b.fromShared('/product/x/')).toBeUndefined();
    await shared.set('/product/x/', { ...page('maybe stale'), storedAt: now + SHARED_SKEW_MS - 5 });
    expect(await b.fromShared('/product/x/')).toBeUndefined();
    await shared.set('/product/x/', { ...page('fresh'), storedAt: now + SHARED_SKEW_MS + 5 });
    expect((await b.fromShared('/product/x/'))?.body.toString()).toBe('fresh');
    // Another product's change says nothing about this page.
    await shared.set('/product/z/', { ...page('z', ['catalogue', 'product:3']), storedAt: now - 5 });
    expect((await b.fromShared('/product/z/'))?.body.toString()).toBe('z');
  });

  it('keeps nowhere a render that a drop overlapped, and nothing older than the age bound', async () => {
    const { a, b, shared } = twoProcesses();
    const mark = a.local.mark();
    await a.drop(['product:9']);
    await a.keep('/product/x/', page('rendered across a change'), mark);
    expect(a.nearby('/product/x/')).toBeUndefined();
    expect(await b.fromShared('/product/x/')).toBeUndefined();
    await shared.set('/product/old/', { ...page('old', ['catalogue']), storedAt: Date.now() - b.local.maxAge - 1 });
    expect(await b.fromShared('/product/old/')).toBeUndefined();
  });

  it('without a shared layer, only this process answers', async () => {
    const alone = new KeptPages(new PageStore());
    await alone.keep('/', page('home'), alone.local.mark());
    expect(alone.sharing).toBe(false);
    expect(await alone.fromShared('/')).toBeUndefined();
    expect(alone.nearby('/')?.body.toString()).toBe('home');
  });

  it('a Redis that does not answer leaves pages kept per process', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    try {
      expect(await openRedisPages('redis://127.0.0.1:9/0', 'test')).toBeUndefined();
      expect(warn).toHaveBeenCalledWith(expect.stringContaining('REDIS_URL does not answer'));
    } finally {
      warn.mockRestore();
    }
  });
});
