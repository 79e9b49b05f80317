// The islands the product route ships for the shop's theme (themes/<slug>/route-islands/product.ts): one
// module per route, imported only by its pages, since whatever a module imports joins its route's
// first-load chunks.
import type { RouteIslandSet } from '@/lib/theme/render/route-islands';
import { SHOP_THEME, type ThemeSlug } from './registry-data';
import { islands as defaultIslands } from './default/route-islands/product';

export const productIslandsByTheme: Readonly<Record<ThemeSlug, RouteIslandSet>> = { default: defaultIslands };

export const productIslands: RouteIslandSet = productIslandsByTheme[SHOP_THEME];
