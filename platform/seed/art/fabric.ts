// The surface of a product's art: plain, stripes, checks, dots or a printed motif, drawn over
// every piece of its silhouette (piece() in shapes-apparel.ts shows #fabric through a piece when
// the palette has one). The product's pattern attribute decides the kind, so a "Striped" shirt
// shows stripes; a hash of the product decides the scale, angle and ink, so two products of one
// kind and colour still look different.
import { mix, type Palette } from './colour';

export const FABRICS = ['plain', 'stripes', 'checks', 'dots', 'print'] as const;
export type Fabric = (typeof FABRICS)[number];

/** The catalogue's pattern attribute (catalogue-*-types.ts) as a drawn fabric. */
const BY_PATTERN: Record<string, Fabric> = {
  Solid: 'plain',
  Washed: 'plain',
  Striped: 'stripes',
  Colourblock: 'stripes',
  Checked: 'checks',
  Woven: 'checks',
  Textured: 'dots',
  'Polka Dot': 'dots',
};

/** A known pattern's fabric; a print of any kind (floral, block, ikat, ...) draws a motif. */
export function fabricOf(pattern: string | undefined): Fabric {
  if (!pattern) return 'plain';
  return BY_PATTERN[pattern] ?? 'print';
}

/** The ink a pattern is drawn in: a shade that reads on the product's colour. */
function ink(p: Palette, accent: string, seed: number): string {
  const options = [p.isLight ? p.dark : p.light, accent, p.isLight ? p.deep : mix(p.base, '#ffffff', 0.6)];
  return options[seed % options.length] as string;
}

/** A path of `shape` (drawn with relative moves from the tile's origin) repeated on a grid over `area`. */
function tiled(area: Area, size: number, shape: (x: number, y: number) => string): string {
  let d = '';
  for (let y = area[1]; y < area[3]; y += size) for (let x = area[0]; x < area[2]; x += size) d += shape(x, y);
  return d;
}

type Area = [number, number, number, number];
const n = (v: number) => Number(v.toFixed(1));
/** A circle as a path, so a whole field of them is one element. */
const circle = (cx: number, cy: number, r: number) =>
  `M${n(cx - r)} ${n(cy)}a${n(r)} ${n(r)} 0 1 0 ${n(2 * r)} 0a${n(r)} ${n(r)} 0 1 0 ${n(-2 * r)} 0z`;

/**
 * The fabric as drawn geometry (<g id="fabric">), covering `bounds` (the shape's, in its own
 * units) even when turned; pieces show it through a clip of their own outline. Drawn shapes rather
 * than an SVG <pattern>: the rasteriser paints a pattern tile by tile, about three times slower.
 * '' for plain (no overlay is drawn then).
 */
export function fabricDef(fabric: Fabric, p: Palette, accent: string, seed: number, bounds: Area): string {
  if (fabric === 'plain') return '';
  const colour = ink(p, accent, seed >>> 3);
  // Motifs are bigger than stripes and dots: a print reads at a larger repeat (and costs less).
  const size = (fabric === 'print' ? 44 : 24) + (seed % 4) * 10;
  const angle = [0, 0, 45, -30][(seed >>> 5) % 4] as number;
  const cx = (bounds[0] + bounds[2]) / 2;
  const cy = (bounds[1] + bounds[3]) / 2;
  // Half the diagonal: a square this size around the centre covers the shape at any angle.
  const reach = Math.ceil(Math.hypot(bounds[2] - bounds[0], bounds[3] - bounds[1]) / 2 / size) * size;
  const area: Area = [cx - reach, cy - reach, cx + reach, cy + reach];
  const half = size / 2;
  let body: string;
  if (fabric === 'stripes') {
    const w = Math.max(4, Math.round(size * (0.18 + ((seed >>> 7) % 3) * 0.1)));
    const d = tiled(
      [area[0], area[1], area[2], area[1] + 1],
      size,
      (x) => `M${n(x)} ${n(area[1])}h${w}V${n(area[3])}h${-w}z`,
    );
    body = `<path d="${d}" fill="${colour}" fill-opacity="0.7"/>`;
  } else if (fabric === 'checks') {
    // Gingham: bands both ways, darker where they cross.
    const vertical = tiled(
      [area[0], area[1], area[2], area[1] + 1],
      size,
      (x) => `M${n(x)} ${n(area[1])}h${half}V${n(area[3])}h${-half}z`,
    );
    const horizontal = tiled(
      [area[0], area[1], area[0] + 1, area[3]],
      size,
      (_, y) => `M${n(area[0])} ${n(y)}v${half}H${n(area[2])}v${-half}z`,
    );
    body = `<path d="${vertical}" fill="${colour}" fill-opacity="0.35"/><path d="${horizontal}" fill="${colour}" fill-opacity="0.35"/>`;
  } else if (fabric === 'dots') {
    const r = Math.max(2.5, size * (0.1 + ((seed >>> 7) % 3) * 0.04));
    body = `<path d="${tiled(area, size, (x, y) => circle(x + half, y + half, r))}" fill="${colour}" fill-opacity="0.8"/>`;
  } else if ((seed >>> 9) % 2 === 0) {
    // A small flower: four petals round a centre of the ground colour (florals, block prints).
    const r = size * 0.13;
    const petals = tiled(area, size, (x, y) =>
      [
        [0, -1],
        [1, 0],
        [0, 1],
        [-1, 0],
      ]
        .map(([dx, dy]) => circle(x + half + (dx as number) * r * 1.3, y + half + (dy as number) * r * 1.3, r))
        .join(''),
    );
    const centres = tiled(area, size, (x, y) => circle(x + half, y + half, r * 0.6));
    body = `<path d="${petals}" fill="${colour}" fill-opacity="0.75"/><path d="${centres}" fill="${p.base}"/>`;
  } else {
    // A diamond (ikats, geometrics).
    const r = size * 0.22;
    const d = tiled(
      area,
      size,
      (x, y) =>
        `M${n(x + half)} ${n(y + half - r * 1.6)}l${n(r)} ${n(r * 1.6)}l${n(-r)} ${n(r * 1.6)}l${n(-r)} ${n(-r * 1.6)}z`,
    );
    body = `<path d="${d}" fill="${colour}" fill-opacity="0.75"/>`;
  }
  return `<g id="fabric" transform="rotate(${angle} ${n(cx)} ${n(cy)})">${body}</g>`;
}
