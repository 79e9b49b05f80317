// Orders and shipments as the application API answers them (the official SDK's OrderById,
// OrderList, ShipmentById): bags with their shares of what was paid, the timeline, what the
// shopper may ask for now, and the refund a cancellation or return gave.
import type { OrderBag, OrderSchema, OrderShipment, RefundDetails, TrackingStep } from '../../contract/types/order';
import type { TatPromise } from '../../contract/types/logistics';
import type { FullOrder, OrderItemRow, OrderRow, ShipmentEventRow, ShipmentRow } from './order-store';
import type { OrderTotals } from './schema';
import { shipmentCharges, sumBags } from './allocation';
import { cancelledBeforeDelivery, codShipmentStatus } from './cod-settlement';
import {
  CUSTOMER_TRANSITIONS,
  FORWARD_STATUSES,
  PAYMENT_MODE_NAMES,
  STATUS_COLOUR_DEFAULT,
  STATUS_COLOURS,
  STATUS_TITLES,
} from './constants';
import { returnWindowDays } from '../configuration';
import { shipmentGstView } from './tax/gst-view';

const major = (paise: number) => paise / 100;
/** A shipment is promised a delivery date while it is on its way (delivered has its date). */
const ON_THE_WAY = new Set<string>(FORWARD_STATUSES.filter((s) => s !== 'delivered'));
const title = (status: string) => STATUS_TITLES[status] ?? status;
const money = (name: string, display: string, paise: number) => ({
  name,
  display,
  value: major(paise),
  currency_code: 'INR',
  currency_symbol: '₹',
});

export type RefundFacts = {
  shipmentId: string;
  amountPaise: number;
  points: number;
  method: 'source' | 'beneficiary';
  status: RefundDetails['status'];
  createdAt: Date;
};
export type OrderFacts = {
  full: FullOrder;
  events: ShipmentEventRow[];
  refunds: RefundFacts[];
  storeNames?: Map<number, string>;
  /** The delivery promise from each store (by uid) to the order's delivery pincode. */
  promises?: Map<number, TatPromise>;
};

function breakup(t: OrderTotals) {
  const rows: [string, string, number][] = [
    ['mrp_total', 'MRP Total', t.mrpTotal],
    ['discount', 'Discount', -t.discount],
    ['coupon', 'Coupon', -t.coupon],
    ['loyalty_points', 'Reward points', -t.points],
    ['delivery_charge', 'Delivery charges', t.deliveryCharge],
    ['cod_charge', 'COD charges', t.codCharge],
    ['total', 'Total', t.total],
  ];
  return rows
    .filter(([name, , v]) => v !== 0 || name === 'total' || name === 'mrp_total')
    .map(([name, display, value]) => money(name, display, value));
}

/** The statuses the shopper may ask for on this shipment now. */
export function allowedStatuses(shipment: Pick<ShipmentRow, 'status' | 'deliveredAt'>, now = Date.now()): string[] {
  const allowed = [...(CUSTOMER_TRANSITIONS[shipment.status] ?? [])];
  if (shipment.status !== 'delivered') return allowed;
  const until = (shipment.deliveredAt?.getTime() ?? 0) + returnWindowDays() * 86_400_000;
  return now <= until ? allowed : [];
}

function returnableDate(shipment: Pick<ShipmentRow, 'status' | 'deliveredAt'>): string | null {
  if (!shipment.deliveredAt) return null;
  return new Date(shipment.deliveredAt.getTime() + returnWindowDays() * 86_400_000).toISOString();
}

/** What happened, in order, then the steps still to come on the way to delivery. */
export function trackingSteps(
  shipment: Pick<ShipmentRow, 'status'>,
  events: Pick<ShipmentEventRow, 'status' | 'createdAt'>[],
): TrackingStep[] {
  const seen: TrackingStep[] = events.map((e) => ({
    status: title(e.status),
    value: e.status,
    time: e.createdAt.toISOString(),
    is_passed: true,
    is_current: false,
  }));
  if (seen.length) seen[seen.length - 1].is_current = true;
  const at = FORWARD_STATUSES.indexOf(shipment.status as (typeof FORWARD_STATUSES)[number]);
  const ahead =
    at >= 0
      ? FORWARD_STATUSES.slice(at + 1).map((s) => ({
          status: title(s),
          value: s,
          time: null,
          is_passed: false,
          is_current: false,
        }))
      : [];
  return [...seen, ...ahead];
}

function bagView(b: OrderItemRow, s: ShipmentRow, allowed: string[], updatedAt: string): OrderBag {
  const reason = s.meta.reasons?.find((r) => r.bag_id === b.id) ?? null;
  return {
    id: b.id,
    line_number: b.lineNumber,
    quantity: b.quantity,
    item: {
      name: b.name,
      slug_key: b.slug,
      brand: { name: b.brandName ?? '' },
      image: b.image ? [b.image] : [],
      size: b.size,
      id: b.productUid,
    },
    article: { uid: b.articleUid },
    prices: {
      price_marked: major(b.markedPaise * b.quantity),
      price_effective: major(b.amountPaise),
      amount_paid: major(b.paidPaise),
    },
    current_status: { name: title(s.status), status: s.status, updated_at: updatedAt },
    can_cancel: allowed.some((a) => a.startsWith('cancel')),
    can_return: allowed.some((a) => a.startsWith('return')),
    returnable_date: returnableDate(s),
    reason: reason && { reason_id: reason.reason_id, reason_text: reason.reason_text, qc_type: reason.qc_type },
  };
}

/** A shipment's rows as the order's (breakup above) for its part: they add up to its amount row. */
function shipmentBreakup(
  full: FullOrder,
  shipmentId: string,
  marked: number,
  share: { amountPaise: number; paidPaise: number },
  amountLabel: string,
) {
  const c = shipmentCharges(full, shipmentId) ?? { coupon: 0, points: 0, deliveryCharge: 0, codCharge: 0, rounding: 0 };
  const rows: [string, string, number][] = [
    ['coupon', 'Coupon', -c.coupon],
    ['loyalty_points', 'Reward points', -c.points],
    ['delivery_charge', 'Delivery charges', c.deliveryCharge],
    ['cod_charge', 'COD charges', c.codCharge],
    ['rounding', 'Rounding', c.rounding],
  ];
  return [
    money('mrp_total', 'MRP Total', marked),
    money('discount', 'Discount', share.amountPaise - marked),
    ...rows.filter(([, , v]) => v !== 0).map(([name, display, value]) => money(name, display, value)),
    money('amount_paid', amountLabel, share.paidPaise),
  ];
}

// The shipment's amount row as the shopper reads it, by its payment status.
// A failed or lapsed payment charged nothing.
const AMOUNT_LABELS: Record<string, string> = {
  paid: 'Amount paid',
  pending: 'Amount to pay',
  cancelled: 'Not charged',
  failed: 'Not charged',
  expired: 'Not charged',
};

export function shipmentView(facts: OrderFacts, s: ShipmentRow): OrderShipment {
  const { order, items } = facts.full;
  const bags = items.filter((i) => i.shipmentId === s.id);
  const share = sumBags(bags);
  const marked = bags.reduce((n, b) => n + b.markedPaise * b.quantity, 0);
  const events = facts.events.filter((e) => e.shipmentId === s.id);
  const allowed = order.status === 'placed' ? allowedStatuses(s) : [];
  const refund = facts.refunds.find((r) => r.shipmentId === s.id);
  // Cash on delivery is paid for a shipment when it is delivered, whatever the rest of the order;
  // one cancelled before delivery was never charged.
  const status = order.paymentMode === 'COD' ? codShipmentStatus(s) : order.paymentStatus;
  const payment = {
    mode: order.paymentMode,
    display_name: PAYMENT_MODE_NAMES[order.paymentMode] ?? order.paymentMode,
    status,
    amount: major(share.paidPaise),
  };
  const updatedAt = s.updatedAt.toISOString();
  return {
    shipment_id: s.id,
    order_id: order.id,
    order_type: 'HomeDelivery',
    shipment_status: {
      title: title(s.status),
      value: s.status,
      hex_code: STATUS_COLOURS[s.status] ?? STATUS_COLOUR_DEFAULT,
    },
    shipment_created_at: s.createdAt.toISOString(),
    tracking_details: trackingSteps(s, events),
    track_url: `/order-tracking/${order.id}/${s.id}/`,
    show_track_link: true,
    total_bags: share.quantity,
    payment,
    delivery_address: order.deliveryAddress as OrderShipment['delivery_address'],
    bags: bags.map((b) => bagView(b, s, allowed, updatedAt)),
    prices: {
      price_marked: major(marked),
      price_effective: major(share.amountPaise),
      discount: major(marked - share.amountPaise),
      amount_paid: major(share.paidPaise),
      refund_amount: major(refund?.amountPaise ?? 0),
      points: share.points,
    },
    breakup_values: shipmentBreakup(facts.full, s.id, marked, share, AMOUNT_LABELS[status] ?? AMOUNT_LABELS.pending),
    can_cancel: allowed.some((a) => a.startsWith('cancel')),
    can_return: allowed.some((a) => a.startsWith('return')),
    allowed_statuses: allowed,
    returnable_date: returnableDate(s),
    delivery_date: s.deliveredAt?.toISOString() ?? null,
    delivery_promise: ON_THE_WAY.has(s.status) ? (facts.promises?.get(s.storeUid) ?? null) : null,
    fulfilling_store: {
      id: s.storeUid,
      code: String(s.storeUid),
      name: facts.storeNames?.get(s.storeUid) ?? `Store ${s.storeUid}`,
    },
    show_download_invoice: order.status === 'placed' && !cancelledBeforeDelivery(s),
    refund_details: refund
      ? {
          amount: major(refund.amountPaise),
          points: refund.points,
          method: refund.method,
          status: refund.status,
          created_at: refund.createdAt.toISOString(),
        }
      : null,
    beneficiary_details: refund?.status === 'awaiting_beneficiary',
    qc_image_urls: s.meta.qc_image_urls ?? [],
    split_from: s.meta.split_from ?? null,
    gst_details: shipmentGstView(facts.full, s.id),
  };
}

function userInfo(order: OrderRow): OrderSchema['user_info'] {
  const a = order.deliveryAddress as { name?: string; phone?: string; email?: string };
  return { name: a.name ?? '', mobile: a.phone ?? '', email: order.contactEmail ?? a.email ?? '' };
}

export function orderSchema(facts: OrderFacts): OrderSchema {
  const { order, shipments } = facts.full;
  const created = new Date(order.createdAt);
  return {
    order_id: order.id,
    order_status: order.status,
    order_created_time: created.toISOString(),
    order_created_ts: String(created.getTime()),
    total_shipments_in_order: shipments.length,
    breakup_values: breakup(order.totals),
    payment: {
      mode: order.paymentMode,
      display_name: PAYMENT_MODE_NAMES[order.paymentMode] ?? order.paymentMode,
      status: order.paymentStatus,
      amount: major(order.totals.total),
    },
    delivery_address: order.deliveryAddress as OrderSchema['delivery_address'],
    billing_address: order.billingAddress as OrderSchema['billing_address'],
    shipments: shipments.map((s) => shipmentView(facts, s)),
    user_info: userInfo(order),
  };
}
