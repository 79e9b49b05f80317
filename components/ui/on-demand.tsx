'use client';
// Wrappers that load a client island's code only when a page draws it (components/on-demand-islands.tsx,
// a domain's own, e.g. components/user/profile-prompt-island.tsx, and a theme's islands use them).
// React.lazy rather than next/dynamic, whose own loader code (about 3 kB gzip) would join every page
// instead. Each is a function component: a lazy object exported as a client reference reaches React
// inside the RSC client's own lazy, which React does not unwrap. Call them in a 'use client' module
// and export the result.
import { lazy, useEffect, useState, type ComponentType } from 'react';

/**
 * Rendered by the server in place, as before, so the page is the same without JavaScript; no
 * Suspense boundary of its own (React may stream a boundary's content in later, behind an inline
 * script). Hydration waits for the island's chunk on a page that draws it.
 */
export function onDemand<P extends object>(load: () => Promise<ComponentType<P>>): ComponentType<P> {
  const Island = lazy(() => load().then((component) => ({ default: component })));
  return function OnDemand(props: P) {
    return <Island {...props} />;
  };
}

/** For islands that draw nothing before they run in the browser: loaded once the page has hydrated. */
export function afterHydration<P extends object>(load: () => Promise<ComponentType<P>>): ComponentType<P> {
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
