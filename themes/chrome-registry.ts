// The code themes' header and footer by slug (each theme's chrome.ts). Apart from ./registry.ts:
// the root layout draws them on every page, and whatever it imports joins every page's first
// load, so it must not import the sections.
import type { ThemeChrome } from '@/lib/blocks/theme-contract';
import { SHOP_THEME, type ThemeSlug } from './registry-data';
import { chrome as defaultChrome } from './default/chrome';

export const themeChrome: Readonly<Record<ThemeSlug, ThemeChrome>> = {
  default: defaultChrome,
};

/** The header and footer of the theme the shop renders. */
export const shopChrome: ThemeChrome = themeChrome[SHOP_THEME];
