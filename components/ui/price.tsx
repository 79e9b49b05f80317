// A product's price as 000 section 5 formats it: the selling price, and when the product is
// marked down, the struck-through marked price and the discount label.
import type { ProductListingPrice } from '@/lib/sdk/types/catalog';
import { formatPrice } from '@/lib/format';
import styles from './price.module.css';

export function Price({ price, discount, size = 'md', className }: { price: ProductListingPrice; discount?: string; size?: 'md' | 'lg'; className?: string }) {
  const { effective, marked } = price;
  const ranged = effective.max > effective.min;
  return (
    <p className={[styles.price, size === 'lg' ? styles.lg : '', className].filter(Boolean).join(' ')}>
      <span className={styles.effective}>
        {ranged ? <span className="visually-hidden">from </span> : null}
        {formatPrice(effective.min, effective.currency_code)}
      </span>
      {marked.min > effective.min ? (
        <>
          <s className={styles.marked}>
            <span className="visually-hidden">was </span>
            {formatPrice(marked.min, marked.currency_code)}
          </s>
          {discount ? <span className={styles.discount}>{discount}</span> : null}
        </>
      ) : null}
    </p>
  );
}
