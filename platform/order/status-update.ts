// A shopper's request on a shipment (PUT orders/shipments/{id}/status): cancel it
// (at once before dispatch, as a request after), or return it after delivery within the return
// window, with one reason for all products or one each; a reason whose quality check is pre_qc
// needs photos and makes the status return_pre_qc. Naming only some products (or fewer pieces)
// splits them off into a shipment of their own first, which is what the request then moves. All
// of it happens in one transaction holding the shipment's row, so two requests cannot both pass.
import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { ApiError, badRequest, notFound } from '../http/errors';
import { orderItems, orders, shipments, type ShipmentMeta } from './schema';
import { lockShipment, moveShipment, newShipmentId, rowsOf, type OrderItemRow, type Tx } from './order-store';
import { arrive } from './lifecycle';
import { splitShare } from './allocation';
import { shipmentRefunds } from './refunds';
import { tellShipmentStatus } from './events';
import {
  CANCEL_REASONS,
  CUSTOMER_TRANSITIONS,
  RETURN_REASONS,
  STATUS_TITLES,
  type CustomerStatus,
  type Reason,
} from './constants';
import { returnWindowDays } from '../configuration';
import { ORDER_MESSAGES } from './messages';
import { storedMediaIds } from '../media';
import type { StatusBody } from './schemas';

/** A shopper's upload (platform/file-storage): /media/upload-<32 hex>.<ext>, with or without the shop's origin. */
const UPLOADED = /^(?:https?:\/\/[^/\s]+)?\/media\/((upload-[0-9a-f]{32})\.(?:webp|png|jpg))$/;
const isReturn = (status: CustomerStatus) => status === 'return_initiated' || status === 'return_pre_qc';

export type StatusOutcome = { shipmentId: string; status: string; splitFrom?: string };

type Request = StatusBody['statuses'][number];
type ShipmentRequest = Request['shipments'][number];
type Part = { item: OrderItemRow; quantity: number };

function reasonOf(list: Reason[], id: number): Reason {
  const found = list.find((r) => r.id === id);
  if (!found) throw badRequest(ORDER_MESSAGES.reasonUnknown);
  return found;
}

/** The bags (and pieces) the request is about: all of the shipment's, or those its products name. */
function partsOf(items: OrderItemRow[], products: ShipmentRequest['products']): Part[] {
  if (!products?.length) return items.map((item) => ({ item, quantity: item.quantity }));
  const wanted = new Map<number, number>();
  for (const p of products) {
    const item = items.find((i) => i.lineNumber === p.line_number);
    if (!item || (p.identifier && p.identifier !== item.articleUid)) throw badRequest(ORDER_MESSAGES.productsUnknown);
    wanted.set(item.id, (wanted.get(item.id) ?? 0) + (p.quantity ?? item.quantity));
  }
  return [...wanted].map(([id, quantity]) => {
    const item = items.find((i) => i.id === id)!;
    if (quantity > item.quantity) throw badRequest(ORDER_MESSAGES.quantityTooLarge);
    return { item, quantity };
  });
}

/** The reasons given, checked against the list for this kind of request, one per bag. */
function reasonsOf(request: ShipmentRequest, parts: Part[], list: Reason[]): NonNullable<ShipmentMeta['reasons']> {
  const all = request.reasons?.entities?.[0]?.data;
  const perProduct = request.reasons?.products ?? [];
  return parts.map(({ item }) => {
    const own = perProduct.find(
      (p) => !p.filters?.length || p.filters.some((f) => f.line_number === item.lineNumber),
    )?.data;
    const data = own ?? all;
    if (!data) throw badRequest(ORDER_MESSAGES.reasonRequired);
    const reason = reasonOf(list, data.reason_id);
    if (reason.show_text_area && !data.reason_text) throw badRequest(ORDER_MESSAGES.reasonTextRequired);
    return {
      bag_id: item.id,
      reason_id: reason.id,
      reason_text: data.reason_text || reason.display_name,
      qc_type: reason.qc_type,
    };
  });
}

/** The photos named, each one uploaded to this shop and stored (never a link to anywhere else). */
async function photosOf(tx: Tx, request: ShipmentRequest): Promise<string[]> {
  const urls = [
    ...new Set(
      [...(request.data_updates?.entities ?? []), ...(request.data_updates?.products ?? [])].flatMap(
        (u) => u.data.qc_image_urls ?? [],
      ),
    ),
  ];
  const found = urls.map((u) => UPLOADED.exec(u));
  if (found.some((m) => !m)) throw badRequest(ORDER_MESSAGES.qcImagesForeign);
  if (!found.length) return [];
  const ids = [...new Set(found.map((m) => m![2]))];
  const stored = await storedMediaIds(tx, ids);
  if (stored.length !== ids.length) throw badRequest(ORDER_MESSAGES.qcImagesForeign);
  // Kept as the shop's own path, whatever host the shopper's client used.
  return [...new Set(found.map((m) => `/media/${m![1]}`))];
}

/** Splits the named pieces off into a new shipment of the same order and store; its id. */
async function splitOff(
  tx: Tx,
  shipment: {
    id: string;
    orderId: string;
    storeUid: number;
    status: string;
    deliveredAt: Date | null;
    sellerGstin: string | null;
  },
  parts: Part[],
): Promise<string> {
  // The order's row serialises splits of its shipments, so two never pick the same number.
  await tx.execute(sql`SELECT id FROM orders WHERE id = ${shipment.orderId} FOR UPDATE`);
  const [{ n }] = await rowsOf<{ n: number }>(
    tx,
    sql`SELECT count(*)::int AS n FROM shipments WHERE order_id = ${shipment.orderId}`,
  );
  const id = newShipmentId(shipment.orderId, Number(n) + 1);
  // Delivered with the rest: the return window and the cash collected on delivery are the original's.
  await tx.insert(shipments).values({
    id,
    orderId: shipment.orderId,
    storeUid: shipment.storeUid,
    // The tax invoice's seller, as frozen when the order was placed.
    sellerGstin: shipment.sellerGstin,
    status: shipment.status,
    deliveredAt: shipment.deliveredAt,
    meta: { split_from: shipment.id },
  });
  await tx.execute(
    sql`INSERT INTO shipment_events (shipment_id, status, created_at) SELECT ${id}, status, created_at FROM shipment_events WHERE shipment_id = ${shipment.id}`,
  );
  for (const { item, quantity } of parts) {
    if (quantity === item.quantity) {
      await tx.update(orderItems).set({ shipmentId: id }).where(eq(orderItems.id, item.id));
      continue;
    }
    // Part of a bag: the pieces taken keep their share of its amount, payment and points; the rest keeps the remainder.
    const amount = splitShare(item.amountPaise, quantity, item.quantity);
    const paid = splitShare(item.paidPaise, quantity, item.quantity);
    const points = splitShare(item.points, quantity, item.quantity);
    await tx
      .update(orderItems)
      .set({
        quantity: item.quantity - quantity,
        amountPaise: item.amountPaise - amount,
        paidPaise: item.paidPaise - paid,
        points: item.points - points,
      })
      .where(eq(orderItems.id, item.id));
    const part: Omit<OrderItemRow, 'id'> & { id?: number } = {
      ...item,
      shipmentId: id,
      quantity,
      amountPaise: amount,
      paidPaise: paid,
      points,
    };
    delete part.id;
    await tx.insert(orderItems).values(part);
  }
  return id;
}

export async function updateShipmentStatus(
  database: Database,
  userId: string,
  shipmentId: string,
  body: StatusBody,
): Promise<StatusOutcome> {
  if (body.force_transition) throw new ApiError(403, ORDER_MESSAGES.forceNotAllowed);
  const request = body.statuses[0];
  const wanted = request.shipments[0];
  if (wanted.identifier !== shipmentId) throw badRequest(ORDER_MESSAGES.oneStatus);
  const result = await database.db.transaction(async (tx) => {
    const found = await lockShipment(tx, shipmentId);
    if (!found || found.order.userId !== userId) throw notFound(ORDER_MESSAGES.shipmentNotFound);
    const { shipment } = found;
    let status: CustomerStatus = request.status;
    const allowed = CUSTOMER_TRANSITIONS[shipment.status] ?? [];
    // Either kind of return is asked for the same way; the reasons decide which it is (below).
    if (!allowed.includes(status) && !(isReturn(status) && allowed.includes('return_initiated'))) {
      throw new ApiError(
        409,
        ORDER_MESSAGES.statusNotAllowed(STATUS_TITLES[shipment.status]?.toLowerCase() ?? shipment.status, status),
        undefined,
        { code: 'TRANSITION_NOT_ALLOWED', current: shipment.status, allowed },
      );
    }
    if (isReturn(status)) {
      const days = returnWindowDays();
      const until = (shipment.deliveredAt?.getTime() ?? 0) + days * 86_400_000;
      if (Date.now() > until)
        throw new ApiError(409, ORDER_MESSAGES.returnWindowOver(days), undefined, { code: 'RETURN_WINDOW_OVER' });
    }
    const items = await tx.select().from(orderItems).where(eq(orderItems.shipmentId, shipmentId));
    const parts = partsOf(items, wanted.products);
    const reasons = reasonsOf(wanted, parts, isReturn(status) ? RETURN_REASONS : CANCEL_REASONS);
    const photos = await photosOf(tx, wanted);
    if (isReturn(status)) {
      status = reasons.some((r) => r.qc_type.includes('pre_qc')) ? 'return_pre_qc' : 'return_initiated';
      if (status === 'return_pre_qc' && !photos.length) throw badRequest(ORDER_MESSAGES.qcImagesRequired);
    }
    const whole = parts.length === items.length && parts.every((p) => p.quantity === p.item.quantity);
    const target = whole ? shipmentId : await splitOff(tx, shipment, parts);
    const meta: ShipmentMeta = {
      ...(target === shipmentId ? shipment.meta : { split_from: shipmentId }),
      reasons,
      ...(photos.length ? { qc_image_urls: photos } : {}),
    };
    const other = [
      wanted.reasons?.entities?.[0]?.data.reason_text,
      ...(wanted.data_updates?.entities ?? []).map((e) => e.data.reason_text),
    ].find(Boolean);
    if (other) meta.other_reason_text = other;
    await tx.update(shipments).set({ meta }).where(eq(shipments.id, target));
    if (!(await moveShipment(tx, target, [shipment.status], status)))
      throw new ApiError(409, ORDER_MESSAGES.statusNotAllowed(shipment.status, status));
    const refund =
      status === 'cancelled_customer'
        ? await arrive(tx, { shipment: { ...shipment, id: target, meta }, order: found.order }, status)
        : undefined;
    await tx
      .update(orders)
      .set({ updatedAt: new Date() })
      .where(and(eq(orders.id, shipment.orderId)));
    return {
      outcome: { shipmentId: target, status, ...(target !== shipmentId ? { splitFrom: shipmentId } : {}) },
      refund,
      orderId: shipment.orderId,
    };
  });
  tellShipmentStatus(database, result.orderId, result.outcome.shipmentId, result.outcome.status);
  if (result.refund) await shipmentRefunds().pay(database, result.refund);
  return result.outcome;
}
