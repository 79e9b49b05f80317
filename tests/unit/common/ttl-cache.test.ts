import { ttlPromiseCache } from '@/lib/shared/ttl-cache';

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('ttlPromiseCache', () => {
  it('shares one build while fresh and builds again after the time-to-live without a stale window', async () => {
    const cache = ttlPromiseCache<number>(1000, 10);
    let builds = 0;
    const build = async () => ++builds;
    expect(await cache('k', build, 0)).toBe(1);
    expect(await cache('k', build, 999)).toBe(1);
    expect(await cache('k', build, 1000)).toBe(2);
  });

  it('answers a stale value at once and refreshes it once in the background', async () => {
    const cache = ttlPromiseCache<string>(1000, 10, 5000);
    let version = 'v1';
    let builds = 0;
    const build = async () => {
      builds++;
      return version;
    };
    expect(await cache('k', build, 0)).toBe('v1');
    version = 'v2';
    // Past the time-to-live: the old answer now, one refresh started for both callers.
    const [first, second] = [cache('k', build, 1500), cache('k', build, 1600)];
    expect(await first).toBe('v1');
    expect(await second).toBe('v1');
    expect(builds).toBe(2);
    await settle();
    expect(await cache('k', build, 1700)).toBe('v2');
    expect(builds).toBe(2);
  });

  it('keeps the old value when a refresh fails, and tries again on the next call', async () => {
    const cache = ttlPromiseCache<string>(1000, 10, 5000);
    expect(await cache('k', async () => 'good', 0)).toBe('good');
    expect(await cache('k', async () => Promise.reject(new Error('down')), 1500)).toBe('good');
    await settle();
    let retried = false;
    expect(
      await cache(
        'k',
        async () => {
          retried = true;
          return 'better';
        },
        1600,
      ),
    ).toBe('good');
    expect(retried).toBe(true);
  });

  it('treats a refresh that throws at once like one that rejects', async () => {
    const cache = ttlPromiseCache<string>(1000, 10, 5000);
    await cache('k', async () => 'good', 0);
    const throwing = (() => {
      throw new Error('sync');
    }) as () => Promise<string>;
    expect(await cache('k', throwing, 1500)).toBe('good');
    await settle();
    expect(await cache('k', async () => 'next', 1600)).toBe('good');
    await settle();
    expect(await cache('k', async () => 'unused', 1700)).toBe('next');
  });

  it('builds again, and waits, once the stale window is over', async () => {
    const cache = ttlPromiseCache<string>(1000, 10, 5000);
    await cache('k', async () => 'old', 0);
    expect(await cache('k', async () => 'new', 6000)).toBe('new');
  });

  it('forgets a failed first build and drops the oldest key when full', async () => {
    const cache = ttlPromiseCache<string>(1000, 2);
    await expect(cache('a', async () => Promise.reject(new Error('x')), 0)).rejects.toThrow('x');
    await settle();
    expect(await cache('a', async () => 'ok', 1)).toBe('ok');
    await cache('b', async () => 'b', 1);
    await cache('c', async () => 'c', 1);
    let rebuilt = false;
    await cache(
      'a',
      async () => {
        rebuilt = true;
        return 'again';
      },
      2,
    );
    expect(rebuilt).toBe(true);
  });
});
