// Reading and writing orders. Writes happen only inside checkout's transaction (Tx); reads are
// always scoped to the shopper who placed the order.
import crypto from 'node:crypto';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Database, Db } from '../db/client';
import { orderItems, orders, shipmentEvents, shipments, type OrderAddress, type OrderTotals } from './schema';
import { allocate } from './allocation';
import { productHsnCodes, restock } from '../catalog';
import { storeGstins } from '../configuration';
import { COD_SAC, DELIVERY_SAC } from './tax/constants';

export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
type Executor = Db | Tx;

export type OrderRow = typeof orders.$inferSelect;
export type OrderItemRow = typeof orderItems.$inferSelect;
export type ShipmentRow = typeof shipments.$inferSelect;
export type FullOrder = { order: OrderRow; shipments: ShipmentRow[]; items: OrderItemRow[] };

/** 'FY' and 14 upper-case characters: time-ordered for people, random enough not to be guessed. */
export const newOrderId = () =>
  `FY${Date.now().toString(36).toUpperCase()}${crypto.randomBytes(3).toString('hex').toUpperCase()}`;
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
  contactEmail?: string | null;
  contactPhone?: string | null;
};
export type NewLine = Omit<
  typeof orderItems.$inferInsert,
  'id' | 'orderId' | 'shipmentId' | 'lineNumber' | 'paidPaise' | 'points' | 'hsnCode' | 'gstRateBp'
> & { storeUid: number };

/**
 * The order, its shipments (one per store) and its lines in one statement inside checkout's
 * transaction, after reading the lines' HSN codes and the stores' GSTINs from their owners. Rows of
 * sibling CTEs are checked against their foreign keys when it ends.
 */
export async function insertOrder(tx: Tx, order: NewOrder, lines: NewLine[]): Promise<void> {
  const stores = [...new Set(lines.map((l) => l.storeUid))].sort((a, b) => a - b);
  const shipmentOf = new Map(stores.map((store, i) => [store, newShipmentId(order.id, i + 1)]));
  const status = order.status === 'pending_payment' ? 'pending_payment' : 'placed';
  const json = (value: unknown) => sql`${JSON.stringify(value)}::jsonb`;
  // The tax invoice's facts are frozen with the order (a later rate or GSTIN change leaves it as it was).
  const hsn = await productHsnCodes(
    tx,
    lines.map((l) => l.productUid),
  );
  const gstins = await storeGstins(tx, stores);
  const rate = (code: string) =>
    sql`(SELECT jsonb_build_object('code', code, 'rateBp', rate_bp) FROM gst_rates WHERE code = ${code})`;
  const weights = lines.map((l) => l.amountPaise);
  const paid = allocate(order.totals.total, weights);
  const points = allocate(order.pointsUsed, weights);
  await tx.execute(sql`
    WITH o AS (
      INSERT INTO orders (id, user_id, cart_id, idempotency_key, status, payment_mode, payment_status, totals, coupon_code, points_used, delivery_address, billing_address, contact_email, contact_phone, charge_rates)
      VALUES (${order.id}, ${order.userId}, ${order.cartId}, ${order.idempotencyKey ?? null}, ${order.status}, ${order.paymentMode}, ${order.paymentStatus}, ${json(order.totals)}, ${order.couponCode}, ${order.pointsUsed}, ${json(order.deliveryAddress)}, ${json(order.billingAddress)}, ${order.contactEmail ?? null}, ${order.contactPhone ?? null}, jsonb_build_object('delivery', ${rate(DELIVERY_SAC)}, 'cod', ${rate(COD_SAC)}))
      RETURNING id),
    s AS (
      INSERT INTO shipments (id, order_id, store_uid, status, seller_gstin)
      VALUES ${sql.join(
        stores.map(
          (store) => sql`(${shipmentOf.get(store)!}, ${order.id}, ${store}, ${status}, ${gstins.get(store) ?? null})`,
        ),
        sql`, `,
      )}
      RETURNING id, status),
    e AS (INSERT INTO shipment_events (shipment_id, status) SELECT id, status FROM s)
    INSERT INTO order_items (order_id, shipment_id, article_uid, product_uid, slug, name, brand_name, size, image, quantity, marked_paise, amount_paise, line_number, paid_paise, points, hsn_code, gst_rate_bp)
    VALUES ${sql.join(
      lines.map(
        (l, i) =>
          sql`(${order.id}, ${shipmentOf.get(l.storeUid)!}, ${l.articleUid}, ${l.productUid}, ${l.slug}, ${l.name}, ${l.brandName ?? null}, ${l.size}, ${l.image ?? null}, ${l.quantity}, ${l.markedPaise}, ${l.amountPaise}, ${i + 1}, ${paid[i]}, ${points[i]},
              ${hsn.get(l.productUid) ?? null}, (SELECT rate_bp FROM gst_rates WHERE code = ${hsn.get(l.productUid) ?? null}))`,
      ),
      sql`, `,
    )}`);
}

export async function orderIdByKey(db: Executor, userId: string, key: string): Promise<string | undefined> {
  const [row] = await db
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.userId, userId), eq(orders.idempotencyKey, key)))
    .limit(1);
  return row?.id;
}

/** The shopper's order with its shipments and lines, or undefined (someone else's is undefined too). */
export async function orderForShopper(database: Database, userId: string, id: string): Promise<FullOrder | undefined> {
  const [order] = await database.db
    .select()
    .from(orders)
    .where(and(eq(orders.id, id), eq(orders.userId, userId)))
    .limit(1);
  return order ? withParts(database, order) : undefined;
}

type Rows<T> = { rows: T[] };
export const rowsOf = async <T>(db: Executor, query: ReturnType<typeof sql>) =>
  ((await db.execute(query)) as unknown as Rows<T>).rows;

/** Moves one shipment to a status and writes its timeline, only from the statuses named; false when it was not in one of them. */
export async function moveShipment(
  tx: Tx,
  shipmentId: string,
  from: readonly string[],
  to: string,
  at?: Date,
): Promise<boolean> {
  const when = at ?? new Date();
  const moved = await rowsOf<{ id: string }>(
    tx,
    sql`WITH m AS (
          UPDATE shipments SET status = ${to}, updated_at = ${when.toISOString()}::timestamptz,
                 delivered_at = CASE WHEN ${to} = 'delivered' THEN ${when.toISOString()}::timestamptz ELSE delivered_at END
           WHERE id = ${shipmentId} AND status IN (${sql.join(
             from.map((s) => sql`${s}`),
             sql`, `,
           )})
          RETURNING id)
        INSERT INTO shipment_events (shipment_id, status, created_at) SELECT id, ${to}, ${when.toISOString()}::timestamptz FROM m RETURNING shipment_id AS id`,
  );
  return moved.length > 0;
}

/** Every shipment of an order to one status (a payment settled), with its timeline. */
export async function moveOrderShipments(tx: Tx, orderId: string, to: string): Promise<void> {
  await tx.execute(sql`WITH m AS (UPDATE shipments SET status = ${to}, updated_at = now() WHERE order_id = ${orderId} AND status <> ${to} RETURNING id)
    INSERT INTO shipment_events (shipment_id, status) SELECT id, ${to} FROM m`);
}

/** Pieces of a shipment's bags back on the shelf (cancelled, or returned to the store). */
export async function restockShipment(tx: Tx, shipmentId: string): Promise<void> {
  const bags = await rowsOf<{ article_uid: string; quantity: number }>(
    tx,
    sql`SELECT article_uid, sum(quantity)::int AS quantity FROM order_items WHERE shipment_id = ${shipmentId} GROUP BY article_uid`,
  );
  await restock(tx, new Map(bags.map((b) => [b.article_uid, Number(b.quantity)])));
}

/** Every piece of an order back on the shelf (its payment failed). */
export async function restockOrder(tx: Tx, orderId: string): Promise<void> {
  const bags = await rowsOf<{ article_uid: string; quantity: number }>(
    tx,
    sql`SELECT article_uid, sum(quantity)::int AS quantity FROM order_items WHERE order_id = ${orderId} GROUP BY article_uid`,
  );
  await restock(tx, new Map(bags.map((b) => [b.article_uid, Number(b.quantity)])));
}

/** Locks the order's row: every settlement of one order waits for the one before it. */
export async function lockOrder(tx: Tx, orderId: string): Promise<void> {
  await tx.execute(sql`SELECT id FROM orders WHERE id = ${orderId} FOR UPDATE`);
}

/** A waiting order placed (paid) or failed, once: undefined when it no longer waits for its payment. */
export async function settleOrder(
  tx: Tx,
  orderId: string,
  paid: boolean,
): Promise<{ user_id: string | null; cart_id: string; points_used: number } | undefined> {
  const [order] = await rowsOf<{ user_id: string | null; cart_id: string; points_used: number }>(
    tx,
    sql`UPDATE orders SET status = ${paid ? 'placed' : 'payment_failed'}, payment_status = ${paid ? 'paid' : 'failed'}, updated_at = now() WHERE id = ${orderId} AND status = 'pending_payment' RETURNING user_id, cart_id, points_used`,
  );
  return order;
}

export type ShipmentWithOrder = { shipment: ShipmentRow; order: OrderRow };

/** A shipment and its order, locked for a change (the caller's transaction). */
export async function lockShipment(tx: Tx, shipmentId: string): Promise<ShipmentWithOrder | undefined> {
  const [shipment] = await tx.select().from(shipments).where(eq(shipments.id, shipmentId)).for('update');
  if (!shipment) return undefined;
  const [order] = await tx.select().from(orders).where(eq(orders.id, shipment.orderId)).limit(1);
  return order ? { shipment, order } : undefined;
}

/**
 * The order a shipment belongs to, whole: when it is this shopper's (userId), or whoever's when the
 * caller holds another proof (a signed invoice link).
 */
export async function orderOfShipment(
  database: Database,
  shipmentId: string,
  userId?: string,
): Promise<FullOrder | undefined> {
  const scope =
    userId === undefined ? eq(shipments.id, shipmentId) : and(eq(shipments.id, shipmentId), eq(orders.userId, userId));
  const [row] = await database.db
    .select({ order: orders })
    .from(shipments)
    .innerJoin(orders, eq(orders.id, shipments.orderId))
    .where(scope)
    .limit(1);
  return row ? withParts(database, row.order) : undefined;
}

/** An order, whole, whoever placed it: for the tracking page, once the caller proved they know its contact. */
export async function orderById(database: Database, id: string): Promise<FullOrder | undefined> {
  const [order] = await database.db.select().from(orders).where(eq(orders.id, id)).limit(1);
  if (!order) return undefined;
  return withParts(database, order);
}

/** An order row with its shipments and lines. */
export async function withParts(database: Database, order: OrderRow): Promise<FullOrder> {
  const [shipmentRows, items] = await Promise.all([
    database.db.select().from(shipments).where(eq(shipments.orderId, order.id)).orderBy(asc(shipments.id)),
    database.db.select().from(orderItems).where(eq(orderItems.orderId, order.id)).orderBy(asc(orderItems.id)),
  ]);
  return { order, shipments: shipmentRows, items };
}

export type ShipmentEventRow = typeof shipmentEvents.$inferSelect;

export async function eventsOf(database: Database, shipmentIds: string[]): Promise<ShipmentEventRow[]> {
  if (!shipmentIds.length) return [];
  return database.db
    .select()
    .from(shipmentEvents)
    .where(inArray(shipmentEvents.shipmentId, shipmentIds))
    .orderBy(asc(shipmentEvents.id));
}
