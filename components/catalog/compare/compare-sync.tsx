'use client';
// Keeps the locally stored compare list (m_compare_slugs) equal to what the compare page shows,
// and on an empty /compare/ offers the list the shopper built on product pages.
import { useEffect } from 'react';
import Link from '@/components/ui/link';
import { compareHref } from '@/lib/catalog/compare';
import { saveCompareSlugs, useCompareSlugs } from '@/lib/blocks/use-compare';
import styles from './compare.module.css';

export function CompareSync({ slugs }: { slugs: string[] }) {
  const stored = useCompareSlugs();
  const key = slugs.join(',');
  useEffect(() => {
    if (key) saveCompareSlugs(key.split(','));
  }, [key]);
  if (slugs.length || stored.length === 0) return null;
  return (
    <p className={styles.saved}>
      <Link href={compareHref(stored)}>
        Continue with your saved comparison ({stored.length} {stored.length === 1 ? 'product' : 'products'})
      </Link>
    </p>
  );
}
