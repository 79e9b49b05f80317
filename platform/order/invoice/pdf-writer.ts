// A small PDF 1.4 writer, enough for a printed table: A4 pages of positioned text and rules in the
// standard Type1 fonts Helvetica (F1) and Helvetica-Bold (F2), which every reader carries, with
// WinAnsiEncoding. Text is kept to what that encoding has (₹ is written 'Rs.'); every byte
// outside printable ASCII is written as an octal escape, so the file is ASCII after its header.
// Streams are not compressed: a few kilobytes per page, and the text stays readable to tests.

export const A4 = { width: 595.28, height: 841.89 } as const;
export type PdfFont = 'regular' | 'bold';
const FONT_NAME: Record<PdfFont, string> = { regular: 'F1', bold: 'F2' };

// Windows-1252's characters in 0x80–0x9F (WinAnsiEncoding); 0xA0–0xFF are Latin-1's own.
const WIN_ANSI_HIGH: Record<string, number> = {
  '€': 0x80,
  '‚': 0x82,
  ƒ: 0x83,
  '„': 0x84,
  '…': 0x85,
  '†': 0x86,
  '‡': 0x87,
  ˆ: 0x88,
  '‰': 0x89,
  Š: 0x8a,
  '‹': 0x8b,
  Œ: 0x8c,
  Ž: 0x8e,
  '‘': 0x91,
  '’': 0x92,
  '“': 0x93,
  '”': 0x94,
  '•': 0x95,
  '–': 0x96,
  '—': 0x97,
  '˜': 0x98,
  '™': 0x99,
  š: 0x9a,
  '›': 0x9b,
  œ: 0x9c,
  ž: 0x9e,
  Ÿ: 0x9f,
};
/** Characters WinAnsi lacks, written as words or their nearest letter. */
const REPLACEMENTS: Record<string, string> = {
  '₹': 'Rs.',
  '\u2212': '-',
  '\u2010': '-',
  '\u2011': '-',
  '\u00a0': ' ',
  '\u202f': ' ',
  '\u2009': ' ',
  '\t': ' ',
  '\n': ' ',
  '\r': ' ',
};

function winAnsiByte(ch: string): number | undefined {
  const code = ch.codePointAt(0)!;
  if (code >= 0x20 && code <= 0x7e) return code;
  if (code >= 0xa0 && code <= 0xff) return code;
  return WIN_ANSI_HIGH[ch];
}

/** The text as WinAnsi bytes (one character per byte, 0–255): unknown characters become their base letter, or '?'. */
export function toWinAnsi(text: string): string {
  let out = '';
  for (const ch of text.normalize('NFC')) {
    const replaced = REPLACEMENTS[ch];
    if (replaced !== undefined) {
      out += replaced;
      continue;
    }
    const byte = winAnsiByte(ch) ?? winAnsiByte(ch.normalize('NFD')[0] ?? '');
    out += byte === undefined ? '?' : String.fromCharCode(byte);
  }
  return out;
}

/** A PDF literal string of WinAnsi bytes: (, ) and \ escaped, anything outside printable ASCII as \ddd. */
export function pdfLiteral(bytes: string): string {
  let out = '(';
  for (const ch of bytes) {
    const code = ch.charCodeAt(0);
    if (ch === '(' || ch === ')' || ch === '\\') out += `\\${ch}`;
    else if (code < 0x20 || code > 0x7e) out += `\\${code.toString(8).padStart(3, '0')}`;
    else out += ch;
  }
  return `${out})`;
}

// Advance widths (1/1000 em) of the printable ASCII characters 0x20–0x7E, from the fonts' AFM files.
const HELVETICA = [
  278, 278, 355, 556, 556, 889, 667, 191, 333, 333, 389, 584, 278, 333, 278, 278, 556, 556, 556, 556, 556, 556, 556,
  556, 556, 556, 278, 278, 584, 584, 584, 556, 1015, 667, 667, 722, 722, 667, 611, 778, 722, 278, 500, 667, 556, 833,
  722, 778, 667, 778, 722, 667, 611, 722, 667, 944, 667, 667, 611, 278, 278, 278, 469, 556, 333, 556, 556, 500, 556,
  556, 278, 556, 556, 222, 222, 500, 222, 833, 556, 556, 556, 556, 333, 500, 278, 556, 500, 722, 500, 500, 500, 334,
  260, 334, 584,
];
const HELVETICA_BOLD = [
  278, 333, 474, 556, 556, 889, 722, 238, 333, 333, 389, 584, 278, 333, 278, 278, 556, 556, 556, 556, 556, 556, 556,
  556, 556, 556, 333, 333, 584, 584, 584, 611, 975, 722, 722, 722, 722, 667, 611, 778, 722, 278, 556, 722, 611, 833,
  722, 778, 667, 778, 722, 667, 611, 722, 667, 944, 667, 667, 611, 333, 278, 333, 584, 556, 333, 556, 611, 556, 611,
  556, 333, 611, 611, 278, 278, 556, 278, 889, 611, 611, 611, 611, 389, 556, 333, 611, 556, 778, 556, 556, 500, 389,
  280, 389, 584,
];
const HIGH_WIDTHS: Record<number, number> = {
  0x85: 1000,
  0x95: 350,
  0x96: 556,
  0x97: 1000,
  0x91: 222,
  0x92: 222,
  0xb7: 278,
  0xa0: 278,
};

/** The width in points of WinAnsi bytes set in the font at the size. */
export function textWidth(bytes: string, font: PdfFont, size: number): number {
  const table = font === 'bold' ? HELVETICA_BOLD : HELVETICA;
  let units = 0;
  for (const ch of bytes) {
    const code = ch.charCodeAt(0);
    units += code >= 0x20 && code <= 0x7e ? table[code - 0x20] : (HIGH_WIDTHS[code] ?? (font === 'bold' ? 611 : 556));
  }
  return (units * size) / 1000;
}

/** The width in points of plain text set in the font at the size. */
export const plainWidth = (text: string, font: PdfFont, size: number) => textWidth(toWinAnsi(text), font, size);

/** Plain text broken into lines no wider than the width (at spaces; a word too long for a line is cut). */
export function wrapText(text: string, font: PdfFont, size: number, width: number): string[] {
  const fits = (t: string) => plainWidth(t, font, size) <= width;
  const lines: string[] = [];
  let current = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const tried = current ? `${current} ${word}` : word;
    if (fits(tried)) {
      current = tried;
      continue;
    }
    if (current) lines.push(current);
    let rest = [...word];
    while (rest.length > 1 && !fits(rest.join(''))) {
      let cut = rest.length - 1;
      while (cut > 1 && !fits(rest.slice(0, cut).join(''))) cut--;
      lines.push(rest.slice(0, cut).join(''));
      rest = rest.slice(cut);
    }
    current = rest.join('');
  }
  if (current) lines.push(current);
  return lines;
}

const num = (n: number) => (Math.round(n * 100) / 100).toString();

export type TextOptions = { font?: PdfFont; size?: number; grey?: number; align?: 'left' | 'right' };

/** One page's drawing operators. Coordinates are points from the bottom-left corner. */
export class PdfPage {
  private readonly ops: string[] = [];

  /** Plain text (written in WinAnsi here); right-aligned text ends at x. */
  text(x: number, y: number, text: string, options: TextOptions = {}): void {
    const { font = 'regular', size = 10, grey = 0, align = 'left' } = options;
    const bytes = toWinAnsi(text);
    const left = align === 'right' ? x - textWidth(bytes, font, size) : x;
    this.ops.push(
      `BT ${num(grey)} g /${FONT_NAME[font]} ${num(size)} Tf ${num(left)} ${num(y)} Td ${pdfLiteral(bytes)} Tj ET`,
    );
  }

  line(x1: number, y1: number, x2: number, y2: number, options: { grey?: number; width?: number } = {}): void {
    this.ops.push(
      `${num(options.grey ?? 0)} G ${num(options.width ?? 0.5)} w ${num(x1)} ${num(y1)} m ${num(x2)} ${num(y2)} l S`,
    );
  }

  rect(x: number, y: number, width: number, height: number, grey: number): void {
    this.ops.push(`${num(grey)} g ${num(x)} ${num(y)} ${num(width)} ${num(height)} re f`);
  }

  get content(): string {
    return `${this.ops.join('\n')}\n`;
  }
}

export type PdfInfo = { title: string; author: string; created: Date };

const pdfDate = (d: Date) => `D:${d.toISOString().replace(/[-:T]/g, '').slice(0, 14)}Z`;

/**
 * The whole file: catalog (1), page tree (2), the two fonts (3, 4), the document information (5),
 * then each page and its content stream; the cross-reference table gives each object's byte offset.
 */
export function writePdf(pages: PdfPage[], info: PdfInfo): Uint8Array<ArrayBuffer> {
  const objects: string[] = [];
  const pageRef = (i: number) => 6 + 2 * i;
  objects[1] = '<< /Type /Catalog /Pages 2 0 R >>';
  objects[2] = `<< /Type /Pages /Kids [${pages.map((_, i) => `${pageRef(i)} 0 R`).join(' ')}] /Count ${pages.length} >>`;
  objects[3] = '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>';
  objects[4] = '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold /Encoding /WinAnsiEncoding >>';
  objects[5] = `<< /Title ${pdfLiteral(toWinAnsi(info.title))} /Author ${pdfLiteral(toWinAnsi(info.author))} /Producer (Storefront invoice writer) /CreationDate (${pdfDate(info.created)}) >>`;
  pages.forEach((page, i) => {
    objects[pageRef(i)] =
      `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 ${A4.width} ${A4.height}] /Resources << /Font << /F1 3 0 R /F2 4 0 R >> >> /Contents ${pageRef(i) + 1} 0 R >>`;
    const stream = page.content;
    objects[pageRef(i) + 1] = `<< /Length ${stream.length} >>\nstream\n${stream}endstream`;
  });

  // Every character is one byte (latin1): string lengths are byte offsets. The second line's
  // bytes above 127 tell transfer tools the file is binary.
  let file = '%PDF-1.4\n%\u00e2\u00e3\u00cf\u00d3\n';
  const offsets: number[] = [];
  for (let n = 1; n < objects.length; n++) {
    offsets[n] = file.length;
    file += `${n} 0 obj\n${objects[n]}\nendobj\n`;
  }
  const xref = file.length;
  file += `xref\n0 ${objects.length}\n0000000000 65535 f \n`;
  for (let n = 1; n < objects.length; n++) file += `${String(offsets[n]).padStart(10, '0')} 00000 n \n`;
  file += `trailer\n<< /Size ${objects.length} /Root 1 0 R /Info 5 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(file, 'latin1') as Uint8Array<ArrayBuffer>;
}
