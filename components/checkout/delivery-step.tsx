// The address step: the saved addresses as a
// choice, the default (or first) chosen, 'Deliver here' posts to select-address. A plain form:
// it works without JavaScript. New addresses are added with the profile's form below it.
import { addressLine } from '@/contract/address';
import type { Address } from '@/contract/types/address';
import { chooseDeliveryAddress } from '@/lib/checkout/actions';
import type { CheckoutTarget } from '@/lib/checkout/data';
import styles from './checkout.module.css';

export function DeliveryStep({
  addresses,
  target,
  chosen,
}: {
  addresses: Address[];
  target: CheckoutTarget;
  chosen?: string;
}) {
  const selected = startingAddress(addresses, chosen);
  return (
    <form action={chooseDeliveryAddress} className={styles.panel} data-testid="delivery-step">
      <h2>Deliver to</h2>
      {target.buyNow ? <input type="hidden" name="buy_now" value="true" /> : null}
      {target.id ? <input type="hidden" name="id" value={target.id} /> : null}
      <AddressChoices addresses={addresses} selected={selected?.id} />
      <button type="submit" className={styles.primary}>
        Deliver here
      </button>
    </form>
  );
}

/** The saved addresses as radios named address_id (the chosen one checked). */
export function AddressChoices({ addresses, selected }: { addresses: Address[]; selected?: string }) {
  return (
    <fieldset className={styles.choices}>
      <legend className="visually-hidden">Saved addresses</legend>
      {addresses.map((a) => (
        <label key={a.id} className={styles.choice} data-testid="delivery-address">
          <input type="radio" name="address_id" value={a.id} defaultChecked={a.id === selected} />
          <span>
            <span className={styles.choiceTitle}>{a.name}</span>
            <span className={styles.badge}>{a.address_type}</span>
            {a.is_default_address ? <span className={styles.badge}>Default</span> : null}
          </span>
          <span />
          <span className={styles.muted}>
            {addressLine(a)}
            {a.phone ? ` · ${a.phone}` : ''}
          </span>
        </label>
      ))}
    </fieldset>
  );
}

/** The address checkout starts with: the one asked for, else the default, else the first. */
export const startingAddress = (addresses: Address[], chosen?: string) =>
  addresses.find((a) => a.id === chosen) ?? addresses.find((a) => a.is_default_address) ?? addresses[0];
