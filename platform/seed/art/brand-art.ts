// Typographic logos, banners and category tiles. Text is drawn with the stroke font so it
// renders the same on machines without fonts.
import { luminance, mix } from './colour';
import { defs, fittedArt, type ShapeKind } from './product-art';
import { measure, strokeText } from './stroke-font';

export type LogoStyle = 'wordmark' | 'monogram' | 'badge';

const svgDoc = (w: number, h: number, body: string): string =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">${body}</svg>`;

const inkOn = (bg: string): string => (luminance(bg) > 0.45 ? '#1d1b29' : '#fbf8f2');

/** Split a name into at most two balanced lines. */
function lines(name: string): string[] {
  const words = name.toUpperCase().split(' ');
  if (words.length < 2 || name.length <= 11) return [name.toUpperCase()];
  let best = 1;
  let bestDiff = Infinity;
  for (let i = 1; i < words.length; i++) {
    const diff = Math.abs(words.slice(0, i).join(' ').length - words.slice(i).join(' ').length);
    if (diff < bestDiff) [best, bestDiff] = [i, diff];
  }
  return [words.slice(0, best).join(' '), words.slice(best).join(' ')];
}

/** Largest cap height (<= max) at which every line fits in `width`. */
function fitSize(texts: string[], width: number, max: number, tracking: number): number {
  const widest = Math.max(...texts.map((t) => measure(t, { size: 10, tracking })));
  return Math.min(max, (width / widest) * 10);
}

export function logoSvg(name: string, bg: string, style: LogoStyle): string {
  const ink = inkOn(bg);
  const size = 512;
  let body = `<rect width="${size}" height="${size}" fill="${bg}"/>`;
  if (style === 'monogram') {
    const initials = name
      .split(/\s+/)
      .filter((w) => /^[a-z]/i.test(w))
      .map((w) => w[0])
      .join('')
      .slice(0, 2);
    body += `<circle cx="256" cy="220" r="130" fill="none" stroke="${ink}" stroke-width="6"/>`;
    body += strokeText(initials, 256, 262, { size: 86, colour: ink, anchor: 'middle', weight: 9, tracking: 0.1 });
    const label = name.toUpperCase();
    body += strokeText(label, 256, 430, {
      size: fitSize([label], 400, 34, 0.3),
      colour: ink,
      anchor: 'middle',
      tracking: 0.3,
      weight: 3.5,
    });
  } else {
    const rows = lines(name);
    const tracking = style === 'badge' ? 0.25 : 0.15;
    const cap = fitSize(rows, style === 'badge' ? 340 : 400, 70, tracking);
    const lead = cap * 1.7;
    const top = 256 - ((rows.length - 1) * lead) / 2 + cap / 2;
    rows.forEach((row, i) => {
      body += strokeText(row, 256, top + i * lead, {
        size: cap,
        colour: ink,
        anchor: 'middle',
        tracking,
        weight: Math.max(4, cap / 9),
      });
    });
    if (style === 'badge') {
      body += `<rect x="60" y="120" width="392" height="272" rx="24" fill="none" stroke="${ink}" stroke-width="5"/>`;
    } else {
      const y1 = top - cap - 40;
      const y2 = top + (rows.length - 1) * lead + 40;
      body += `<path d="M206 ${y1}H306M206 ${y2}H306" stroke="${ink}" stroke-width="4" stroke-linecap="round"/>`;
    }
  }
  return svgDoc(size, size, body);
}

export type BannerSpec = {
  title: string;
  subtitle: string;
  bg: string;
  items: Array<{ kind: ShapeKind; hex: string }>;
  orientation: 'landscape' | 'portrait';
  cta?: string;
};

/** A campaign banner: title, subtitle and a call to action beside a few product silhouettes. */
export function bannerSvg(spec: BannerSpec): string {
  const landscape = spec.orientation === 'landscape';
  const [w, h] = landscape ? [1600, 600] : [800, 1100];
  const ink = inkOn(spec.bg);
  const deep = mix(spec.bg, '#000000', 0.18);
  let body = defs(mix(spec.bg, '#ffffff', 0.12), deep);
  body += `<rect width="${w}" height="${h}" fill="url(#bg)"/>`;
  body += landscape
    ? `<circle cx="1240" cy="300" r="330" fill="#ffffff" fill-opacity="0.12"/><circle cx="1480" cy="90" r="140" fill="#ffffff" fill-opacity="0.08"/>`
    : `<circle cx="400" cy="760" r="330" fill="#ffffff" fill-opacity="0.12"/><circle cx="690" cy="1010" r="150" fill="#ffffff" fill-opacity="0.08"/>`;
  const textX = landscape ? 110 : 400;
  const anchor = landscape ? 'start' : 'middle';
  const rows = lines(spec.title);
  const cap = fitSize(rows, landscape ? 640 : 660, landscape ? 74 : 64, 0.12);
  // Centre the text block (title rows, subtitle, button) vertically in its half.
  const block = cap + (rows.length - 1) * cap * 1.6 + cap * 0.6 + 10 + 106;
  let y = landscape ? (h - block) / 2 + cap : 90 + cap;
  for (const row of rows) {
    body += strokeText(row, textX, y, { size: cap, colour: ink, anchor, tracking: 0.12, weight: Math.max(5, cap / 9) });
    y += cap * 1.6;
  }
  const sub = spec.subtitle.toUpperCase();
  body += strokeText(sub, textX, y + 10, {
    size: fitSize([sub], landscape ? 620 : 660, 24, 0.3),
    colour: ink,
    anchor,
    tracking: 0.3,
    weight: 2.6,
  });
  const cta = (spec.cta ?? 'Shop now').toUpperCase();
  const ctaWidth = measure(cta, { size: 18, tracking: 0.3 }) + 64;
  const ctaX = landscape ? textX : 400 - ctaWidth / 2;
  body += `<rect x="${ctaX}" y="${y + 50}" width="${ctaWidth}" height="56" rx="28" fill="${ink}"/>`;
  body += strokeText(cta, ctaX + ctaWidth / 2, y + 87, {
    size: 18,
    colour: spec.bg,
    anchor: 'middle',
    tracking: 0.3,
    weight: 2.6,
  });
  const n = spec.items.length;
  spec.items.forEach((item, i) => {
    const art = fittedArt(item.kind, item.hex, i);
    // Landscape: a row beside the text; portrait: a staggered diagonal below it.
    const scale = landscape ? (n > 2 ? 0.44 : 0.56) : n > 1 ? 0.44 : 0.6;
    const cx = landscape ? 1190 + (i - (n - 1) / 2) * 250 : 400 + (i - (n - 1) / 2) * 230;
    const cy = landscape ? 300 + (i % 2) * 16 : 780 + (i - (n - 1) / 2) * 110;
    body +=
      `<g transform="translate(${cx} ${cy}) scale(${scale}) translate(-400 -500)">` +
      `<ellipse cx="400" cy="${art.floor}" rx="${art.shadowWidth}" ry="26" fill="url(#shadow)"/>${art.svg}</g>`;
  });
  return svgDoc(w, h, body);
}

/** A square tile for a category, department or collection: one to three items on a pastel. */
export function tileSvg(items: Array<{ kind: ShapeKind; hex: string }>, bg: string): string {
  const n = items.length;
  let body = defs(mix(bg, '#ffffff', 0.35), bg);
  body += `<rect width="600" height="600" fill="url(#bg)"/><circle cx="300" cy="290" r="230" fill="#ffffff" fill-opacity="0.35"/>`;
  items.forEach((item, i) => {
    const art = fittedArt(item.kind, item.hex, i);
    const scale = n === 1 ? 0.62 : n === 2 ? 0.44 : 0.34;
    const cx = 300 + (i - (n - 1) / 2) * (n === 2 ? 200 : 165);
    const cy = 300 + (n > 1 && i === 1 ? -20 : 10);
    body +=
      `<g transform="translate(${cx} ${cy}) scale(${scale}) translate(-400 -500)">` +
      `<ellipse cx="400" cy="${art.floor}" rx="${art.shadowWidth}" ry="26" fill="url(#shadow)"/>${art.svg}</g>`;
  });
  return svgDoc(600, 600, body);
}

/** The shop's own wordmark on a transparent background, and a square app icon. */
export function shopLogoSvg(name: string, variant: 'wide' | 'square'): string {
  const ink = '#1d1b29';
  if (variant === 'square') {
    const initials = name
      .split(/\s+/)
      .map((w) => w[0])
      .join('');
    return svgDoc(
      256,
      256,
      `<rect width="256" height="256" rx="48" fill="${ink}"/>` +
        `<circle cx="128" cy="128" r="86" fill="none" stroke="#e9c46a" stroke-width="5"/>` +
        strokeText(initials, 128, 152, { size: 48, colour: '#fbf8f2', anchor: 'middle', weight: 6, tracking: 0.05 }),
    );
  }
  const text = name.toUpperCase();
  const width = measure(text, { size: 52, tracking: 0.28 });
  const sun = Array.from({ length: 8 }, (_, i) => {
    const a = (i * Math.PI) / 4;
    return `M${90 + Math.cos(a) * 44} ${90 + Math.sin(a) * 44}L${90 + Math.cos(a) * 58} ${90 + Math.sin(a) * 58}`;
  }).join('');
  return svgDoc(
    Math.ceil(width + 200),
    180,
    `<circle cx="90" cy="90" r="30" fill="#e9a13b"/><path d="${sun}" stroke="#e9a13b" stroke-width="6" stroke-linecap="round"/>` +
      strokeText(text, 180, 116, { size: 52, colour: ink, tracking: 0.28, weight: 6 }),
  );
}
