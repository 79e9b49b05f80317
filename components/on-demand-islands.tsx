'use client';
// The shop's client islands that only some pages draw, loaded when one is drawn. The layout and
// the theme engine import every island they might render, and every client component in a route's
// module graph rides in its first-load chunks: without this, all pages would carry these.
import { afterHydration, onDemand } from '@/components/ui/on-demand';

// On pages other than the routes that ship them (lib/theme/render/route-islands.ts).
export const AddToBag = onDemand(() => import('@/components/cart/add-to-bag').then((m) => m.AddToBag));
export const WishlistToggle = onDemand(() =>
  import('@/components/wishlist/wishlist-toggle').then((m) => m.WishlistToggle),
);
export const AddToCompare = onDemand(() =>
  import('@/components/catalog/compare/add-to-compare').then((m) => m.AddToCompare),
);
/** The product page's zoomed picture (components/catalog/image-zoom.tsx). */
export const ImageZoom = onDemand(() => import('@/components/catalog/image-zoom').then((m) => m.ImageZoom));
export const DeliveryCheck = onDemand(() => import('@/components/catalog/delivery-check').then((m) => m.DeliveryCheck));
export const FilterSheetActions = onDemand(() =>
  import('@/components/catalog/filter-sheet').then((m) => m.FilterSheetActions),
);
export const LoadMoreList = onDemand(() => import('@/components/catalog/load-more').then((m) => m.LoadMoreList));
export const BagView = onDemand(() => import('@/components/cart/bag-view').then((m) => m.BagView));
/** The "Not now" of the prompt for a signed-in shopper whose profile misses a required field. */
export const ProfilePromptDismiss = onDemand(() =>
  import('@/components/user/profile-prompt-dismiss').then((m) => m.ProfilePromptDismiss),
);
/** In shops whose theme pages hold extension sections (mounted in the browser). */
export const ExtensionSection = afterHydration(() =>
  import('@/components/theme/extension-section').then((m) => m.ExtensionSection),
);
