// The scenario of two-shops.test.ts, in a child process (the cache handler's Redis clients have no
// close): kept pages of two shops on one Redis, each shop with two "processes" (two openings of
// the shared layer in the namespace the server gives them, server/shared-namespace.ts).
// Prints 'RESULT <json>'.
import { openRedisPages } from '../../../lib/page-cache/redis-pages';
import { sharedNamespace } from '../../../server/shared-namespace';
import { REDIS_URL, redisScenario } from './redis-scenario';

const build = `it-${process.pid}-${Date.now()}`;
const page = (text: string) => ({
  status: 200,
  headers: { 'content-type': 'text/html' },
  body: Buffer.from(text),
  tags: ['catalogue', 'product:1'],
  storedAt: Date.now(),
});

redisScenario(`storefront:pages:${build}:`, async (_redis, out) => {
  const open = async (applicationId: string) => {
    const shared = await openRedisPages(REDIS_URL, sharedNamespace(build, applicationId));
    if (!shared) throw new Error('the shared pages did not open');
    return shared;
  };
  const [a1, a2, b1] = [
    await open('shop-a-application'),
    await open('shop-a-application'),
    await open('shop-b-application'),
  ];
  await a1.set('/product/x/', page('<html>shop A</html>'));
  await b1.set('/product/y/', page('<html>shop B</html>'));
  const text = async (p: Promise<{ body: Buffer } | undefined>) => (await p)?.body.toString() ?? null;
  out.sameShopOtherProcess = await text(a2.get('/product/x/'));
  out.otherShop = await text(b1.get('/product/x/'));
  out.otherShopOwn = await text(b1.get('/product/y/'));
  // A drop in shop B leaves shop A's pages.
  await b1.drop(['catalogue']);
  out.afterOtherShopDrop = await text(a2.get('/product/x/'));
  out.otherShopAfterItsDrop = await text(b1.get('/product/y/'));
  out.namespaceHidesId = !sharedNamespace(build, 'shop-a-application').includes('shop-a-application');
  // A read right after a drop never answers the dropped page, however fast Redis answers (the
  // cache handler's read deduplication once kept each answer a millisecond past a drop).
  let stale = 0;
  for (let i = 0; i < 50; i++) {
    const key = `/product/fresh-${i}/`;
    await b1.set(key, { ...page('<html>old</html>'), tags: [`product:fresh-${i}`] });
    await b1.get(key);
    await b1.drop([`product:fresh-${i}`]);
    if (await b1.get(key)) stale++;
  }
  out.staleAfterDrop = stale;
});
