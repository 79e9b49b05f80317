'use client';
// Client islands that only some pages draw, loaded when one is drawn. The layout and the theme's
// section registry import every island they might render, and every client component in a
// route's module graph rides in its first-load chunks: without this, all pages would carry these.
// React.lazy rather than next/dynamic, whose own loader code (about 3 kB gzip) would join every
// page instead. Each is a function component: a lazy object exported as a client reference
// reaches React inside the RSC client's own lazy, which React does not unwrap.
import { lazy, useEffect, useState, type ComponentType } from 'react';

/**
 * Rendered by the server in place, as before, so the page is the same without JavaScript; no
 * Suspense boundary of its own (React may stream a boundary's content in later, behind an inline
 * script). Hydration waits for the island's chunk on a page that draws it.
 */
function onDemand<P extends object>(load: () => Promise<ComponentType<P>>): ComponentType<P> {
  const Island = lazy(() => load().then((component) => ({ default: component })));
  return function OnDemand(props: P) {
    return <Island {...props} />;
  };
}

/** For islands that draw nothing before they run in the browser: loaded once the page has hydrated. */
function afterHydration<P extends object>(load: () => Promise<ComponentType<P>>): ComponentType<P> {
  return function AfterHydration(props: P) {
    const [Island, setIsland] = useState<ComponentType<P>>();
    useEffect(() => {
      let live = true;
      load()
        .then((component) => live && setIsland(() => component))
        // The page goes on without it, as when the island itself fails.
        .catch((error: unknown) => console.error('A client island could not be loaded', error));
      return () => {
        live = false;
      };
    }, []);
    return Island ? <Island {...props} /> : null;
  };
}

// These two on pages other than the routes that ship them (lib/theme/render/route-islands.ts).
export const BagView = onDemand(() => import('@/components/cart/bag-view').then((m) => m.BagView));
export const SlideControls = onDemand(() => import('@/themes/default/sections/shared/slide-controls').then((m) => m.SlideControls));
/** The "Not now" of the prompt for a signed-in shopper whose profile misses a required field. */
export const ProfilePromptDismiss = onDemand(() => import('@/components/user/profile-prompt-dismiss').then((m) => m.ProfilePromptDismiss));
/** In shops whose theme pages hold extension sections (mounted in the browser). */
export const ExtensionSection = afterHydration(() => import('@/components/theme/extension-section').then((m) => m.ExtensionSection));
