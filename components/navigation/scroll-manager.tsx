'use client';
// Scroll on route changes ("On a route change the page scrolls to the top, unless
// the same path has a scroll policy that allows query-only changes"; 2.4 listings).
//
// What Next's App Router does by itself (checked in the production build with this component
// switched off, using the scroll tests of tests/e2e/content/pages.spec.ts): a push to another path ends at
// the top, and so does a query-only push, on listings too. Per its source, Next scrolls by bringing the new
// page's first element into view and skips that when the element is already visible, and Back and
// Forward are the browser's. This component adds what is missing:
// - a query-only change on a listing path keeps the position the shopper had (the one thing Next
//   got wrong), held for a moment against Next's own scroll and a page still streaming in;
// - a new path (push/replace, not back/forward, no #hash) goes to the very top even when Next
//   would not scroll (the new page's first element already in view); query-only changes on other
//   paths likewise.
import { useEffect, useLayoutEffect, useRef } from 'react';
import { usePathname, useSearchParams } from 'next/navigation';

/** Paths whose query-only changes keep the scroll position (filters, sort, paging of a listing). */
export const QUERY_SCROLL_PATHS: readonly RegExp[] = [
  /^\/products\/?$/,
  /^\/brand\/[^/]+\/?$/,
  /^\/category\/[^/]+\/?$/,
  /^\/collection\/[^/]+\/?$/,
  /^\/brands(\/[^/]+)?\/?$/,
  /^\/categories(\/[^/]+)?\/?$/,
  /^\/collections\/?$/,
];

export function keepsScrollOnQueryChange(pathname: string): boolean {
  return QUERY_SCROLL_PATHS.some((re) => re.test(pathname));
}

/** How long a decided position is held against later scrolls by the router or short content. */
const HOLD_MS = 600;
/** ...and up to this much longer while the page is still too short to reach it. */
const WAIT_FOR_CONTENT_MS = 2400;

export type ScrollDecision = 'none' | 'top' | 'keep';

/** What to do when the route changed from `before` to `after` (both path + query). */
export function scrollDecision(
  before: { pathname: string; search: string },
  after: { pathname: string; search: string },
  traversal: boolean,
  hash: string,
): ScrollDecision {
  if (before.pathname === after.pathname && before.search === after.search) return 'none';
  if (traversal || hash) return 'none';
  if (before.pathname !== after.pathname) return 'top';
  return keepsScrollOnQueryChange(after.pathname) ? 'keep' : 'top';
}

export function ScrollManager() {
  const pathname = usePathname();
  const search = useSearchParams().toString();
  const previous = useRef({ pathname, search });
  const lastY = useRef(0);
  const traversal = useRef(false);

  useEffect(() => {
    let frame = 0;
    const onScroll = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => (lastY.current = window.scrollY));
    };
    const onPopState = () => (traversal.current = true);
    lastY.current = window.scrollY;
    window.addEventListener('scroll', onScroll, { passive: true });
    window.addEventListener('popstate', onPopState);
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('scroll', onScroll);
      window.removeEventListener('popstate', onPopState);
    };
  }, []);

  // Layout effect: the position recorded before the navigation is still the shopper's.
  useLayoutEffect(() => {
    const before = previous.current;
    const after = { pathname, search };
    previous.current = after;
    const decision = scrollDecision(before, after, traversal.current, window.location.hash);
    traversal.current = false;
    if (decision === 'none') return;
    const y = decision === 'top' ? 0 : lastY.current;
    // Next's own scroll handling may run after this commit, and a listing's new content may
    // arrive later (the page is short meanwhile): hold the position for a moment, unless the
    // shopper scrolls themselves.
    let frame = 0;
    let stopped = false;
    const until = performance.now() + HOLD_MS;
    const stop = () => {
      stopped = true;
      cancelAnimationFrame(frame);
    };
    const hold = () => {
      if (stopped) return;
      if (Math.abs(window.scrollY - y) > 1) window.scrollTo({ top: y, left: 0, behavior: 'instant' });
      lastY.current = window.scrollY;
      const now = performance.now();
      const reachable = document.documentElement.scrollHeight - window.innerHeight >= y - 1;
      if (now < until || (!reachable && now < until + WAIT_FOR_CONTENT_MS)) frame = requestAnimationFrame(hold);
    };
    const input = ['wheel', 'touchstart', 'keydown', 'pointerdown'] as const;
    for (const type of input) window.addEventListener(type, stop, { passive: true, once: true });
    hold();
    return () => {
      stop();
      for (const type of input) window.removeEventListener(type, stop);
    };
  }, [pathname, search]);

  return null;
}
