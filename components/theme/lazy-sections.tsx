'use client';
// Adds a page's remaining sections 3 at a time when the shopper nears the end of what is shown
// (4 first, then 3 per load, 300 ms before a newly added section is scrolled to).
import { useEffect, useRef, useState, useTransition, type ReactNode } from 'react';
import { INFINITE_SCROLL_THRESHOLD_PX, SECTIONS } from '@/lib/shared/constants';
import { useRouter } from 'next/navigation';
import { loadMoreSections } from '@/lib/theme/actions';

type Props = {
  pageSlug: string;
  path: string;
  query: Record<string, string | string[] | undefined>;
  shown: number;
  total: number;
  /** sectionListVersion of the list this page was rendered from. */
  version: string;
  /** The no-JavaScript way to the rest of the page. */
  allHref: string;
};

export function LazySections({
  pageSlug,
  path,
  query,
  shown: initiallyShown,
  total: initialTotal,
  version,
  allHref,
}: Props) {
  const router = useRouter();
  const [extra, setExtra] = useState<ReactNode[]>([]);
  const [total, setTotal] = useState(initialTotal);
  const [pending, startTransition] = useTransition();
  const sentinel = useRef<HTMLDivElement>(null);
  const shown = initiallyShown + extra.length;

  useEffect(() => {
    const node = sentinel.current;
    if (!node || shown >= total) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((e) => e.isIntersecting) || pending) return;
        clearTimeout(timer);
        timer = setTimeout(() => {
          startTransition(async () => {
            const more = await loadMoreSections({ pageSlug, path, query: clean(query), from: shown, version });
            // The merchant changed the page since it was drawn: draw it again rather than add
            // sections that would repeat or skip some (the new list's key starts this over).
            if (more.changed) return router.refresh();
            if (more.error) return setTotal(shown);
            setTotal(more.total);
            setExtra((current) => [...current, ...more.sections]);
          });
        }, SECTIONS.scrollDelayMs);
      },
      { rootMargin: `0px 0px ${INFINITE_SCROLL_THRESHOLD_PX}px 0px` },
    );
    observer.observe(node);
    return () => {
      observer.disconnect();
      clearTimeout(timer);
    };
  }, [pageSlug, path, query, shown, total, pending, version, router]);

  return (
    <>
      {extra}
      {shown < total ? (
        <div ref={sentinel} data-testid="more-sections" aria-busy={pending} style={{ minHeight: 1 }}>
          <noscript>
            <p style={{ textAlign: 'center', padding: '2rem' }}>
              <a href={allHref}>Show the rest of this page</a>
            </p>
          </noscript>
        </div>
      ) : null}
    </>
  );
}

function clean(query: Props['query']): Record<string, string | string[]> {
  return Object.fromEntries(Object.entries(query).filter((e): e is [string, string | string[]] => e[1] !== undefined));
}
