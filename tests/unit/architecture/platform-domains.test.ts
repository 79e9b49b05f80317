// The platform's domains import one another one way only: a cycle between two domains means
// neither can be read, tested or replaced without the other. Cross-domain work that would close a
// cycle is connected at start instead (platform/app.ts: the cart's sign-in hook, the order's refunds).
import { describe, expect, it } from '@jest/globals';
import { domainEdges, findCycle, graphOf } from './platform-graph';

describe('platform domains', () => {
  const edges = domainEdges();

  it('sees the imports between domains', () => {
    // A graph read wrong (no edges) would pass the cycle check below for nothing.
    expect(edges.some((e) => e.from === 'checkout' && e.to === 'payment')).toBe(true);
  });

  it('import one another without a cycle', () => {
    const cycle = findCycle(graphOf(edges));
    const through = cycle?.slice(1).map((to, i) => edges.find((e) => e.from === cycle[i] && e.to === to)!);
    const shown = through?.map((e) => `${e.from} -> ${e.to} (platform/${e.file} imports '${e.specifier}')`).join('\n');
    expect(shown ?? 'no cycle').toBe('no cycle');
  });
});
