// Section pages render lazily: the first 4 sections at once, then
// 3 more each time the shopper nears the end; preview and edit mode show every section.
import { INFINITE_SCROLL_THRESHOLD_PX, SECTIONS } from '../shared/constants';

/** How many sections the server renders first. */
export function initialSectionCount(total: number, options: { preview?: boolean } = {}): number {
  const count = wholeCount(total);
  return options.preview ? count : Math.min(SECTIONS.initial, count);
}

/** How many sections show after one more load (never more than there are). */
export function nextSectionCount(shown: number, total: number): number {
  const count = wholeCount(total);
  return Math.min(wholeCount(shown) + SECTIONS.perLoad, count);
}

export function hasMoreSections(shown: number, total: number): boolean {
  return wholeCount(shown) < wholeCount(total);
}

/** Whether the end of the list is near enough to load more (the infinite-scroll threshold). */
export function nearEnd(distanceToEndPx: number): boolean {
  return Number.isFinite(distanceToEndPx) && distanceToEndPx <= INFINITE_SCROLL_THRESHOLD_PX;
}

function wholeCount(n: number): number {
  return Number.isFinite(n) && n > 0 ? Math.floor(n) : 0;
}

/**
 * A short fingerprint of a page's visible section list (each section's place and name). The
 * page sends it with a request for more sections, so a list that changed in between (a merchant
 * published an edit) is noticed instead of answered with sections that repeat or skip some.
 */
export function sectionListVersion(visible: readonly { index: number; section: { name: string } }[]): string {
  let hash = 0x811c9dc5; // FNV-1a, 32 bits
  for (const ch of visible.map(({ index, section }) => `${index}:${section.name}`).join('|')) {
    hash ^= ch.charCodeAt(0);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash.toString(36);
}
