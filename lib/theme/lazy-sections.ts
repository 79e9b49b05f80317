// Section pages render lazily (000 section 2.4, 001 section 9): the first 4 sections at once, then
// 3 more each time the shopper nears the end; preview and edit mode show every section.
import { INFINITE_SCROLL_THRESHOLD_PX, SECTIONS } from '../constants';

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
