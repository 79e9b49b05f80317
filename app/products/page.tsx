import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import { serverSdk } from '@/lib/sdk/server';
import { SdkServerResponseError } from '@/lib/sdk/errors';
import type { SortOnValue } from '@/lib/sdk/types/catalog';
import { PAGE_SIZE } from '@/lib/constants';
import { pageHref, readListingQuery, sortHref } from '@/lib/listing-url';
import { ProductCard } from '@/components/ui/product-card';
import { FacetList } from '@/components/listing/facet-list';
import styles from '@/components/listing/listing.module.css';
import { getShop } from '@/lib/shop';
import { pageMetadata } from '@/lib/seo/metadata';
import { productCrumbs } from '@/lib/seo/list-schema';
import { requestOrigin } from '@/lib/seo/request-origin';
import { ListingJsonLd } from '@/components/seo/listing-json-ld';

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

const PATH = '/products/';

export async function generateMetadata({ searchParams }: Props): Promise<Metadata> {
  const { q } = readListingQuery(await searchParams);
  const title = q ? `Search results for “${q}”` : 'All products';
  const [origin, shop] = await Promise.all([requestOrigin(), getShop()]);
  const description = q ? `Products matching “${q}” at ${shop.name}.` : `Shop all products at ${shop.name}.`;
  const images = shop.logo ? [{ url: shop.logo, alt: shop.name }] : [];
  return { title, description, ...pageMetadata({ origin, path: PATH, title, description, images, siteName: shop.name }) };
}

export default async function ProductsPage({ searchParams }: Props) {
  const query = readListingQuery(await searchParams);
  const sdk = await serverSdk();
  let listing;
  try {
    listing = await sdk.catalog.getProducts({
      q: query.q,
      f: query.f,
      sortOn: query.sort_on as SortOnValue | undefined,
      pageNo: query.page_no ?? 1,
      pageSize: query.page_size ?? PAGE_SIZE.default,
    });
  } catch (error) {
    // A hand-edited URL with a bad sort or page is a missing page, not a crash.
    if (error instanceof SdkServerResponseError && error.status < 500) notFound();
    throw error;
  }
  const { items, filters, sort_on: sorts, page } = listing;
  const current = page.current ?? 1;
  return (
    <div className={`container ${styles.layout}`}>
      <FacetList filters={filters} path={PATH} query={query} />
      <section aria-labelledby="listing-title">
        <div className={styles.heading}>
          <h1 id="listing-title">{query.q ? `Results for “${query.q}”` : 'All products'}</h1>
          <span className={styles.total}>{page.item_total} products</span>
        </div>
        <ul className={styles.sort} aria-label="Sort by">
          {sorts.map((s) => (
            <li key={s.value}>
              <Link href={sortHref(PATH, query, s.value)} aria-current={s.is_selected ? 'true' : undefined} rel="nofollow" prefetch={false}>
                {s.display}
              </Link>
            </li>
          ))}
        </ul>
        {items.length === 0 ? (
          <p className={styles.empty}>No products match. Try fewer filters or another search.</p>
        ) : (
          <div className={styles.grid}>
            {items.map((product, i) => (
              <ProductCard key={product.uid} product={product} eager={i < 4} />
            ))}
          </div>
        )}
        <nav className={styles.pager} aria-label="Pages">
          {current > 1 ? <Link href={pageHref(PATH, query, current - 1)} prefetch={false}>← Previous</Link> : null}
          <span>Page {current}</span>
          {page.has_next ? <Link href={pageHref(PATH, query, current + 1)} prefetch={false}>Next →</Link> : null}
        </nav>
      </section>
      <ListingJsonLd name={query.q ? `Results for “${query.q}”` : 'All products'} items={items} crumbs={productCrumbs()} page={page} />
    </div>
  );
}
