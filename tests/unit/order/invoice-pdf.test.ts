// A shipment's invoice: its data from the stored order (lines of that shipment only, its share of
// the order's coupon, points and charges), the hand-written PDF (header, cross-reference offsets,
// text, pages) and the presigned link's signature.
import { describe, expect, it } from '@jest/globals';
import { allocate } from '../../../platform/order/allocation';
import type { FullOrder } from '../../../platform/order/order-store';
import type { OrderTotals } from '../../../platform/order/schema';
import { formatPaise, invoiceData, totalsNote, type InvoiceData } from '../../../platform/order/invoice/invoice-data';
import { invoicePdf } from '../../../platform/order/invoice/invoice-pdf';
import { pdfLiteral, toWinAnsi, wrapText } from '../../../platform/order/invoice/pdf-writer';
import { checkInvoiceLink, invoiceLinkPath, signInvoiceLink } from '../../../platform/order/invoice/invoice-link';

// ---- fixtures -------------------------------------------------------------------------------

type Line = { shipment: number; name: string; quantity: number; marked: number; amount: number; brand?: string; size?: string };

const ADDRESS = { name: 'Asha Verma', phone: '9876543210', country_phone_code: '+91', address: 'Flat 4B, Sea View Apartments', area: 'Hill Road, Bandra West', city: 'Mumbai', state: 'Maharashtra', area_code: '400050', country: 'India' };

/** An order as checkout stores it: each bag's share of the total and of the points by largest remainder. */
function order(lines: Line[], extra: Partial<OrderTotals> & { couponCode?: string; pointsUsed?: number; status?: string; shares?: boolean } = {}): FullOrder {
  const id = 'FYTEST0000001';
  const mrpTotal = lines.reduce((s, l) => s + l.marked * l.quantity, 0);
  const subtotal = lines.reduce((s, l) => s + l.amount, 0);
  const { couponCode = null, pointsUsed = 0, status = 'placed', shares = true, ...given } = extra;
  const t = { coupon: 0, points: pointsUsed * 100, deliveryCharge: 0, codCharge: 0, ...given };
  const totals: OrderTotals = { mrpTotal, discount: mrpTotal - subtotal, subtotal, ...t, total: subtotal - t.coupon - t.points + t.deliveryCharge + t.codCharge };
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
      deliveryAddress: ADDRESS,
      billingAddress: { ...ADDRESS, name: 'Ravi Verma' },
      createdAt: created,
      updatedAt: created,
    },
    shipments: Array.from({ length: shipmentCount }, (_, i) => ({ id: `${id}-${i + 1}`, orderId: id, storeUid: i + 1, status: 'placed', meta: {}, deliveredAt: null, createdAt: created, updatedAt: created })),
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
    })),
  } as FullOrder;
}

const sum = (rows: { key: string; paise: number }[]) => rows.filter((r) => r.key !== 'total' && r.key !== 'mrp_total' && r.key !== 'discount').reduce((s, r) => s + r.paise, 0);
const totalOf = (data: InvoiceData) => data.totals.at(-1)!;

// ---- a reader for what the writer makes ------------------------------------------------------

type ParsedPdf = { text: string; objects: Map<number, string>; pages: string[][] };

/** Decodes a PDF literal's escapes back to WinAnsi bytes. */
function unescapeLiteral(body: string): string {
  return body.replace(/\\([0-7]{1,3}|[\s\S])/g, (_, e: string) => (/^[0-7]+$/.test(e) ? String.fromCharCode(parseInt(e, 8)) : ({ n: '\n', r: '\r', t: '\t', b: '\b', f: '\f' } as Record<string, string>)[e] ?? e));
}

function parsePdf(bytes: Uint8Array): ParsedPdf {
  const file = Buffer.from(bytes).toString('latin1');
  const startxref = Number(/startxref\n(\d+)\n%%EOF\n$/.exec(file)?.[1]);
  expect(file.slice(startxref, startxref + 5)).toBe('xref\n');
  const [, first, count] = /^xref\n(\d+) (\d+)\n/.exec(file.slice(startxref))!;
  expect(first).toBe('0');
  const entriesAt = startxref + `xref\n0 ${count}\n`.length;
  const objects = new Map<number, string>();
  for (let n = 0; n < Number(count); n++) {
    const entry = file.slice(entriesAt + n * 20, entriesAt + (n + 1) * 20);
    expect(entry).toMatch(/^\d{10} \d{5} [nf] \n$/);
    if (n === 0) {
      expect(entry).toBe('0000000000 65535 f \n');
      continue;
    }
    const offset = Number(entry.slice(0, 10));
    // The offset points at the object's own header.
    expect(file.slice(offset, offset + `${n} 0 obj\n`.length)).toBe(`${n} 0 obj\n`);
    const end = file.indexOf('\nendobj\n', offset);
    objects.set(n, file.slice(offset + `${n} 0 obj\n`.length, end));
  }
  const trailer = file.slice(file.indexOf('trailer', startxref));
  expect(trailer).toContain(`/Size ${count}`);
  const root = Number(/\/Root (\d+) 0 R/.exec(trailer)![1]);
  expect(objects.get(root)).toContain('/Type /Catalog');
  const pagesRef = Number(/\/Pages (\d+) 0 R/.exec(objects.get(root)!)![1]);
  const kids = [.../\/Kids \[([^\]]*)\]/.exec(objects.get(pagesRef)!)![1].matchAll(/(\d+) 0 R/g)].map((m) => Number(m[1]));
  expect(objects.get(pagesRef)).toContain(`/Count ${kids.length}`);
  const pages = kids.map((kid) => {
    const page = objects.get(kid)!;
    expect(page).toContain('/Type /Page ');
    expect(page).toContain('/MediaBox [0 0 595.28 841.89]');
    const content = objects.get(Number(/\/Contents (\d+) 0 R/.exec(page)![1]))!;
    const length = Number(/^<< \/Length (\d+) >>\nstream\n/.exec(content)![1]);
    const data = content.slice(content.indexOf('stream\n') + 'stream\n'.length);
    // The declared length is the stream's, to the byte.
    expect(data.slice(length)).toBe('endstream');
    return [...data.slice(0, length).matchAll(/\(((?:\\[\s\S]|[^\\)])*)\) Tj/g)].map((m) => unescapeLiteral(m[1]));
  });
  return { text: pages.flat().join('\n'), objects, pages };
}

// ---- data -----------------------------------------------------------------------------------

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
    expect(data).toMatchObject({ shopName: 'Lumen & Loom', invoiceNumber: 'INV-FYTEST0000001-1', shipmentId: 'FYTEST0000001-1', orderId: 'FYTEST0000001', dateText: '5 March 2025', paymentMode: 'Cash on delivery', totalsBasis: 'shipment' });
    expect(data.lines).toEqual([
      { name: 'Indigo Kurta', brand: 'Lumen', size: 'M', quantity: 2, unitPaise: 119900, markedUnitPaise: 149900, amountPaise: 239800 },
      { name: 'Linen Scarf', brand: 'Lumen', size: 'M', quantity: 3, unitPaise: 44900, markedUnitPaise: 49900, amountPaise: 134700 },
    ]);
    expect(data.billing.name).toBe('Ravi Verma');
    expect(data.delivery).toEqual({ name: 'Asha Verma', lines: ['Flat 4B, Sea View Apartments, Hill Road, Bandra West', 'Mumbai, Maharashtra 400050', 'India', 'Phone: +91 9876543210'] });
    expect(invoiceData(full, 'FYTEST0000001-9', 'Shop')).toBeUndefined();
  });

  it("gives each shipment its share of the coupon, points and charges: the shares and the totals add up to the order's", () => {
    const full = order(lines, { coupon: 33333, pointsUsed: 7, deliveryCharge: 9900, codCharge: 4900, couponCode: 'SAVE10' });
    const one = invoiceData(full, 'FYTEST0000001-1', 'Shop')!;
    const two = invoiceData(full, 'FYTEST0000001-2', 'Shop')!;
    for (const data of [one, two]) {
      expect(data.totalsBasis).toBe('shipment');
      // Every row from the subtotal down adds up to the total.
      expect(sum(data.totals)).toBe(totalOf(data).paise);
      expect(data.totals.map((r) => r.key)).toEqual(expect.arrayContaining(['mrp_total', 'discount', 'subtotal', 'coupon', 'loyalty_points', 'delivery_charge', 'cod_charge', 'total']));
    }
    expect(totalOf(one).paise + totalOf(two).paise).toBe(full.order.totals.total);
    const row = (d: InvoiceData, key: string) => d.totals.find((r) => r.key === key)?.paise ?? 0;
    expect(row(one, 'coupon') + row(two, 'coupon')).toBe(-33333);
    expect(row(one, 'loyalty_points') + row(two, 'loyalty_points')).toBe(-700);
    expect(row(one, 'delivery_charge') + row(two, 'delivery_charge')).toBe(9900);
    expect(one.totals.find((r) => r.key === 'coupon')!.label).toBe('Coupon (SAVE10)');
    // What each shipment's bags were charged, as stored.
    const paid = (n: number) => full.items.filter((i) => i.shipmentId === `FYTEST0000001-${n}`).reduce((s, i) => s + i.paidPaise, 0);
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

  it('an order stored without the bags\' shares: its totals for one shipment, the items only (and a note) for several', () => {
    const single = invoiceData(order([lines[0]], { coupon: 5000, shares: false }), 'FYTEST0000001-1', 'Shop')!;
    expect(single.totalsBasis).toBe('order');
    expect(totalOf(single).paise).toBe(239800 - 5000);
    expect(totalsNote(single)).toBeUndefined();

    const split = invoiceData(order(lines, { coupon: 5000, shares: false }), 'FYTEST0000001-2', 'Shop')!;
    expect(split.totalsBasis).toBe('items');
    expect(totalOf(split)).toEqual({ key: 'total', label: 'Items total', paise: 249900 });
    expect(totalsNote(split)).toBe('Order FYTEST0000001 came in 2 shipments and was charged ₹6,194 in all, coupon, reward points and charges included.');
  });
});

// ---- the PDF --------------------------------------------------------------------------------

describe('invoicePdf', () => {
  const full = order([
    { shipment: 1, name: 'Indigo Kurta (Hand-block) \\ Cotton', quantity: 2, marked: 149900, amount: 239800 },
    { shipment: 1, name: 'Linen Scarf – Ivory', quantity: 1, marked: 49900, amount: 44950 },
  ], { deliveryCharge: 9900 });
  const data = invoiceData(full, 'FYTEST0000001-1', 'Lumen & Loom')!;
  const bytes = invoicePdf(data);
  const pdf = parsePdf(bytes);

  it('is a PDF 1.4 file whose cross-reference table points at each object, fonts in WinAnsiEncoding', () => {
    expect(Buffer.from(bytes.slice(0, 9)).toString('latin1')).toBe('%PDF-1.4\n');
    expect([...pdf.objects.values()].filter((o) => o.includes('/Subtype /Type1'))).toEqual([
      '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
      '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold /Encoding /WinAnsiEncoding >>',
    ]);
    expect(pdf.pages).toHaveLength(1);
  });

  it('holds the invoice number, each line (parentheses and backslashes escaped), the amounts in Rs. and the total', () => {
    expect(pdf.text).toContain('INV-FYTEST0000001-1');
    expect(pdf.text).toContain('FYTEST0000001');
    expect(pdf.text).toContain(toWinAnsi('Indigo Kurta (Hand-block) \\ Cotton'));
    expect(pdf.text).toContain(toWinAnsi('Linen Scarf – Ivory'));
    expect(pdf.text).toContain('Rs. 449.50');
    expect(pdf.text).toContain(`Total\nRs. 2,946.50`);
    expect(pdf.text).toContain('Lumen & Loom');
    expect(pdf.text).toContain('Page 1 of 1');
    // No byte the fonts cannot show: the rupee sign is written as Rs.
    expect(pdf.text).not.toContain('₹');
    expect(Buffer.from(bytes).toString('latin1')).toContain('(Indigo Kurta \\(Hand-block\\) \\\\ Cotton) Tj');
  });

  it('flows a long invoice onto more pages, the table heading again on each, the totals after the last line', () => {
    const many = order(Array.from({ length: 70 }, (_, i) => ({ shipment: 1, name: `Printed cotton kurta with a rather long descriptive name number ${i + 1}`, quantity: 1, marked: 99900, amount: 89900 })));
    const long = parsePdf(invoicePdf(invoiceData(many, 'FYTEST0000001-1', 'Lumen & Loom')!));
    expect(long.pages.length).toBeGreaterThanOrEqual(2);
    long.pages.forEach((page, i) => {
      expect(page).toContain(`Page ${i + 1} of ${long.pages.length}`);
      // Every page with lines on it has the table's heading.
      if (page.some((t) => t.startsWith('Printed cotton'))) expect(page).toContain('Unit price');
    });
    expect(long.pages[1]).toContain('INV-FYTEST0000001-1 (continued)');
    const names = long.text.replace(/\n/g, ' ');
    for (let i = 1; i <= 70; i++) expect(names).toContain(`number ${i} `);
    const last = long.pages.at(-1)!;
    expect(last.join(' ')).toContain('number 70');
    expect(last).toContain('Total');
    expect(last).toContain(`Rs. ${(70 * 899).toLocaleString('en-IN')}`);
    expect(long.pages[0].join(' ')).not.toContain('number 70');
  });
});

describe('pdf-writer text', () => {
  it('writes WinAnsi: Latin-1 and the Windows quotes as themselves, ₹ as Rs., letters with other marks as their base letter', () => {
    expect(toWinAnsi('Café ₹500 “quoted” – Ā')).toBe('Caf\u00e9 Rs.500 \u0093quoted\u0094 \u0096 A');
    expect(toWinAnsi('日本')).toBe('??');
    expect(pdfLiteral(toWinAnsi('a(b)c\\ é'))).toBe('(a\\(b\\)c\\\\ \\351)');
  });

  it('wraps at spaces within the width and cuts a word too long for a line', () => {
    expect(wrapText('one two three', 'regular', 10, 1000)).toEqual(['one two three']);
    const lines = wrapText(`short ${'x'.repeat(80)}`, 'regular', 10, 100);
    expect(lines[0]).toBe('short');
    expect(lines.slice(1).join('')).toBe('x'.repeat(80));
    expect(lines.length).toBeGreaterThan(3);
  });
});

// ---- the presigned link -------------------------------------------------------------------

describe('invoice links', () => {
  const secret = 'test-secret';
  const now = Date.UTC(2025, 2, 5, 10, 0, 0);

  it('names the shipment and an expiry 300 seconds on, signed', () => {
    const path = invoiceLinkPath('FYTEST0000001-1', { now, secret });
    const url = new URL(path, 'https://shop.example');
    expect(url.pathname).toBe('/invoice/FYTEST0000001-1.pdf');
    expect(url.searchParams.get('expires')).toBe(String(now / 1000 + 300));
    expect(url.searchParams.get('signature')).toBe(signInvoiceLink('FYTEST0000001-1', now / 1000 + 300, secret));
    expect(checkInvoiceLink('FYTEST0000001-1', url.searchParams.get('expires')!, url.searchParams.get('signature')!, now + 299_000, secret)).toBe('valid');
  });

  it('refuses a changed signature, shipment or expiry, and tells an expired link apart', () => {
    const expires = now / 1000 + 300;
    const signature = signInvoiceLink('FYTEST0000001-1', expires, secret);
    const flipped = `${signature.slice(0, -1)}${signature.endsWith('0') ? '1' : '0'}`;
    expect(checkInvoiceLink('FYTEST0000001-1', String(expires), flipped, now, secret)).toBe('invalid');
    expect(checkInvoiceLink('FYTEST0000001-2', String(expires), signature, now, secret)).toBe('invalid');
    expect(checkInvoiceLink('FYTEST0000001-1', String(expires + 3600), signature, now, secret)).toBe('invalid');
    expect(checkInvoiceLink('FYTEST0000001-1', String(expires), signature, now, 'another-secret')).toBe('invalid');
    expect(checkInvoiceLink('FYTEST0000001-1', undefined, signature, now, secret)).toBe('invalid');
    expect(checkInvoiceLink('FYTEST0000001-1', String(expires), 'zz', now, secret)).toBe('invalid');
    expect(checkInvoiceLink('FYTEST0000001-1', String(expires), signature, expires * 1000, secret)).toBe('expired');
  });
});
