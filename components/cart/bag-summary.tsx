// The bag's price breakup as the platform computes it (breakup_values.display; the 'Total' row
// stands out), the offers applied to the cart, and the way on to checkout.
import Link from '@/components/ui/link';
import { buttonClass } from '@/components/ui/button-link';
import { BreakupList, cartBreakupRows } from '@/components/ui/breakup-list';
import type { CartDetail } from '@/contract/types/cart';
import styles from './bag.module.css';

export function BagSummary({
  cart,
  checkoutText,
  checkoutHref,
  pending,
}: {
  cart: CartDetail;
  checkoutText: string;
  checkoutHref: string;
  pending: boolean;
}) {
  const rows = cart.breakup_values?.display ?? [];
  return (
    <section
      className={`${styles.summary} ${pending ? styles.pending : ''}`}
      aria-labelledby="bag-summary-heading"
      aria-busy={pending || undefined}
      data-testid="bag-summary"
    >
      <h2 id="bag-summary-heading" className={styles.summaryHeading}>
        Price details
      </h2>
      {cart.applied_promo_details?.length ? (
        <ul className={styles.offers} aria-label="Offers applied">
          {cart.applied_promo_details.map((p) => (
            <li key={p.promo_id}>{p.offer_text}</li>
          ))}
        </ul>
      ) : null}
      <BreakupList
        rows={cartBreakupRows(rows)}
        testIdPrefix="breakup"
        className={styles.breakup}
        totalClassName={styles.total}
      />
      {cart.delivery_charge_info ? <p className={styles.muted}>{cart.delivery_charge_info}</p> : null}
      {cart.message && cart.is_valid === false ? <p className={styles.unavailable}>{cart.message}</p> : null}
      {cart.restrict_checkout || cart.is_valid === false ? (
        <span className={buttonClass('primary', styles.checkout)} aria-disabled="true">
          {checkoutText}
        </span>
      ) : (
        <Link href={checkoutHref} className={buttonClass('primary', styles.checkout)} data-testid="checkout">
          {checkoutText}
        </Link>
      )}
    </section>
  );
}
