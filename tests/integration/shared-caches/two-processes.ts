// The scenario of shared-tier.test.ts, run in a child process (the Redis clients of the cache
// handler have no close): two "processes" — each a TtlCache with its own shared tier on the same
// Redis namespace — and a third behind a proxy that can stall. Prints 'RESULT <json>'.
import net from 'node:net';
import { sharedAs, TtlCache } from '../../../platform/catalog/cache';
import { GET_TIMEOUT_MS, openSharedTier, type SharedTier } from '../../../platform/catalog/shared-tier';
import { SHARED_SKEW_MS } from '../../../common/drop-times';
import { REDIS_URL, redisScenario } from './redis-scenario';

const namespace = `it-${process.pid}-${Date.now()}`;
const prefix = `storefront:platform:${namespace}:`;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** A process's cache: the listing's kind (JSON text), counting its own loads. */
function processCache(tier: SharedTier) {
  const cache = new TtlCache<string>(100, 15_000, 60_000, sharedAs.text('listing'));
  cache.share(tier);
  let loads = 0;
  const get = (key: string, value: string) => cache.getOrLoad(key, async () => (loads++, value));
  return { cache, tier, get, loads: () => loads };
}

/** A TCP proxy to Redis that can hold back Redis's answers (a Redis that does not answer in time). */
async function stallingProxy(target: URL) {
  let stalled = false;
  const held: (() => void)[] = [];
  const server = net.createServer((client) => {
    const upstream = net.connect(Number(target.port || 6379), target.hostname);
    client.on('data', (d) => upstream.write(d));
    upstream.on('data', (d) => (stalled ? held.push(() => client.write(d)) : client.write(d)));
    const end = () => (client.destroy(), upstream.destroy());
    client.on('error', end).on('close', end);
    upstream.on('error', end).on('close', end);
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const port = (server.address() as net.AddressInfo).port;
  return {
    url: `redis://127.0.0.1:${port}${target.pathname}`,
    stall: (on: boolean) => {
      stalled = on;
      if (!on) held.splice(0).forEach((send) => send());
    },
  };
}

redisScenario(prefix, async (redis, out) => {
  const open = async (url = REDIS_URL) => {
    const tier = await openSharedTier(url, namespace);
    if (!tier) throw new Error(`the shared tier did not open on ${url}`);
    return tier;
  };
  const [a, b] = [processCache(await open()), processCache(await open())];
  /** A tier that has seen no drop: what Redis holds, refused by nobody. */
  const witness = await open();
  const shared = async (key: string) => (await witness.get(`listing:${key}`))?.value;

  // 1. What one process loads, the other answers without loading.
  out.aFirst = await a.get('k', 'one');
  await sleep(300);
  out.bFirst = await b.get('k', 'two');
  out.loadsAfterFirst = [a.loads(), b.loads()];
  out.bAgain = await b.get('k', 'three');

  // 2. A change both processes see (the change feed clears each one's caches and the shared ones).
  await b.get('other', 'from-b');
  await sleep(300);
  out.sharedBeforeDrop = [await shared('k'), await shared('other')];
  a.cache.clear();
  await a.tier.drop();
  b.cache.clear();
  await b.tier.drop();
  await sleep(100);
  out.sharedAfterDrop = [await shared('k'), await shared('other')];
  out.aAfterDrop = await a.get('k', 'after-a');
  await sleep(300);
  // A stored it right after the drop (from a load that began before it, perhaps): B refuses it.
  out.sharedRightAfterDrop = await shared('k');
  out.bAfterDrop = await b.get('k', 'after-b');
  out.loadsAfterDrop = [a.loads(), b.loads()];

  // 3. Stored more than SHARED_SKEW_MS after the drop: taken again.
  await sleep(SHARED_SKEW_MS + 100);
  a.cache.clear();
  out.aLater = await a.get('k', 'later');
  await sleep(300);
  b.cache.clear();
  const loadsBefore = b.loads();
  out.bLater = await b.get('k', 'later-b');
  out.bLoadedLater = b.loads() - loadsBefore;

  // 4. Garbled entries are misses.
  await redis.set(`${prefix}listing:garbled`, '{not json');
  await redis.set(
    `${prefix}listing:wrong`,
    JSON.stringify({
      lastModified: Date.now(),
      tags: ['catalogue'],
      value: { kind: 'FETCH', data: { value: 42, storedAt: Date.now() } },
    }),
  );
  const c = processCache(await open());
  out.garbled = [await c.get('garbled', 'loaded-1'), await c.get('wrong', 'loaded-2'), c.loads()];

  // 5. A Redis that does not answer in time: the cache loads itself, after at most the timeout.
  const proxy = await stallingProxy(new URL(REDIS_URL));
  const s = processCache(await open(proxy.url));
  await s.get('warm-up', 'warm');
  out.slowSharedBefore = await shared('k');
  proxy.stall(true);
  const started = performance.now();
  out.slow = await s.get('k', 'loaded-while-slow');
  out.slowMs = Math.round(performance.now() - started);
  out.slowLoads = s.loads();
  out.timeoutMs = GET_TIMEOUT_MS;
  proxy.stall(false);
});
