// A shipment's invoice as a hand-written PDF: header, cross-reference offsets, text and pages.
import { describe, expect, it } from '@jest/globals';
import { invoiceData } from '../../../platform/order/invoice/invoice-data';
import { invoicePdf } from '../../../platform/order/invoice/invoice-pdf';
import { pdfLiteral, toWinAnsi, wrapText } from '../../../platform/order/invoice/pdf-writer';
import { order } from './invoice-fixtures';
import { storeGstin } from '../../../platform/seed/gst-data';

// ---- a reader for what the writer makes ------------------------------------------------------

type ParsedPdf = { text: string; objects: Map<number, string>; pages: string[][] };

/** Decodes a PDF literal's escapes back to WinAnsi bytes. */
function unescapeLiteral(body: string): string {
  return body.replace(/\\([0-7]{1,3}|[\s\S])/g, (_, e: string) =>
    /^[0-7]+$/.test(e)
      ? String.fromCharCode(parseInt(e, 8))
      : (({ n: '\n', r: '\r', t: '\t', b: '\b', f: '\f' } as Record<string, string>)[e] ?? e),
  );
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
  const kids = [.../\/Kids \[([^\]]*)\]/.exec(objects.get(pagesRef)!)![1].matchAll(/(\d+) 0 R/g)].map((m) =>
    Number(m[1]),
  );
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

describe('invoicePdf', () => {
  const full = order(
    [
      { shipment: 1, name: 'Indigo Kurta (Hand-block) \\ Cotton', quantity: 2, marked: 149900, amount: 239800 },
      { shipment: 1, name: 'Linen Scarf – Ivory', quantity: 1, marked: 49900, amount: 44950 },
    ],
    { deliveryCharge: 9900 },
  );
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
    const many = order(
      Array.from({ length: 70 }, (_, i) => ({
        shipment: 1,
        name: `Printed cotton kurta with a rather long descriptive name number ${i + 1}`,
        quantity: 1,
        marked: 99900,
        amount: 89900,
      })),
    );
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

describe('the tax invoice PDF', () => {
  const lines = [
    { shipment: 1, name: 'Indigo Kurta', quantity: 2, marked: 149900, amount: 239800, hsn: '6211', rateBp: 500 },
    { shipment: 1, name: 'Canvas Backpack', quantity: 1, marked: 249900, amount: 199900, hsn: '4202', rateBp: 1800 },
  ];
  const gstin = storeGstin('Maharashtra')!;
  const text = (deliveryState: string) =>
    parsePdf(
      invoicePdf(
        invoiceData(
          order(lines, { deliveryCharge: 9900, tax: { sellerGstin: gstin, deliveryState } }),
          'FYTEST0000001-1',
          'Lumen & Loom',
        )!,
      ),
    ).text;

  it('within the state: the GSTIN, the place of supply, HSN and CGST + SGST per line, and a summary that sums them', () => {
    const t = text('Maharashtra');
    expect(t).toContain('TAX INVOICE');
    expect(t).toContain(`Seller GSTIN\n${gstin}`);
    expect(t).toContain('Place of supply\nMaharashtra (27)');
    // ₹2,398 at 5%: 2,283.81 taxable, 57.10 + 57.09; ₹1,999 at 18%: 1,694.07, 152.47 + 152.46.
    expect(t).toContain('HSN/SAC 6211 · GST rate 5% · Taxable value Rs. 2,283.81 · CGST Rs. 57.10 · SGST Rs. 57.09');
    expect(t).toContain('HSN/SAC 4202 · GST rate 18% · Taxable value Rs. 1,694.07 · CGST Rs. 152.47 · SGST Rs. 152.46');
    // Delivery: ₹99 at 18% under SAC 9965: 83.90 taxable, 7.55 + 7.55.
    expect(t).toContain('Delivery charges\n9965\n18%\nRs. 83.90\nRs. 7.55\nRs. 7.55\nRs. 99.00');
    expect(t).toContain('Total\nRs. 4,061.78\nRs. 217.12\nRs. 217.10\nRs. 4,496.00');
    expect(t).toContain('Total tax: Rs. 434.22');
    expect(t).not.toContain('IGST');
  });

  it('flows a long tax summary onto more pages, its heading again on each, every line in it once', () => {
    const many = order(
      Array.from({ length: 60 }, (_, i) => ({
        shipment: 1,
        name: `Kurta ${i + 1}`,
        quantity: 1,
        marked: 99900,
        amount: 89900,
        hsn: '6211',
        rateBp: 500,
      })),
      { tax: { sellerGstin: gstin } },
    );
    const long = parsePdf(invoicePdf(invoiceData(many, 'FYTEST0000001-1', 'Lumen & Loom')!));
    expect(long.pages.length).toBeGreaterThanOrEqual(3);
    for (let i = 1; i <= 60; i++) expect(long.text.split('\n').filter((t) => t === `${i}. Kurta ${i}`)).toHaveLength(1);
    long.pages
      .filter((page) => page.some((t) => /^\d+\. Kurta/.test(t)))
      .forEach((page) => expect(page).toContain('Intra-state supply: CGST and SGST'));
    expect(long.pages.at(-1)!.some((t) => t.startsWith('Total tax: Rs. '))).toBe(true);
  });

  it('between states: IGST only', () => {
    const t = text('Karnataka');
    expect(t).toContain('Place of supply\nKarnataka (29)');
    expect(t).toContain('HSN/SAC 6211 · GST rate 5% · Taxable value Rs. 2,283.81 · IGST Rs. 114.19');
    expect(t).toContain('Inter-state supply: IGST');
    expect(t).not.toContain('CGST');
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
