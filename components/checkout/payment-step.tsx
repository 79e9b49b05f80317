// The payment step: the modes this order can be paid with and 'Place order'. A plain form posting
// to placeOrder with this attempt's key (a second click or a resubmitted form makes no second
// order). The amounts shown are the platform's; the form sends none.
import Link from '@/components/ui/link';
import { addressLine } from '@/contract/address';
import type { Address } from '@/contract/types/address';
import { placeOrder } from '@/lib/checkout/actions';
import { PAYMENT_MODE_NAMES } from '@/lib/checkout/constants';
import type { CheckoutTarget } from '@/lib/checkout/data';
import { PlaceOrderButton } from './place-order-button';
import styles from './checkout.module.css';

type Props = { modes: string[]; attempt: string; target: CheckoutTarget; address?: Address; changeHref: string; total?: number };

export function PaymentStep({ modes, attempt, target, address, changeHref, total }: Props) {
  return (
    <form action={placeOrder} className={styles.panel} data-testid="payment-step">
      <input type="hidden" name="attempt" value={attempt} />
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
        {modes.map((mode, i) => (
          <label key={mode} className={styles.choice}>
            <input type="radio" name="payment_mode" value={mode} defaultChecked={i === 0} />
            <span className={styles.choiceTitle}>{PAYMENT_MODE_NAMES[mode]?.name ?? mode}</span>
            <span />
            <span className={styles.muted}>{PAYMENT_MODE_NAMES[mode]?.note}</span>
          </label>
        ))}
      </fieldset>
      <PlaceOrderButton className={styles.primary} total={total} />
    </form>
  );
}
