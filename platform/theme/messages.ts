// Messages of the theme API, one place each (written for a developer reading a 4xx).
export const THEME_MESSAGES = {
  themeNotFound: (id: string) => `Theme ${id} not found`,
  noAppliedTheme: 'No theme is applied to this application',
  pageNotFound: (value: string, themeId: string) => `Page ${value} not found in theme ${themeId}`,
  badThemeId: 'theme_id must be 24 hexadecimal characters',
  badPageValue: 'page_value must be a page slug (lowercase letters, digits, - and _), at most 100 characters',
  badPreviewHash: 'section_preview_hash must be letters, digits, - and _, at most 128 characters',
  badCompany: 'company must be a company id (a positive integer)',
} as const;
