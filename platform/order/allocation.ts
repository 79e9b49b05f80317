// What each bag of an order paid: the order's total (after coupon, points and charges) and the
// points it spent, shared over its lines in proportion to their amounts by largest remainder, so
// the shares are whole paise (and whole points) and always add up to the order's. A cancellation
// or return gives back exactly the shares of the bags it covers.
import type { FullOrder, OrderItemRow } from './order-store';
import { POINT_VALUE_PAISE } from '../rewards';

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

export function sumBags(
  items: Pick<OrderItemRow, 'amountPaise' | 'paidPaise' | 'points' | 'quantity'>[],
): ShipmentAllocation {
  return items.reduce(
    (a, i) => ({
      amountPaise: a.amountPaise + i.amountPaise,
      paidPaise: a.paidPaise + i.paidPaise,
      points: a.points + i.points,
      quantity: a.quantity + i.quantity,
    }),
    { amountPaise: 0, paidPaise: 0, points: 0, quantity: 0 },
  );
}

/** A shipment's part of the order's coupon, points and charges, in paise, and the rounding that makes its rows add up. */
export type ShipmentCharges = {
  coupon: number;
  points: number;
  deliveryCharge: number;
  codCharge: number;
  rounding: number;
};

/**
 * The order's coupon and charges shared over its shipments by their lines' amounts, the points its
 * bags spent, and what rounding is left between them and what the shipment was charged: its
 * amount − coupon − points + charges + rounding is its paid share, exactly. Undefined for an order
 * whose bags carry no shares (placed before the order lifecycle): theirs add up to nothing.
 */
export function shipmentCharges(
  full: Pick<FullOrder, 'order' | 'items' | 'shipments'>,
  shipmentId: string,
): ShipmentCharges | undefined {
  const { order, items } = full;
  if (items.reduce((s, i) => s + i.paidPaise, 0) !== order.totals.total) return undefined;
  const ids = full.shipments.map((s) => s.id);
  const at = ids.indexOf(shipmentId);
  const weights = ids.map((id) => items.filter((i) => i.shipmentId === id).reduce((s, i) => s + i.amountPaise, 0));
  const share = (amount: number) => (amount && at >= 0 ? allocate(amount, weights)[at] : 0);
  const allocation = shipmentAllocation(full, shipmentId);
  const coupon = share(order.totals.coupon);
  const points = allocation.points * POINT_VALUE_PAISE;
  const deliveryCharge = share(order.totals.deliveryCharge);
  const codCharge = share(order.totals.codCharge);
  const rounding = allocation.paidPaise - (allocation.amountPaise - coupon - points + deliveryCharge + codCharge);
  return { coupon, points, deliveryCharge, codCharge, rounding };
}
