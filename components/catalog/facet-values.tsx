'use client';
// A facet's values drawn from rows the server wrote out (./facet-list.tsx): a listing has some 150
// values, each in the HTML and again in the page's React payload, where a row is a few strings
// instead of its elements. Each value is a bare link: the list around it marks them as the shop's
// links, and listing.module.css draws the box, the tick, the swatch and the count.

/** A value: where following it goes (null: the listing's own filter, locked), its name, its
 *  count, 1 when it is applied, its colour when it has one. */
export type FacetValueRow = [href: string | null, name: string, count: number, selected?: 0 | 1, hex?: string];

/** Said on hover of the listing's own filter, which cannot be removed here. */
const LOCKED_TITLE = "This listing's own filter";

export function FacetValues({ rows }: { rows: FacetValueRow[] }) {
  return (
    <ul>
      {rows.map(([href, name, count, selected, hex]) => {
        const label = (
          <>
            {hex ? <i style={{ background: hex }} aria-hidden="true" /> : null}
            <span>{name}</span>
            <small>{count}</small>
          </>
        );
        return (
          <li key={href ?? name}>
            {href === null ? (
              <span aria-current="true" data-locked="true" title={LOCKED_TITLE}>
                {label}
              </span>
            ) : (
              <a href={href} rel="nofollow" {...(selected ? { 'aria-current': 'true' as const } : {})}>
                {label}
              </a>
            )}
          </li>
        );
      })}
    </ul>
  );
}
