// The code themes' data by slug: each folder's preset.json and the section schemas `npm run
// theme:build` writes (sections.generated.json). JSON only, so the platform, which imports no
// storefront code, seeds from here (docs/decisions/0004-theme-sections-one-file.md). A theme is
// one line here and one in ./registry.ts.
import defaultPreset from './default/preset.json';
import defaultSchemas from './default/sections.generated.json';

export const themeData = {
  default: { preset: defaultPreset, sections: defaultSchemas.sections },
} as const;

export type ThemeSlug = keyof typeof themeData;

/** The code theme the shop renders and the seeded themes are built from. */
export const SHOP_THEME: ThemeSlug = 'default';
