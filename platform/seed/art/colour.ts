// Colour arithmetic for the generated art: shades of the product colour and pastel backdrops.

export type Rgb = [number, number, number];

export function toRgb(hex: string): Rgb {
  const h = hex.replace('#', '');
  return [0, 2, 4].map((i) => parseInt(h.slice(i, i + 2), 16)) as Rgb;
}

export function toHex([r, g, b]: Rgb): string {
  return `#${[r, g, b]
    .map((v) =>
      Math.round(Math.max(0, Math.min(255, v)))
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`;
}

/** Linear mix: t = 0 gives a, t = 1 gives b. */
export function mix(a: string, b: string, t: number): string {
  const x = toRgb(a);
  const y = toRgb(b);
  return toHex([0, 1, 2].map((i) => (x[i] as number) + ((y[i] as number) - (x[i] as number)) * t) as Rgb);
}

/** Relative luminance in [0, 1] (sRGB approximation, good enough to pick contrast). */
export function luminance(hex: string): number {
  const [r, g, b] = toRgb(hex).map((v) => {
    const c = v / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  }) as Rgb;
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

export type Palette = {
  base: string;
  light: string;
  dark: string;
  deep: string;
  /** Outline and stitching: visible on both light and dark fabrics. */
  line: string;
  isLight: boolean;
  /** The pieces in the product colour show the fabric (#fabric, art/fabric.ts) through them. */
  fabric?: boolean;
};

export function paletteOf(hex: string): Palette {
  const isLight = luminance(hex) > 0.6;
  return {
    base: hex,
    light: mix(hex, '#ffffff', 0.35),
    dark: mix(hex, '#000000', isLight ? 0.18 : 0.28),
    deep: mix(hex, '#000000', 0.5),
    line: isLight ? mix(hex, '#000000', 0.35) : mix(hex, '#ffffff', 0.3),
    isLight,
  };
}

// Soft studio backdrops [top, bottom]; light products get the deeper ones so they stand out.
const SOFT: Array<[string, string]> = [
  ['#f7f1ea', '#ead9c6'],
  ['#eef2f7', '#d8e1ec'],
  ['#f4eff7', '#e1d5ec'],
  ['#eef6f0', '#d3e7d9'],
  ['#fcf2ea', '#f4d8c6'],
  ['#f3f3ee', '#dfdfd6'],
  ['#fdf6e4', '#f5e3b8'],
  ['#eef6f7', '#cfe6e9'],
];
const DEEP: Array<[string, string]> = [
  ['#dfe6ef', '#b9c7d9'],
  ['#e9dfd3', '#cdb79f'],
  ['#dce8e1', '#adc9b8'],
  ['#e8dde8', '#c8b2c9'],
  ['#e4e1da', '#bfb8aa'],
];

export function backdrop(productHex: string, seed: number): [string, string] {
  const list = luminance(productHex) > 0.55 ? DEEP : SOFT;
  return list[seed % list.length] as [string, string];
}
