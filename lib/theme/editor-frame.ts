// Helpers of the editor bridge that only need strings: where the editor is, and what the shop
// tells it about the page on screen.
import { editorTargetOrigin } from './editor-protocol';
import { resolvePageSlug } from './page-slug';

/**
 * The editor's origin, if it is allowed: the parent frame's origin from location.ancestorOrigins
 * (Chromium, Safari), else document.referrer (which an editor's Referrer-Policy may strip; the
 * bridge then learns the origin from the editor's first valid message).
 */
export function frameParentOrigin(
  ancestorOrigins: ArrayLike<string> | undefined,
  referrer: string,
  allowedOrigins: readonly string[],
): string | undefined {
  const parent = ancestorOrigins && ancestorOrigins.length > 0 ? ancestorOrigins[0] : undefined;
  return parent !== undefined
    ? editorTargetOrigin(parent, allowedOrigins)
    : editorTargetOrigin(referrer, allowedOrigins);
}

/** The path with its query and the page slug, as storefront:ready and storefront:route-changed carry them. */
export function frameLocation(pathname: string, search: string): { path: string; page: string | null } {
  const query = search.replace(/^\?/, '');
  return { path: query ? `${pathname}?${query}` : pathname, page: resolvePageSlug(pathname)?.slug ?? null };
}

/** A query string as the record the server's section context reads (repeated keys become lists). */
export function queryRecord(search: string): Record<string, string | string[]> {
  // A Map, then fromEntries: a key such as __proto__ becomes a plain entry, not a prototype.
  const values = new Map<string, string[]>();
  for (const [key, value] of new URLSearchParams(search)) values.set(key, [...(values.get(key) ?? []), value]);
  return Object.fromEntries([...values].map(([key, list]) => [key, list.length === 1 ? list[0] : list]));
}
