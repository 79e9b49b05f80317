// A page's query (lib/shared/page-query.ts): Next builds searchParams on a plain object, so a name of
// Object.prototype's met the inherited function ([function Object, "1"]); the shop reads only the
// strings sent, under names the record holds itself.
import { describe, expect, it } from '@jest/globals';
import { plainQuery, queryValue } from '@/lib/shared/page-query';

describe('page query', () => {
  it('keeps the strings of every own name, prototype names included, and drops what is not a string', () => {
    const fromNext = {
      constructor: [Object, '1'],
      toString: [Object.prototype.toString, 'a', 'b'],
      q: 'shirt',
      size: ['M', 'L'],
      empty: undefined,
    } as unknown as Record<string, string | string[] | undefined>;
    const query = plainQuery(fromNext);
    expect({ ...query }).toEqual({ constructor: '1', toString: ['a', 'b'], q: 'shirt', size: ['M', 'L'] });
    expect(Object.getPrototypeOf(query)).toBe(Object.prototype);
  });

  it('reads a name only when the query holds it itself', () => {
    const query = plainQuery({ q: 'x' } as Record<string, string | string[] | undefined>);
    for (const name of Object.getOwnPropertyNames(Object.prototype)) expect(queryValue(query, name)).toBeUndefined();
    expect(queryValue(query, 'q')).toBe('x');
  });
});
