// What other domains (content, the seed) use of themes: the seeded themes' ids, the preset,
// and the sync of the default theme.
export { objectId } from './ids';
export { buildTheme, type RawSection, type ThemeRows, type ThemeVariant } from './preset';
export { planThemeSync } from './sync';
