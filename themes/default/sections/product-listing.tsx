// The listing of the product-listing, brand-listing, category-listing and collection-listing
// pages: facets as links, sort, result count, a grid of product cards and more pages as numbered
// pages, a "Load more" link or infinite scroll (the section's loading_options). It reads the
// request from its context: the page slug says which listing, params.slug which brand, category
// or collection, and the query the search, filters, sort and page.
import Link from '@/components/ui/link';
import type { SectionComponentProps, SectionSettings } from '@/lib/theme/section-contract';
import type { ProductListingResponse } from '@/contract/types/catalog';
import {
  listingHref,
  pageHref,
  readListingQuery,
  sortHref,
  type ListingQuery,
  productCrumbs,
  type Crumb,
  listingSort,
  filterChips,
  listingCountPath,
  FILTER_MESSAGES,
} from '@/lib/blocks/format';
import { ListingJsonLd, FacetList, LoadMoreList, ProductItem, type CardOptions, Pager } from '@/lib/blocks/components';
import {
  categoryFacetWithin,
  categoryPicksWithin,
  loadCategorySubtree,
  loadMoreProducts,
  fetchListingProducts,
  listingKindOf,
  loadFilteredName,
  loadListingMeta,
  lockedFilter,
  withoutLocked,
  type ListingMeta,
  type ProductSource,
  withSdk,
} from '@/lib/blocks/server';
import { LazyImage } from '@/components/ui/lazy-image';
import { bool, num, oneOf, text, cardOptions } from './shared/props';
import { SectionShell } from './shared/section-shell';
import styles from './product-listing.module.css';

export const settings = {
  name: 'product-listing',
  label: 'Product listing',
  props: [
    {
      id: 'loading_options',
      type: 'select',
      label: 'More products',
      default: 'infinite',
      options: [
        { value: 'infinite', text: 'Infinite scroll' },
        { value: 'view_more', text: "'Load more' button" },
        { value: 'pagination', text: 'Numbered pages' },
      ],
    },
    { id: 'page_size', type: 'range', label: 'Products per page', default: 12, min: 12, max: 48, step: 12 },
    { id: 'show_filters', type: 'checkbox', label: 'Show filters', default: true },
    {
      id: 'default_sort',
      type: 'select',
      label: 'Default order',
      default: 'popular',
      options: [
        { value: 'popular', text: 'Popularity' },
        { value: 'latest', text: 'Newest first' },
        { value: 'price_asc', text: 'Price: low to high' },
        { value: 'price_dsc', text: 'Price: high to low' },
        { value: 'discount_dsc', text: 'Biggest discount' },
        { value: 'rating_dsc', text: 'Top rated' },
      ],
    },
    { id: 'columns_desktop', type: 'range', label: 'Columns on desktop', default: 4, min: 2, max: 5, step: 1 },
    {
      id: 'columns_mobile',
      type: 'select',
      label: 'Columns on mobile',
      default: '2',
      options: [
        { value: '1', text: 'One' },
        { value: '2', text: 'Two' },
      ],
    },
    { id: 'show_add_to_cart', type: 'checkbox', label: "Show 'Add to bag' on cards", default: false },
    { id: 'show_brand', type: 'checkbox', label: 'Show the brand on cards', default: true },
    { id: 'show_breadcrumbs', type: 'checkbox', label: 'Show breadcrumbs', default: true },
    { id: 'banner', type: 'image_picker', label: 'Banner above the products', default: '' },
    { id: 'banner_link', type: 'url', label: 'Banner link', default: '' },
  ],
  blocks: [],
} satisfies SectionSettings;

const MAX_PAGE_SIZE = 100;

export async function Component({ props, globalConfig, context, index }: SectionComponentProps) {
  const kind = listingKindOf(context.pageSlug);
  const slug = context.params.slug ?? '';
  const meta = kind ? await withSdk(`${kind} ${slug}`, () => loadListingMeta(kind, slug)) : undefined;
  if (kind && !meta) return null;
  const source: ProductSource = kind ? { kind, slug: meta!.slug } : { kind: 'products' };
  const locked = lockedFilter(source);

  // A category page keeps its facet and the shopper's category picks within its own category.
  const subtree = source.kind === 'category' ? await loadCategorySubtree(source.slug) : undefined;
  const raw = readListingQuery(context.query);
  const query: ListingQuery = { ...raw, f: categoryPicksWithin(withoutLocked(raw.f, source), subtree) };
  const pageSize = Math.min(MAX_PAGE_SIZE, query.page_size ?? num(props, 'page_size', 12));
  const pageNo = query.page_no ?? 1;
  const sort = listingSort(query.sort_on) ?? listingSort(text(props, 'default_sort'));
  const showFacets = bool(props, 'show_filters', true) && (meta?.allowFacets ?? true);

  // A filtered /products/ page is named after what it is filtered to (loaded beside the products).
  const filteredName = meta || query.q ? undefined : loadFilteredName(query.f);
  const listing: ProductListingResponse | undefined = await withSdk('listing', () =>
    fetchListingProducts(source, { q: query.q, f: query.f, sortOn: sort, pageNo, pageSize, facets: showFacets }),
  );
  if (!listing) return null;

  const path = context.path;
  const { items, sort_on: sorts, page } = listing;
  const filters = categoryFacetWithin(listing.filters, source.kind === 'category' ? source.slug : '', subtree);
  const current = page.current ?? pageNo;
  const mode = oneOf(props, 'loading_options', ['infinite', 'view_more', 'pagination'] as const, 'infinite');
  const options: CardOptions = cardOptions(globalConfig, props);
  const title = meta ? meta.name : query.q ? `Results for “${query.q}”` : ((await filteredName) ?? 'All products');
  const crumbs = crumbsOf(meta);
  const gridStyle = {
    '--cols': String(num(props, 'columns_desktop', 4)),
    '--cols-mobile': oneOf(props, 'columns_mobile', ['1', '2'] as const, '2'),
  } as React.CSSProperties;
  const cards = items.map((p, i) => (
    <ProductItem key={p.uid} product={p} eager={index < 2 && i < 4} lead={index < 2 && i === 0} options={options} />
  ));
  const banner = text(props, 'banner');
  const bannerLink = text(props, 'banner_link');
  const total = page.item_total ?? items.length;
  const chips = showFacets ? filterChips(path, query, listing.filters, locked) : [];

  return (
    <SectionShell headingId={`listing-title-${index}`} className={styles.listing}>
      {bool(props, 'show_breadcrumbs', true) ? (
        <nav aria-label="Breadcrumb" className={styles.crumbs}>
          <ol>
            {crumbs.map((c, i) => (
              <li key={c.path}>
                {i === crumbs.length - 1 ? (
                  <span aria-current="page">{c.name}</span>
                ) : (
                  <Link href={c.path}>{c.name}</Link>
                )}
              </li>
            ))}
          </ol>
        </nav>
      ) : null}
      {banner ? (
        <div className={styles.promo}>
          {bannerLink ? (
            <a href={bannerLink}>
              <LazyImage src={banner} alt="" width={1600} height={400} fit="cover" priority={index === 0} />
            </a>
          ) : (
            <LazyImage src={banner} alt="" width={1600} height={400} fit="cover" priority={index === 0} />
          )}
        </div>
      ) : null}
      <div className={styles.head}>
        {meta ? (
          <h2 id={`listing-title-${index}`} className="visually-hidden">
            Products of {meta.name}
          </h2>
        ) : (
          <h1 id={`listing-title-${index}`}>{title}</h1>
        )}
        <p className={styles.total} data-testid="result-count">
          {total.toLocaleString('en-IN')} {total === 1 ? 'product' : 'products'}
        </p>
      </div>
      <div className={`${styles.layout} ${showFacets && filters.length ? '' : styles.noFacets}`}>
        {showFacets ? (
          <FacetList
            filters={filters}
            path={path}
            query={query}
            locked={locked}
            total={total}
            countPath={listingCountPath(source)}
          />
        ) : null}
        <div className={styles.results}>
          {sorts.length > 0 && items.length > 0 ? (
            <div className={styles.toolbar}>
              <span className={styles.sortLabel} id={`sort-label-${index}`}>
                Sort by
              </span>
              {/* One row on a phone: a disclosure naming the chosen sort; open on wide screens (CSS). */}
              <details className={styles.sortMenu}>
                <summary className={styles.sortToggle}>
                  Sort by: <strong>{sorts.find((s) => s.is_selected)?.display ?? sorts[0].display}</strong>
                </summary>
                <ul className={styles.sort} aria-labelledby={`sort-label-${index}`}>
                  {sorts.map((s) => (
                    <li key={s.value}>
                      <Link
                        href={sortHref(path, query, s.value)}
                        aria-current={s.is_selected ? 'true' : undefined}
                        rel="nofollow"
                        scroll={false}
                      >
                        {s.display}
                      </Link>
                    </li>
                  ))}
                </ul>
              </details>
            </div>
          ) : null}
          {chips.length > 0 ? (
            <ul className={styles.chips} aria-label={FILTER_MESSAGES.applied}>
              {chips.map((chip) => (
                <li key={`${chip.key}:${chip.value}`}>
                  <Link href={chip.href} rel="nofollow" scroll={false} aria-label={chip.name} data-testid="filter-chip">
                    {chip.label}
                    <span aria-hidden="true" className={styles.chipX} />
                  </Link>
                </li>
              ))}
              {chips.length > 1 ? (
                <li>
                  <Link
                    href={listingHref(path, { ...query, f: undefined, page_no: 1 })}
                    rel="nofollow"
                    className={styles.chipsClear}
                  >
                    {FILTER_MESSAGES.clearAllFilters}
                  </Link>
                </li>
              ) : null}
            </ul>
          ) : null}
          {items.length === 0 ? (
            <div className={styles.empty}>
              <p className={styles.emptyTitle}>
                {current > 1 ? 'There are no more products here.' : 'No products match.'}
              </p>
              <p>
                {query.f
                  ? 'Try removing a filter or two.'
                  : query.q
                    ? 'Try another search, or fewer words.'
                    : 'New arrivals land here often; check back soon.'}
              </p>
              {query.f || current > 1 ? (
                <Link
                  href={listingHref(path, { ...query, f: current > 1 ? query.f : undefined, page_no: 1 })}
                  className={styles.emptyAction}
                  rel="nofollow"
                >
                  {current > 1 ? 'Back to the first page' : FILTER_MESSAGES.clearAllFilters}
                </Link>
              ) : null}
            </div>
          ) : mode === 'pagination' ? (
            <>
              <ul className={styles.grid} style={gridStyle} data-testid="listing-items">
                {cards}
              </ul>
              <Pager
                path={path}
                query={query}
                current={current}
                pageSize={pageSize}
                total={total}
                hasNext={page.has_next}
              />
            </>
          ) : (
            <>
              {current > 1 ? (
                <p className={styles.earlier}>
                  <Link href={pageHref(path, query, current - 1)} rel="prev">
                    ← Show earlier products
                  </Link>
                </p>
              ) : null}
              <LoadMoreList
                listClassName={styles.grid}
                listStyle={gridStyle}
                load={loadMoreProducts.bind(null, { source, q: query.q, f: query.f, sort, pageSize, options })}
                mode={mode}
                page={current}
                hasNext={page.has_next}
                nextHref={pageHref(path, query, current + 1)}
                noun="products"
                pageSize={pageSize}
                total={page.item_total}
              >
                {cards}
              </LoadMoreList>
            </>
          )}
        </div>
      </div>
      <ListingJsonLd name={title} items={items} crumbs={crumbs} page={{ ...page, size: page.size ?? pageSize }} />
    </SectionShell>
  );
}

function crumbsOf(meta: ListingMeta | undefined): Crumb[] {
  if (!meta) return productCrumbs();
  const parent = {
    brand: ['Brands', '/brands/'],
    category: ['Categories', '/categories/'],
    collection: ['Collections', '/collections/'],
  }[meta.kind];
  return [
    { name: 'Home', path: '/' },
    { name: parent[0], path: parent[1] },
    { name: meta.name, path: `/${meta.kind}/${encodeURIComponent(meta.slug)}/` },
  ];
}
