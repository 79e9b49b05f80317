// Messages and constants of the content API, one place each.
export const CONTENT_MESSAGES = {
  pageNotFound: (slug: string) => `Page ${slug} not found`,
  badSlug: 'slug must be lowercase letters, digits and hyphens, at most 100 characters',
  badRootId: 'root_id must be letters, digits, - and _, at most 64 characters',
  notConfigured: (what: string) => `No ${what} is configured for this application`,
} as const;

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
