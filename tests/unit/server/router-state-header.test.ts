// Our check of the Next-Router-State-Tree header (server/router-state-header.ts) against Next's own
// parser, on headers it must accept and refuse alike: a Next upgrade that changes the format fails here.
import { describe, expect, it } from '@jest/globals';
import { parseAndValidateFlightRouterState } from 'next/dist/server/app-render/parse-and-validate-flight-router-state';
import {
  readableRouterStateHeader,
  ROUTER_STATE_MAX_CHARS,
  ROUTER_STATE_MAX_DEPTH,
} from '@/server/router-state-header';

const nextReads = (header: string | undefined): boolean => {
  try {
    parseAndValidateFlightRouterState(header);
    return true;
  } catch {
    return false;
  }
};

const encoded = (state: unknown) => encodeURIComponent(JSON.stringify(state));
const nested = (depth: number): unknown => (depth === 0 ? ['', {}] : ['', { children: nested(depth - 1) }]);

const readable: Record<string, string | undefined> = {
  absent: undefined,
  'the root': encoded(['', { children: ['__PAGE__', {}] }]),
  'a page under a layout': encoded([
    '',
    { children: ['products', { children: ['__PAGE__', {}, null, null] }, null, 'refetch'] },
    null,
    null,
    0,
  ]),
  'a dynamic segment': encoded(['', { children: [['slug', 'blue-shirt', 'd', null], { children: ['__PAGE__', {}] }] }]),
  'a catch-all with siblings': encoded(['', { children: [['path', 'a/b', 'c', ['about', 'help']], {}] }]),
  'every optional part': encoded(['', {}, ['/x', '/x?y'], 'inside-shared-layout', 3, 'extra']),
  'metadata-only marker': encoded(['', {}, null, 'metadata-only']),
  'an intercepting type': encoded([['id', '1', 'di(..)(..)', null], {}]),
  'parallel routes': encoded(['', { children: ['a', {}], modal: ['(.)photo', {}] }]),
  'plain JSON, not encoded': JSON.stringify(['', {}]),
  'children as an array': encoded(['', [['a', {}]]]),
  'a moderate depth': encoded(nested(100)),
};

const unreadable: Record<string, string> = {
  empty: '',
  'a bad escape': '%FF',
  'not JSON': '[',
  'an object': '{}',
  'a one-element tuple': '%5B%22%22%5D',
  'a number segment': encoded([1, {}]),
  'children null': encoded(['', null]),
  'children a string': encoded(['', 'x']),
  'a child that is not a state': encoded(['', { children: 'x' }]),
  'a bad grandchild': encoded(['', { children: ['a', { children: [1, {}] }] }]),
  'seven elements': encoded(['', {}, null, null, null, 'x', 'y']),
  'an unknown marker': encoded(['', {}, null, 'refresh']),
  'a one-string url pair': encoded(['', {}, ['/x']]),
  'a url pair of numbers': encoded(['', {}, [1, 2]]),
  'a string where the number goes': encoded(['', {}, null, null, '1']),
  'a null last element': encoded(['', {}, null, null, null, null]),
  'a three-part dynamic segment': encoded([['slug', 'x', 'd'], {}]),
  'an unknown dynamic type': encoded([['slug', 'x', 'z', null], {}]),
  'siblings not strings': encoded([['slug', 'x', 'd', [1]], {}]),
  'a five-part dynamic segment': encoded([['slug', 'x', 'd', null, 1], {}]),
  'too long': encoded(['', {}, null, null, null, 'x'.repeat(ROUTER_STATE_MAX_CHARS)]),
  'nested past what Next can check': JSON.stringify(nested(2000)),
};

describe('router state header', () => {
  it.each(Object.entries(readable))('reads %s, as Next does', (_, header) => {
    expect([readableRouterStateHeader(header), nextReads(header)]).toEqual([true, true]);
  });

  it.each(Object.entries(unreadable))('refuses %s, as Next does', (_, header) => {
    expect([readableRouterStateHeader(header), nextReads(header)]).toEqual([false, false]);
  });

  it('refuses a repeated header, as Next does', () => {
    expect(readableRouterStateHeader(['a', 'b'])).toBe(false);
    expect(() => parseAndValidateFlightRouterState(['a', 'b'] as unknown as string)).toThrow();
  });

  it('reads up to its depth, which Next reads too', () => {
    const deepest = JSON.stringify(nested(ROUTER_STATE_MAX_DEPTH));
    expect([readableRouterStateHeader(deepest), nextReads(deepest)]).toEqual([true, true]);
    expect(readableRouterStateHeader(JSON.stringify(nested(ROUTER_STATE_MAX_DEPTH + 1)))).toBe(false);
  });
});
