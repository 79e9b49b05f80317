// Limits and patterns of the content API, one place each.

export const CONTENT_LIMITS = {
  navigationsPageSizeDefault: 10,
  pagesPageSizeDefault: 12,
  pageSizeMax: 100,
  /** Seconds before a storefront asks for announcements again. */
  announcementsRefreshSeconds: 900,
} as const;

/** The key of announcements shown on every page. */
export const ALL_PAGES = '$all';

export const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
