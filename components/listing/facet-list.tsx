import Link from 'next/link';
import type { ProductFilter } from '@/lib/sdk/types/catalog';
import { toggleFilterHref, type ListingQuery } from '@/lib/listing-url';
import styles from './listing.module.css';

const MAX_VALUES = 12;

/**
 * Filters as plain links: they work without JavaScript and every state has its own URL. They are
 * not prefetched: a page of facets would otherwise ask the server for dozens of listings.
 */
export function FacetList({ filters, path, query }: { filters: ProductFilter[]; path: string; query: ListingQuery }) {
  return (
    <nav aria-label="Filters" className={styles.facets}>
      {filters
        .filter((facet) => facet.values.length > 0)
        .map((facet) => (
          <details key={facet.key.name} open={facet.values.some((v) => v.is_selected) || ['brand', 'category'].includes(facet.key.name)}>
            <summary>{facet.key.display}</summary>
            <ul>
              {facet.values.slice(0, MAX_VALUES).map((value) => (
                <li key={value.value}>
                  <Link
                    href={toggleFilterHref(path, query, facet.key.name, value.value)}
                    aria-current={value.is_selected ? 'true' : undefined}
                    className={value.is_selected ? styles.selected : undefined}
                    rel="nofollow"
                    prefetch={false}
                  >
                    {value.hex ? <span className={styles.swatch} style={{ background: value.hex }} aria-hidden="true" /> : null}
                    {value.display}
                    <span className={styles.count}>{value.count}</span>
                  </Link>
                </li>
              ))}
            </ul>
          </details>
        ))}
    </nav>
  );
}
