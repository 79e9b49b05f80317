// /wishlist/: the signed-in shopper's followed products, 15 a page (the
// favourites page size), newest first. Signed-in shoppers only (proxy.ts, then the platform's answer here).
// Each card's heart removes the product, with or without JavaScript.
import type { Metadata } from 'next';
import Link from '@/components/ui/link';
import { ProductCard } from '@/components/ui/product-card';
import { signedInOnly } from '@/lib/user/guards';
import { loadWishlist } from '@/lib/wishlist/data';
import { WISHLIST_PATH } from '@/lib/wishlist/constants';
import styles from '@/components/wishlist/wishlist.module.css';
import { pageQuery } from '@/lib/shared/page-query';

export const metadata: Metadata = { title: 'Your wishlist', robots: { index: false } };

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

export default async function WishlistPage({ searchParams }: Props) {
  const query = await pageQuery(searchParams);
  const pageId = typeof query.page_id === 'string' ? query.page_id : undefined;
  await signedInOnly(pageId ? `${WISHLIST_PATH}?page_id=${encodeURIComponent(pageId)}` : WISHLIST_PATH);
  const { items, page } = await loadWishlist(pageId);
  const previous =
    page.current > 1
      ? page.current === 2
        ? WISHLIST_PATH
        : `${WISHLIST_PATH}?page_id=${page.current - 1}`
      : undefined;
  const next =
    page.has_next && page.next_id ? `${WISHLIST_PATH}?page_id=${encodeURIComponent(page.next_id)}` : undefined;
  return (
    <div className={`container ${styles.page}`}>
      <h1>Your wishlist</h1>
      {items.length === 0 ? (
        <section className={styles.empty} data-testid="wishlist-empty">
          <h2>{page.current > 1 ? 'No more products here' : 'Your wishlist is empty'}</h2>
          <p className={styles.muted}>Tap the heart on a product to keep it here for later.</p>
          <p>
            <Link href="/products/">Browse products</Link>
          </p>
        </section>
      ) : (
        <>
          <p className={styles.muted}>
            {page.item_total} {page.item_total === 1 ? 'product' : 'products'}
          </p>
          <ul className={styles.grid} data-testid="wishlist-items">
            {items.map((product, i) => (
              <li key={product.uid}>
                <ProductCard product={product} eager={i < 4} lead={i === 0} headingLevel="h2" wishlisted />
              </li>
            ))}
          </ul>
        </>
      )}
      {previous || next ? (
        <nav className={styles.pager} aria-label="Pages">
          {previous ? (
            <Link href={previous} rel="prev">
              ← Previous
            </Link>
          ) : (
            <span />
          )}
          {next ? (
            <Link href={next} rel="next">
              Next →
            </Link>
          ) : null}
        </nav>
      ) : null}
    </div>
  );
}
