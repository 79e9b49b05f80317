// What the payment domain reads of an order: its state for a payment link, whether an order (and
// a shipment of it) is the shopper's for a refund account, and the shopper's last order's mode.
import { and, desc, eq } from 'drizzle-orm';
import type { Database } from '../db/client';
import { orders, shipments, type OrderTotals } from './schema';

export type OrderState = { status: string; userId: string | null; totals: { total: number } };

export async function orderState(database: Database, orderId: string): Promise<OrderState | undefined> {
  const [row] = await database.db
    .select({ status: orders.status, userId: orders.userId, totals: orders.totals })
    .from(orders)
    .where(eq(orders.id, orderId))
    .limit(1);
  return row;
}

/** The shopper's own order, or undefined (someone else's included). */
export async function shopperOrderMode(
  database: Database,
  userId: string,
  orderId: string,
): Promise<{ id: string; paymentMode: string } | undefined> {
  const [order] = await database.db
    .select({ id: orders.id, paymentMode: orders.paymentMode })
    .from(orders)
    .where(and(eq(orders.id, orderId), eq(orders.userId, userId)))
    .limit(1);
  return order;
}

export async function isShipmentOf(database: Database, orderId: string, shipmentId: string): Promise<boolean> {
  const [shipment] = await database.db
    .select({ id: shipments.id })
    .from(shipments)
    .where(and(eq(shipments.id, shipmentId), eq(shipments.orderId, orderId)))
    .limit(1);
  return shipment !== undefined;
}

/** The shopper's most recent order (its id and payment mode), or undefined when they have none. */
export async function lastOrderOf(
  database: Database,
  userId: string,
): Promise<{ id: string; paymentMode: string } | undefined> {
  const [order] = await database.db
    .select({ id: orders.id, paymentMode: orders.paymentMode })
    .from(orders)
    .where(eq(orders.userId, userId))
    .orderBy(desc(orders.createdAt))
    .limit(1);
  return order;
}

/** What an order placed from checkout answers with when its key is asked again. */
export async function placedOrderFacts(
  database: Database,
  orderId: string,
): Promise<{ payment_mode: string; totals: OrderTotals; cart_id: string } | undefined> {
  const [row] = await database.db
    .select({ payment_mode: orders.paymentMode, totals: orders.totals, cart_id: orders.cartId })
    .from(orders)
    .where(eq(orders.id, orderId))
    .limit(1);
  return row;
}
