// A shipment's invoice data from the stored order: lines of that shipment only, its share of the
// order's coupon, points and charges.
import { describe, expect, it } from '@jest/globals';
import { formatPaise, invoiceData, totalsNote, type InvoiceData } from '../../../platform/order/invoice/invoice-data';
import { type Line, order, sum, totalOf } from './invoice-fixtures';

describe('formatPaise', () => {
  it('writes rupees the Indian way, with paise only when there are some', () => {
    expect(formatPaise(12345650)).toBe('₹1,23,456.50');
    expect(formatPaise(50000)).toBe('₹500');
    expect(formatPaise(1234567800)).toBe('₹1,23,45,678');
    expect(formatPaise(-1050)).toBe('-₹10.50');
    expect(formatPaise(5, 'Rs. ')).toBe('Rs. 0.05');
  });
});

describe('invoiceData', () => {
  const lines: Line[] = [
    { shipment: 1, name: 'Indigo Kurta', quantity: 2, marked: 149900, amount: 239800 },
    { shipment: 2, name: 'Canvas Sneaker', quantity: 1, marked: 299900, amount: 249900, brand: 'Stride', size: 'UK 8' },
    { shipment: 1, name: 'Linen Scarf', quantity: 3, marked: 49900, amount: 134700 },
  ];

  it("has the shipment's lines only, its facts and both addresses", () => {
    const full = order(lines);
    const data = invoiceData(full, 'FYTEST0000001-1', 'Lumen & Loom')!;
    expect(data).toMatchObject({
      shopName: 'Lumen & Loom',
      invoiceNumber: 'INV-FYTEST0000001-1',
      shipmentId: 'FYTEST0000001-1',
      orderId: 'FYTEST0000001',
      dateText: '5 March 2025',
      paymentMode: 'Cash on delivery',
      totalsBasis: 'shipment',
    });
    expect(data.lines).toEqual([
      {
        name: 'Indigo Kurta',
        brand: 'Lumen',
        size: 'M',
        quantity: 2,
        unitPaise: 119900,
        markedUnitPaise: 149900,
        amountPaise: 239800,
      },
      {
        name: 'Linen Scarf',
        brand: 'Lumen',
        size: 'M',
        quantity: 3,
        unitPaise: 44900,
        markedUnitPaise: 49900,
        amountPaise: 134700,
      },
    ]);
    expect(data.billing.name).toBe('Ravi Verma');
    expect(data.delivery).toEqual({
      name: 'Asha Verma',
      lines: [
        'Flat 4B, Sea View Apartments, Hill Road, Bandra West',
        'Mumbai, Maharashtra 400050',
        'India',
        'Phone: +91 9876543210',
      ],
    });
    expect(invoiceData(full, 'FYTEST0000001-9', 'Shop')).toBeUndefined();
  });

  it("gives each shipment its share of the coupon, points and charges: the shares and the totals add up to the order's", () => {
    const full = order(lines, {
      coupon: 33333,
      pointsUsed: 7,
      deliveryCharge: 9900,
      codCharge: 4900,
      couponCode: 'SAVE10',
    });
    const one = invoiceData(full, 'FYTEST0000001-1', 'Shop')!;
    const two = invoiceData(full, 'FYTEST0000001-2', 'Shop')!;
    for (const data of [one, two]) {
      expect(data.totalsBasis).toBe('shipment');
      // Every row from the subtotal down adds up to the total.
      expect(sum(data.totals)).toBe(totalOf(data).paise);
      expect(data.totals.map((r) => r.key)).toEqual(
        expect.arrayContaining([
          'mrp_total',
          'discount',
          'subtotal',
          'coupon',
          'loyalty_points',
          'delivery_charge',
          'cod_charge',
          'total',
        ]),
      );
    }
    expect(totalOf(one).paise + totalOf(two).paise).toBe(full.order.totals.total);
    const row = (d: InvoiceData, key: string) => d.totals.find((r) => r.key === key)?.paise ?? 0;
    expect(row(one, 'coupon') + row(two, 'coupon')).toBe(-33333);
    expect(row(one, 'loyalty_points') + row(two, 'loyalty_points')).toBe(-700);
    expect(row(one, 'delivery_charge') + row(two, 'delivery_charge')).toBe(9900);
    expect(one.totals.find((r) => r.key === 'coupon')!.label).toBe('Coupon (SAVE10)');
    // What each shipment's bags were charged, as stored.
    const paid = (n: number) =>
      full.items.filter((i) => i.shipmentId === `FYTEST0000001-${n}`).reduce((s, i) => s + i.paidPaise, 0);
    expect([totalOf(one).paise, totalOf(two).paise]).toEqual([paid(1), paid(2)]);
  });

  it("an order of one shipment answers the order's own totals", () => {
    const full = order([lines[0], lines[2]], { coupon: 5000, deliveryCharge: 9900 });
    const data = invoiceData(full, 'FYTEST0000001-1', 'Shop')!;
    expect(data.totals).toEqual([
      { key: 'mrp_total', label: 'MRP total', paise: 449500 },
      { key: 'discount', label: 'Discount', paise: -75000 },
      { key: 'subtotal', label: 'Subtotal', paise: 374500 },
      { key: 'coupon', label: 'Coupon', paise: -5000 },
      { key: 'delivery_charge', label: 'Delivery charges', paise: 9900 },
      { key: 'total', label: 'Total', paise: 379400 },
    ]);
  });

  it("an order stored without the bags' shares: its totals for one shipment, the items only (and a note) for several", () => {
    const single = invoiceData(order([lines[0]], { coupon: 5000, shares: false }), 'FYTEST0000001-1', 'Shop')!;
    expect(single.totalsBasis).toBe('order');
    expect(totalOf(single).paise).toBe(239800 - 5000);
    expect(totalsNote(single)).toBeUndefined();

    const split = invoiceData(order(lines, { coupon: 5000, shares: false }), 'FYTEST0000001-2', 'Shop')!;
    expect(split.totalsBasis).toBe('items');
    expect(totalOf(split)).toEqual({ key: 'total', label: 'Items total', paise: 249900 });
    expect(totalsNote(split)).toBe(
      'Order FYTEST0000001 came in 2 shipments and was charged ₹6,194 in all, coupon, reward points and charges included.',
    );
  });
});
