// Header and footer menus from the platform's navigations (000 section 2.4 "Footer" and
// "Base layout"): only active entries of action type page, from menus built for the web, ordered
// by sort_order, with their sub-navigation. The header falls back to the spec's default entries.
import type { Navigation, NavigationEntry } from './sdk/types/content';
import { actionToUrl, type LinkAction } from './theme/links';

export type MenuItem = { label: string; href: string; image?: string; children: MenuItem[] };
export type Menus = { header: MenuItem[]; footer: MenuItem[] };

export const DEFAULT_HEADER_MENU: MenuItem[] = [
  { label: 'Home', href: '/', children: [] },
  { label: 'Brands', href: '/brands/', children: [] },
  { label: 'Categories', href: '/categories/', children: [] },
  { label: 'Collections', href: '/collections/', children: [] },
];

export function menuItems(entries: readonly NavigationEntry[] | undefined): MenuItem[] {
  return [...(entries ?? [])]
    .filter((e) => e.active && e.action?.type === 'page')
    .sort((a, b) => a.sort_order - b.sort_order)
    .flatMap((e) => {
      const href = actionToUrl(e.action as LinkAction);
      return href ? [{ label: e.display, href, image: e.image || undefined, children: menuItems(e.sub_navigation) }] : [];
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

