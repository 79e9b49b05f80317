// The code themes' sections by slug: each theme is a folder themes/<slug>/ whose sections/index.ts
// exports its SectionRegistry. With ./chrome-registry.ts (header and footer, apart because every
// page loads them) and ./registry-data.ts (its JSON), the only place the shop names a theme
// folder: the renderer and the build script receive themes from here.
import type { SectionRegistry } from '@/lib/theme/section-contract';
import { SHOP_THEME, type ThemeSlug } from './registry-data';
import { defaultSections } from './default/sections';

export const themeSections: Readonly<Record<ThemeSlug, SectionRegistry>> = {
  default: defaultSections,
};

export { SHOP_THEME };

/** The sections of the theme the shop renders. */
export const shopSections: SectionRegistry = themeSections[SHOP_THEME];
