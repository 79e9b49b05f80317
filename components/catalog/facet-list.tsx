import Link from '@/components/ui/link';
import { SOFT_LINK, SOFT_SCROLL } from '@/components/navigation/soft-link';
import type { ProductFilter, ProductFilterValue } from '@/contract/types/catalog';
import { listingHref, toggleFilterHref, type ListingQuery } from '@/lib/catalog/listing-url';
import { FILTER_MESSAGES } from '@/lib/catalog/filter-messages';
import { FilterSheetIsland } from '@/lib/theme/render/route-islands';
import { FacetValues, type FacetValueRow } from './facet-values';
import { PriceFacet } from './price-facet';
import styles from './listing.module.css';

const MAX_VALUES = 12;

export type LockedFilter = { key: string; value: string };

type Props = {
  filters: ProductFilter[];
  path: string;
  query: ListingQuery;
  /** The listing's own brand or category: shown as selected, but not a link. */
  locked?: LockedFilter;
  /** How many products the listing shows now (the sheet's Apply before any change). */
  total?: number;
  /** The catalogue API path listing these products, which the sheet counts its picks with. */
  countPath?: string;
};

/**
 * Filters as plain links: they work without JavaScript and every state has its own URL; applying
 * one resets page_no and keeps page_size (lib/catalog/listing-url.ts). They are not prefetched: a page of
 * facets would otherwise ask the server for dozens of listings. On narrow screens they fold into a
 * "Filters" disclosure drawn as a sheet over the page, with Clear all and Apply under it
 * (./filter-sheet.tsx); on wide ones they are an always-open column (CSS).
 */
export function FacetList({ filters, path, query, locked, total = 0, countPath }: Props) {
  const facets = filters.filter((facet) => facet.values.length > 0);
  if (facets.length === 0) return null;
  const selected = facets.reduce(
    (n, f) => n + f.values.filter((v) => v.is_selected && !isLocked(locked, f.key.name, v)).length,
    0,
  );
  return (
    <details className={styles.filters} data-testid="filters">
      <summary className={styles.filtersToggle}>
        <span className={styles.toggleLabel}>{FILTER_MESSAGES.toggle}</span>
        {selected > 0 ? <span className={styles.badge}>{selected}</span> : null}
        {/* On a phone the open sheet's toggle is its close button (it works without JavaScript). */}
        <span className={styles.toggleClose}>{FILTER_MESSAGES.close}</span>
      </summary>
      <span className={styles.backdrop} data-sheet-backdrop="" aria-hidden="true" />
      <div className={styles.sheet}>
        <p className={styles.sheetTitle} aria-hidden="true">
          {FILTER_MESSAGES.sheetTitle}
        </p>
        {/* One mark for every filter link inside: each navigates in the page, keeping the scroll. */}
        <nav aria-label="Filters" className={styles.facets} {...{ [SOFT_LINK]: 'push', [SOFT_SCROLL]: 'false' }}>
          {selected > 0 ? (
            <p className={styles.clear}>
              <Link href={listingHref(path, { ...query, f: undefined, page_no: 1 })} rel="nofollow">
                {FILTER_MESSAGES.clearAllFilters}
              </Link>
            </p>
          ) : null}
          {facets.map((facet) => {
            if (facet.key.kind === 'range')
              return <PriceFacet key={facet.key.name} facet={facet} path={path} query={query} />;
            // Selected values first so a chosen one is never folded away; past MAX_VALUES the rest
            // fold into a "Show N more" disclosure, which opens without JavaScript.
            const values = [...facet.values].sort((a, b) => Number(b.is_selected) - Number(a.is_selected));
            const row = (value: ProductFilterValue) =>
              valueRow(
                isLocked(locked, facet.key.name, value)
                  ? null
                  : toggleFilterHref(path, query, facet.key.name, value.value),
                value,
              );
            const rest = values.slice(MAX_VALUES);
            return (
              <details
                key={facet.key.name}
                open={
                  facet.values.some((v) => v.is_selected) ||
                  ['brand', 'category', 'department'].includes(facet.key.name)
                }
              >
                <summary>{facet.key.display}</summary>
                <FacetValues rows={values.slice(0, MAX_VALUES).map(row)} />
                {rest.length > 0 ? (
                  <details className={styles.moreValues} data-testid="more-values">
                    <summary>
                      <span className={styles.moreClosed}>{`Show ${rest.length} more`}</span>
                      <span className={styles.moreOpen}>Show fewer</span>
                      <span className="visually-hidden">{` ${facet.key.display.toLowerCase()} filters`}</span>
                    </summary>
                    <FacetValues rows={rest.map(row)} />
                  </details>
                ) : null}
              </details>
            );
          })}
        </nav>
        {countPath ? (
          <FilterSheetIsland
            // A new listing (after Apply) starts a new sheet: its staged picks begin from that page's.
            key={listingHref(path, query)}
            path={path}
            query={query}
            total={total}
            countPath={countPath}
            locked={locked}
            className={styles.sheetActions}
            applyClassName={styles.sheetApply}
            clearClassName={styles.sheetClear}
          />
        ) : null}
      </div>
    </details>
  );
}

function isLocked(locked: LockedFilter | undefined, key: string, value: ProductFilterValue): boolean {
  return Boolean(locked && locked.key === key && locked.value === value.value);
}

/** A value as its row (./facet-values.tsx): trailing fields only when set, since each row is in the page twice. */
function valueRow(href: string | null, value: ProductFilterValue): FacetValueRow {
  const selected = value.is_selected ? 1 : 0;
  if (value.hex) return [href, value.display, value.count, selected, value.hex];
  return selected ? [href, value.display, value.count, 1] : [href, value.display, value.count];
}
