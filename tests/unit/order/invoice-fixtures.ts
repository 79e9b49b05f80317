// Orders as checkout stores them, for the invoice tests.
import { allocate } from '../../../platform/order/allocation';
import type { FullOrder } from '../../../platform/order/order-store';
import type { OrderTotals } from '../../../platform/order/schema';
import { type InvoiceData } from '../../../platform/order/invoice/invoice-data';

export type Line = {
  shipment: number;
  name: string;
  quantity: number;
  marked: number;
  amount: number;
  brand?: string;
  size?: string;
  /** The frozen HSN code and GST rate (basis points) of a taxed order's line. */
  hsn?: string;
  rateBp?: number;
};

/** The tax facts an order froze: the sending stores' GSTIN (each shipment) and the charges' rate. */
export type TaxFacts = { sellerGstin: string; chargeRateBp?: number; deliveryState?: string };

export const ADDRESS = {
  name: 'Asha Verma',
  phone: '9876543210',
  country_phone_code: '+91',
  address: 'Flat 4B, Sea View Apartments',
  area: 'Hill Road, Bandra West',
  city: 'Mumbai',
  state: 'Maharashtra',
  area_code: '400050',
  country: 'India',
};

/** An order as checkout stores it: each bag's share of the total and of the points by largest remainder. */
export function order(
  lines: Line[],
  extra: Partial<OrderTotals> & {
    couponCode?: string;
    pointsUsed?: number;
    status?: string;
    shares?: boolean;
    tax?: TaxFacts;
  } = {},
): FullOrder {
  const id = 'FYTEST0000001';
  const mrpTotal = lines.reduce((s, l) => s + l.marked * l.quantity, 0);
  const subtotal = lines.reduce((s, l) => s + l.amount, 0);
  const { couponCode = null, pointsUsed = 0, status = 'placed', shares = true, tax, ...given } = extra;
  const chargeRate = (code: string) => ({ code, rateBp: tax?.chargeRateBp ?? 1800 });
  const t = { coupon: 0, points: pointsUsed * 100, deliveryCharge: 0, codCharge: 0, ...given };
  const totals: OrderTotals = {
    mrpTotal,
    discount: mrpTotal - subtotal,
    subtotal,
    ...t,
    total: subtotal - t.coupon - t.points + t.deliveryCharge + t.codCharge,
  };
  const weights = lines.map((l) => l.amount);
  const paid = allocate(totals.total, weights);
  const points = allocate(pointsUsed, weights);
  const created = new Date('2025-03-05T10:00:00Z');
  const shipmentCount = Math.max(...lines.map((l) => l.shipment));
  return {
    order: {
      id,
      userId: 'u1',
      cartId: 'c1',
      idempotencyKey: null,
      status,
      paymentMode: 'COD',
      paymentStatus: 'pending',
      currency: 'INR',
      totals,
      couponCode,
      pointsUsed,
      deliveryAddress: tax?.deliveryState ? { ...ADDRESS, state: tax.deliveryState } : ADDRESS,
      billingAddress: { ...ADDRESS, name: 'Ravi Verma' },
      contactEmail: null,
      contactPhone: null,
      chargeRates: tax ? { delivery: chargeRate('9965'), cod: chargeRate('9971') } : null,
      createdAt: created,
      updatedAt: created,
    },
    shipments: Array.from({ length: shipmentCount }, (_, i) => ({
      id: `${id}-${i + 1}`,
      orderId: id,
      storeUid: i + 1,
      sellerGstin: tax?.sellerGstin ?? null,
      status: 'placed',
      meta: {},
      deliveredAt: null,
      createdAt: created,
      updatedAt: created,
    })),
    items: lines.map((l, i) => ({
      id: i + 1,
      orderId: id,
      shipmentId: `${id}-${l.shipment}`,
      articleUid: `A${i}`,
      productUid: i,
      slug: `p-${i}`,
      name: l.name,
      brandName: l.brand ?? 'Lumen',
      size: l.size ?? 'M',
      image: null,
      quantity: l.quantity,
      markedPaise: l.marked,
      amountPaise: l.amount,
      lineNumber: i + 1,
      paidPaise: shares ? paid[i] : 0,
      points: shares ? points[i] : 0,
      hsnCode: tax ? (l.hsn ?? null) : null,
      gstRateBp: tax ? (l.rateBp ?? null) : null,
    })),
  } as FullOrder;
}

export const sum = (rows: { key: string; paise: number }[]) =>
  rows
    .filter((r) => r.key !== 'total' && r.key !== 'mrp_total' && r.key !== 'discount')
    .reduce((s, r) => s + r.paise, 0);
export const totalOf = (data: InvoiceData) => data.totals.at(-1)!;
