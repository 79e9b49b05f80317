// What each bag of an order paid: the order's total (after coupon, points and charges) and the
// points it spent, shared over its lines in proportion to their amounts by largest remainder, so
// the shares are whole paise (and whole points) and always add up to the order's. A cancellation
// or return gives back exactly the shares of the bags it covers.
import type { FullOrder, OrderItemRow } from './order-store';

/** Splits a whole amount over weights: each share is whole, the sum is the amount. */
export function allocate(amount: number, weights: number[]): number[] {
  const sum = weights.reduce((a, w) => a + w, 0);
  if (!weights.length) return [];
  // Nothing to weigh by: the first line takes it all (an order's free gifts come last, at no price).
  if (sum <= 0) return weights.map((_, i) => (i === 0 ? amount : 0));
  const exact = weights.map((w) => (amount * w) / sum);
  const shares = exact.map(Math.floor);
  let left = amount - shares.reduce((a, s) => a + s, 0);
  const order = exact.map((x, i) => ({ i, frac: x - Math.floor(x) })).sort((a, b) => b.frac - a.frac || a.i - b.i);
  for (let k = 0; left > 0; k = (k + 1) % order.length, left--) shares[order[k].i]++;
  return shares;
}

/** A part of a bag split off (q of its Q pieces): the part's share, the rest keeps the remainder. */
export function splitShare(value: number, part: number, whole: number): number {
  return whole > 0 ? Math.floor((value * part) / whole) : 0;
}

export type ShipmentAllocation = { amountPaise: number; paidPaise: number; points: number; quantity: number };

/** What a shipment's bags came to, were charged and spent in points. */
export function shipmentAllocation(full: Pick<FullOrder, 'items'>, shipmentId: string): ShipmentAllocation {
  return sumBags(full.items.filter((i) => i.shipmentId === shipmentId));
}

export function sumBags(items: Pick<OrderItemRow, 'amountPaise' | 'paidPaise' | 'points' | 'quantity'>[]): ShipmentAllocation {
  return items.reduce((a, i) => ({ amountPaise: a.amountPaise + i.amountPaise, paidPaise: a.paidPaise + i.paidPaise, points: a.points + i.points, quantity: a.quantity + i.quantity }), { amountPaise: 0, paidPaise: 0, points: 0, quantity: 0 });
}
