import Link from '@/components/ui/link';
import type { ProductFilter } from '@/contract/types/catalog';
import { formatPrice } from '@/lib/catalog/price';
import { filtersWithoutPrice, PRICE_FIELDS, removePriceHref, type ListingQuery } from '@/lib/catalog/listing-url';
import styles from './listing.module.css';

type Props = { facet: ProductFilter; path: string; query: ListingQuery };

/**
 * The price range as two number fields in a GET form, so it works without JavaScript: the
 * search, the other filters, the sort and the page size travel along as hidden fields, and the
 * page folds the two prices into `f` (lib/catalog/listing-url.ts). An applied range shows above
 * the form as a selected value; following it removes the range.
 */
export function PriceFacet({ facet, path, query }: Props) {
  const range = facet.values[0];
  if (!range) return null;
  const currency = range.currency_code;
  const symbol = range.currency_symbol ?? '';
  const applied = range.is_selected && range.selected_min !== undefined && range.selected_max !== undefined;
  const id = `price-${facet.key.name}`;
  return (
    <details open={applied || undefined} data-testid="price-facet">
      <summary>{facet.key.display}</summary>
      {applied ? (
        <ul>
          <li>
            <Link
              href={removePriceHref(path, query)}
              aria-current="true"
              rel="nofollow"
              scroll={false}
              data-testid="applied-price"
            >
              <span>
                {formatPrice(range.selected_min!, currency)} – {formatPrice(range.selected_max!, currency)}
              </span>
              <span className="visually-hidden"> (remove this price range)</span>
              <small>{range.count}</small>
            </Link>
          </li>
        </ul>
      ) : null}
      <form method="get" action={path} className={styles.priceForm} aria-label="Price range">
        {query.q ? <input type="hidden" name="q" value={query.q} /> : null}
        {filtersWithoutPrice(query) ? <input type="hidden" name="f" value={filtersWithoutPrice(query)} /> : null}
        {query.sort_on ? <input type="hidden" name="sort_on" value={query.sort_on} /> : null}
        {query.page_size ? <input type="hidden" name="page_size" value={query.page_size} /> : null}
        <label htmlFor={`${id}-min`}>
          Min {symbol}
          <input
            id={`${id}-min`}
            name={PRICE_FIELDS.min}
            type="number"
            inputMode="numeric"
            min={0}
            step="any"
            placeholder={String(range.min ?? 0)}
            defaultValue={applied ? range.selected_min : range.min}
          />
        </label>
        <span aria-hidden="true">–</span>
        <label htmlFor={`${id}-max`}>
          Max {symbol}
          <input
            id={`${id}-max`}
            name={PRICE_FIELDS.max}
            type="number"
            inputMode="numeric"
            min={0}
            step="any"
            required
            placeholder={String(range.max ?? '')}
            defaultValue={applied ? range.selected_max : range.max}
          />
        </label>
        <button type="submit" className={styles.priceApply}>
          Apply
        </button>
      </form>
    </details>
  );
}
