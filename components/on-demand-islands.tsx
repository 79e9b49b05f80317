'use client';
// Client islands that only some pages draw, loaded when one is drawn. The layout and the theme's
// section registry import every island they might render, and every client component in a
// route's module graph rides in its first-load chunks: without this, all pages would carry these.
// React.lazy rather than next/dynamic, whose own loader code (about 3 kB gzip) would join every
// page instead. Each is a function component: a lazy object exported as a client reference
// reaches React inside the RSC client's own lazy, which React does not unwrap.
import { afterHydration, onDemand } from '@/components/ui/on-demand';

// These two on pages other than the routes that ship them (lib/theme/render/route-islands.ts).
export const BagView = onDemand(() => import('@/components/cart/bag-view').then((m) => m.BagView));
export const SlideControls = onDemand(() => import('@/themes/default/sections/shared/slide-controls').then((m) => m.SlideControls));
/** In shops whose theme pages hold extension sections (mounted in the browser). */
export const ExtensionSection = afterHydration(() => import('@/components/theme/extension-section').then((m) => m.ExtensionSection));
