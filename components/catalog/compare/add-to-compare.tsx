'use client';
// "Add to compare" on a product page: adds the product's slug to the locally stored compare list
// (m_compare_slugs, at most 4) and stays on the page, which then offers "Compare (n)" and, pressed
// again, "Remove from compare"; each press says what it did. The button waits for hydration (a
// press before it would do nothing); without JavaScript it is hidden (data-needs-script) and a
// <noscript> link compares this product alone, where the compare page lets the shopper add others.
import { useState } from 'react';
import Link from '@/components/ui/link';
import { compareHref, COMPARE_WORDS } from '@/lib/catalog/compare';
import { useCompare } from '@/lib/blocks/use-compare';
import { useHydrated } from '@/lib/shared/use-hydrated';
import styles from './compare.module.css';

export function AddToCompare({ slug }: { slug: string }) {
  const hydrated = useHydrated();
  const { slugs, href, has, add, remove, error } = useCompare();
  const [said, setSaid] = useState<string>();
  const listed = has(slug);

  function toggle() {
    if (listed) {
      remove(slug);
      setSaid(COMPARE_WORDS.removed);
    } else setSaid(add(slug) ? COMPARE_WORDS.added : undefined);
  }

  return (
    <div className={styles.addToCompare} data-testid="add-to-compare">
      <button
        type="button"
        className={styles.compareLink}
        onClick={toggle}
        disabled={!hydrated}
        data-needs-script
        data-testid="compare-toggle"
      >
        {listed ? COMPARE_WORDS.remove : COMPARE_WORDS.add}
      </button>
      <noscript>
        <a href={compareHref([slug])} className={styles.compareLink}>
          {COMPARE_WORDS.add}
        </a>
      </noscript>
      {slugs.length ? (
        <Link href={href} className={styles.compareLink} data-testid="compare-link">
          {COMPARE_WORDS.compare(slugs.length)}
        </Link>
      ) : null}
      <p role="status" className={styles.note}>
        {error ? (
          <>
            {error} <Link href={href}>{COMPARE_WORDS.open}</Link>
          </>
        ) : (
          said
        )}
      </p>
    </div>
  );
}
