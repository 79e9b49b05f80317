// Two shops on one Redis (REDIS_URL): each shop's processes share their kept pages, and neither
// shop ever answers the other's, nor loses its pages to the other's drops. Needs the Redis at
// SHARED_REDIS_URL (redis://127.0.0.1:6379/0); skipped, saying so, when it does not answer.
import { describe, expect, it } from '@jest/globals';
import { runScenario } from '../fixtures/child-scenario';

describe('kept pages of two shops on one Redis', () => {
  it('are shared within a shop and apart between shops', () => {
    const out = runScenario(`require('./tests/integration/shared-caches/two-shops.ts')`, 'two-shops');
    if (out.skipped) {
      console.warn(`two-shops test skipped: ${out.skipped}`);
      return;
    }
    expect(out.sameShopOtherProcess).toBe('<html>shop A</html>');
    expect(out.otherShop).toBeNull();
    expect(out.otherShopOwn).toBe('<html>shop B</html>');
    expect(out.afterOtherShopDrop).toBe('<html>shop A</html>');
    expect(out.otherShopAfterItsDrop).toBeNull();
    expect(out.namespaceHidesId).toBe(true);
    expect(out.staleAfterDrop).toBe(0);
  });
});
