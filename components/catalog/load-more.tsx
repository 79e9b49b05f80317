'use client';
// "Load more" for listings. The server renders the first page and a real link to the next page
// (page_no + 1), which is all a shopper without JavaScript gets. With JavaScript, a click on that
// link (or, in 'infinite' mode, the link coming within 100 px of the viewport) asks a server
// action for the next page's items and appends them in place; the link then points one page on.
import { useCallback, useEffect, useRef, useState, useTransition, type ReactNode } from 'react';
import { INFINITE_SCROLL_THRESHOLD_PX } from '@/lib/shared/constants';
import styles from './paging.module.css';

/** `error`: the request was refused; nothing more follows. */
export type MoreItems = { items: ReactNode[]; hasNext: boolean; error?: string };

type Props = {
  /** The first page's items, rendered on the server. */
  children: ReactNode;
  /** Class of the list that holds the items (a grid). */
  listClassName: string;
  listStyle?: React.CSSProperties;
  /** Loads one page (a server action bound to the listing's request). */
  load: (pageNo: number) => Promise<MoreItems>;
  mode: 'view_more' | 'infinite';
  /** The page shown first and whether another follows. */
  page: number;
  hasNext: boolean;
  /** The link to the next page, for shoppers without JavaScript. */
  nextHref: string;
  /** What is listed, for the button and its status ("products", "brands"). */
  noun: string;
  pageSize: number;
  /** How many there are in all, when the answer says: the button names how many come next. */
  total?: number;
};

export function LoadMoreList({
  children,
  listClassName,
  listStyle,
  load,
  mode,
  page: firstPage,
  hasNext: firstHasNext,
  nextHref,
  noun,
  pageSize,
  total,
}: Props) {
  const [extra, setExtra] = useState<ReactNode[]>([]);
  const [page, setPage] = useState(firstPage);
  const [hasNext, setHasNext] = useState(firstHasNext);
  const [failed, setFailed] = useState(false);
  const [pending, startTransition] = useTransition();
  const busy = useRef(false);
  const link = useRef<HTMLAnchorElement>(null);

  const more = useCallback(() => {
    if (busy.current || !hasNext) return;
    busy.current = true;
    setFailed(false);
    startTransition(async () => {
      try {
        const next = await load(page + 1);
        if (next.error) return setFailed(true);
        setExtra((current) => [...current, ...next.items]);
        setPage(page + 1);
        setHasNext(next.hasNext && next.items.length > 0);
      } catch {
        setFailed(true);
      } finally {
        busy.current = false;
      }
    });
  }, [hasNext, load, page]);

  useEffect(() => {
    const node = link.current;
    if (mode !== 'infinite' || !node || !hasNext || failed) return;
    const observer = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && more(), {
      rootMargin: `0px 0px ${INFINITE_SCROLL_THRESHOLD_PX}px 0px`,
    });
    observer.observe(node);
    return () => observer.disconnect();
  }, [mode, hasNext, failed, more]);

  return (
    <>
      <ul className={listClassName} style={listStyle} data-testid="listing-items">
        {children}
        {extra}
      </ul>
      <div className={styles.more} aria-live="polite">
        {hasNext ? (
          <a
            ref={link}
            href={withPage(nextHref, page + 1)}
            rel="next"
            className={styles.moreButton}
            data-testid="load-more"
            aria-busy={pending || undefined}
            onClick={(event) => {
              if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey || event.button !== 0) return;
              event.preventDefault();
              more();
            }}
          >
            {pending ? `Loading more ${noun}…` : 'Load more'}
            <span className="visually-hidden"> (next {nextLabel(nextCount(page, pageSize, total), noun)})</span>
          </a>
        ) : extra.length > 0 ? (
          <p className={styles.moreDone}>You have seen all the {noun}.</p>
        ) : null}
        {failed ? <p className={styles.moreDone}>Could not load more {noun}. Try again.</p> : null}
      </div>
    </>
  );
}

/** How many the next page holds: a whole page, or what is left of the total after `page` pages. */
function nextCount(page: number, pageSize: number, total: number | undefined): number {
  return total === undefined ? pageSize : Math.max(1, Math.min(pageSize, total - page * pageSize));
}

/** "12 products", "1 product" (the nouns here are plurals in s). */
const nextLabel = (count: number, noun: string) => `${count} ${count === 1 ? noun.replace(/s$/, '') : noun}`;

/** The next-page link with page_no set to `page` (the other query values kept). */
function withPage(href: string, page: number): string {
  const [path, search = ''] = href.split('?');
  const params = new URLSearchParams(search);
  params.set('page_no', String(page));
  return `${path}?${params}`;
}
