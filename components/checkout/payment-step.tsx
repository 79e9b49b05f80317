// The payment step: the modes the platform offers for this order and 'Place order'. A plain form
// posting to placeOrder with this attempt's key (a second click or a resubmitted form makes no
// second order); each mode's own fields (UPI id, saved card, bank, wallet) show under it once it is
// chosen, by CSS alone, so the page works without JavaScript. The amounts shown are the
// platform's; the form sends none.
import Link from '@/components/ui/link';
import { addressLine } from '@/contract/address';
import type { Address } from '@/contract/types/address';
import type { PaymentOption } from '@/contract/types/payment';
import { placeOrder } from '@/lib/checkout/actions';
import { PAYMENT_MODE_NAMES } from '@/lib/checkout/constants';
import { PAYMENT_WORDS } from '@/lib/payment/constants';
import type { CheckoutTarget } from '@/lib/checkout/data';
import { PlaceOrderButton } from './place-order-button';
import styles from './checkout.module.css';

type Props = { options: PaymentOption[]; defaultMode?: string; attempt: string; target: CheckoutTarget; address?: Address; changeHref: string; total?: number };

function ModeFields({ option }: { option: PaymentOption }) {
  switch (option.name) {
    case 'UPI':
      return (
        <>
          <label className={styles.fieldLabel} htmlFor="pay-vpa">
            {PAYMENT_WORDS.vpaLabel}
          </label>
          <input id="pay-vpa" className={styles.input} name="vpa" type="text" inputMode="email" autoComplete="off" maxLength={300} placeholder="name@bank" aria-describedby="pay-vpa-hint" />
          <p id="pay-vpa-hint" className={styles.muted}>
            {PAYMENT_WORDS.vpaHint}
          </p>
        </>
      );
    case 'CARD':
      return (
        <div className={styles.subChoices} role="radiogroup" aria-label="Card">
          {option.list.map((card) => (
            <label key={card.code} className={styles.subChoice}>
              <input type="radio" name="card_id" value={card.code} disabled={card.expired} />
              <span>
                {card.card_brand} {card.card_number}
                {card.expired ? ' (expired)' : ''}
              </span>
            </label>
          ))}
          <label className={styles.subChoice}>
            <input type="radio" name="card_id" value="new" defaultChecked />
            <span>
              {PAYMENT_WORDS.newCard} <span className={styles.muted}>· {PAYMENT_WORDS.newCardNote}</span>
            </span>
          </label>
        </div>
      );
    case 'NB': {
      const top = option.list.filter((bank) => bank.top);
      return (
        <div className={styles.subChoices} role="radiogroup" aria-label={PAYMENT_WORDS.chooseBank}>
          {top.map((bank, i) => (
            <label key={bank.code} className={styles.subChoice}>
              <input type="radio" name="bank" value={bank.code} defaultChecked={i === 0} />
              <span>{bank.display_name}</span>
            </label>
          ))}
          <label className={styles.subChoice}>
            <input type="radio" name="bank" value="other" />
            <span>{PAYMENT_WORDS.allBanks}</span>
          </label>
          <select className={styles.input} name="bank_other" aria-label={PAYMENT_WORDS.allBanks} defaultValue={option.list[0]?.code}>
            {option.list.map((bank) => (
              <option key={bank.code} value={bank.code}>
                {bank.display_name}
              </option>
            ))}
          </select>
        </div>
      );
    }
    case 'WL':
    case 'PL':
      return (
        <div className={styles.subChoices} role="radiogroup" aria-label={PAYMENT_MODE_NAMES[option.name]?.name}>
          {option.list.map((entry, i) => (
            <label key={entry.code} className={styles.subChoice}>
              <input type="radio" name={option.name === 'WL' ? 'wallet' : 'pay_later'} value={entry.code} defaultChecked={i === 0} />
              <span>{entry.display_name}</span>
            </label>
          ))}
        </div>
      );
    default:
      return null;
  }
}

export function PaymentStep({ options, defaultMode, attempt, target, address, changeHref, total }: Props) {
  const chosen = options.some((o) => o.name === defaultMode) ? defaultMode : options[0]?.name;
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
        {options.map((option) => (
          <div key={option.name} className={styles.mode} data-mode={option.name}>
            <label className={styles.choice}>
              {/* Named by its title alone; the note describes it. */}
              <input type="radio" name="payment_mode" value={option.name} defaultChecked={option.name === chosen} aria-labelledby={`pay-${option.name}`} aria-describedby={`pay-${option.name}-note`} />
              <span className={styles.choiceTitle} id={`pay-${option.name}`}>
                {PAYMENT_MODE_NAMES[option.name]?.name ?? option.display_name}
              </span>
              <span />
              <span className={styles.muted} id={`pay-${option.name}-note`}>
                {PAYMENT_MODE_NAMES[option.name]?.note}
              </span>
            </label>
            <div className={styles.modeDetails}>
              <ModeFields option={option} />
            </div>
          </div>
        ))}
      </fieldset>
      <PlaceOrderButton className={styles.primary} total={total} />
    </form>
  );
}
