'use client';
// "Add to compare" on a product page: adds the product's slug to the locally stored compare list
// (m_compare_slugs, at most 4) and then links to the comparison. Without JavaScript the link
// compares this product alone, and the compare page lets the shopper add others.
import Link from '@/components/ui/link';
import { compareHref } from '@/lib/catalog/compare';
import { useCompare } from '@/lib/blocks/use-compare';
import styles from './compare.module.css';

export function AddToCompare({ slug }: { slug: string }) {
  const { slugs, href, has, add, error } = useCompare();

  if (has(slug)) {
    return (
      <p className={styles.addToCompare}>
        <Link href={href} className={styles.compareLink} data-testid="compare-link">
          Compare ({slugs.length})
        </Link>
      </p>
    );
  }
  return (
    <p className={styles.addToCompare}>
      <a
        href={compareHref([slug])}
        className={styles.compareLink}
        onClick={(e) => {
          e.preventDefault();
          add(slug);
        }}
      >
        Add to compare
      </a>
      {error ? (
        <span role="status" className={styles.note}>
          {' '}
          {error} <Link href={href}>Open the comparison</Link>
        </span>
      ) : null}
    </p>
  );
}
