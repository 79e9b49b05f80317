// What each bag paid (platform/order/allocation.ts): whole paise and whole points, in proportion
// to the lines' amounts, always adding up to the order's, and a split bag's parts adding up too.
import { describe, expect, it } from '@jest/globals';
import fc from 'fast-check';
import { allocate, splitShare, sumBags } from '@/platform/order/allocation';

const seed = Number(process.env.FUZZ_SEED ?? 20261126);

describe('allocation', () => {
  it('shares a total over lines in proportion, whole, adding up', () => {
    expect(allocate(1000, [1, 1, 1])).toEqual([334, 333, 333]);
    expect(allocate(999_00, [500_00, 250_00, 250_00])).toEqual([499_50, 249_75, 249_75]);
    expect(allocate(0, [3, 4])).toEqual([0, 0]);
    // Nothing to weigh by: the first line, never a free gift (they come last).
    expect(allocate(500, [0, 0])).toEqual([500, 0]);
    expect(allocate(7, [])).toEqual([]);
  });

  it('always adds up, never negative, each share within one paisa of its exact part', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 50_000_000 }),
        fc.array(fc.integer({ min: 1, max: 5_000_000 }), { minLength: 1, maxLength: 30 }),
        (total, weights) => {
          const shares = allocate(total, weights);
          const sum = weights.reduce((a, w) => a + w, 0);
          expect(shares.reduce((a, s) => a + s, 0)).toBe(total);
          shares.forEach((s, i) => {
            expect(Number.isInteger(s) && s >= 0).toBe(true);
            expect(Math.abs(s - (total * weights[i]) / sum)).toBeLessThan(1);
          });
        },
      ),
      { seed, numRuns: 300 },
    );
  });

  it('splits a bag so that its parts add up to it', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 10_000_000 }),
        fc.integer({ min: 1, max: 50 }),
        fc.integer({ min: 1, max: 50 }),
        (value, a, b) => {
          const whole = a + b;
          const part = splitShare(value, a, whole);
          // The part taken is whole and at most its exact share; the rest keeps the remainder, never below zero.
          expect(Number.isInteger(part) && part >= 0).toBe(true);
          expect((value * a) / whole - part).toBeGreaterThanOrEqual(0);
          expect((value * a) / whole - part).toBeLessThan(1);
          expect(value - part).toBeGreaterThanOrEqual(0);
        },
      ),
      { seed, numRuns: 200 },
    );
    expect(
      sumBags([
        { amountPaise: 100, paidPaise: 90, points: 1, quantity: 2 },
        { amountPaise: 50, paidPaise: 45, points: 0, quantity: 1 },
      ]),
    ).toEqual({ amountPaise: 150, paidPaise: 135, points: 1, quantity: 3 });
  });
});
