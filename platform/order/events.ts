// What happened to an order, told after its transaction commits: the shopper is sent a message
// about each (platform/notification). The notification domain reads orders, so the order domain
// does not import it back: the listener is connected at start (platform/app.ts), and the payment
// and checkout domains tell their events through here too. Telling never fails or delays the
// caller: the listener runs in the background and its failures are logged.
import type { Database } from '../db/client';

export const ORDER_EVENTS = [
  'placed',
  'payment_failed',
  'shipped',
  'out_for_delivery',
  'delivered',
  'cancellation_requested',
  'cancelled',
  'return_started',
  'return_picked_up',
  'refunded',
] as const;
export type OrderEventName = (typeof ORDER_EVENTS)[number];

/** One event; a shipment's events name the shipment (an order's own, placed and payment failed, do not). */
export type OrderEvent = { orderId: string; event: OrderEventName; shipmentId?: string };

export type OrderEventListener = (database: Database, event: OrderEvent) => Promise<void>;

/** The shipment statuses whose arrival is an event for the shopper. */
const SHIPMENT_EVENTS: Record<string, OrderEventName> = {
  shipped: 'shipped',
  out_for_delivery: 'out_for_delivery',
  delivered: 'delivered',
  cancellation_requested: 'cancellation_requested',
  cancelled_customer: 'cancelled',
  return_initiated: 'return_started',
  return_pre_qc: 'return_started',
  return_accepted: 'return_picked_up',
};

let listener: OrderEventListener | undefined;

export function connectOrderEvents(next: OrderEventListener): void {
  listener = next;
}

/** Tells an event (after commit); returns at once. */
export function tellOrderEvent(database: Database, event: OrderEvent): void {
  if (!listener) return;
  listener(database, event).catch((error) =>
    console.error('[order] telling an order event failed:', event.event, event.orderId, error),
  );
}

/** Tells the event a shipment's new status is, if it is one. */
export function tellShipmentStatus(database: Database, orderId: string, shipmentId: string, status: string): void {
  const event = SHIPMENT_EVENTS[status];
  if (event) tellOrderEvent(database, { orderId, event, shipmentId });
}
