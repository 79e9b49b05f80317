// The payment step: the modes the platform offers for this order, then 'Review order'. A plain GET
// form to /cart/order-review (whose query names the mode and what it needs), so it works without
// JavaScript; each mode's own fields (UPI id, saved card, bank, wallet) show under it once it is
// chosen, by CSS alone. The amounts shown are the platform's; the form sends none.
import Link from '@/components/ui/link';
import { addressLine } from '@/contract/address';
import type { Address } from '@/contract/types/address';
import type { PaymentOption } from '@/contract/types/payment';
import { CHECKOUT_PATHS, CHECKOUT_WORDS } from '@/lib/checkout/constants';
import type { CheckoutTarget } from '@/lib/checkout/data';
import { PlaceOrderButton } from './place-order-button';
import { PaymentModeChoices, type RefusedChoice } from './payment-mode-fields';
import styles from './checkout.module.css';

type Props = {
  options: PaymentOption[];
  defaultMode?: string;
  target: CheckoutTarget;
  address?: Address;
  changeHref: string;
  total?: number;
  refused?: RefusedChoice;
};

export function PaymentStep({ options, defaultMode, target, address, changeHref, total, refused }: Props) {
  // A refused choice comes back chosen, to be put right where it was made.
  const wanted = refused?.mode ?? defaultMode;
  const chosen = options.some((o) => o.name === wanted) ? wanted : options[0]?.name;
  return (
    <form action={CHECKOUT_PATHS.review} method="get" className={styles.panel} data-testid="payment-step">
      {target.buyNow ? <input type="hidden" name="buy_now" value="true" /> : null}
      {target.id ? <input type="hidden" name="id" value={target.id} /> : null}
      {address ? <input type="hidden" name="address_id" value={address.id} /> : null}
      {address ? (
        <div className={styles.choices}>
          <h2>Delivering to</h2>
          <p className={styles.muted} data-testid="payment-address">
            <strong>{address.name}</strong> · {addressLine(address)}
          </p>
          <Link className={styles.secondary} href={changeHref}>
            Change address
          </Link>
        </div>
      ) : null}
      <fieldset className={styles.choices}>
        <legend>
          <h2>Pay with</h2>
        </legend>
        <PaymentModeChoices options={options} chosen={chosen} refused={refused} />
      </fieldset>
      <PlaceOrderButton className={styles.primary} total={total} label={CHECKOUT_WORDS.review} testId="review-order" />
    </form>
  );
}
