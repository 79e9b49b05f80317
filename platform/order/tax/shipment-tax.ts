// A shipment's GST, from what the order froze when it was placed (the lines' HSN codes and rates,
// the sending store's GSTIN, the charges' rates) and what each bag was charged: a later change of a
// rate or a GSTIN leaves old invoices as they were. Pure: no database, no HTTP.
//
// What is taxed: each line at its value after its shares of the coupon and the reward points (both
// discounts given on the invoice, so they lower the taxable value); the delivery and COD charges
// as services at their own rate (SAC). The few paise of rounding between the shares and what the
// shipment was charged are not taxed. So lines + charges + rounding = what the shipment was charged.
import { GST_INVOICE_WORDS } from '../../../contract/gst-invoice';
import { POINT_VALUE_PAISE } from '../../rewards';
import { allocate, shipmentCharges } from '../allocation';
import type { FullOrder } from '../order-store';
import type { FrozenRate } from '../schema';
import { splitGst, sumGst, type GstSplit } from './gst';
import { GST_STATE_CODES, gstStateCode, gstinStateCode } from './gst-states';

export type TaxLine = GstSplit & {
  /** The order line (order_items.id). */
  itemId: number;
  hsnCode: string | null;
  rateBp: number;
  /** What the line came to after its coupon and points shares, tax included: taxable + taxes. */
  valuePaise: number;
};
export type TaxCharge = GstSplit & {
  key: 'delivery_charge' | 'cod_charge';
  label: string;
  sacCode: string;
  rateBp: number;
  valuePaise: number;
};
export type ShipmentTax = {
  sellerGstin: string;
  sellerState: string;
  placeOfSupply: string;
  /** Seller's state = place of supply: CGST + SGST; otherwise IGST. */
  intraState: boolean;
  lines: TaxLine[];
  charges: TaxCharge[];
  /** Untaxed paise between the shares and what the shipment was charged (may be 0 or negative). */
  roundingPaise: number;
  /** Lines and charges added up: value = taxable + cgst + sgst + igst. */
  summary: GstSplit & { valuePaise: number };
  /** What the shipment was charged: summary.valuePaise + roundingPaise. */
  totalPaise: number;
};

function placeOfSupply(address: Record<string, unknown>): { name: string; code?: string } {
  const state = typeof address.state === 'string' ? address.state.trim() : '';
  const country = typeof address.country_iso_code === 'string' ? address.country_iso_code : 'IN';
  if (country.toUpperCase() !== 'IN') return { name: typeof address.country === 'string' ? address.country : country };
  const code = gstStateCode(state);
  return { name: code ? `${GST_STATE_CODES[code]} (${code})` : state, code };
}

function charge(key: TaxCharge['key'], paise: number, rate: FrozenRate | null, intra: boolean): TaxCharge[] {
  if (!paise) return [];
  const rateBp = rate?.rateBp ?? 0;
  const label = key === 'delivery_charge' ? GST_INVOICE_WORDS.deliveryCharge : GST_INVOICE_WORDS.codCharge;
  return [{ key, label, sacCode: rate?.code ?? '', rateBp, valuePaise: paise, ...splitGst(paise, rateBp, intra) }];
}

/**
 * The shipment's tax, or undefined when the order carries no tax snapshot (placed before the tax
 * invoice, or its store had no GSTIN) or its bags carry no shares.
 */
export function shipmentTax(full: FullOrder, shipmentId: string): ShipmentTax | undefined {
  const shipment = full.shipments.find((s) => s.id === shipmentId);
  const rates = full.order.chargeRates;
  const sellerCode = shipment?.sellerGstin ? gstinStateCode(shipment.sellerGstin) : undefined;
  if (!shipment?.sellerGstin || !sellerCode || !rates) return undefined;
  const charges = shipmentCharges(full, shipmentId);
  if (!charges) return undefined;
  const items = full.items.filter((i) => i.shipmentId === shipmentId);
  const place = placeOfSupply(full.order.deliveryAddress);
  const intra = place.code === sellerCode;
  const couponShares = allocate(
    charges.coupon,
    items.map((i) => i.amountPaise),
  );
  const lines = items.map((item, i): TaxLine => {
    const valuePaise = item.amountPaise - couponShares[i] - item.points * POINT_VALUE_PAISE;
    const rateBp = item.gstRateBp ?? 0;
    return { itemId: item.id, hsnCode: item.hsnCode, rateBp, valuePaise, ...splitGst(valuePaise, rateBp, intra) };
  });
  const taxedCharges = [
    ...charge('delivery_charge', charges.deliveryCharge, rates.delivery, intra),
    ...charge('cod_charge', charges.codCharge, rates.cod, intra),
  ];
  const parts = [...lines, ...taxedCharges];
  const summary = { ...sumGst(parts), valuePaise: parts.reduce((s, p) => s + p.valuePaise, 0) };
  return {
    sellerGstin: shipment.sellerGstin,
    sellerState: `${GST_STATE_CODES[sellerCode]} (${sellerCode})`,
    placeOfSupply: place.name,
    intraState: intra,
    lines,
    charges: taxedCharges,
    roundingPaise: charges.rounding,
    summary,
    totalPaise: summary.valuePaise + charges.rounding,
  };
}
