// The cart's breakup always adds up: over random carts (lines, ladders, buy-X-get-Y, coupons,
// points, delivery) the raw totals and the display list agree, nothing is negative and money
// stays whole paise.
import { describe, expect, it } from '@jest/globals';
import fc from 'fast-check';
import { breakupValues, priceCart, type CouponRule, type PricingLine } from '@/platform/cart/pricing';
import { DELIVERY } from '@/platform/cart/constants';
import { POINT_VALUE_PAISE } from '@/platform/rewards/constants';

const tier = fc.record({
  min_quantity: fc.integer({ min: 1, max: 6 }),
  max_quantity: fc.option(fc.integer({ min: 1, max: 12 }), { nil: null }),
  type: fc.constantFrom('percentage' as const, 'amount' as const),
  value: fc.integer({ min: 0, max: 100 }),
});

const line: fc.Arbitrary<PricingLine> = fc.record({
  key: fc.uuid(),
  brandUid: fc.integer({ min: 1, max: 4 }),
  categoryUid: fc.integer({ min: 1, max: 4 }),
  quantity: fc.integer({ min: 1, max: 10 }),
  markedPaise: fc.integer({ min: 0, max: 2_000_000 }),
  effectivePaise: fc.integer({ min: 0, max: 2_000_000 }),
  valid: fc.boolean(),
  promotions: fc.array(
    fc.oneof(
      fc.record({
        id: fc.nat(),
        kind: fc.constant('ladder' as const),
        offerText: fc.constant('ladder'),
        tiers: fc.array(tier, { maxLength: 3 }),
      }),
      fc.record({
        id: fc.nat(),
        kind: fc.constant('bxgy' as const),
        offerText: fc.constant('bxgy'),
        buy: fc.integer({ min: 0, max: 4 }),
        get: fc.integer({ min: 0, max: 2 }),
      }),
    ),
    { maxLength: 2 },
  ),
});

const coupon: fc.Arbitrary<CouponRule> = fc.record({
  code: fc.constant('RANDOM'),
  type: fc.constantFrom('flat' as const, 'percentage' as const),
  value: fc.integer({ min: 0, max: 500_000 }).map((v) => v),
  minCartValue: fc.integer({ min: 0, max: 500_000 }),
  maxDiscount: fc.option(fc.integer({ min: 0, max: 300_000 }), { nil: null }),
  oncePerShopper: fc.boolean(),
  brandUids: fc.array(fc.integer({ min: 1, max: 4 }), { maxLength: 2 }),
  categoryUids: fc.array(fc.integer({ min: 1, max: 4 }), { maxLength: 2 }),
  validFrom: fc.constant(null),
  validTill: fc.constant(null),
});

const cart = fc.record({
  lines: fc.array(line, { maxLength: 8 }),
  coupon: fc.option(
    fc.record({
      rule: coupon,
      context: fc.record({ now: fc.constant(new Date()), signedIn: fc.boolean(), usedByShopper: fc.boolean() }),
    }),
    { nil: null },
  ),
  points: fc.option(fc.record({ balance: fc.integer({ min: 0, max: 50_000 }), applied: fc.boolean() }), { nil: null }),
  delivery: fc.constant({ ...DELIVERY }),
});

const paise = (rupees: number) => Math.round(rupees * 100);

describe('cart pricing', () => {
  it('always adds up: total = mrp − discount − coupon − points + delivery, in raw and display', () => {
    fc.assert(
      fc.property(cart, (input) => {
        const p = priceCart(input);
        const r = p.raw;
        for (const v of Object.values(r)) {
          expect(Number.isInteger(v)).toBe(true);
          expect(v).toBeGreaterThanOrEqual(0);
        }
        expect(r.subtotal).toBe(r.mrpTotal - r.discount);
        expect(r.total).toBe(r.mrpTotal - r.discount - r.coupon - r.points + r.deliveryCharge);
        expect(r.coupon + r.points).toBeLessThanOrEqual(r.subtotal);
        // A coupon never takes more than its maximum, and nothing when it does not apply.
        if (input.coupon?.rule.maxDiscount != null) expect(r.coupon).toBeLessThanOrEqual(input.coupon.rule.maxDiscount);
        if (!p.coupon?.applicable) expect(r.coupon).toBe(0);
        if (!input.coupon) expect(p.coupon).toBeNull();
        // Lines add up to the totals (valid lines only).
        const charged = p.lines.filter((_, i) => input.lines[i].valid);
        expect(charged.reduce((s, l) => s + l.mrpPaise, 0)).toBe(r.mrpTotal);
        expect(charged.reduce((s, l) => s + l.effectivePaise, 0)).toBe(r.subtotal);
        for (const l of p.lines) expect(l.effectivePaise).toBeLessThanOrEqual(l.mrpPaise);
        // Points: whole points, never more than the balance or the goods left after the coupon;
        // all of that when applied, nothing otherwise; delivery is the same with or without them.
        const balance = input.points?.balance ?? 0;
        const canUse = Math.min(balance, Math.floor((r.subtotal - r.coupon) / POINT_VALUE_PAISE));
        expect(p.points).toEqual({
          balance,
          applied: Boolean(input.points?.applied),
          applicable: canUse,
          used: input.points?.applied ? canUse : 0,
        });
        expect(r.points).toBe(p.points.used * POINT_VALUE_PAISE);
        expect(r.deliveryCharge).toBe(priceCart({ ...input, points: null }).raw.deliveryCharge);
        // The wire: rupees that convert back to the same paise, display entries adding up to 'Total'.
        const wire = breakupValues(p, input.delivery);
        expect(paise(wire.raw.total)).toBe(r.total);
        const entries = wire.display.filter((d) => d.key !== 'total');
        const total = wire.display.at(-1)!;
        expect(total).toMatchObject({ key: 'total', display: 'Total' });
        expect(entries.reduce((s, d) => s + paise(d.value), 0)).toBe(paise(total.value));
        expect(paise(wire.raw.loyalty_points)).toBe(r.points);
        expect(wire.raw.fynd_cash).toBe(wire.raw.loyalty_points);
        expect(wire.display.filter((d) => d.key === 'loyalty_points').map((d) => [d.display, paise(d.value)])).toEqual(
          r.points > 0 ? [['Loyalty Points', -r.points]] : [],
        );
        expect(wire.loyalty_points).toMatchObject({ is_applied: p.points.applied, total: balance, applicable: canUse });
      }),
      { numRuns: 500 },
    );
  });

  it('spends whole points up to the goods left after the coupon, never delivery', () => {
    const one: PricingLine = {
      key: 'a',
      brandUid: 1,
      categoryUid: 1,
      quantity: 1,
      markedPaise: 50_050,
      effectivePaise: 50_050,
      valid: true,
      promotions: [],
    };
    const rule: CouponRule = {
      code: 'F',
      type: 'flat',
      value: 10_000,
      minCartValue: 0,
      maxDiscount: null,
      oncePerShopper: false,
      brandUids: [],
      categoryUids: [],
      validFrom: null,
      validTill: null,
    };
    const coupon = { rule, context: { now: new Date(), signedIn: true, usedByShopper: false } };
    // ₹500.50 − ₹100 coupon = ₹400.50 left: 400 points at most, the 50 paise and delivery stay to pay.
    const rich = priceCart({ lines: [one], coupon, points: { balance: 1_000, applied: true }, delivery: DELIVERY });
    expect(rich.points).toEqual({ balance: 1_000, applied: true, applicable: 400, used: 400 });
    expect(rich.raw).toMatchObject({
      coupon: 10_000,
      points: 40_000,
      deliveryCharge: DELIVERY.chargePaise,
      total: 50 + DELIVERY.chargePaise,
    });
    const poor = priceCart({ lines: [one], coupon, points: { balance: 120, applied: true }, delivery: DELIVERY });
    expect(poor.raw).toMatchObject({ points: 12_000, total: 28_050 + DELIVERY.chargePaise });
    const off = priceCart({ lines: [one], coupon, points: { balance: 120, applied: false }, delivery: DELIVERY });
    expect(off.points).toEqual({ balance: 120, applied: false, applicable: 120, used: 0 });
    expect(off.raw.points).toBe(0);
  });

  it('charges delivery below the free-delivery threshold only', () => {
    const one = (effectivePaise: number): PricingLine => ({
      key: 'a',
      brandUid: 1,
      categoryUid: 1,
      quantity: 1,
      markedPaise: effectivePaise,
      effectivePaise,
      valid: true,
      promotions: [],
    });
    expect(priceCart({ lines: [one(DELIVERY.freeFromPaise - 1)], delivery: DELIVERY }).raw.deliveryCharge).toBe(
      DELIVERY.chargePaise,
    );
    expect(priceCart({ lines: [one(DELIVERY.freeFromPaise)], delivery: DELIVERY }).raw.deliveryCharge).toBe(0);
    expect(priceCart({ lines: [], delivery: DELIVERY }).raw).toMatchObject({ total: 0, deliveryCharge: 0 });
  });

  it('applies a ladder step and buy-2-get-1 inside the line', () => {
    const p = priceCart({
      lines: [
        {
          key: 'a',
          brandUid: 1,
          categoryUid: 1,
          quantity: 3,
          markedPaise: 20_000,
          effectivePaise: 10_000,
          valid: true,
          promotions: [
            {
              id: 1,
              kind: 'ladder',
              offerText: 'l',
              tiers: [{ min_quantity: 2, max_quantity: 3, type: 'percentage', value: 10 }],
            },
            { id: 2, kind: 'bxgy', offerText: 'b', buy: 2, get: 1 },
          ],
        },
      ],
      delivery: DELIVERY,
    });
    // 3 × ₹90 (ladder) = ₹270, one of them free: ₹180.
    expect(p.lines[0]).toMatchObject({ unitPaise: 9_000, effectivePaise: 18_000, mrpPaise: 60_000 });
    expect(p.lines[0].applied.map((a) => a.kind)).toEqual(['ladder', 'bxgy']);
  });

  it('caps a percentage coupon at its maximum and refuses one below the minimum cart value', () => {
    const line = (brandUid: number, rupees: number): PricingLine => ({
      key: String(brandUid),
      brandUid,
      categoryUid: 1,
      quantity: 1,
      markedPaise: rupees * 100,
      effectivePaise: rupees * 100,
      valid: true,
      promotions: [],
    });
    const rule: CouponRule = {
      code: 'X',
      type: 'percentage',
      value: 50,
      minCartValue: 100_000,
      maxDiscount: 20_000,
      oncePerShopper: false,
      brandUids: [2],
      categoryUids: [],
      validFrom: null,
      validTill: null,
    };
    const context = { now: new Date(), signedIn: false, usedByShopper: false };
    const ok = priceCart({ lines: [line(1, 900), line(2, 600)], coupon: { rule, context }, delivery: DELIVERY });
    expect(ok.raw.coupon).toBe(20_000);
    const low = priceCart({ lines: [line(2, 600)], coupon: { rule, context }, delivery: DELIVERY });
    expect(low.raw.coupon).toBe(0);
    expect(low.coupon?.message).toBe('Add items worth ₹400 more to apply this coupon');
    const other = priceCart({ lines: [line(1, 1500)], coupon: { rule, context }, delivery: DELIVERY });
    expect(other.coupon?.message).toBe('This coupon does not apply to the items in your cart');
  });

  it('applies a coupon at exactly its minimum, takes exactly its maximum, and rounds a percentage half up once on the whole base', () => {
    const line = (paise: number, quantity = 1): PricingLine => ({
      key: String(paise),
      brandUid: 1,
      categoryUid: 1,
      quantity,
      markedPaise: paise,
      effectivePaise: paise,
      valid: true,
      promotions: [],
    });
    const rule = (over: Partial<CouponRule>): CouponRule => ({
      code: 'E',
      type: 'percentage',
      value: 10,
      minCartValue: 0,
      maxDiscount: null,
      oncePerShopper: false,
      brandUids: [],
      categoryUids: [],
      validFrom: null,
      validTill: null,
      ...over,
    });
    const context = { now: new Date(), signedIn: false, usedByShopper: false };
    const price = (lines: PricingLine[], r: CouponRule) =>
      priceCart({ lines, coupon: { rule: r, context }, delivery: DELIVERY });
    // Minimum: ₹500 exactly applies; one paisa less does not, and says how much is missing.
    expect(price([line(50_000)], rule({ minCartValue: 50_000 })).raw.coupon).toBe(5_000);
    const short = price([line(49_999)], rule({ minCartValue: 50_000 }));
    expect([short.raw.coupon, short.coupon?.message]).toEqual([0, 'Add items worth ₹0.01 more to apply this coupon']);
    // Maximum: 10% of ₹2,000 is ₹200; a ₹200 maximum takes ₹200, a ₹199.99 one takes ₹199.99.
    expect(price([line(200_000)], rule({ maxDiscount: 20_000 })).raw.coupon).toBe(20_000);
    expect(price([line(200_000)], rule({ maxDiscount: 19_999 })).raw.coupon).toBe(19_999);
    // 10% of 3 × ₹12.35 = ₹3.705 → ₹3.71 (rounded once on the base, not per piece: 3 × ₹1.24 would be ₹3.72).
    expect(price([line(1_235, 3)], rule({})).raw.coupon).toBe(371);
    // A flat coupon larger than the cart takes the cart, never more, and the total is the delivery charge alone.
    const flat = price([line(1_000)], rule({ type: 'flat', value: 5_000 }));
    expect(flat.raw).toMatchObject({ coupon: 1_000, total: DELIVERY.chargePaise });
  });
});
