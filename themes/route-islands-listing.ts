// The islands the listing route ships for the shop's theme (themes/<slug>/route-islands/listing.ts): one
// module per route, imported only by its pages, since whatever a module imports joins its route's
// first-load chunks.
import type { RouteIslandSet } from '@/lib/theme/render/route-islands';
import { SHOP_THEME, type ThemeSlug } from './registry-data';
import { islands as defaultIslands } from './default/route-islands/listing';

export const listingIslandsByTheme: Readonly<Record<ThemeSlug, RouteIslandSet>> = { default: defaultIslands };

export const listingIslands: RouteIslandSet = listingIslandsByTheme[SHOP_THEME];
