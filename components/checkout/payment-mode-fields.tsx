// What a payment mode needs beneath its radio: the UPI id, a saved card or a new one, the bank
// (the first five, then all), the wallet or the pay-later provider. Shared by the payment step and
// the payment-link page; shown for the chosen mode by CSS alone (checkout.module.css).
import type { PaymentOption } from '@/contract/types/payment';
import { PAYMENT_MODE_NAMES } from '@/lib/checkout/constants';
import { PAYMENT_WORDS } from '@/lib/payment/constants';
import { SANDBOX_AGGREGATOR } from '@/contract/payment-methods';
import styles from './checkout.module.css';

/** A choice the platform refused (the review step sent it back): its mode, what was typed, and why. */
export type RefusedChoice = { mode: string; identifier?: string; message: string };

/** The id of the refusal's words under a mode, which that mode's field names as its description. */
const refusalId = (mode: string) => `pay-${mode}-refusal`;

export function PaymentModeFields({ option, refused }: { option: PaymentOption; refused?: RefusedChoice }) {
  const mine = refused?.mode === option.name ? refused : undefined;
  switch (option.name) {
    case 'UPI':
      return (
        <>
          <label className={styles.fieldLabel} htmlFor="pay-vpa">
            {PAYMENT_WORDS.vpaLabel}
          </label>
          <input
            id="pay-vpa"
            className={styles.input}
            name="vpa"
            type="text"
            inputMode="email"
            autoComplete="off"
            maxLength={300}
            placeholder="name@bank"
            defaultValue={mine?.identifier}
            aria-invalid={mine ? true : undefined}
            aria-describedby={mine ? `${refusalId(option.name)} pay-vpa-hint` : 'pay-vpa-hint'}
          />
          <p id="pay-vpa-hint" className={styles.muted}>
            {PAYMENT_WORDS.vpaHint}
            {option.aggregator_name === SANDBOX_AGGREGATOR ? ` ${PAYMENT_WORDS.vpaSandboxHint}` : null}
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
          <select
            className={styles.input}
            name="bank_other"
            aria-label={PAYMENT_WORDS.allBanks}
            defaultValue={option.list[0]?.code}
          >
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
              <input
                type="radio"
                name={option.name === 'WL' ? 'wallet' : 'pay_later'}
                value={entry.code}
                defaultChecked={i === 0}
              />
              <span>{entry.display_name}</span>
            </label>
          ))}
        </div>
      );
    default:
      return null;
  }
}

/** One radio per mode (named by its title, described by its note), each with its own fields beneath. */
export function PaymentModeChoices({
  options,
  chosen,
  refused,
}: {
  options: PaymentOption[];
  chosen?: string;
  refused?: RefusedChoice;
}) {
  return (
    <>
      {options.map((option) => (
        <div key={option.name} className={styles.mode} data-mode={option.name}>
          <label className={styles.choice}>
            <input
              type="radio"
              name="payment_mode"
              value={option.name}
              defaultChecked={option.name === chosen}
              aria-labelledby={`pay-${option.name}`}
              aria-describedby={`pay-${option.name}-note`}
            />
            <span className={styles.choiceTitle} id={`pay-${option.name}`}>
              {PAYMENT_MODE_NAMES[option.name]?.name ?? option.display_name}
            </span>
            <span />
            <span className={styles.muted} id={`pay-${option.name}-note`}>
              {PAYMENT_MODE_NAMES[option.name]?.note}
            </span>
          </label>
          <div className={styles.modeDetails}>
            <PaymentModeFields option={option} refused={refused} />
            {refused?.mode === option.name ? (
              <p id={refusalId(option.name)} className={styles.fieldError} data-testid="payment-refusal">
                {refused.message}
              </p>
            ) : null}
          </div>
        </div>
      ))}
    </>
  );
}
