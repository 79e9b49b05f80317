// The shop's <Link>: a plain anchor that components/navigation/link-navigator.tsx turns into a
// client-side navigation when clicked, so a link costs no client component to hydrate (a product
// page has some 60). Nothing is prefetched: every page here is rendered per request (or kept by
// the page cache), so a prefetch would cost a render per link in view for a shell, and
// main-thread time while the page loads. ESLint (no-restricted-imports) points here.
import type { AnchorHTMLAttributes } from 'react';
import { SOFT_LINK, SOFT_SCROLL } from '@/components/navigation/soft-link';

export type LinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & {
  href: string;
  /** Replace the history entry instead of adding one (a size or sort choice). */
  replace?: boolean;
  /** false: keep the scroll position (a query-only change on the same page). */
  scroll?: boolean;
};

export default function Link({ href, replace = false, scroll = true, ...props }: LinkProps) {
  const attributes = { [SOFT_LINK]: replace ? 'replace' : 'push', ...(scroll ? {} : { [SOFT_SCROLL]: 'false' }) };
  return <a href={href} {...attributes} {...props} />;
}
