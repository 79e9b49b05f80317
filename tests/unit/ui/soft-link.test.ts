// Which clicks on a shop link the page navigates itself (components/navigation/soft-link.ts) and
// which it leaves to the browser.
import { SOFT_LINK, SOFT_SCROLL, softTarget } from '@/components/navigation/soft-link';

const here = { origin: 'https://shop.example', pathname: '/products/', search: '?q=kurta' };
const click = (over: Partial<MouseEvent> = {}) => ({
  defaultPrevented: false,
  button: 0,
  metaKey: false,
  ctrlKey: false,
  shiftKey: false,
  altKey: false,
  ...over,
});
const anchor = (href: string, attributes: Record<string, string> = { [SOFT_LINK]: 'push' }, target = '') => ({
  href: new URL(href, 'https://shop.example/products/?q=kurta').href,
  target,
  hasAttribute: (name: string) => name in attributes,
  getAttribute: (name: string) => attributes[name] ?? null,
});

it('navigates a plain left click on a page of this shop, keeping query and hash', () => {
  expect(softTarget(click(), anchor('/product/kurta-1/'), here)).toEqual({
    href: '/product/kurta-1/',
    replace: false,
    scroll: true,
  });
  expect(softTarget(click(), anchor('/products/?page_no=2#top'), here)).toEqual({
    href: '/products/?page_no=2#top',
    replace: false,
    scroll: true,
  });
});

it('replaces the entry or keeps the scroll position when the link says so', () => {
  expect(
    softTarget(click(), anchor('/product/x/?size=M', { [SOFT_LINK]: 'replace', [SOFT_SCROLL]: 'false' }), here),
  ).toEqual({ href: '/product/x/?size=M', replace: true, scroll: false });
});

it('reads how to navigate from the element that marks a list of links, not from each link', () => {
  const list = { getAttribute: (name: string) => ({ [SOFT_LINK]: 'push', [SOFT_SCROLL]: 'false' })[name] ?? null };
  expect(softTarget(click(), anchor('/products/?f=brand%3Aa', {}), here, list)).toEqual({
    href: '/products/?f=brand%3Aa',
    replace: false,
    scroll: false,
  });
});

it('leaves to the browser what a shopper means otherwise', () => {
  for (const over of [
    { defaultPrevented: true },
    { button: 1 },
    { metaKey: true },
    { ctrlKey: true },
    { shiftKey: true },
    { altKey: true },
  ]) {
    expect(softTarget(click(over), anchor('/product/x/'), here)).toBeUndefined();
  }
  expect(softTarget(click(), anchor('/product/x/', undefined, '_blank'), here)).toBeUndefined();
  expect(softTarget(click(), anchor('/invoice/a.pdf', { [SOFT_LINK]: 'push', download: '' }), here)).toBeUndefined();
  expect(softTarget(click(), anchor('https://elsewhere.example/product/x/'), here)).toBeUndefined();
  expect(softTarget(click(), anchor('mailto:help@shop.example'), here)).toBeUndefined();
  // A jump within the page is the browser's (and keeps history as anchors do).
  expect(softTarget(click(), anchor('/products/?q=kurta#reviews'), here)).toBeUndefined();
});
