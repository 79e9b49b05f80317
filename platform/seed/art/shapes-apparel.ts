// Flat-illustration silhouettes of garments, drawn on an 800x1000 canvas around x = 400.
// Each piece is filled with the product colour, then with the shared "sheen" gradient for
// volume, then outlined; details (seams, buttons, prints) use shades of the same colour.
import type { Palette } from './colour';

export type ShapeArt = {
  svg: (p: Palette, accent: string) => string;
  /** Where the close-up view zooms in. */
  focus: [number, number];
  /** Drawn extent [x0, y0, x1, y1], used to fit every kind to the same visual size. */
  bounds: [number, number, number, number];
};

/** The fabric (art/fabric.ts) shown through the outline `d`, clipped by an id of its own. */
function fabricThrough(d: string): string {
  let h = 0x811c9dc5;
  for (let i = 0; i < d.length; i++) h = Math.imul(h ^ d.charCodeAt(i), 0x01000193);
  const id = `cut${(h >>> 0).toString(36)}`;
  return `<clipPath id="${id}"><path d="${d}"/></clipPath><use href="#fabric" clip-path="url(#${id})"/>`;
}

export function piece(d: string, p: Palette, fill = p.base): string {
  // Only the pieces in the product's colour are of its fabric (a sole or a strap is not).
  const fabric = p.fabric && fill === p.base ? fabricThrough(d) : '';
  return (
    `<path d="${d}" fill="${fill}"/>${fabric}<path d="${d}" fill="url(#sheen)"/>` +
    `<path d="${d}" fill="none" stroke="${p.deep}" stroke-opacity="0.28" stroke-width="3" stroke-linejoin="round"/>`
  );
}

export function line(d: string, colour: string, width = 3, extra = ''): string {
  return `<path d="${d}" fill="none" stroke="${colour}" stroke-width="${width}" stroke-linecap="round" stroke-linejoin="round" ${extra}/>`;
}

const stitch = (d: string, p: Palette): string => line(d, p.line, 2.5, 'stroke-dasharray="9 7" stroke-opacity="0.6"');
const dot = (x: number, y: number, r: number, fill: string, extra = ''): string =>
  `<circle cx="${x}" cy="${y}" r="${r}" fill="${fill}" ${extra}/>`;

const tshirt: ShapeArt = {
  bounds: [132, 236, 668, 818],
  focus: [400, 330],
  svg: (p) =>
    piece(
      'M330 236Q400 306 470 236L568 262L668 372L602 436L560 402L566 800Q400 818 234 800L240 402L198 436L132 372L232 262Z',
      p,
    ) +
    line('M330 236Q400 306 470 236', p.dark, 16) +
    line('M335 238Q400 296 465 238', p.light, 3, 'stroke-opacity="0.5"') +
    stitch('M150 390L214 446M650 390L586 446', p) +
    stitch('M238 776Q400 794 562 776', p) +
    line('M240 402Q250 360 246 300M560 402Q550 360 554 300', p.dark, 2.5, 'stroke-opacity="0.35"'),
};

const top: ShapeArt = {
  bounds: [160, 226, 640, 790],
  focus: [400, 330],
  svg: (p, accent) =>
    piece(
      'M318 226Q400 330 482 226L560 248L640 330L596 380L548 352Q540 420 560 520Q580 640 570 760Q400 790 230 760Q220 640 240 520Q260 420 252 352L204 380L160 330L240 248Z',
      p,
    ) +
    line('M318 226Q400 330 482 226', p.dark, 12) +
    line('M254 500Q400 530 546 500', accent, 5, 'stroke-opacity="0.8"') +
    stitch('M232 740Q400 768 568 740', p),
};

const shirt: ShapeArt = {
  bounds: [150, 226, 650, 832],
  focus: [400, 300],
  svg: (p) =>
    piece(
      'M345 230L240 262Q204 280 195 332L150 700L216 714L246 430L246 790Q322 832 400 806Q478 832 554 790L554 430L584 714L650 700L605 332Q596 280 560 262L455 230Z',
      p,
    ) +
    piece('M345 226L400 292L352 312L316 250Z', p, p.light) +
    piece('M455 226L400 292L448 312L484 250Z', p, p.light) +
    line('M400 300V806', p.dark, 3) +
    [350, 420, 490, 560, 630, 700].map((y) => dot(410, y, 7, p.light, `stroke="${p.dark}" stroke-width="2"`)).join('') +
    line('M282 356H346V428Q314 444 282 428Z', p.dark, 2.5, 'stroke-opacity="0.6"') +
    line('M156 672L218 684M644 672L582 684', p.dark, 3) +
    stitch('M250 440Q252 300 300 262', p),
};

const kurta: ShapeArt = {
  bounds: [170, 204, 630, 850],
  focus: [400, 300],
  svg: (p, accent) =>
    piece(
      'M350 226L256 256Q226 268 216 310L170 560L236 576L262 400L258 850L542 850L538 400L564 576L630 560L584 310Q574 268 544 256L450 226Q400 242 350 226Z',
      p,
    ) +
    piece('M350 226Q400 244 450 226L450 204Q400 222 350 204Z', p, p.dark) +
    line('M400 238V430', p.dark, 3) +
    [270, 320, 370].map((y) => dot(406, y, 6, accent)).join('') +
    line('M262 810H538', accent, 16, 'stroke-opacity="0.9"') +
    Array.from({ length: 14 }, (_, i) => dot(278 + i * 19, 810, 3.5, p.light)).join('') +
    Array.from({ length: 9 }, (_, i) => {
      const t = (i + 1) / 10;
      const x = 350 + 100 * t;
      const y = 232 + 40 * Math.sin(Math.PI * t) + 14;
      return dot(x, y, 4, accent, 'fill-opacity="0.85"');
    }).join('') +
    line('M262 700V850M538 700V850', p.deep, 3, 'stroke-opacity="0.5"') +
    line('M176 540L234 552M624 540L566 552', accent, 8),
};

const hoodie: ShapeArt = {
  bounds: [158, 122, 642, 784],
  focus: [400, 280],
  svg: (p) =>
    piece('M318 250Q300 130 400 122Q500 130 482 250Z', p, p.dark) +
    piece(
      'M338 236L240 264Q200 280 192 334L158 720L232 732L250 440L252 784L548 784L550 440L568 732L642 720L608 334Q600 280 560 264L462 236Q430 300 400 300Q370 300 338 236Z',
      p,
    ) +
    line('M338 236Q370 300 400 300Q430 300 462 236', p.deep, 6, 'stroke-opacity="0.6"') +
    line('M382 300L376 420M418 300L424 420', p.light, 5) +
    piece('M300 560H500L540 700H260Z', p, p.dark) +
    line('M252 764H548M162 700L230 710M638 700L570 710', p.deep, 10, 'stroke-opacity="0.45"'),
};

const jacket: ShapeArt = {
  bounds: [160, 196, 640, 790],
  focus: [400, 300],
  svg: (p, accent) =>
    piece(
      'M340 226L240 258Q200 276 190 330L160 720L236 730L250 430L252 790L548 790L550 430L564 730L640 720L610 330Q600 276 560 258L460 226Q400 250 340 226Z',
      p,
    ) +
    piece('M340 226Q400 250 460 226L468 196Q400 222 332 196Z', p, p.dark) +
    line('M252 766H548', p.deep, 26, 'stroke-opacity="0.35"') +
    line('M166 698L234 708M634 698L566 708', p.deep, 22, 'stroke-opacity="0.35"') +
    line('M400 240V790', p.deep, 5) +
    line('M400 240V790', accent, 2, 'stroke-dasharray="3 5"') +
    line('M296 520L334 610M504 520L466 610', p.deep, 6, 'stroke-opacity="0.55"') +
    stitch('M256 430Q256 310 300 266M544 430Q544 310 500 266', p),
};

const dress: ShapeArt = {
  bounds: [160, 214, 640, 872],
  focus: [400, 360],
  svg: (p, accent) =>
    piece(
      'M332 214L360 214Q400 272 440 214L468 214Q478 290 504 334Q520 400 494 470L640 852Q400 892 160 852L306 470Q280 400 296 334Q322 290 332 214Z',
      p,
    ) +
    piece('M306 462H494L500 492H300Z', p, accent) +
    [250, 330, 400, 470, 550]
      .map((x) => line(`M${400 + (x - 400) * 0.25} 500L${x} 860`, p.dark, 2.5, 'stroke-opacity="0.45"'))
      .join('') +
    line('M360 214Q400 272 440 214', p.dark, 6),
};

const skirt: ShapeArt = {
  bounds: [188, 230, 612, 840],
  focus: [400, 380],
  svg: (p, accent) =>
    piece('M300 230H500L504 270H296Z', p, p.dark) +
    piece('M296 270H504L612 820Q400 856 188 820Z', p) +
    [260, 330, 400, 470, 540]
      .map((x) => line(`M${400 + (x - 400) * 0.4} 276L${x} 836`, p.dark, 2.5, 'stroke-opacity="0.5"'))
      .join('') +
    line('M194 792Q400 826 606 792', accent, 8, 'stroke-opacity="0.85"') +
    dot(470, 250, 7, accent),
};

function legs(bottom: number, crotch: number, spread: number): string {
  return `M265 246H535L${535 + spread} ${bottom}L${420 + spread / 3} ${bottom + 10}L400 ${crotch}L${380 - spread / 3} ${bottom + 10}L${265 - spread} ${bottom}Z`;
}

const jeans: ShapeArt = {
  bounds: [241, 194, 559, 870],
  focus: [400, 330],
  svg: (p, accent) =>
    piece('M270 200H530L535 246H265Z', p, p.dark) +
    piece(legs(860, 420, 24), p) +
    [300, 400, 500].map((x) => `<rect x="${x - 7}" y="194" width="14" height="58" rx="4" fill="${p.dark}"/>`).join('') +
    line('M400 246V380Q420 400 438 360V250', accent, 3, 'stroke-opacity="0.8"') +
    line('M275 282Q330 300 350 250M525 282Q470 300 450 250', accent, 3, 'stroke-opacity="0.8"') +
    line('M244 830L380 840M556 830L420 840', p.light, 3, 'stroke-opacity="0.5"') +
    `<circle cx="400" cy="222" r="8" fill="${accent}"/>`,
};

const shorts: ShapeArt = {
  bounds: [228, 250, 572, 616],
  focus: [400, 330],
  svg: (p, accent) =>
    piece('M270 250H530L535 296H265Z', p, p.dark) +
    piece('M265 296H535L572 600L424 616L400 450L376 616L228 600Z', p) +
    line('M400 296V420', p.dark, 3) +
    line('M276 330Q326 346 346 300M524 330Q474 346 454 300', accent, 3, 'stroke-opacity="0.7"') +
    line('M234 576L374 590M566 576L426 590', p.light, 3, 'stroke-opacity="0.5"') +
    line('M384 270L372 360M416 270L428 360', p.light, 4),
};

export const apparelShapes = {
  tshirt,
  top,
  shirt,
  kurta,
  hoodie,
  jacket,
  dress,
  skirt,
  jeans,
  shorts,
} satisfies Record<string, ShapeArt>;
