// Composes a product photo-substitute: the silhouette of its kind in its colour, on a soft
// studio backdrop. Views 0-3 are different "shots" of the same item (front, detail close-up,
// angled on a set, flat-lay with a swing tag), so a product page has a believable gallery.
import { backdrop, luminance, mix, paletteOf } from './colour';
import { fabricDef, type Fabric } from './fabric';
import { apparelShapes, type ShapeArt } from './shapes-apparel';
import { goodsShapes } from './shapes-goods';

export const SHAPES = { ...apparelShapes, ...goodsShapes } satisfies Record<string, ShapeArt>;
export type ShapeKind = keyof typeof SHAPES;
export const PRODUCT_VIEWS = 4;

export const WIDTH = 800;
export const HEIGHT = 1000;

const ACCENTS = ['#c9a24b', '#efe6d6', '#2f3e5c', '#b4532a', '#7a1f2b', '#1f7a7a'];

/** A trim colour that contrasts with the product colour. */
export function accentFor(hex: string, seed: number): string {
  const lum = luminance(hex);
  const usable = ACCENTS.filter((a) => Math.abs(luminance(a) - lum) > 0.18 && a !== hex);
  return usable[seed % usable.length] ?? '#c9a24b';
}

export function defs(top: string, bottom: string, glowColour = '#ffd98a', extra = ''): string {
  return `<defs>
<linearGradient id="bg" x1="0" y1="0" x2="0.3" y2="1"><stop offset="0" stop-color="${top}"/><stop offset="1" stop-color="${bottom}"/></linearGradient>
<linearGradient id="sheen" x1="0" y1="0" x2="1" y2="0.25"><stop offset="0" stop-color="#fff" stop-opacity="0.22"/><stop offset="0.38" stop-color="#fff" stop-opacity="0"/><stop offset="0.7" stop-color="#000" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity="0.2"/></linearGradient>
<radialGradient id="shadow"><stop offset="0" stop-color="#000" stop-opacity="0.22"/><stop offset="1" stop-color="#000" stop-opacity="0"/></radialGradient>
<radialGradient id="halo"><stop offset="0" stop-color="#fff" stop-opacity="0.55"/><stop offset="1" stop-color="#fff" stop-opacity="0"/></radialGradient>
<radialGradient id="glow"><stop offset="0" stop-color="${glowColour}" stop-opacity="0.55"/><stop offset="1" stop-color="${glowColour}" stop-opacity="0"/></radialGradient>
<linearGradient id="lens" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#3a3f4b"/><stop offset="1" stop-color="#12141a"/></linearGradient>
<pattern id="weave" width="8" height="8" patternUnits="userSpaceOnUse"><path d="M0 8L8 0" stroke="#000" stroke-opacity="0.06" stroke-width="1.4"/></pattern>
<pattern id="dots" width="36" height="36" patternUnits="userSpaceOnUse"><circle cx="18" cy="18" r="2" fill="#000" fill-opacity="0.06"/></pattern>
${extra}</defs>`;
}

function swingTag(x: number, y: number, colour: string): string {
  return (
    `<path d="M${x} ${y - 90}Q${x - 30} ${y - 60} ${x} ${y}" stroke="#8a7a66" stroke-width="2" fill="none"/>` +
    `<g transform="rotate(-12 ${x} ${y})"><rect x="${x - 40}" y="${y}" width="80" height="120" rx="8" fill="#fbf8f2" stroke="#d8cfc0" stroke-width="2"/>` +
    `<circle cx="${x}" cy="${y + 16}" r="6" fill="none" stroke="#b8ad9c" stroke-width="2"/>` +
    `<rect x="${x - 24}" y="${y + 40}" width="48" height="6" rx="3" fill="${colour}"/>` +
    `<rect x="${x - 24}" y="${y + 58}" width="34" height="5" rx="2.5" fill="#cfc6b6"/><rect x="${x - 24}" y="${y + 74}" width="40" height="5" rx="2.5" fill="#cfc6b6"/></g>`
  );
}

function leaf(x: number, y: number, angle: number): string {
  return (
    `<g transform="translate(${x} ${y}) rotate(${angle})"><path d="M0 0Q40 -60 0 -150Q-40 -60 0 0Z" fill="#7f9c6f"/>` +
    `<path d="M0 0V-140" stroke="#5d7a50" stroke-width="3"/></g>`
  );
}

export type FittedArt = { svg: string; focus: [number, number]; floor: number; shadowWidth: number };

/** The silhouette of `kind` in `hex`, fitted to a common size and centred on (400, 500); with
 *  `fabric`, its pieces in `hex` show #fabric through them too (the caller defines it). */
export function fittedArt(kind: ShapeKind, hex: string, seed: number, fabric = false): FittedArt {
  const shape = SHAPES[kind];
  const [x0, y0, x1, y1] = shape.bounds;
  // Fit every kind to the same visual size, so a grid of products looks even.
  const scale = Math.min(600 / (x1 - x0), 720 / (y1 - y0), 1.3);
  const cx = (x0 + x1) / 2;
  const cy = (y0 + y1) / 2;
  return {
    svg: `<g transform="translate(400 500) scale(${scale.toFixed(4)}) translate(${-cx} ${-cy})">${shape.svg({ ...paletteOf(hex), fabric }, accentFor(hex, seed))}</g>`,
    focus: [400 + (shape.focus[0] - cx) * scale, 500 + (shape.focus[1] - cy) * scale],
    floor: Math.min(950, 500 + ((y1 - y0) / 2) * scale + 24),
    shadowWidth: Math.min(320, ((x1 - x0) / 2) * scale + 40),
  };
}

/** The SVG for one view of one kind in one colour and fabric; `seed` (the product's) varies the
 *  backdrop, the trim colour and the pattern's scale, angle and ink. */
export function productSvg(
  kind: ShapeKind,
  colourHex: string,
  view: number,
  seed: number,
  fabric: Fabric = 'plain',
): string {
  const [top, bottom] = backdrop(colourHex, seed + view);
  const pattern = fabricDef(fabric, paletteOf(colourHex), accentFor(colourHex, seed), seed, SHAPES[kind].bounds);
  const { svg: art, focus, floor, shadowWidth } = fittedArt(kind, colourHex, seed, pattern !== '');
  const [fx, fy] = focus;
  let scene: string;
  if (view === 1) {
    // Close-up: zoom on the detail area, with a faint weave suggesting the fabric.
    scene =
      `<rect width="800" height="1000" fill="url(#bg)"/>` +
      `<g transform="translate(400 500) scale(2.1) translate(${-fx} ${-fy})">${art}</g>` +
      `<rect width="800" height="1000" fill="url(#weave)"/>`;
  } else if (view === 2) {
    // On a set: an arch of a deeper tone behind the item, slightly turned.
    const arch = mix(bottom, colourHex, 0.18);
    scene =
      `<rect width="800" height="1000" fill="url(#bg)"/>` +
      `<path d="M150 1000V420A250 250 0 0 1 650 420V1000Z" fill="${arch}"/>` +
      `<ellipse cx="400" cy="${floor}" rx="${shadowWidth}" ry="30" fill="url(#shadow)"/>` +
      `<g transform="translate(400 520) rotate(-7) scale(0.86) translate(-400 -500)">${art}</g>`;
  } else if (view === 3) {
    // Flat-lay: smaller item on a dotted surface with props.
    scene =
      `<rect width="800" height="1000" fill="${mix(top, '#ffffff', 0.3)}"/><rect width="800" height="1000" fill="url(#dots)"/>` +
      leaf(110, 980, 24) +
      leaf(720, 160, -150) +
      `<g transform="translate(390 500) rotate(4) scale(0.74) translate(-400 -500)">${art}</g>` +
      swingTag(620, 700, colourHex);
  } else {
    scene =
      `<rect width="800" height="1000" fill="url(#bg)"/>` +
      `<circle cx="400" cy="470" r="380" fill="url(#halo)"/>` +
      `<ellipse cx="400" cy="${floor}" rx="${shadowWidth}" ry="28" fill="url(#shadow)"/>` +
      art;
  }
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}">${defs(top, bottom, undefined, pattern)}${scene}</svg>`;
}
