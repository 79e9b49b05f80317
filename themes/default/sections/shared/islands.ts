// This theme's section islands as sections draw them: the copy a route ships (../../route-islands.ts)
// or the on-demand one.
import { routeIsland } from '@/lib/theme/render/route-islands';
import { SlideControls } from './on-demand-islands';

export const SlideControlsIsland = routeIsland('slides', SlideControls);
