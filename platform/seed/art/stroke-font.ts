// A monoline capital font drawn as SVG strokes. Machines running the shop often have no
// system fonts at all (slim containers), and SVG <text> would then render nothing; paths
// render the same everywhere, so logos and banners look identical on every server.

type Glyph = { w: number; d: string };

// Cap height 10 units, baseline at y = 10, x from 0 to w.
const GLYPHS: Record<string, Glyph> = {
  A: { w: 7.4, d: 'M0 10L3.7 0L7.4 10M1.4 6.4H6' },
  B: { w: 6.4, d: 'M0 10V0H3.6A2.4 2.4 0 0 1 3.6 4.8H0M3.6 4.8H3.9A2.6 2.6 0 0 1 3.9 10H0' },
  C: { w: 7.6, d: 'M7.3 2A4.6 5 0 1 0 7.3 8' },
  D: { w: 7.2, d: 'M0 0V10H2.4A4.8 5 0 0 0 2.4 0Z' },
  E: { w: 5.8, d: 'M5.8 0H0V10H5.8M0 5H4.8' },
  F: { w: 5.6, d: 'M5.6 0H0V10M0 5H4.6' },
  G: { w: 7.8, d: 'M7.3 2A4.6 5 0 1 0 7.8 5.6V5.2H4.4' },
  H: { w: 7, d: 'M0 0V10M7 0V10M0 5H7' },
  I: { w: 0.01, d: 'M0 0V10' },
  J: { w: 5, d: 'M5 0V7.4A2.5 2.6 0 0 1 0 7.4' },
  K: { w: 6.4, d: 'M0 0V10M6.4 0L0 6.2M2.2 4.1L6.4 10' },
  L: { w: 5.4, d: 'M0 0V10H5.4' },
  M: { w: 8.8, d: 'M0 10V0L4.4 7.2L8.8 0V10' },
  N: { w: 7, d: 'M0 10V0L7 10V0' },
  O: { w: 9, d: 'M4.5 0A4.5 5 0 1 0 4.5 10A4.5 5 0 1 0 4.5 0Z' },
  P: { w: 6.2, d: 'M0 10V0H3.6A2.6 2.6 0 0 1 3.6 5.2H0' },
  Q: { w: 9, d: 'M4.5 0A4.5 5 0 1 0 4.5 10A4.5 5 0 1 0 4.5 0ZM5.6 7.2L9 10.4' },
  R: { w: 6.4, d: 'M0 10V0H3.6A2.6 2.6 0 0 1 3.6 5.2H0M3.4 5.2L6.4 10' },
  S: { w: 6.2, d: 'M5.9 1.6C4.9 0 0.4 -0.4 0.4 2.6C0.4 5.6 6.2 4.4 6.2 7.4C6.2 10.6 1.2 10.4 0 8.4' },
  T: { w: 7, d: 'M0 0H7M3.5 0V10' },
  U: { w: 7, d: 'M0 0V6.5A3.5 3.5 0 0 0 7 6.5V0' },
  V: { w: 7.4, d: 'M0 0L3.7 10L7.4 0' },
  W: { w: 10.4, d: 'M0 0L2.6 10L5.2 2.6L7.8 10L10.4 0' },
  X: { w: 6.8, d: 'M0 0L6.8 10M6.8 0L0 10' },
  Y: { w: 7.2, d: 'M0 0L3.6 5.2L7.2 0M3.6 5.2V10' },
  Z: { w: 6.6, d: 'M0 0H6.6L0 10H6.6' },
  '&': { w: 7.2, d: 'M7.2 10L1.6 3.6A2 1.9 0 1 1 4.8 3.4L1.2 6.2A2.3 2.3 0 0 0 5.4 9L7 6.4' },
  '0': { w: 6.4, d: 'M3.2 0A3.2 5 0 1 0 3.2 10A3.2 5 0 1 0 3.2 0Z' },
  '1': { w: 3, d: 'M0 2.2L3 0V10' },
  '2': { w: 6.2, d: 'M0.2 2.6A3 2.7 0 0 1 6 2.8C6 5.4 0 7.2 0 10H6.2' },
  '3': { w: 6, d: 'M0.4 0H5.8L2.6 4.2A3 2.9 0 1 1 0 8.8' },
  '4': { w: 6.8, d: 'M5 10V0L0 7H6.8' },
  '5': { w: 6.2, d: 'M5.8 0H1L0.4 4.4A3.2 2.9 0 1 1 0 8.9' },
  '6': { w: 6.2, d: 'M5.4 0.4C2.4 0.6 0 3.4 0 6.8A3.1 3.2 0 1 0 0.2 6' },
  '7': { w: 6.2, d: 'M0 0H6.2L2.2 10' },
  '8': {
    w: 6.2,
    d: 'M3.1 4.6A2.7 2.3 0 1 1 3.1 0A2.7 2.3 0 1 1 3.1 4.6ZM3.1 4.6A3.1 2.7 0 1 1 3.1 10A3.1 2.7 0 1 1 3.1 4.6Z',
  },
  '9': { w: 6.2, d: 'M6.2 3.4A3.1 3.2 0 1 0 6 4.1M6.2 3.2C6.2 6.6 4 9.4 0.8 9.6' },
  '%': { w: 7, d: 'M0 10L7 0M1.6 0.2A1.5 1.5 0 1 0 1.61 0.2ZM5.4 6.8A1.5 1.5 0 1 0 5.41 6.8Z' },
  '.': { w: 0.6, d: 'M0.3 9.4V10' },
  ':': { w: 0.6, d: 'M0.3 3.4V4M0.3 9.4V10' },
  ',': { w: 0.6, d: 'M0.3 9.2V10.8' },
  "'": { w: 0.4, d: 'M0.2 0V2.6' },
  '-': { w: 3.6, d: 'M0 6H3.6' },
  '+': { w: 5.6, d: 'M0 5.6H5.6M2.8 2.8V8.4' },
  '₹': { w: 5.8, d: 'M0 0.2H5.8M0 3.2H5.8M0.6 0.2H2.2A2.6 2.8 0 0 1 2.2 6H0.8L5 10' },
  ' ': { w: 3.4, d: '' },
};

export type TextOptions = {
  /** Cap height in pixels. */
  size: number;
  /** Extra space between letters, in cap-height units (0.2 = 2 font units). */
  tracking?: number;
  weight?: number;
  colour: string;
  anchor?: 'start' | 'middle' | 'end';
};

/** Width in pixels of `text` at the given options. */
export function measure(text: string, options: Pick<TextOptions, 'size' | 'tracking'>): number {
  const scale = options.size / 10;
  const gap = 2.2 + (options.tracking ?? 0) * 10;
  const chars = [...text.toUpperCase().replace(/[’‘]/g, "'")].map((c) => GLYPHS[c] ?? GLYPHS[' ']) as Glyph[];
  const units = chars.reduce((sum, g) => sum + g.w, 0) + gap * Math.max(0, chars.length - 1);
  return units * scale;
}

/** An SVG <path> drawing `text` with its baseline at y and its anchor at x. */
export function strokeText(text: string, x: number, y: number, options: TextOptions): string {
  const scale = options.size / 10;
  const gap = 2.2 + (options.tracking ?? 0) * 10;
  const width = measure(text, options);
  const left = options.anchor === 'middle' ? x - width / 2 : options.anchor === 'end' ? x - width : x;
  let cursor = 0;
  const parts: string[] = [];
  for (const c of text.toUpperCase().replace(/[’‘]/g, "'")) {
    const g = GLYPHS[c] ?? (GLYPHS[' '] as Glyph);
    if (g.d) parts.push(`<path transform="translate(${cursor.toFixed(2)} 0)" d="${g.d}"/>`);
    cursor += g.w + gap;
  }
  const strokeWidth = (options.weight ?? options.size / 11) / scale;
  return (
    `<g transform="translate(${left.toFixed(1)} ${(y - options.size).toFixed(1)}) scale(${scale.toFixed(4)})" ` +
    `fill="none" stroke="${options.colour}" stroke-width="${strokeWidth.toFixed(3)}" stroke-linecap="round" stroke-linejoin="round">` +
    `${parts.join('')}</g>`
  );
}
