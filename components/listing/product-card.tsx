import Link from 'next/link';
import type { ProductListingItem } from '@/lib/sdk/types/catalog';
import { formatPrice } from '@/lib/format';
import styles from './listing.module.css';

export function ProductCard({ product, eager }: { product: ProductListingItem; eager?: boolean }) {
  const image = product.medias.find((m) => m.type === 'image');
  const { effective, marked } = product.price;
  const href = `/product/${product.slug}/`;
  return (
    <article className={styles.card} data-testid="product-card">
      <Link href={href} className={styles.imageLink} tabIndex={-1} aria-hidden="true">
        {image ? (
          // eslint-disable-next-line @next/next/no-img-element -- images are already sized WebP from the platform
          <img src={image.url} alt="" width={400} height={500} loading={eager ? 'eager' : 'lazy'} fetchPriority={eager ? 'high' : 'auto'} decoding="async" />
        ) : null}
      </Link>
      <div className={styles.cardBody}>
        <p className={styles.brand}>{product.brand.name}</p>
        <h2 className={styles.name}>
          <Link href={href}>{product.name}</Link>
        </h2>
        <p className={styles.price}>
          <span className={styles.effective}>{formatPrice(effective.min, effective.currency_code)}</span>
          {marked.min > effective.min ? (
            <>
              <s className={styles.marked}>
                <span className="visually-hidden">was </span>
                {formatPrice(marked.min, marked.currency_code)}
              </s>
              <span className={styles.discount}>{product.discount}</span>
            </>
          ) : null}
        </p>
        {product.rating_count > 0 ? (
          <p className={styles.rating}>
            ★ {product.rating.toFixed(1)} <span>({product.rating_count})</span>
          </p>
        ) : null}
      </div>
    </article>
  );
}
