// platform/http/iron-seal.ts makes and reads iron-session's seals: each reads the other's, and
// both refuse the same things (another secret, an altered seal, an expired one, not a seal).
import { afterEach, describe, expect, it, jest } from '@jest/globals';
import fc from 'fast-check';
import * as iron from 'iron-session';
import { sealData, unsealData } from '@/platform/http/iron-seal';

const seed = Number(process.env.FUZZ_SEED ?? 20261126);
const password = 'a-secret-of-at-least-32-characters-long-x';
const other = 'another-secret-of-at-least-32-characters-y';
const data = fc.dictionary(
  fc.string({ maxLength: 12 }).filter((k) => k !== '__proto__'),
  fc.oneof(fc.string({ maxLength: 30 }), fc.integer(), fc.boolean(), fc.constant(null), fc.constant('ü€😀')),
  { maxKeys: 5 },
);

afterEach(() => {
  jest.useRealTimers();
});

describe('iron seals on node:crypto', () => {
  it('iron-session reads our seals and we read its, for any data', async () => {
    await fc.assert(
      fc.asyncProperty(data, async (value) => {
        const ours = sealData(value, { password, ttl: 3600 });
        expect(ours).toMatch(/^Fe26\.2\*1\*[0-9a-f]{64}\*[\w-]+\*[\w-]+\*\d+\*[0-9a-f]{64}\*[\w-]+~2$/);
        expect(await iron.unsealData(ours, { password, ttl: 3600 })).toEqual(value);
        const theirs = await iron.sealData(value, { password, ttl: 3600 });
        expect(unsealData(theirs, { password })).toEqual(value);
      }),
      { seed, numRuns: 60 },
    );
  });

  it('refuses another secret, any changed character, an expired seal and what is not a seal, as iron-session does', async () => {
    const seal = sealData({ sessionId: 's1' }, { password, ttl: 3600 });
    expect(unsealData(seal, { password: other })).toEqual({});
    expect(await iron.unsealData(seal, { password: other })).toEqual({});
    for (const at of [10, 80, 150, seal.length - 5]) {
      const changed = seal.slice(0, at) + (seal[at] === 'a' ? 'b' : 'a') + seal.slice(at + 1);
      expect(unsealData(changed, { password })).toEqual({});
    }
    for (const junk of ['', 'x', 'Fe26.2*1*a*b*c*d*e*f', 'Fe26.1*1*a*b*c**e*f~2', seal.replace('*1*', '*7*')])
      expect(unsealData(junk, { password })).toEqual({});
    jest.useFakeTimers({ now: Date.now() + 3600_000 + 61_000 });
    expect(unsealData(seal, { password })).toEqual({});
    expect(await iron.unsealData(seal, { password })).toEqual({});
  });
});
