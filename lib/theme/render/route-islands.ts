// Section islands that a route ships with its own first load. Every theme page carries the
// section registry, and so every island a section might draw; those sections draw these through
// here instead: on a route that ships the island (it imports it, so it is in that route's
// first-load chunks and hydrates at once) the island itself, elsewhere the on-demand copy of
// components/on-demand-islands.tsx, whose chunk loads when one is drawn.
import 'server-only';
import { cache, createElement, type ComponentProps } from 'react';
import type { BagView } from '@/components/cart/bag-view';
import type { SlideControls } from '@/themes/default/sections/shared/slide-controls';
import { BagView as OnDemandBagView, SlideControls as OnDemandSlideControls } from '@/components/on-demand-islands';

type Shipped = { bag?: typeof BagView; slides?: typeof SlideControls };

const shipped = cache((): Shipped => ({}));

/** Called by a route's page, which imports the islands it ships, before it renders. */
export function shipIslands(islands: Shipped): void {
  Object.assign(shipped(), islands);
}

export function BagIsland(props: ComponentProps<typeof BagView>) {
  return createElement(shipped().bag ?? OnDemandBagView, props);
}

export function SlideControlsIsland(props: ComponentProps<typeof SlideControls>) {
  return createElement(shipped().slides ?? OnDemandSlideControls, props);
}
