// The shop's client islands load on demand by default: a page that draws one loads its code then,
// so a section or card with an island costs other pages no first-load JavaScript. A route whose page
// draws an island at once ships it instead (its page imports the island and calls shipIslands, so it
// is in that route's first-load chunks and hydrates without a second request); the theme says which
// route ships what (themes/<slug>/route-islands.ts, the shop's sets in lib/blocks/first-load-*.ts).
import 'server-only';
import { cache, createElement, type ComponentType, type ReactNode } from 'react';
import * as OnDemand from '@/components/on-demand-islands';

const shipped = cache(() => new Map<string, unknown>());

/** The island names a route may ship, one per island. */
export const ISLAND = {
  addToBag: 'add-to-bag',
  wishlist: 'wishlist-toggle',
  compare: 'add-to-compare',
  deliveryCheck: 'delivery-check',
  loadMore: 'load-more',
  filterSheet: 'filter-sheet',
  bag: 'bag',
  imageZoom: 'image-zoom',
} as const;

export type RouteIslandSet = Readonly<Record<string, ComponentType<never>>>;

/** Called by a route's page, which imports the islands it ships, before it renders; keyed by island name. */
export function shipIslands(...sets: (RouteIslandSet | undefined)[]): void {
  for (const set of sets) for (const [name, island] of Object.entries(set ?? {})) shipped().set(name, island);
}

/** An island by name: the route's shipped copy when there is one, else `onDemand`. */
export function routeIsland<P extends object>(name: string, onDemand: ComponentType<P>): (props: P) => ReactNode {
  return function RouteIsland(props: P) {
    const island = (shipped().get(name) as ComponentType<P> | undefined) ?? onDemand;
    return createElement(island, props);
  };
}

/** The bag (components/cart/bag-view.tsx), shipped by /cart/bag/. */
export const BagIsland = routeIsland(ISLAND.bag, OnDemand.BagView);
/** Add to bag (components/cart/add-to-bag.tsx): product pages and cards with show_add_to_cart. */
export const AddToBagIsland = routeIsland(ISLAND.addToBag, OnDemand.AddToBag);
/** The heart on a product card and page (components/wishlist/wishlist-toggle.tsx). */
export const WishlistIsland = routeIsland(ISLAND.wishlist, OnDemand.WishlistToggle);
export const AddToCompareIsland = routeIsland(ISLAND.compare, OnDemand.AddToCompare);
export const DeliveryCheckIsland = routeIsland(ISLAND.deliveryCheck, OnDemand.DeliveryCheck);
/** The product page's zoomed picture (components/catalog/image-zoom.tsx): its code loads when the page draws it. */
export const ImageZoomIsland = routeIsland(ISLAND.imageZoom, OnDemand.ImageZoom);
export const LoadMoreIsland = routeIsland(ISLAND.loadMore, OnDemand.LoadMoreList);
/** The filter sheet's Apply and Clear all (components/catalog/filter-sheet.tsx): listings with facets. */
export const FilterSheetIsland = routeIsland(ISLAND.filterSheet, OnDemand.FilterSheetActions);
