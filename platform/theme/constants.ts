// Defaults and patterns of the theme API, one place each.

export const THEME_DEFAULTS = {
  /** The configuration's current name defaults to 'Default'. */
  configName: 'Default',
  themeType: 'react',
  companyId: 1,
} as const;

/** Page slugs and section page groups. */
export const PAGE_VALUE = /^[a-z0-9]+(?:[-_][a-z0-9]+)*$/;
export const PAGE_VALUE_MAX = 100;
