// A shipment's invoice as a PDF (invoice-data.ts → pdf-writer.ts): the shop and the invoice's
// number, date, order and payment; who it is billed to and where it went; a table of the lines
// (repeated heading on every page it flows onto); the totals; 'Page n of N' at the foot of each page.
import { A4, PdfPage, wrapText, writePdf } from './pdf-writer';
import { formatPaise, totalsNote, type InvoiceData, type InvoiceLine, type InvoiceParty } from './invoice-data';
import { TAX_SUMMARY_START, drawTaxSummary, lineTaxText, taxFacts } from './invoice-pdf-tax';
import { GST_INVOICE_WORDS } from '../../../contract/gst-invoice';
import type { ShipmentTax } from '../tax/shipment-tax';

const MARGIN = 42;
const RIGHT = A4.width - MARGIN;
const TOP = A4.height - MARGIN;
/** Nothing is drawn below this but the page's foot. */
const BOTTOM = MARGIN + 28;
const COLUMNS = { number: MARGIN + 4, item: MARGIN + 26, quantity: 352, unit: 448, amount: RIGHT - 4 } as const;
const ITEM_WIDTH = COLUMNS.quantity - 40 - COLUMNS.item;
const NAME_SIZE = 9.5;
const NAME_LEADING = 12;
const DETAIL_SIZE = 8;
const ROW_PADDING = 7;
const TOTAL_ROW = 15;

/** Rupees as the PDF writes them (its fonts have no ₹). */
const money = (paise: number) => formatPaise(paise, 'Rs. ');

const TAX_SIZE = 7.5;
const TAX_LEADING = 10;

type Row = {
  line: InvoiceLine;
  index: number;
  nameLines: string[];
  detail: string;
  taxLines: string[];
  height: number;
};

function tableRows(lines: InvoiceLine[], tax: ShipmentTax | undefined): Row[] {
  return lines.map((line, index) => {
    const nameLines = wrapText(line.name, 'regular', NAME_SIZE, ITEM_WIDTH);
    const detail = [line.brand, line.size ? `Size ${line.size}` : ''].filter(Boolean).join(' · ');
    const detailLines = detail ? 1 : 0;
    const taxLines =
      tax && line.tax ? wrapText(lineTaxText(tax, line.tax), 'regular', TAX_SIZE, RIGHT - 4 - COLUMNS.item) : [];
    return {
      line,
      index,
      nameLines: nameLines.length ? nameLines : [''],
      detail,
      taxLines,
      height:
        ROW_PADDING * 2 +
        Math.max(1, nameLines.length) * NAME_LEADING +
        detailLines * 11 +
        taxLines.length * TAX_LEADING,
    };
  });
}

function party(page: PdfPage, x: number, y: number, width: number, title: string, who: InvoiceParty): number {
  page.text(x, y, title, { font: 'bold', size: 8, grey: 0.4 });
  let at = y - 14;
  if (who.name) {
    page.text(x, at, who.name, { font: 'bold', size: 10 });
    at -= 13;
  }
  for (const text of who.lines) {
    for (const part of wrapText(text, 'regular', 9, width)) {
      page.text(x, at, part, { size: 9 });
      at -= 11.5;
    }
  }
  return at;
}

function tableHeading(page: PdfPage, y: number): number {
  page.rect(MARGIN, y - 6, RIGHT - MARGIN, 20, 0.93);
  const head = { font: 'bold' as const, size: 8.5 };
  page.text(COLUMNS.number, y, '#', head);
  page.text(COLUMNS.item, y, 'Item', head);
  page.text(COLUMNS.quantity, y, 'Qty', { ...head, align: 'right' });
  page.text(COLUMNS.unit, y, 'Unit price', { ...head, align: 'right' });
  page.text(COLUMNS.amount, y, 'Amount', { ...head, align: 'right' });
  return y - 6;
}

function tableRow(page: PdfPage, top: number, row: Row): void {
  const first = top - ROW_PADDING - NAME_SIZE + 1;
  page.text(COLUMNS.number, first, String(row.index + 1), { size: NAME_SIZE, grey: 0.4 });
  row.nameLines.forEach((text, i) => page.text(COLUMNS.item, first - i * NAME_LEADING, text, { size: NAME_SIZE }));
  if (row.detail)
    page.text(COLUMNS.item, first - row.nameLines.length * NAME_LEADING + 1, row.detail, {
      size: DETAIL_SIZE,
      grey: 0.4,
    });
  const taxTop = first - row.nameLines.length * NAME_LEADING + 1 - (row.detail ? 11 : 0);
  row.taxLines.forEach((text, i) =>
    page.text(COLUMNS.item, taxTop - i * TAX_LEADING, text, { size: TAX_SIZE, grey: 0.3 }),
  );
  page.text(COLUMNS.quantity, first, String(row.line.quantity), { size: NAME_SIZE, align: 'right' });
  page.text(COLUMNS.unit, first, money(row.line.unitPaise), { size: NAME_SIZE, align: 'right' });
  page.text(COLUMNS.amount, first, money(row.line.amountPaise), { size: NAME_SIZE, align: 'right' });
  page.line(MARGIN, top - row.height, RIGHT, top - row.height, { grey: 0.85 });
}

/** The first page's head: shop, title, the invoice's facts, the two addresses. Answers where the table starts. */
function firstHead(page: PdfPage, data: InvoiceData): number {
  page.text(MARGIN, TOP - 14, data.shopName, { font: 'bold', size: 18 });
  const title = data.tax ? GST_INVOICE_WORDS.title : 'INVOICE';
  page.text(RIGHT, TOP - 14, title, { font: 'bold', size: 16, align: 'right', grey: 0.25 });
  const facts: [string, string][] = [
    ['Invoice number', data.invoiceNumber],
    ['Invoice date', data.dateText],
    ['Order', data.orderId],
    ['Shipment', data.shipmentId],
    ['Payment', data.paymentMode],
    ...(data.tax ? taxFacts(data.tax) : []),
  ];
  let y = TOP - 44;
  for (const [label, value] of facts) {
    page.text(MARGIN, y, label, { size: 9, grey: 0.4 });
    page.text(MARGIN + 92, y, value, { size: 9, font: label === 'Invoice number' ? 'bold' : 'regular' });
    y -= 13;
  }
  y -= 12;
  const half = (RIGHT - MARGIN) / 2;
  const billed = party(page, MARGIN, y, half - 20, 'BILLED TO', data.billing);
  const shipped = party(page, MARGIN + half, y, half - 10, 'DELIVERED TO', data.delivery);
  return Math.min(billed, shipped) - 16;
}

function laterHead(page: PdfPage, data: InvoiceData): number {
  page.text(MARGIN, TOP - 10, data.shopName, { font: 'bold', size: 11 });
  page.text(RIGHT, TOP - 10, `${data.invoiceNumber} (continued)`, { size: 9, align: 'right', grey: 0.4 });
  return TOP - 36;
}

function totalsHeight(data: InvoiceData, note: string[]): number {
  return 14 + data.totals.length * TOTAL_ROW + 6 + (note.length ? 8 + note.length * 10.5 : 0);
}

function drawTotals(page: PdfPage, top: number, data: InvoiceData, note: string[]): void {
  let y = top - 14;
  const labelAt = COLUMNS.unit;
  data.totals.forEach((row, i) => {
    const last = i === data.totals.length - 1;
    if (last) {
      page.line(labelAt - 120, y + TOTAL_ROW - 5, RIGHT, y + TOTAL_ROW - 5, { grey: 0.2, width: 0.8 });
      y -= 4;
    }
    const style = { font: last ? ('bold' as const) : ('regular' as const), size: last ? 11 : 9.5 };
    page.text(labelAt, y, row.label, { ...style, align: 'right' });
    page.text(COLUMNS.amount, y, money(row.paise), { ...style, align: 'right' });
    y -= TOTAL_ROW;
  });
  y -= 4;
  for (const text of note) {
    page.text(MARGIN, y, text, { size: 8, grey: 0.4 });
    y -= 10.5;
  }
}

/** The invoice's PDF bytes. */
export function invoicePdf(data: InvoiceData): Uint8Array<ArrayBuffer> {
  const pages: PdfPage[] = [new PdfPage()];
  let page = pages[0];
  let y = tableHeading(page, firstHead(page, data));
  const newPage = () => {
    page = new PdfPage();
    pages.push(page);
    return laterHead(page, data);
  };

  for (const row of tableRows(data.lines, data.tax)) {
    if (y - row.height < BOTTOM) {
      const top = newPage();
      y = tableHeading(page, top);
    }
    tableRow(page, y, row);
    y -= row.height;
  }

  const noteText = totalsNote(data, 'Rs. ');
  const note = noteText ? wrapText(noteText, 'regular', 8, RIGHT - MARGIN) : [];
  if (y - totalsHeight(data, note) < BOTTOM) y = newPage();
  drawTotals(page, y, data, note);
  if (data.tax) {
    y -= totalsHeight(data, note) + 8;
    if (y - TAX_SUMMARY_START < BOTTOM) y = newPage();
    drawTaxSummary(page, y, data, data.tax, BOTTOM, () => {
      const top = newPage();
      return { page, y: top };
    });
  }

  pages.forEach((p, i) => {
    p.line(MARGIN, MARGIN + 12, RIGHT, MARGIN + 12, { grey: 0.85 });
    p.text(MARGIN, MARGIN, `${data.shopName} · computer-generated invoice, no signature needed`, {
      size: 7.5,
      grey: 0.45,
    });
    p.text(RIGHT, MARGIN, `Page ${i + 1} of ${pages.length}`, { size: 7.5, grey: 0.45, align: 'right' });
  });
  return writePdf(pages, {
    title: `Invoice ${data.invoiceNumber}`,
    author: data.shopName,
    created: new Date(data.date),
  });
}
