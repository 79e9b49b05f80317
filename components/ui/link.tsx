// The shop's <Link>: next/link without viewport prefetching. Every page here is rendered per
// request and has no loading.tsx, so a prefetch brings only the route's shell, yet costs a server
// render for each link that scrolls into view (a listing page view made ten) and main-thread
// time while the page is still loading. A link is fetched when it is followed; pass
// prefetch={true} where a prefetch is worth it. ESLint (no-restricted-imports) points here.
import NextLink from 'next/link';
import type { ComponentProps } from 'react';

export default function Link({ prefetch = false, ...props }: ComponentProps<typeof NextLink>) {
  return <NextLink prefetch={prefetch} {...props} />;
}
