// What cash on delivery owes for one shipment: paid when it is delivered, nothing when it is
// cancelled before delivery (it was never charged, so it has no invoice either), else pending.
import { CANCELLED_STATUSES } from './constants';
import type { OrderRow, ShipmentRow } from './order-store';

export type CodShipmentStatus = 'paid' | 'cancelled' | 'pending';

export function codShipmentStatus(s: Pick<ShipmentRow, 'deliveredAt' | 'status'>): CodShipmentStatus {
  if (s.deliveredAt) return 'paid';
  return (CANCELLED_STATUSES as readonly string[]).includes(s.status) ? 'cancelled' : 'pending';
}

/** A shipment nobody paid for and nobody will: a COD shipment cancelled before delivery. */
export function neverCharged(
  order: Pick<OrderRow, 'paymentMode'>,
  s: Pick<ShipmentRow, 'deliveredAt' | 'status'>,
): boolean {
  return order.paymentMode === 'COD' && codShipmentStatus(s) === 'cancelled';
}

/**
 * A shipment cancelled before delivery, however it was paid: nothing was supplied, so there is no
 * invoice for it (a prepaid one's money goes back as its refund, shown on the shipment).
 */
export function cancelledBeforeDelivery(s: Pick<ShipmentRow, 'deliveredAt' | 'status'>): boolean {
  return !s.deliveredAt && (CANCELLED_STATUSES as readonly string[]).includes(s.status);
}
