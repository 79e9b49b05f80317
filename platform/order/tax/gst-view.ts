// A shipment's tax as the order answer carries it (contract ShipmentGst): the shipment-tax.ts
// figures in rupees, rates in percent, for the invoice page.
import type { GstAmounts, ShipmentGst } from '../../../contract/types/order';
import type { FullOrder } from '../order-store';
import type { GstSplit } from './gst';
import { shipmentTax } from './shipment-tax';

const major = (paise: number) => paise / 100;
const amounts = (split: GstSplit, valuePaise: number): GstAmounts => ({
  taxable: major(split.taxable),
  cgst: major(split.cgst),
  sgst: major(split.sgst),
  igst: major(split.igst),
  value: major(valuePaise),
});

export function shipmentGstView(full: FullOrder, shipmentId: string): ShipmentGst | null {
  const tax = shipmentTax(full, shipmentId);
  if (!tax) return null;
  return {
    seller_gstin: tax.sellerGstin,
    seller_state: tax.sellerState,
    place_of_supply: tax.placeOfSupply,
    intra_state: tax.intraState,
    bags: tax.lines.map((l) => ({
      bag_id: l.itemId,
      hsn_code: l.hsnCode,
      gst_rate: l.rateBp / 100,
      ...amounts(l, l.valuePaise),
    })),
    charges: tax.charges.map((c) => ({
      name: c.key,
      display: c.label,
      sac_code: c.sacCode,
      gst_rate: c.rateBp / 100,
      ...amounts(c, c.valuePaise),
    })),
    rounding: major(tax.roundingPaise),
    total: amounts(tax.summary, tax.summary.valuePaise),
  };
}
