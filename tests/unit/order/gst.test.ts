// GST inside tax-inclusive prices: the taxable value and tax add up to the amount charged, CGST and
// SGST halves add up to the tax (the odd paisa to CGST), IGST between states; a shipment's tax
// lines, charges and rounding add up to what it was charged.
import { describe, expect, it } from '@jest/globals';
import { splitGst } from '../../../platform/order/tax/gst';
import { gstStateCode, gstinCheckCharacter, gstinStateCode } from '../../../platform/order/tax/gst-states';
import { shipmentTax } from '../../../platform/order/tax/shipment-tax';
import { storeGstin } from '../../../platform/seed/gst-data';
import { type Line, order } from './invoice-fixtures';

const MH_GSTIN = storeGstin('Maharashtra')!;

describe('splitGst', () => {
  it('within one state: taxable = round(inclusive × 100 / (100 + rate)), CGST and SGST half each', () => {
    // ₹1,050 at 5%: ₹1,000 taxable, ₹50 tax, ₹25 + ₹25.
    expect(splitGst(105000, 500, true)).toEqual({ taxable: 100000, cgst: 2500, sgst: 2500, igst: 0 });
  });

  it('between states: the whole tax is IGST', () => {
    expect(splitGst(105000, 500, false)).toEqual({ taxable: 100000, cgst: 0, sgst: 0, igst: 5000 });
  });

  it('gives an odd paisa to CGST, so the halves add up exactly', () => {
    // ₹999 at 18%: 99900 × 100 / 118 = 84661.0…, tax 15239 paise: 7620 + 7619.
    const split = splitGst(99900, 1800, true);
    expect(split).toEqual({ taxable: 84661, cgst: 7620, sgst: 7619, igst: 0 });
    expect(split.taxable + split.cgst + split.sgst).toBe(99900);
  });

  it('rounds the taxable value to the nearest paisa, and the tax is what is left', () => {
    // ₹1,299 at 5%: 129900 × 100 / 105 = 123714.28…
    expect(splitGst(129900, 500, false)).toEqual({ taxable: 123714, cgst: 0, sgst: 0, igst: 6186 });
    // 1 paisa at 18%: 0.847… rounds to 1, no tax.
    expect(splitGst(1, 1800, true)).toEqual({ taxable: 1, cgst: 0, sgst: 0, igst: 0 });
  });

  it('at 0% the whole amount is taxable and there is no tax', () => {
    expect(splitGst(49900, 0, true)).toEqual({ taxable: 49900, cgst: 0, sgst: 0, igst: 0 });
    expect(splitGst(49900, 0, false)).toEqual({ taxable: 49900, cgst: 0, sgst: 0, igst: 0 });
  });

  it('adds up for every amount and rate', () => {
    const wrong: string[] = [];
    for (const rate of [0, 25, 300, 500, 1200, 1800, 2800])
      for (let paise = 0; paise < 5000; paise += 7)
        for (const intra of [true, false]) {
          const s = splitGst(paise, rate, intra);
          if (s.taxable + s.cgst + s.sgst + s.igst !== paise || Math.abs(s.cgst - s.sgst) > 1 || s.sgst > s.cgst)
            wrong.push(`${paise}@${rate}`);
        }
    expect(wrong).toEqual([]);
  });

  it('refuses fractions of a paisa and negative rates', () => {
    expect(() => splitGst(10.5, 500, true)).toThrow(RangeError);
    expect(() => splitGst(100, -1, true)).toThrow(RangeError);
  });
});

describe('GST state codes', () => {
  it('knows states by name and GSTINs by their first two digits', () => {
    expect(gstStateCode('Maharashtra')).toBe('27');
    expect(gstStateCode(' tamil  nadu ')).toBe('33');
    expect(gstStateCode('Jammu & Kashmir')).toBe('01');
    expect(gstStateCode('Atlantis')).toBeUndefined();
    expect(gstinStateCode(MH_GSTIN)).toBe('27');
    expect(gstinStateCode('99AAAAA0000A1Z5')).toBeUndefined();
  });

  it("checks a GSTIN's last character (a published GSTIN checks)", () => {
    expect(gstinCheckCharacter('27AAPFU0939F1Z')).toBe('V');
    expect(MH_GSTIN).toMatch(/^27AAFCL4821M1Z[0-9A-Z]$/);
  });
});

describe('shipmentTax', () => {
  const lines: Line[] = [
    { shipment: 1, name: 'Indigo Kurta', quantity: 2, marked: 149900, amount: 239800, hsn: '6211', rateBp: 500 },
    { shipment: 1, name: 'Canvas Backpack', quantity: 1, marked: 249900, amount: 199900, hsn: '4202', rateBp: 1800 },
    { shipment: 2, name: 'Linen Scarf', quantity: 3, marked: 49900, amount: 134700, hsn: '6214', rateBp: 0 },
  ];
  const adds = (tax: NonNullable<ReturnType<typeof shipmentTax>>) => {
    for (const part of [...tax.lines, ...tax.charges])
      expect(part.taxable + part.cgst + part.sgst + part.igst).toBe(part.valuePaise);
    const parts = [...tax.lines, ...tax.charges];
    expect(tax.summary.valuePaise).toBe(parts.reduce((s, p) => s + p.valuePaise, 0));
    expect(tax.summary.taxable + tax.summary.cgst + tax.summary.sgst + tax.summary.igst).toBe(tax.summary.valuePaise);
  };

  it('a Maharashtra store delivering in Maharashtra charges CGST and SGST per line, each at its rate', () => {
    const full = order(lines, { tax: { sellerGstin: MH_GSTIN } });
    const tax = shipmentTax(full, 'FYTEST0000001-1')!;
    expect(tax).toMatchObject({
      sellerGstin: MH_GSTIN,
      sellerState: 'Maharashtra (27)',
      placeOfSupply: 'Maharashtra (27)',
      intraState: true,
      charges: [],
    });
    expect(tax.lines).toEqual([
      // ₹2,398 at 5%: 228381 taxable, 11419 tax: 5710 + 5709.
      { itemId: 1, hsnCode: '6211', rateBp: 500, valuePaise: 239800, taxable: 228381, cgst: 5710, sgst: 5709, igst: 0 },
      // ₹1,999 at 18%: 169407 taxable, 30493 tax: 15247 + 15246.
      {
        itemId: 2,
        hsnCode: '4202',
        rateBp: 1800,
        valuePaise: 199900,
        taxable: 169407,
        cgst: 15247,
        sgst: 15246,
        igst: 0,
      },
    ]);
    adds(tax);
    const shipmentPaid = full.items
      .filter((i) => i.shipmentId === 'FYTEST0000001-1')
      .reduce((s, i) => s + i.paidPaise, 0);
    expect(tax.totalPaise).toBe(shipmentPaid);
  });

  it('delivering to another state charges IGST; a 0% line has no tax', () => {
    const full = order(lines, { tax: { sellerGstin: MH_GSTIN, deliveryState: 'Karnataka' } });
    const tax = shipmentTax(full, 'FYTEST0000001-2')!;
    expect(tax).toMatchObject({ placeOfSupply: 'Karnataka (29)', intraState: false });
    expect(tax.lines).toEqual([
      { itemId: 3, hsnCode: '6214', rateBp: 0, valuePaise: 134700, taxable: 134700, cgst: 0, sgst: 0, igst: 0 },
    ]);
    const first = shipmentTax(full, 'FYTEST0000001-1')!;
    expect(first.lines.map((l) => [l.cgst, l.sgst, l.igst])).toEqual([
      [0, 0, 11419],
      [0, 0, 30493],
    ]);
  });

  it('lowers the taxable value by the coupon and points shares and taxes delivery and COD charges as services; all adds up to what was charged', () => {
    const full = order(lines, {
      coupon: 30001,
      pointsUsed: 37,
      deliveryCharge: 9900,
      codCharge: 4900,
      couponCode: 'SAVE300',
      tax: { sellerGstin: MH_GSTIN },
    });
    let charged = 0;
    for (const shipment of full.shipments) {
      const tax = shipmentTax(full, shipment.id)!;
      adds(tax);
      const items = full.items.filter((i) => i.shipmentId === shipment.id);
      // Each line's value is below its amount: its share of the coupon and its points were taken off.
      tax.lines.forEach((l, i) => expect(l.valuePaise).toBeLessThan(items[i].amountPaise));
      expect(tax.charges.map((c) => [c.key, c.sacCode, c.rateBp])).toEqual([
        ['delivery_charge', '9965', 1800],
        ['cod_charge', '9971', 1800],
      ]);
      expect(tax.totalPaise).toBe(items.reduce((s, i) => s + i.paidPaise, 0));
      charged += tax.totalPaise;
    }
    expect(charged).toBe(full.order.totals.total);
  });

  it('has no tax for an order placed before the tax invoice (nothing frozen) or from a store without a GSTIN', () => {
    expect(shipmentTax(order(lines), 'FYTEST0000001-1')).toBeUndefined();
    expect(shipmentTax(order(lines, { tax: { sellerGstin: '' } }), 'FYTEST0000001-1')).toBeUndefined();
  });
});
