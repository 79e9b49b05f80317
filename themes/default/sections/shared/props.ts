// Reading filled section props (plain JSON values) as the types a section needs. The renderer
// has already coerced saved values to each prop's type; these guard against the rest (a theme's
// own keys, a picker holding a list).
import type { FilledProps, JsonValue } from '@/lib/theme/settings';

export function text(props: FilledProps, id: string, fallback = ''): string {
  const v: JsonValue | undefined = props[id];
  if (typeof v === 'string') return v.trim();
  if (typeof v === 'number') return String(v);
  return fallback;
}

export function num(props: FilledProps, id: string, fallback: number): number {
  const v = props[id];
  const n = typeof v === 'number' ? v : typeof v === 'string' && v.trim() !== '' ? Number(v) : NaN;
  return Number.isFinite(n) ? n : fallback;
}

export function bool(props: FilledProps, id: string, fallback = false): boolean {
  const v = props[id];
  return typeof v === 'boolean' ? v : fallback;
}

/** A picker's slug: the value, or the first of a list. */
export function slug(props: FilledProps, id: string): string {
  const v = props[id];
  if (typeof v === 'string') return v.trim();
  if (Array.isArray(v)) return typeof v[0] === 'string' ? v[0].trim() : '';
  return '';
}

/** One of the allowed values, else the fallback. */
export function oneOf<T extends string>(props: FilledProps, id: string, allowed: readonly T[], fallback: T): T {
  const v = props[id];
  return typeof v === 'string' && (allowed as readonly string[]).includes(v) ? (v as T) : fallback;
}

/** The section's id for aria-labelledby: unique on a page because positions are. */
export function headingId(name: string, index: number): string {
  return `s${index}-${name}-heading`;
}

/**
 * Plain text to paragraphs: a blank line (whitespace-only lines count) starts a new paragraph;
 * single line breaks inside a paragraph are kept as lines. Empty input gives no paragraphs.
 */
export function paragraphs(body: string): string[][] {
  return body
    .replace(/\r\n?/g, '\n')
    .split(/\n[ \t]*\n+/)
    .map((block) =>
      block
        .split('\n')
        .map((line) => line.trim())
        .filter(Boolean),
    )
    .filter((lines) => lines.length > 0);
}

/** A colour prop as an inline style value, or undefined when unset. */
export function colour(props: FilledProps, id: string): string | undefined {
  const v = text(props, id);
  return v ? v : undefined;
}

/** Red, green and blue (0-255) of a #rgb/#rrggbb or rgb() colour. */
export function channels(value: string): [number, number, number] | undefined {
  const hex = /^#?([0-9a-f]{3,8})$/i.exec(value.trim());
  if (hex) {
    const h = hex[1];
    if (h.length === 3 || h.length === 4)
      return [0, 1, 2].map((i) => parseInt(h[i] + h[i], 16)) as [number, number, number];
    if (h.length === 6 || h.length === 8)
      return [0, 2, 4].map((i) => parseInt(h.slice(i, i + 2), 16)) as [number, number, number];
    return undefined;
  }
  const rgb = /^rgba?\(\s*(\d+)[\s,]+(\d+)[\s,]+(\d+)/i.exec(value.trim());
  return rgb ? [Number(rgb[1]), Number(rgb[2]), Number(rgb[3])] : undefined;
}

/**
 * The text colour that reads on a merchant-chosen background: near-black on light colours,
 * white on dark ones (by WCAG relative luminance). Undefined when the background is unset or
 * unreadable, so the theme's own text colour applies.
 */
export function readableTextOn(background: string | undefined): string | undefined {
  const rgb = background ? channels(background) : undefined;
  if (!rgb) return undefined;
  const luminance = relativeLuminance(rgb);
  // Contrast with white vs with #1D1B29 (luminance ~0.013): pick the larger.
  return 1.05 / (luminance + 0.05) >= (luminance + 0.05) / 0.063 ? '#FFFFFF' : '#1D1B29';
}

/** WCAG relative luminance of red, green and blue (0-255). */
function relativeLuminance(rgb: [number, number, number]): number {
  const [r, g, b] = rgb.map((c) => {
    const s = c / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** The WCAG contrast ratio (1-21) of two opaque colours, or undefined when either is unreadable. */
export function contrastRatio(a: string, b: string): number | undefined {
  const [x, y] = [channels(a), channels(b)];
  if (!x || !y) return undefined;
  const [light, dark] = [relativeLuminance(x), relativeLuminance(y)].sort((m, n) => n - m);
  return (light + 0.05) / (dark + 0.05);
}

/** Inline style for a section band with a merchant-chosen background (and readable text). */
export function bandStyle(background: string | undefined): React.CSSProperties | undefined {
  if (!background) return undefined;
  const color = readableTextOn(background);
  return { background, ...(color ? { color, '--band-text': color } : {}) } as React.CSSProperties;
}

/** The product card options every section takes from the theme's global settings. */
/** The cards' options; `props` (a section's) adds its show_add_to_cart, unless the cart is disabled. */
export function cardOptions(
  globalConfig: FilledProps,
  props?: FilledProps,
): { showPrice: boolean; imageRatio?: string; hoverImage: boolean; addToBag: boolean } {
  return {
    addToBag: props?.show_add_to_cart === true && globalConfig.disable_cart !== true,
    showPrice: globalConfig.show_price !== false,
    imageRatio: typeof globalConfig.product_img_ratio === 'string' ? globalConfig.product_img_ratio : undefined,
    hoverImage: globalConfig.img_hover_switch === true,
  };
}
