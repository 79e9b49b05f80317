// The order calls' work: an order with what its view needs (timeline, refunds, store names), the
// shopper's list with its filters, reasons, customer details, the delivery OTP and public
// tracking. Reads are scoped to the shopper; someone else's order is 404 like a missing one.
import { and, count, desc, eq, gte, inArray, lt, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../db/client';
import { ApiError, notFound } from '../http/errors';
import { issueOtp, verifyOtp } from '../user';
import { storeNames } from '../configuration';
import { promiseBetween } from '../logistics';
import { shipmentRefunds } from './refunds';
import { orders, shipments } from './schema';
import { eventsOf, orderForOwner, orderOfShipment, withParts, type FullOrder, type OrderOwner } from './order-store';
import { orderSchema, shipmentView, allowedStatuses, type OrderFacts } from './order-view';
import { advanceShipment } from './lifecycle';
import {
  CANCEL_REASONS,
  ORDER_DATE_RANGE_DEFAULT,
  ORDER_LIST,
  ORDER_STATUS_FILTERS,
  RETURN_REASONS,
  type Reason,
} from './constants';
import { ORDER_MESSAGES } from './messages';
import { digits, type OrderContact } from './contact';
import type {
  CustomerDetails,
  OrderList,
  SendOtpToCustomer,
  ShipmentBagReasons,
  ShipmentReasons,
  ShipmentTrack,
} from '../../contract/types/order';

const DAY = 86_400_000;

export async function factsOf(database: Database, full: FullOrder): Promise<OrderFacts> {
  const ids = full.shipments.map((s) => s.id);
  const uids = [...new Set(full.shipments.map((s) => s.storeUid))];
  const [events, refundRows, storeRows] = await Promise.all([
    eventsOf(database, ids),
    shipmentRefunds().ofOrder(database, full.order.id),
    uids.length ? storeNames(database.db, uids) : Promise.resolve([]),
  ]);
  return {
    full,
    events,
    refunds: refundRows.map((r) => ({
      shipmentId: r.shipmentId,
      amountPaise: r.amountPaise,
      points: r.points,
      method: r.method,
      status: r.status,
      createdAt: r.createdAt,
    })),
    storeNames: new Map(storeRows.map((s) => [s.uid, s.name])),
    promises: await promisesOf(database, full, storeRows),
  };
}

/** Each store's delivery promise to the order's pincode, from when the order was placed. */
async function promisesOf(database: Database, full: FullOrder, stores: { uid: number; pincode: string }[]) {
  const to = (full.order.deliveryAddress as OrderContact).area_code ?? '';
  const since = new Date(full.order.createdAt);
  const promises = await Promise.all(stores.map((s) => promiseBetween(database.db, s.pincode, to, since)));
  return new Map(stores.flatMap((s, i) => (promises[i] ? [[s.uid, promises[i]] as const] : [])));
}

/** The owner's order: a shopper's, or a guest's by its cart cookie (its order status page). */
export async function shopperOrder(database: Database, owner: string | OrderOwner, orderId: string) {
  const full = await orderForOwner(database, typeof owner === 'string' ? { userId: owner } : owner, orderId);
  if (!full) throw notFound(ORDER_MESSAGES.notFound);
  return orderSchema(await factsOf(database, full));
}

export async function shopperShipment(database: Database, userId: string | OrderOwner, shipmentId: string) {
  const full = await orderOfShipment(database, shipmentId, userId);
  const shipment = full?.shipments.find((s) => s.id === shipmentId);
  if (!full || !shipment) throw notFound(ORDER_MESSAGES.shipmentNotFound);
  return { full, shipment, view: shipmentView(await factsOf(database, full), shipment) };
}

export type ListFilter = { status?: number; pageNo?: number; pageSize?: number; from?: Date; to?: Date };

/** The shopper's orders, newest first: 12 a page, within the date range (730 days unless given), with the status filter. */
export async function shopperOrders(database: Database, userId: string, filter: ListFilter): Promise<OrderList> {
  const pageNo = filter.pageNo ?? 1;
  const size = filter.pageSize ?? ORDER_LIST.pageSizeDefault;
  const chosen = ORDER_STATUS_FILTERS.find((f) => f.value === filter.status) ?? ORDER_STATUS_FILTERS[0];
  const to = filter.to ? new Date(filter.to.getTime() + DAY) : new Date(Date.now() + DAY);
  const from = filter.from ?? new Date(to.getTime() - (ORDER_DATE_RANGE_DEFAULT + 1) * DAY);
  const where: SQL[] = [eq(orders.userId, userId), gte(orders.createdAt, from), lt(orders.createdAt, to)];
  if (chosen.statuses.length) {
    where.push(
      sql`EXISTS (SELECT 1 FROM ${shipments} WHERE ${shipments.orderId} = ${orders.id} AND ${inArray(shipments.status, [...chosen.statuses])})`,
    );
  }
  const [rows, [{ total }]] = await Promise.all([
    database.db
      .select()
      .from(orders)
      .where(and(...where))
      .orderBy(desc(orders.createdAt), desc(orders.id))
      .limit(size)
      .offset((pageNo - 1) * size),
    database.db
      .select({ total: count() })
      .from(orders)
      .where(and(...where)),
  ]);
  const items = await Promise.all(
    rows.map(async (order) => orderSchema(await factsOf(database, await withParts(database, order)))),
  );
  return {
    items,
    page: { type: 'number', current: pageNo, size, has_next: pageNo * size < Number(total), item_total: Number(total) },
    filters: {
      statuses: ORDER_STATUS_FILTERS.map((f) => ({
        display: f.display,
        value: f.value,
        is_selected: f.value === chosen.value,
      })),
    },
  };
}

export async function shipmentTrack(database: Database, userId: string, shipmentId: string): Promise<ShipmentTrack> {
  const { view } = await shopperShipment(database, userId, shipmentId);
  return {
    results: view.tracking_details
      .filter((t) => t.is_passed)
      .map((t) => ({
        awb: view.shipment_id,
        status: t.status,
        updated_at: t.time!,
        updated_time: t.time!,
        last_location_recieved_at: view.fulfilling_store.name,
        reason: '',
        shipment_type: view.order_type,
        account_name: 'Shop delivery',
      })),
  };
}

const reasonsFor = (allowed: string[]): Reason[] =>
  allowed.some((a) => a.startsWith('return')) ? RETURN_REASONS : allowed.length ? CANCEL_REASONS : [];

/** The reasons that fit what may be asked of the shipment now (cancel or return; none when neither). */
export async function shipmentReasons(
  database: Database,
  userId: string | OrderOwner,
  shipmentId: string,
): Promise<ShipmentReasons> {
  const { shipment } = await shopperShipment(database, userId, shipmentId);
  const list = reasonsFor(allowedStatuses(shipment));
  return {
    reasons: list.map((r, i) => ({
      reason_id: r.id,
      reason_text: r.display_name,
      show_text_area: !!r.show_text_area,
      feedback_type: 'text',
      flow: r.id > 10 ? 'return' : 'cancel',
      priority: i + 1,
      qc_type: r.qc_type,
    })),
  };
}

export async function bagReasons(
  database: Database,
  userId: string | OrderOwner,
  shipmentId: string,
  bagId: number,
): Promise<ShipmentBagReasons> {
  const { full, shipment } = await shopperShipment(database, userId, shipmentId);
  if (!full.items.some((i) => i.id === bagId && i.shipmentId === shipmentId))
    throw notFound(ORDER_MESSAGES.bagNotFound);
  const list = reasonsFor(allowedStatuses(shipment));
  return {
    success: true,
    rule_id: list === RETURN_REASONS ? 2 : 1,
    reasons: list.map((r) => ({
      id: r.id,
      display_name: r.display_name,
      qc_type: r.qc_type,
      meta: { show_text_area: !!r.show_text_area },
      question_set: [],
      reasons: [],
    })),
  };
}

const maskPhone = (phone: string) => (phone.length > 4 ? `${'*'.repeat(phone.length - 4)}${phone.slice(-4)}` : phone);

export async function customerDetails(
  database: Database,
  userId: string,
  orderId: string,
  shipmentId: string,
): Promise<CustomerDetails> {
  const { full } = await shopperShipment(database, userId, shipmentId);
  if (full.order.id !== orderId) throw notFound(ORDER_MESSAGES.shipmentNotFound);
  const a = full.order.deliveryAddress as OrderContact;
  return {
    order_id: orderId,
    shipment_id: shipmentId,
    name: a.name ?? '',
    phone: maskPhone(digits(a.phone)),
    country: a.country ?? '',
  };
}

function deliveryPhone(full: FullOrder): string {
  const a = full.order.deliveryAddress as OrderContact;
  return `+${digits(a.country_phone_code) || '91'}${digits(a.phone)}`;
}

/** Sends the delivery OTP to the phone the shipment goes to (only while it is out for delivery). */
export async function sendDeliveryOtp(
  database: Database,
  userId: string,
  orderId: string,
  shipmentId: string,
  clientAddress?: string,
): Promise<SendOtpToCustomer> {
  const { full, shipment } = await shopperShipment(database, userId, shipmentId);
  if (full.order.id !== orderId) throw notFound(ORDER_MESSAGES.shipmentNotFound);
  if (shipment.status !== 'out_for_delivery')
    throw new ApiError(409, ORDER_MESSAGES.otpNotOutForDelivery, undefined, { code: 'NOT_OUT_FOR_DELIVERY' });
  const issued = await issueOtp(database, {
    purpose: 'shipment_delivery',
    channel: 'sms',
    destination: deliveryPhone(full),
    userId,
    requesterId: userId,
    payload: { shipment_id: shipmentId },
    message: (code) => ORDER_MESSAGES.otpText(code, shipmentId),
    clientAddress,
  });
  return {
    success: true,
    request_id: issued.requestId,
    message: ORDER_MESSAGES.otpSent,
    resend_timer: issued.resendTimer,
  };
}

/** The OTP handed over at the door: the shipment is delivered. */
export async function verifyDeliveryOtp(
  database: Database,
  userId: string,
  orderId: string,
  shipmentId: string,
  input: { request_id: string; otp_code: string },
  clientAddress?: string,
) {
  const { full } = await shopperShipment(database, userId, shipmentId);
  if (full.order.id !== orderId) throw notFound(ORDER_MESSAGES.shipmentNotFound);
  await verifyOtp(
    database,
    { requestId: input.request_id },
    input.otp_code,
    ['shipment_delivery'],
    clientAddress,
    (token) =>
      token.payload.shipment_id === shipmentId ? undefined : new ApiError(400, ORDER_MESSAGES.otpOtherShipment),
  );
  await advanceShipment(database, shipmentId, { from: 'out_for_delivery' });
  return { success: true, message: ORDER_MESSAGES.otpVerified };
}
