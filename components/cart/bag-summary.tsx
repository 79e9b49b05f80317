// The bag's price breakup as the platform computes it (breakup_values.display; the 'Total' row
// stands out), the offers applied to the cart, and the way on to checkout.
import Link from '@/components/ui/link';
import { buttonClass } from '@/components/ui/button-link';
import { BreakupList, cartBreakupRows } from '@/components/ui/breakup-list';
import { formatPrice } from '@/lib/catalog/price';
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
  const closed = Boolean(cart.restrict_checkout || cart.is_valid === false);
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
      {closed ? (
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

/**
 * On phones, the total and the way on stay at the foot of the screen while the lines and coupons
 * scroll (the bag pads its foot to match, so nothing hides under it); wider screens have the summary beside the lines.
 */
export function BagCheckoutBar({
  cart,
  checkoutText,
  checkoutHref,
}: {
  cart: CartDetail;
  checkoutText: string;
  checkoutHref: string;
}) {
  const total = cart.breakup_values?.display?.find((r) => r.key === 'total');
  const closed = Boolean(cart.restrict_checkout || cart.is_valid === false);
  return (
    <div className={styles.checkoutBar} data-testid="bag-checkout-bar">
      {total ? (
        <p className={styles.barTotal}>
          <span className={styles.muted}>{total.display}</span>{' '}
          <strong data-testid="bar-total">{formatPrice(total.value, total.currency_code)}</strong>
        </p>
      ) : null}
      {closed ? (
        <span className={buttonClass('primary', styles.barCheckout)} aria-disabled="true">
          {checkoutText}
        </span>
      ) : (
        <Link href={checkoutHref} className={buttonClass('primary', styles.barCheckout)} data-testid="bar-checkout">
          {checkoutText}
        </Link>
      )}
    </div>
  );
}
