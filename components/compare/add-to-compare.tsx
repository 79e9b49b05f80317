'use client';
// "Add to compare" on a product page: adds the product's slug to the locally stored compare list
// (m_compare_slugs, at most 4) and then links to the comparison. Without JavaScript the link
// compares this product alone, and the compare page lets the shopper add others.
import { useState } from 'react';
import Link from 'next/link';
import { addCompareSlug, compareHref } from '@/lib/compare';
import { saveCompareSlugs, useCompareSlugs } from './use-compare-slugs';
import styles from './compare.module.css';

export function AddToCompare({ slug }: { slug: string }) {
  const slugs = useCompareSlugs();
  const [error, setError] = useState<string | undefined>();

  if (slugs.includes(slug)) {
    return (
      <p className={styles.addToCompare}>
        <Link href={compareHref(slugs)} className={styles.compareLink} data-testid="compare-link">
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
          const result = addCompareSlug(slugs, slug);
          setError(result.error);
          if (!result.error) saveCompareSlugs(result.slugs);
        }}
      >
        Add to compare
      </a>
      {error ? (
        <span role="status" className={styles.note}>
          {' '}
          {error} <Link href={compareHref(slugs)}>Open the comparison</Link>
        </span>
      ) : null}
    </p>
  );
}
