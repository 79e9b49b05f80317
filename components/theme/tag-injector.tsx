'use client';
// Injected tags: added on the pages their slugs name (all pages
// when none) and removed again after a route change to a page they do not apply to.
import { useEffect } from 'react';
import { usePathname } from 'next/navigation';
import type { InjectedTag } from '@/lib/theme/tags';

export const TAG_MARK = 'data-injected-tag';

export function TagInjector({ tags }: { tags: InjectedTag[] }) {
  const pathname = usePathname();
  useEffect(() => {
    // Without tags to add or remove there is nothing to do, and the page-slug table and tag rules
    // are not downloaded (they load on demand, after the page is interactive).
    if (tags.length === 0 && !document.querySelector(`[${TAG_MARK}]`)) return;
    let current = true;
    import('./apply-tags')
      .then(({ applyTags }) => {
        if (current) applyTags(tags, pathname); // else the shopper moved on; the newer route's run decides
      })
      .catch((error: unknown) => console.error('Injected tags could not be applied', error));
    return () => {
      current = false;
    };
  }, [pathname, tags]);
  return null;
}
