// What a shipment's invoice says, from the order as stored (pure: no database, no HTTP). The PDF
// (invoice-pdf.ts) draws it. Money stays integer paise; formatPaise writes it the Indian way.
//
// Totals: the order's coupon, reward points and charges are shared over its shipments in
// proportion to their lines' amounts (the shares of one charge add up to the order's), and the
// shipment's total is what its bags were charged (allocation.ts, the same shares a cancellation or
// a return gives back). An order stored before bags carried their share falls back to the order's
// own totals when it has one shipment, and to the shipment's items alone when it has several.
import { addressLine } from '../../../contract/address';
import { shipmentAllocation, shipmentCharges } from '../allocation';
import type { FullOrder, OrderItemRow } from '../order-store';
import type { OrderAddress } from '../schema';
import { INVOICE_TIME_ZONE, invoiceNumber } from './constants';
import { PAYMENT_MODE_NAMES } from '../constants';
import { shipmentTax, type ShipmentTax, type TaxLine } from '../tax/shipment-tax';

export type InvoiceParty = { name: string; lines: string[] };
export type InvoiceLine = {
  name: string;
  brand: string;
  size: string;
  quantity: number;
  /** The selling price of one piece (the line's amount over its quantity, to the paisa). */
  unitPaise: number;
  /** The marked price of one piece. */
  markedUnitPaise: number;
  /** The whole line after catalogue discounts (before the order's coupon and points). */
  amountPaise: number;
  /** Its HSN code, rate, taxable value and taxes (an order placed with the tax invoice). */
  tax?: TaxLine;
};
/** A row of the totals: a deduction is negative; the last row is the total. */
export type InvoiceTotalRow = { key: string; label: string; paise: number };
/**
 * Where the totals come from: 'shipment' (the shipment's shares of the order's coupon, points
 * and charges), 'order' (the order's totals: its only shipment), 'items' (the shipment's lines
 * only: an older order of several shipments whose shares were not stored).
 */
export type InvoiceTotalsBasis = 'shipment' | 'order' | 'items';

export type InvoiceData = {
  shopName: string;
  invoiceNumber: string;
  shipmentId: string;
  orderId: string;
  /** ISO time the order was placed; dateText is how the invoice writes it. */
  date: string;
  dateText: string;
  paymentMode: string;
  currency: string;
  billing: InvoiceParty;
  delivery: InvoiceParty;
  lines: InvoiceLine[];
  totals: InvoiceTotalRow[];
  totalsBasis: InvoiceTotalsBasis;
  /** What the whole order was charged, over how many shipments (totalsNote tells it when the totals are the items' only). */
  orderTotalPaise: number;
  shipmentCount: number;
  /** India's tax invoice: the seller's GSTIN, place of supply, each line's and charge's taxes (tax/shipment-tax.ts). */
  tax?: ShipmentTax;
};

const dateFormat = new Intl.DateTimeFormat('en-IN', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: INVOICE_TIME_ZONE,
});

/** ₹1,23,456.50 (two decimals only when the amount is not whole, or always); a deduction is '-₹500'. */
export function formatPaise(paise: number, symbol = '₹', alwaysPaise = false): string {
  const whole = !alwaysPaise && paise % 100 === 0;
  const digits = (Math.abs(paise) / 100).toLocaleString('en-IN', {
    minimumFractionDigits: whole ? 0 : 2,
    maximumFractionDigits: whole ? 0 : 2,
  });
  return `${paise < 0 ? '-' : ''}${symbol}${digits}`;
}

function party(a: OrderAddress): InvoiceParty {
  const text = (key: string) => (typeof a[key] === 'string' ? (a[key] as string).trim() : '');
  const street = ['address', 'area', 'landmark', 'sector'].map(text).filter(Boolean).join(', ');
  const place = [text('city'), [text('state'), text('area_code')].filter(Boolean).join(' ')].filter(Boolean).join(', ');
  const code = text('country_phone_code').replace(/^\+/, '');
  const phone = text('phone') ? `Phone: ${code ? `+${code} ` : ''}${text('phone')}` : '';
  const lines = [street, place, text('country'), phone, text('email')].filter(Boolean);
  // An address of another country's form, whose fields are named otherwise: its one-line form.
  return { name: text('name'), lines: lines.length ? lines : [addressLine(a)].filter(Boolean) };
}

function line(item: OrderItemRow, tax: ShipmentTax | undefined): InvoiceLine {
  const taxLine = tax?.lines.find((l) => l.itemId === item.id);
  return {
    ...(taxLine ? { tax: taxLine } : {}),
    name: item.name,
    brand: item.brandName ?? '',
    size: item.size,
    quantity: item.quantity,
    unitPaise: item.quantity > 0 ? Math.round(item.amountPaise / item.quantity) : item.amountPaise,
    markedUnitPaise: item.markedPaise,
    amountPaise: item.amountPaise,
  };
}

const row = (key: string, label: string, paise: number): InvoiceTotalRow => ({ key, label, paise });

/** MRP, the catalogue's discount and what the lines came to: every basis starts with these. */
function itemRows(items: OrderItemRow[]) {
  const mrp = items.reduce((s, i) => s + i.markedPaise * i.quantity, 0);
  const amount = items.reduce((s, i) => s + i.amountPaise, 0);
  return {
    mrp,
    amount,
    rows: [
      row('mrp_total', 'MRP total', mrp),
      ...(mrp !== amount ? [row('discount', 'Discount', amount - mrp)] : []),
      row('subtotal', 'Subtotal', amount),
    ],
  };
}

/** The shipment's shares of the order's coupon, points and charges, and what it was charged. */
function shipmentTotals(full: FullOrder, shipmentId: string): InvoiceTotalRow[] | undefined {
  const { order, items } = full;
  const charges = shipmentCharges(full, shipmentId);
  if (!charges) return undefined;
  const allocation = shipmentAllocation(full, shipmentId);
  const { rows } = itemRows(items.filter((i) => i.shipmentId === shipmentId));
  const { coupon, points, deliveryCharge: delivery, codCharge: cod, rounding } = charges;
  return [
    ...rows,
    ...(coupon ? [row('coupon', order.couponCode ? `Coupon (${order.couponCode})` : 'Coupon', -coupon)] : []),
    ...(points ? [row('loyalty_points', `Reward points (${allocation.points})`, -points)] : []),
    ...(delivery ? [row('delivery_charge', 'Delivery charges', delivery)] : []),
    ...(cod ? [row('cod_charge', 'COD charges', cod)] : []),
    ...(rounding ? [row('rounding', 'Rounding', rounding)] : []),
    row('total', 'Total', allocation.paidPaise),
  ];
}

/** The order's own totals, for an order of one shipment. */
function orderTotals(full: FullOrder): InvoiceTotalRow[] {
  const t = full.order.totals;
  const rows = [
    row('mrp_total', 'MRP total', t.mrpTotal),
    row('discount', 'Discount', -t.discount),
    row('subtotal', 'Subtotal', t.subtotal),
    row('coupon', full.order.couponCode ? `Coupon (${full.order.couponCode})` : 'Coupon', -t.coupon),
    row(
      'loyalty_points',
      full.order.pointsUsed ? `Reward points (${full.order.pointsUsed})` : 'Reward points',
      -t.points,
    ),
    row('delivery_charge', 'Delivery charges', t.deliveryCharge),
    row('cod_charge', 'COD charges', t.codCharge),
  ].filter((r) => r.paise !== 0 || r.key === 'mrp_total' || r.key === 'subtotal');
  return [...rows, row('total', 'Total', t.total)];
}

/** The sentence under items-only totals: where the rest of the order's money is told. */
export function totalsNote(data: InvoiceData, symbol = '₹'): string | undefined {
  if (data.totalsBasis !== 'items') return undefined;
  return `Order ${data.orderId} came in ${data.shipmentCount} shipments and was charged ${formatPaise(data.orderTotalPaise, symbol)} in all, coupon, reward points and charges included.`;
}

/** The invoice of one shipment of the order, or undefined when the order has no such shipment. */
export function invoiceData(full: FullOrder, shipmentId: string, shopName: string): InvoiceData | undefined {
  const shipment = full.shipments.find((s) => s.id === shipmentId);
  if (!shipment) return undefined;
  const { order } = full;
  const items = full.items.filter((i) => i.shipmentId === shipmentId);
  const placed = new Date(order.createdAt);
  const tax = shipmentTax(full, shipmentId);

  let totals = shipmentTotals(full, shipmentId);
  let totalsBasis: InvoiceTotalsBasis = 'shipment';
  if (!totals && full.shipments.length === 1) {
    totals = orderTotals(full);
    totalsBasis = 'order';
  } else if (!totals) {
    const { rows, amount } = itemRows(items);
    totals = [...rows.filter((r) => r.key !== 'subtotal'), row('total', 'Items total', amount)];
    totalsBasis = 'items';
  }

  return {
    shopName,
    invoiceNumber: invoiceNumber(shipmentId),
    shipmentId,
    orderId: order.id,
    date: placed.toISOString(),
    dateText: dateFormat.format(placed),
    paymentMode: PAYMENT_MODE_NAMES[order.paymentMode] ?? order.paymentMode,
    currency: order.currency,
    billing: party(order.billingAddress),
    delivery: party(order.deliveryAddress),
    lines: items.map((item) => line(item, tax)),
    totals,
    totalsBasis,
    orderTotalPaise: order.totals.total,
    shipmentCount: full.shipments.length,
    ...(tax ? { tax } : {}),
  };
}
