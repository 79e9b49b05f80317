// The coupons page: each coupon with its terms and an "Apply" form posting to the cart's action.
import Link from '@/components/ui/link';
import { applyCouponForm } from '@/lib/cart/actions';
import { CART_PATHS } from '@/lib/cart/constants';
import { formatPrice } from '@/lib/catalog/price';
import type { CartCoupon } from '@/contract/types/cart';
import styles from './bag.module.css';

export function CouponPage({ coupons }: { coupons: CartCoupon[] }) {
  return (
    <div className={`container ${styles.bag}`}>
      <p>
        <Link href={CART_PATHS.bag}>← Back to bag</Link>
      </p>
      <h1 className={styles.title}>Coupons</h1>
      {coupons.length === 0 ? <p className={styles.muted}>No coupons are available right now.</p> : null}
      <ul className={styles.couponList} data-testid="coupon-page-list">
        {coupons.map((c) => (
          <li key={c.coupon_code} className={c.is_applicable === false ? styles.couponOff : undefined}>
            <form action={applyCouponForm}>
              <input type="hidden" name="coupon_code" value={c.coupon_code} />
              <p className={styles.couponCode}>{c.coupon_code}</p>
              <p>{c.title}</p>
              {c.description ? <p className={styles.muted}>{c.description}</p> : null}
              {c.minimum_cart_value > 0 ? (
                <p className={styles.muted}>On bags of {formatPrice(c.minimum_cart_value)} or more</p>
              ) : null}
              {c.is_applicable === false && c.message ? <p className={styles.muted}>{c.message}</p> : null}
              <button type="submit" className={styles.linkButton} disabled={c.is_applied}>
                {c.is_applied ? 'Applied' : 'Apply'}
              </button>
            </form>
          </li>
        ))}
      </ul>
    </div>
  );
}
