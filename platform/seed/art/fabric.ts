// The surface of a product's art: plain, stripes, checks, dots or a printed motif, drawn over
// every piece of its silhouette (piece() in shapes-apparel.ts fills a piece with url(#fabric) when
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

/** The <pattern id="fabric"> for this fabric, or '' for plain (no overlay is drawn then). */
export function fabricDef(fabric: Fabric, p: Palette, accent: string, seed: number): string {
  if (fabric === 'plain') return '';
  const colour = ink(p, accent, seed >>> 3);
  const size = 24 + (seed % 4) * 10;
  const angle = [0, 0, 45, -30][(seed >>> 5) % 4];
  const open = `<pattern id="fabric" width="${size}" height="${size}" patternUnits="userSpaceOnUse" patternTransform="rotate(${angle})">`;
  const half = size / 2;
  let body: string;
  if (fabric === 'stripes') {
    const w = Math.max(4, Math.round(size * (0.18 + ((seed >>> 7) % 3) * 0.1)));
    body = `<rect width="${w}" height="${size}" fill="${colour}" fill-opacity="0.7"/>`;
  } else if (fabric === 'checks') {
    body =
      `<rect width="${half}" height="${size}" fill="${colour}" fill-opacity="0.35"/>` +
      `<rect width="${size}" height="${half}" fill="${colour}" fill-opacity="0.35"/>`;
  } else if (fabric === 'dots') {
    const r = Math.max(2.5, size * (0.1 + ((seed >>> 7) % 3) * 0.04));
    body = `<circle cx="${half}" cy="${half}" r="${r.toFixed(1)}" fill="${colour}" fill-opacity="0.8"/>`;
  } else {
    // A four-petal flower or a diamond, by the hash: block prints, florals and ikats alike.
    const r = size * 0.22;
    body =
      (seed >>> 9) % 2 === 0
        ? [0, 90, 180, 270]
            .map(
              (a) =>
                `<ellipse cx="${half}" cy="${(half - r).toFixed(1)}" rx="${(r * 0.55).toFixed(1)}" ry="${r.toFixed(1)}" fill="${colour}" fill-opacity="0.75" transform="rotate(${a} ${half} ${half})"/>`,
            )
            .join('') + `<circle cx="${half}" cy="${half}" r="${(r * 0.45).toFixed(1)}" fill="${p.base}"/>`
        : `<path d="M${half} ${half - r * 1.6}L${half + r} ${half}L${half} ${half + r * 1.6}L${half - r} ${half}Z" fill="${colour}" fill-opacity="0.75"/>`;
  }
  return `${open}${body}</pattern>`;
}
