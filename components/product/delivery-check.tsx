'use client';
// "Check delivery" on a product page. Without JavaScript it is a GET form: the page renders the
// answer for ?pincode=. With it, the check runs in place as the shopper types (debounced 500 ms)
// through a server action, and the pincode is remembered in local storage (m_user_pincode).
import { useEffect, useId, useRef, useState, useSyncExternalStore, useTransition } from 'react';
import { PINCODE } from '@/lib/constants';
import { checkPincode, type DeliveryAnswer } from '@/lib/product/delivery';
import { readItem, writeItem } from '@/lib/storage';
import { checkDelivery } from './check-delivery-action';
import styles from './delivery-check.module.css';

const noSubscription = () => () => {};

type Props = {
  slug: string;
  size: string;
  categoryId?: number;
  /** The answer the server rendered for ?pincode=, if any. */
  initial?: DeliveryAnswer;
  /** The page's path, where the no-JavaScript form submits. */
  action: string;
};

export function DeliveryCheck({ slug, size, categoryId, initial, action }: Props) {
  const [typed, setTyped] = useState<string | undefined>();
  const remembered = useSyncExternalStore(noSubscription, () => readItem<string>(PINCODE.storageKey) ?? '', () => '');
  const pincode = typed ?? (initial?.pincode || remembered);
  const [answer, setAnswer] = useState<DeliveryAnswer | undefined>(initial);
  const [pending, startTransition] = useTransition();
  const asked = useRef(initial ? `${initial.pincode}|${size}` : '');
  const id = useId();

  const run = (value: string, { quiet = false } = {}) => {
    const checked = checkPincode(value);
    if (checked.message) {
      if (!quiet) setAnswer({ ok: false, pincode: checked.pincode, message: checked.message });
      return;
    }
    const key = `${checked.pincode}|${size}`;
    if (key === asked.current) return;
    asked.current = key;
    startTransition(async () => {
      const result = await checkDelivery({ slug, size, pincode: checked.pincode, categoryId });
      if (asked.current !== key) return; // a newer check is on its way
      setAnswer(result);
      if (result.ok) writeItem(PINCODE.storageKey, result.pincode);
    });
  };

  // Typed, else the one the server checked, else the remembered one (read after hydration).
  // A valid pincode is checked on arrival, after a pause in typing, and again for another size.
  useEffect(() => {
    if (!PINCODE.pattern.test(pincode)) return;
    const timer = setTimeout(() => run(pincode, { quiet: true }), typed === undefined ? 0 : PINCODE.debounceMs);
    return () => clearTimeout(timer);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [pincode, size]);

  const error = answer && !answer.ok ? answer.message : undefined;
  return (
    <form
      className={styles.check}
      method="get"
      action={action}
      onSubmit={(e) => {
        e.preventDefault();
        asked.current = '';
        run(pincode);
      }}
      data-testid="delivery-check"
    >
      <label htmlFor={`${id}-pincode`} className={styles.label}>
        Check delivery
      </label>
      <div className={styles.row}>
        <input
          id={`${id}-pincode`}
          name="pincode"
          className={styles.input}
          inputMode="numeric"
          autoComplete="postal-code"
          placeholder="Enter pincode"
          maxLength={6}
          value={pincode}
          onChange={(e) => setTyped(e.target.value.replace(/\D/g, '').slice(0, 6))}
          aria-invalid={error ? true : undefined}
          aria-describedby={`${id}-answer`}
        />
        <input type="hidden" name="size" value={size} />
        <button type="submit" className={styles.button} disabled={pending}>
          Check
        </button>
      </div>
      <p id={`${id}-answer`} role="status" aria-live="polite" className={error ? styles.error : styles.answer} aria-busy={pending}>
        {answer?.ok ? (
          <>
            {answer.min === answer.max ? `Delivery by ${answer.min}` : `Delivery between ${answer.min} and ${answer.max}`}
            {answer.city ? ` to ${answer.city}` : ''}
            {answer.cod ? <span className={styles.note}>Cash on delivery available</span> : null}
          </>
        ) : (
          error ?? ''
        )}
      </p>
    </form>
  );
}
