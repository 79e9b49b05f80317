// The tax invoice's parts of the PDF (invoice-pdf.ts draws the rest): the seller's GSTIN and the
// place of supply among the facts, a line of HSN and taxes under each item, and the tax summary —
// each line and charge with its HSN/SAC, rate, taxable value and CGST + SGST (within the state) or
// IGST (between states), their sum, and the untaxed rounding, which together make the total.
import { GST_INVOICE_WORDS as W, gstRatePercent } from '../../../contract/gst-invoice';
import type { GstSplit } from '../tax/gst';
import type { ShipmentTax, TaxLine } from '../tax/shipment-tax';
import { formatPaise, type InvoiceData } from './invoice-data';
import { A4, type PdfPage, wrapText } from './pdf-writer';

/** Tax amounts always with their paise, so the columns line up. */
const money = (paise: number) => formatPaise(paise, 'Rs. ', true);
const MARGIN = 42;
const RIGHT = A4.width - MARGIN;
export const TAX_ROW = 14;

/** The facts a tax invoice adds under the invoice's own. */
export function taxFacts(tax: ShipmentTax): [string, string][] {
  return [
    [W.sellerGstin, tax.sellerGstin],
    [W.sellerState, tax.sellerState],
    [W.placeOfSupply, tax.placeOfSupply],
  ];
}

/** The taxes of one split, named: CGST and SGST within the state, IGST between states. */
function taxWords(tax: ShipmentTax, split: GstSplit): string {
  return tax.intraState
    ? `${W.cgst} ${money(split.cgst)} · ${W.sgst} ${money(split.sgst)}`
    : `${W.igst} ${money(split.igst)}`;
}

/** A line's tax under its name in the items table. */
export function lineTaxText(tax: ShipmentTax, line: TaxLine): string {
  const hsn = line.hsnCode ? `${W.hsn} ${line.hsnCode}` : `${W.hsn} -`;
  return `${hsn} · ${W.rate} ${gstRatePercent(line.rateBp)} · ${W.taxable} ${money(line.taxable)} · ${taxWords(tax, line)}`;
}

type SummaryRow = { label: string; code: string; rateBp?: number; split: GstSplit; value: number; bold?: boolean };

function summaryRows(data: InvoiceData, tax: ShipmentTax): SummaryRow[] {
  const lines = data.lines.flatMap((line, i): SummaryRow[] =>
    line.tax
      ? [
          {
            label: `${i + 1}. ${line.name}`,
            code: line.tax.hsnCode ?? '-',
            rateBp: line.tax.rateBp,
            split: line.tax,
            value: line.tax.valuePaise,
          },
        ]
      : [],
  );
  const charges = tax.charges.map((c): SummaryRow => ({
    label: c.label,
    code: c.sacCode || '-',
    rateBp: c.rateBp,
    split: c,
    value: c.valuePaise,
  }));
  return [
    ...lines,
    ...charges,
    { label: W.summaryTotal, code: '', split: tax.summary, value: tax.summary.valuePaise, bold: true },
  ];
}

/** Column right edges: within the state CGST and SGST, between states IGST. */
const columns = (intra: boolean) =>
  intra
    ? { code: 196, rate: 282, taxable: 352, first: 414, second: 474, value: RIGHT - 4 }
    : { code: 196, rate: 282, taxable: 372, first: 462, second: 0, value: RIGHT - 4 };

/** The summary's heading and first row: the heading is not left alone at a page's foot. */
export const TAX_SUMMARY_START = 46;

/** The tax summary from y down, a new page (newPage answers its top) when a row would not fit above bottom. */
export function drawTaxSummary(
  page: PdfPage,
  y: number,
  data: InvoiceData,
  tax: ShipmentTax,
  bottom: number,
  newPage: () => { page: PdfPage; y: number },
): void {
  const c = columns(tax.intraState);
  const head = { font: 'bold' as const, size: 8 };
  const heading = (p: PdfPage, at: number) => {
    p.text(MARGIN, at, W.summary, { font: 'bold', size: 9.5 });
    at -= 16;
    p.rect(MARGIN, at - 5, RIGHT - MARGIN, 17, 0.93);
    p.text(MARGIN + 4, at, tax.intraState ? W.supplyIntra : W.supplyInter, head);
    p.text(c.code, at, W.hsn, head);
    p.text(c.rate, at, W.rate, { ...head, align: 'right' });
    p.text(c.taxable, at, W.taxable, { ...head, align: 'right' });
    p.text(c.first, at, tax.intraState ? W.cgst : W.igst, { ...head, align: 'right' });
    if (tax.intraState) p.text(c.second, at, W.sgst, { ...head, align: 'right' });
    p.text(c.value, at, W.lineValue, { ...head, align: 'right' });
    return at - 5 - TAX_ROW + 4;
  };
  let at = heading(page, y - 12);
  for (const row of summaryRows(data, tax)) {
    if (at - TAX_ROW < bottom) {
      const next = newPage();
      page = next.page;
      at = heading(page, next.y);
    }
    const style = { size: 8.5, font: row.bold ? ('bold' as const) : ('regular' as const) };
    if (row.bold) page.line(MARGIN, at + TAX_ROW - 4, RIGHT, at + TAX_ROW - 4, { grey: 0.5 });
    const label = wrapText(row.label, style.font, style.size, c.code - MARGIN - 14);
    page.text(MARGIN + 4, at, label.length > 1 ? `${label[0]}…` : (label[0] ?? ''), style);
    if (row.code) page.text(c.code, at, row.code, style);
    if (row.rateBp !== undefined) page.text(c.rate, at, gstRatePercent(row.rateBp), { ...style, align: 'right' });
    page.text(c.taxable, at, money(row.split.taxable), { ...style, align: 'right' });
    page.text(c.first, at, money(tax.intraState ? row.split.cgst : row.split.igst), { ...style, align: 'right' });
    if (tax.intraState) page.text(c.second, at, money(row.split.sgst), { ...style, align: 'right' });
    page.text(c.value, at, money(row.value), { ...style, align: 'right' });
    at -= TAX_ROW;
  }
  const { cgst, sgst, igst } = tax.summary;
  const notes = [
    `${W.totalTax}: ${money(cgst + sgst + igst)}`,
    ...(tax.roundingPaise ? [`${W.rounding}: ${money(tax.roundingPaise)}`] : []),
    ...wrapText(W.inclusiveNote, 'regular', 7.5, RIGHT - MARGIN),
  ];
  for (const text of notes) {
    if (at - 10 < bottom) {
      const next = newPage();
      page = next.page;
      at = next.y;
    }
    page.text(MARGIN, at - 2, text, { size: 7.5, grey: 0.4 });
    at -= 10;
  }
}
