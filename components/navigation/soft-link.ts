// Which clicks on a shop link become a client-side navigation (link-navigator.tsx), kept apart
// from the component so the rule can be tested without a browser.

/** The attribute that marks a shop link; its value says how: 'push' or 'replace'. On an element
 *  that is not a link it marks every link inside (a list of ~150 filter links writes it once). */
export const SOFT_LINK = 'data-soft-link';
/** Present (value 'false') when the navigation keeps the scroll position. */
export const SOFT_SCROLL = 'data-soft-scroll';

type Click = Pick<MouseEvent, 'defaultPrevented' | 'button' | 'metaKey' | 'ctrlKey' | 'shiftKey' | 'altKey'>;
type Anchor = {
  href: string;
  target: string;
  hasAttribute(name: string): boolean;
  getAttribute(name: string): string | null;
};
type Here = { origin: string; pathname: string; search: string };

export type SoftTarget = { href: string; replace: boolean; scroll: boolean };

type Marker = Pick<Anchor, 'getAttribute'>;

/**
 * The navigation a click on a shop link makes in the page, or undefined to leave it to the
 * browser: a click something else handled, another button or a modifier (new tab, new window,
 * download), a target or download attribute, another origin, or a jump within this page. The
 * marker is the element carrying SOFT_LINK: the link itself or an element around it.
 */
export function softTarget(event: Click, anchor: Anchor, here: Here, marker: Marker = anchor): SoftTarget | undefined {
  if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey)
    return undefined;
  if ((anchor.target && anchor.target !== '_self') || anchor.hasAttribute('download')) return undefined;
  let url: URL;
  try {
    url = new URL(anchor.href);
  } catch {
    return undefined;
  }
  if (url.origin !== here.origin || (url.protocol !== 'http:' && url.protocol !== 'https:')) return undefined;
  if (url.hash && url.pathname === here.pathname && url.search === here.search) return undefined;
  return {
    href: `${url.pathname}${url.search}${url.hash}`,
    replace: marker.getAttribute(SOFT_LINK) === 'replace',
    scroll: marker.getAttribute(SOFT_SCROLL) !== 'false',
  };
}
