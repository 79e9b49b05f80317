// The islands each route ships for the shop's theme (each theme's route-islands.ts). Imported only
// by the route's own page: whatever a module imports joins its route's first-load chunks.
import type { ComponentType } from 'react';
import { SHOP_THEME, type ThemeSlug } from './registry-data';
import * as defaultIslands from './default/route-islands';

type RouteIslands = { home?: Readonly<Record<string, ComponentType<never>>> };

const byTheme: Readonly<Record<ThemeSlug, RouteIslands>> = { default: defaultIslands };

export const routeIslands: RouteIslands = byTheme[SHOP_THEME];
