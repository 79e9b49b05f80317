// Header and footer menus from the platform's navigations ("Footer" and
// "Base layout"): only active entries of action type page, from menus built for the web, ordered
// by sort_order, with their sub-navigation, and only to pages this shop serves (SERVED_PAGE_TYPES).
// The header falls back to the spec's default entries.
import type { Navigation, NavigationEntry } from '@/contract/types/content';
import { actionToUrl, isPageType, SERVED_PAGE_TYPES, type LinkAction } from '../theme/links';

export type MenuItem = { label: string; href: string; image?: string; children: MenuItem[] };
export type Menus = { header: MenuItem[]; footer: MenuItem[] };

export const DEFAULT_HEADER_MENU: MenuItem[] = [
  { label: 'Home', href: '/', children: [] },
  { label: 'Brands', href: '/brands/', children: [] },
  { label: 'Categories', href: '/categories/', children: [] },
  { label: 'Collections', href: '/collections/', children: [] },
];

/** An entry's href, when it leads to a page this shop serves. */
function servedHref(action: LinkAction): string | undefined {
  return isPageType(action.page?.type) && SERVED_PAGE_TYPES.has(action.page.type) ? actionToUrl(action) : undefined;
}

/**
 * Entries to a page the shop does not serve are left out; a heading whose own page is not served
 * but whose sub-entries are links to its first one, so its served entries still show.
 */
export function menuItems(entries: readonly NavigationEntry[] | undefined): MenuItem[] {
  return [...(entries ?? [])]
    .filter((e) => e.active && e.action?.type === 'page')
    .sort((a, b) => a.sort_order - b.sort_order)
    .flatMap((e) => {
      const children = menuItems(e.sub_navigation);
      const href = servedHref(e.action as LinkAction) ?? children[0]?.href;
      return href ? [{ label: e.display, href, image: e.image || undefined, children }] : [];
    });
}

const isFooter = (n: Navigation) => [...n.orientation.landscape, ...n.orientation.portrait].includes('bottom');

export function splitMenus(navigations: readonly Navigation[]): Menus {
  const web = navigations.filter((n) => n.platform.includes('web') && !n.archived);
  const header = web.find((n) => !isFooter(n));
  const footer = web.find(isFooter);
  const headerItems = menuItems(header?.navigation);
  return { header: headerItems.length ? headerItems : DEFAULT_HEADER_MENU, footer: menuItems(footer?.navigation) };
}
