// Numbered pages for a listing in 'pagination' mode: Previous, a window of page numbers, Next.
import Link from '@/components/ui/link';
import { pageHref, type ListingQuery } from '@/lib/catalog/listing-url';
import styles from './paging.module.css';

type Props = { path: string; query: ListingQuery; current: number; pageSize: number; total: number; hasNext: boolean };

/** The page numbers to show: the first, the last and two either side of the current one; 0 is a gap. */
export function pageWindow(current: number, last: number): number[] {
  const pages = new Set(
    [1, last, current - 2, current - 1, current, current + 1, current + 2].filter((n) => n >= 1 && n <= last),
  );
  const sorted = [...pages].sort((a, b) => a - b);
  return sorted.flatMap((n, i) => (i > 0 && n - sorted[i - 1] > 1 ? [0, n] : [n]));
}

export function Pager({ path, query, current, pageSize, total, hasNext }: Props) {
  const last = Math.max(current + (hasNext ? 1 : 0), Math.ceil(total / Math.max(1, pageSize)));
  if (last <= 1) return null;
  return (
    <nav className={styles.pager} aria-label="Pages">
      {current > 1 ? (
        <Link href={pageHref(path, query, current - 1)} rel="prev" className={styles.pagerStep}>
          ← Previous
        </Link>
      ) : null}
      <ol>
        {pageWindow(current, last).map((n, i) =>
          n === 0 ? (
            <li key={`gap-${i}`} aria-hidden="true" className={styles.gap}>
              …
            </li>
          ) : (
            <li key={n}>
              {n === current ? (
                <span aria-current="page">{n}</span>
              ) : (
                <Link href={pageHref(path, query, n)} aria-label={`Page ${n}`}>
                  {n}
                </Link>
              )}
            </li>
          ),
        )}
      </ol>
      {hasNext ? (
        <Link href={pageHref(path, query, current + 1)} rel="next" className={styles.pagerStep}>
          Next →
        </Link>
      ) : null}
    </nav>
  );
}
