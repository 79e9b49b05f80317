// Finding a shipment's order: for its shopper (the API call), or for whoever holds a signed link
// (the link's signature is the permission), and the shop's name to print on it.
import { and, asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { applications } from '../../configuration/schema';
import { loadSecrets } from '../../secrets';
import { orderItems, orders, shipments } from '../schema';
import type { FullOrder } from '../order-store';

async function fullOrder(database: Database, shipmentId: string, userId?: string): Promise<FullOrder | undefined> {
  const scope = userId === undefined ? eq(shipments.id, shipmentId) : and(eq(shipments.id, shipmentId), eq(orders.userId, userId));
  const [found] = await database.db.select({ order: orders }).from(shipments).innerJoin(orders, eq(orders.id, shipments.orderId)).where(scope).limit(1);
  if (!found) return undefined;
  const orderId = found.order.id;
  const [shipmentRows, items] = await Promise.all([
    database.db.select().from(shipments).where(eq(shipments.orderId, orderId)).orderBy(asc(shipments.id)),
    database.db.select().from(orderItems).where(eq(orderItems.orderId, orderId)).orderBy(asc(orderItems.id)),
  ]);
  return { order: found.order, shipments: shipmentRows, items };
}

/** The order holding the shipment when the shopper placed it; someone else's is undefined too. */
export const orderOfShopperShipment = (database: Database, userId: string, shipmentId: string) => fullOrder(database, shipmentId, userId);

/** The order holding the shipment, for a signed link. */
export const orderOfShipment = (database: Database, shipmentId: string) => fullOrder(database, shipmentId);

/** The name of the shop this platform serves (its own application), as its pages write it. */
export async function shopName(database: Database): Promise<string> {
  const [app] = await database.db.select({ name: applications.name }).from(applications).where(eq(applications.id, loadSecrets().applicationId)).limit(1);
  return app?.name || process.env.SHOP_NAME || 'Shop';
}
