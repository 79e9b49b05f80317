// Reading and writing orders. Writes happen only inside checkout's transaction (Tx); reads are
// always scoped to the shopper who placed the order.
import crypto from 'node:crypto';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Database, Db } from '../db/client';
import { orderItems, orders, shipments, type OrderAddress, type OrderTotals } from './schema';

export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
type Executor = Db | Tx;

export type OrderRow = typeof orders.$inferSelect;
export type OrderItemRow = typeof orderItems.$inferSelect;
export type ShipmentRow = typeof shipments.$inferSelect;
export type FullOrder = { order: OrderRow; shipments: ShipmentRow[]; items: OrderItemRow[] };

/** 'FY' and 14 upper-case characters: time-ordered for people, random enough not to be guessed. */
export const newOrderId = () => `FY${Date.now().toString(36).toUpperCase()}${crypto.randomBytes(3).toString('hex').toUpperCase()}`;
export const newShipmentId = (orderId: string, n: number) => `${orderId}-${n}`;

export type NewOrder = {
  id: string;
  userId: string;
  cartId: string;
  idempotencyKey?: string;
  status: string;
  paymentMode: string;
  paymentStatus: string;
  totals: OrderTotals;
  couponCode: string | null;
  pointsUsed: number;
  deliveryAddress: OrderAddress;
  billingAddress: OrderAddress;
};
export type NewLine = Omit<typeof orderItems.$inferInsert, 'id' | 'orderId' | 'shipmentId'> & { storeUid: number };

/**
 * The order, its shipments (one per store) and its lines in one statement (one round trip inside
 * checkout's transaction). Rows of sibling CTEs are checked against their foreign keys when it ends.
 */
export async function insertOrder(tx: Tx, order: NewOrder, lines: NewLine[]): Promise<void> {
  const stores = [...new Set(lines.map((l) => l.storeUid))].sort((a, b) => a - b);
  const shipmentOf = new Map(stores.map((store, i) => [store, newShipmentId(order.id, i + 1)]));
  const status = order.status === 'pending_payment' ? 'pending_payment' : 'placed';
  const json = (value: unknown) => sql`${JSON.stringify(value)}::jsonb`;
  await tx.execute(sql`
    WITH o AS (
      INSERT INTO orders (id, user_id, cart_id, idempotency_key, status, payment_mode, payment_status, totals, coupon_code, points_used, delivery_address, billing_address)
      VALUES (${order.id}, ${order.userId}, ${order.cartId}, ${order.idempotencyKey ?? null}, ${order.status}, ${order.paymentMode}, ${order.paymentStatus}, ${json(order.totals)}, ${order.couponCode}, ${order.pointsUsed}, ${json(order.deliveryAddress)}, ${json(order.billingAddress)})
      RETURNING id),
    s AS (
      INSERT INTO shipments (id, order_id, store_uid, status)
      VALUES ${sql.join(stores.map((store) => sql`(${shipmentOf.get(store)!}, ${order.id}, ${store}, ${status})`), sql`, `)}
      RETURNING id)
    INSERT INTO order_items (order_id, shipment_id, article_uid, product_uid, slug, name, brand_name, size, image, quantity, marked_paise, amount_paise)
    VALUES ${sql.join(
      lines.map((l) => sql`(${order.id}, ${shipmentOf.get(l.storeUid)!}, ${l.articleUid}, ${l.productUid}, ${l.slug}, ${l.name}, ${l.brandName ?? null}, ${l.size}, ${l.image ?? null}, ${l.quantity}, ${l.markedPaise}, ${l.amountPaise})`),
      sql`, `,
    )}`);
}

export async function orderIdByKey(db: Executor, userId: string, key: string): Promise<string | undefined> {
  const [row] = await db.select({ id: orders.id }).from(orders).where(and(eq(orders.userId, userId), eq(orders.idempotencyKey, key))).limit(1);
  return row?.id;
}

/** The shopper's order with its shipments and lines, or undefined (someone else's is undefined too). */
export async function orderForShopper(database: Database, userId: string, id: string): Promise<FullOrder | undefined> {
  const [order] = await database.db.select().from(orders).where(and(eq(orders.id, id), eq(orders.userId, userId))).limit(1);
  if (!order) return undefined;
  const [shipmentRows, items] = await Promise.all([
    database.db.select().from(shipments).where(eq(shipments.orderId, id)).orderBy(asc(shipments.id)),
    database.db.select().from(orderItems).where(eq(orderItems.orderId, id)).orderBy(asc(orderItems.id)),
  ]);
  return { order, shipments: shipmentRows, items };
}
