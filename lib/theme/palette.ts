// A theme's palette as CSS custom properties. Colour values come from merchants and theme files
// and end up inside a <style> element, so only hex and rgb()/rgba() colours are let through: a
// value like `red;}body{display:none` or `</style><script>` falls back to the default instead.
import { DEFAULT_COLOURS } from '../shared/constants';

export type CoreColour = keyof typeof DEFAULT_COLOURS;

/** One palette group (e.g. button) with its colours by key (e.g. button_primary). */
export type PaletteGroups = Readonly<Record<string, Readonly<Record<string, string | undefined>> | undefined>>;

/**
 * A theme's palette. The five core colours may be named as here or as older themes name them
 * (primary_color, secondary_color, accent_color, link_color, bg_color). general_setting and
 * advance_setting hold the platform's grouped colours (theme.page_background, button.button_primary...).
 */
export type ThemePalette = Partial<Record<CoreColour, string>> & {
  primary_color?: string;
  secondary_color?: string;
  accent_color?: string;
  link_color?: string;
  bg_color?: string;
  general_setting?: PaletteGroups;
  advance_setting?: PaletteGroups;
};

export type CssVars = Record<`--${string}`, string>;

const ALIASES: Readonly<
  Record<CoreColour, 'primary_color' | 'secondary_color' | 'accent_color' | 'link_color' | 'bg_color'>
> = {
  primary: 'primary_color',
  secondary: 'secondary_color',
  accent: 'accent_color',
  link: 'link_color',
  background: 'bg_color',
};

const HEX = /^#?([0-9a-f]{3}|[0-9a-f]{4}|[0-9a-f]{6}|[0-9a-f]{8})$/i;
const NUMBER = String.raw`(?:\d+(?:\.\d+)?|\.\d+)`;
const CHANNEL = String.raw`${NUMBER}%?`;
const COMMA_RGB = new RegExp(
  String.raw`^rgba?\(\s*(${CHANNEL})\s*,\s*(${CHANNEL})\s*,\s*(${CHANNEL})\s*(?:,\s*(${CHANNEL})\s*)?\)$`,
  'i',
);
const SPACE_RGB = new RegExp(
  String.raw`^rgba?\(\s*(${CHANNEL})\s+(${CHANNEL})\s+(${CHANNEL})\s*(?:/\s*(${CHANNEL})\s*)?\)$`,
  'i',
);

/**
 * The colour in a canonical form, or undefined when it is not a hex colour (#rgb, #rgba,
 * #rrggbb, #rrggbbaa; the leading # may be missing, as in the platform's defaults) or an rgb()/rgba()
 * colour with channels in range.
 */
export function normaliseColour(value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined;
  const text = value.trim();
  const hex = HEX.exec(text);
  if (hex) return `#${hex[1]}`;
  const rgb = COMMA_RGB.exec(text) ?? SPACE_RGB.exec(text);
  if (!rgb) return undefined;
  const [r, g, b, a] = rgb.slice(1);
  if (![r, g, b].every((c) => inRange(c, 255)) || (a !== undefined && !inRange(a, 1))) return undefined;
  return a === undefined ? `rgb(${r}, ${g}, ${b})` : `rgba(${r}, ${g}, ${b}, ${a})`;
}

export function isSafeColour(value: unknown): value is string {
  return normaliseColour(value) !== undefined;
}

/**
 * CSS custom properties for a palette: `--color-primary`, `--color-secondary`, `--color-accent`,
 * `--color-link`, `--color-background` (the platform's defaults when unset or invalid), then every valid
 * colour of general_setting and advance_setting under its key in kebab-case
 * (button.button_primary -> `--button-primary`). Keys that are not plain words are skipped.
 */
export function paletteToCssVars(palette: ThemePalette | null | undefined): CssVars {
  const vars: CssVars = {};
  for (const name of Object.keys(DEFAULT_COLOURS) as CoreColour[]) {
    const given = palette?.[name] ?? palette?.[ALIASES[name]];
    vars[`--color-${name}`] = normaliseColour(given) ?? DEFAULT_COLOURS[name];
  }
  for (const groups of [palette?.general_setting, palette?.advance_setting]) {
    if (!groups || typeof groups !== 'object') continue;
    for (const group of Object.values(groups)) {
      if (!group || typeof group !== 'object') continue;
      for (const [key, value] of Object.entries(group)) {
        const colour = normaliseColour(value);
        if (colour && /^[a-z0-9_-]+$/i.test(key)) vars[`--${kebab(key)}`] = colour;
      }
    }
  }
  return vars;
}

/**
 * A CSS rule setting the variables, e.g. `:root{--color-primary:#7043F7;...}`. Variables whose
 * name or value could end the rule or the <style> element are dropped; a selector with such
 * characters is refused.
 */
export function cssVarsText(vars: Readonly<Record<string, string>>, selector = ':root'): string {
  if (!selector.trim() || /[{}<>;]/.test(selector)) throw new Error(`Unsafe CSS selector: ${selector}`);
  const body = Object.entries(vars)
    .filter(
      ([name, value]) =>
        /^--[a-z0-9-]+$/i.test(name) &&
        typeof value === 'string' &&
        value.trim() !== '' &&
        !/[;{}<>\\]|\/\*/.test(value),
    )
    .map(([name, value]) => `${name}:${value.trim()}`)
    .join(';');
  return `${selector.trim()}{${body}}`;
}

/**
 * The colour global settings of a theme's schema beside the core five, each as the palette variable
 * the shop's CSS reads (app/globals.css, the header and footer): the merchant's value wins over the
 * stored palette's, as the core colours do.
 */
const GLOBAL_COLOUR_VARS: Readonly<Record<string, `--${string}`>> = {
  text_heading_color: '--text-heading',
  text_body_color: '--text-body',
  divider_color: '--divider-strokes',
  sale_color: '--sale-discount-text',
  button_primary_label_color: '--button-primary-label',
  header_bg_color: '--header-background',
  header_text_color: '--header-nav',
  footer_bg_color: '--footer-background',
  footer_text_color: '--footer-body-text',
};

/**
 * The `:root` rule of a theme: its palette's variables, with the colour global settings the
 * merchant edited (primary_color, secondary_color, accent_color, link_color, bg_color and those of
 * GLOBAL_COLOUR_VARS) in place of the palette's own; an edited value that is not a colour leaves the palette's. The saved theme and the
 * editor's live preview go through here, so a preview looks exactly as the saved result will.
 */
export function themePaletteCss(
  palette: ThemePalette | null | undefined,
  globalConfig: Readonly<Record<string, unknown>>,
): string {
  const edited: ThemePalette = {};
  for (const name of Object.keys(ALIASES) as CoreColour[]) {
    const value = globalConfig[ALIASES[name]];
    // Both spellings: a palette naming the colour `primary` would otherwise shadow `primary_color`.
    if (typeof value === 'string' && isSafeColour(value))
      Object.assign(edited, { [name]: value, [ALIASES[name]]: value });
  }
  const vars = paletteToCssVars({ ...palette, ...edited });
  for (const [setting, name] of Object.entries(GLOBAL_COLOUR_VARS)) {
    const colour = normaliseColour(globalConfig[setting]);
    if (colour) vars[name] = colour;
  }
  return cssVarsText(vars);
}

function inRange(channel: string, max: number): boolean {
  const percent = channel.endsWith('%');
  const n = Number(percent ? channel.slice(0, -1) : channel);
  return Number.isFinite(n) && n >= 0 && n <= (percent ? 100 : max);
}

function kebab(key: string): string {
  return key
    .replace(/([a-z0-9])([A-Z])/g, '$1-$2')
    .replace(/_/g, '-')
    .toLowerCase();
}
