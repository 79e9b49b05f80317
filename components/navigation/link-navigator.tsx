'use client';
// One click handler for every shop link (components/ui/link.tsx renders plain anchors): a left
// click on a same-origin page link becomes a client-side navigation, as next/link would make it,
// without a client component (and its hydration) per link. A product page has some 60 links, two
// per product card; hydrating each as next/link was the larger part of the page's main-thread work
// on a slow phone. Before this hydrates, or without JavaScript, the anchors navigate as anchors.
import { useEffect } from 'react';
import { useRouter } from 'next/navigation';
import { SOFT_LINK, softTarget } from './soft-link';

export function LinkNavigator() {
  const router = useRouter();
  useEffect(() => {
    // Bubble phase on window: after React's own handlers (on the document), so a link's onClick
    // runs first and can cancel the navigation with preventDefault.
    const onClick = (event: MouseEvent) => {
      const anchor = event.target instanceof Element ? event.target.closest<HTMLAnchorElement>('a[href]') : null;
      // The link itself, or an element around it, marks it as a shop link.
      const marker = anchor?.closest(`[${SOFT_LINK}]`);
      if (!anchor || !marker) return;
      const target = softTarget(event, anchor, window.location, marker);
      if (!target) return;
      event.preventDefault();
      const options = { scroll: target.scroll };
      if (target.replace) router.replace(target.href, options);
      else router.push(target.href, options);
    };
    window.addEventListener('click', onClick);
    return () => window.removeEventListener('click', onClick);
  }, [router]);
  return null;
}
