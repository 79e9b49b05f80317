// The islands the home route ships for the shop's theme (themes/<slug>/route-islands/home.ts): one
// module per route, imported only by its pages, since whatever a module imports joins its route's
// first-load chunks.
import type { RouteIslandSet } from '@/lib/theme/render/route-islands';
import { SHOP_THEME, type ThemeSlug } from './registry-data';
import { islands as defaultIslands } from './default/route-islands/home';

export const homeIslandsByTheme: Readonly<Record<ThemeSlug, RouteIslandSet>> = { default: defaultIslands };

export const homeIslands: RouteIslandSet = homeIslandsByTheme[SHOP_THEME];
