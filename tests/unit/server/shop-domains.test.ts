// server/shop-domains.ts: the page cache's read of the shop's domains — none until a read
// succeeds, read again once stale, one read at a time, and a failed read keeps the last value.
import { ShopDomains } from '@/server/shop-domains';

it('knows no domains until read, then the last good read, refreshed once older than its TTL', async () => {
  const answers: Array<string[] | Error> = [['shop.test'], new Error('platform down'), ['shop.test', 'www.shop.test']];
  let reads = 0;
  const domains = new ShopDomains(async () => {
    const answer = answers[reads++];
    if (answer instanceof Error) throw answer;
    return answer;
  }, 50);
  expect(reads).toBe(0);
  await domains.refresh();
  expect(domains.current()).toEqual(['shop.test']);
  await new Promise((r) => setTimeout(r, 60));
  // Stale: answered as it was while a read runs in the background, which fails and keeps it.
  expect(domains.current()).toEqual(['shop.test']);
  await domains.refresh();
  expect(reads).toBe(2);
  expect(domains.current()).toEqual(['shop.test']);
  await new Promise((r) => setTimeout(r, 60));
  domains.current();
  await domains.refresh();
  expect(domains.current()).toEqual(['shop.test', 'www.shop.test']);
  expect(reads).toBe(3);
});

it('is undefined while no read has succeeded', async () => {
  const domains = new ShopDomains(async () => {
    throw new Error('platform down');
  });
  await domains.refresh();
  expect(domains.current()).toBeUndefined();
});
