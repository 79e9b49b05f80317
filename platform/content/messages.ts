// Messages of the content API, one place each.
export const CONTENT_MESSAGES = {
  pageNotFound: (slug: string) => `Page ${slug} not found`,
  badSlug: 'slug must be lowercase letters, digits and hyphens, at most 100 characters',
  badRootId: 'root_id must be letters, digits, - and _, at most 64 characters',
  notConfigured: (what: string) => `No ${what} is configured for this application`,
} as const;
