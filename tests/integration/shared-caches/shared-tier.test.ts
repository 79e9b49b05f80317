// The platform's short-lived caches shared through Redis (platform/catalog/shared-tier.ts): two
// shop processes, simulated by two TtlCaches each with its own shared tier on one Redis namespace
// (two Redis connections, two tag maps), as with REDIS_URL behind a load balancer. Needs the Redis
// at SHARED_REDIS_URL (redis://127.0.0.1:6379/0); skipped, saying so, when it does not answer.
import { describe, expect, it } from '@jest/globals';
import { runScenario } from '../fixtures/child-scenario';

describe('the shared tier of the platform caches', () => {
  it('shares loads, drops by tag, refuses what was stored right after a drop, and loads itself when Redis is slow', () => {
    const out = runScenario(`require('./tests/integration/shared-caches/two-processes.ts')`, 'shared-tier');
    if (out.skipped) {
      console.warn(`shared tier test skipped: ${out.skipped}`);
      return;
    }
    // The second process answers what the first loaded, without loading; then from its own copy.
    expect(out.aFirst).toBe('one');
    expect(out.bFirst).toBe('one');
    expect(out.loadsAfterFirst).toEqual([1, 0]);
    expect(out.bAgain).toBe('one');
    // A drop empties Redis of both processes' entries; neither serves the old value after it.
    expect(out.sharedBeforeDrop).toEqual(['one', 'from-b']);
    expect(out.sharedAfterDrop).toEqual([null, null]);
    expect(out.aAfterDrop).toBe('after-a');
    // What A stored right after the drop is in Redis, but B refuses it and loads.
    expect(out.sharedRightAfterDrop).toBe('after-a');
    expect(out.bAfterDrop).toBe('after-b');
    expect(out.loadsAfterDrop).toEqual([2, 2]);
    // Stored more than a second after the drop: shared again.
    expect(out.bLater).toBe('later');
    expect(out.bLoadedLater).toBe(0);
    // Garbled entries (not JSON; a number where text is kept) are misses.
    expect(out.garbled).toEqual(['loaded-1', 'loaded-2', 2]);
    // Redis holding the entry but not answering: the cache loads, after about the timeout.
    expect(out.slowSharedBefore).toBe('later');
    expect(out.slow).toBe('loaded-while-slow');
    expect(out.slowLoads).toBe(2);
    expect(out.slowMs).toBeLessThan(out.timeoutMs + 400);
  });
});
