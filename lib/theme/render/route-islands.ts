// Section islands that a route ships with its own first load. Every theme page carries the code
// theme's sections, and so every island a section might draw; a section draws an island through
// routeIsland instead: on a route that ships the island (its page imports it, so it is in that
// route's first-load chunks and hydrates at once) the island itself, elsewhere the on-demand copy
// (components/ui/on-demand.tsx), whose chunk loads when one is drawn.
import 'server-only';
import { cache, createElement, type ComponentType, type ReactNode } from 'react';
import { BagView as OnDemandBagView } from '@/components/on-demand-islands';

const shipped = cache(() => new Map<string, unknown>());

/** Called by a route's page, which imports the islands it ships, before it renders; keyed by island name. */
export function shipIslands(islands: Readonly<Record<string, ComponentType<never>>>): void {
  for (const [name, island] of Object.entries(islands)) shipped().set(name, island);
}

/** An island by name: the route's shipped copy when there is one, else `onDemand`. */
export function routeIsland<P extends object>(name: string, onDemand: ComponentType<P>): (props: P) => ReactNode {
  return function RouteIsland(props: P) {
    const island = (shipped().get(name) as ComponentType<P> | undefined) ?? onDemand;
    return createElement(island, props);
  };
}

/** The bag (components/cart/bag-view.tsx), shipped by /cart/bag/. */
export const BagIsland = routeIsland('bag', OnDemandBagView);
