'use client';
// "Check delivery" on a product page. Without JavaScript it is a GET form: the page renders the
// answer for ?pincode=. With it, useDeliveryPromise checks in place as the shopper types.
import { useId, useRef } from 'react';
import type { DeliveryAnswer } from '@/lib/logistics/delivery';
import { promiseText } from '@/lib/logistics/promise-text';
import { useDeliveryPromise } from '@/lib/blocks/use-delivery-promise';
import { useTypedBeforeHydration } from '@/lib/shared/typed-before-hydration';
import styles from './delivery-check.module.css';

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
  const { pincode, setPincode, check, answer, pending } = useDeliveryPromise({ slug, size, categoryId, initial });
  const id = useId();
  const form = useRef<HTMLFormElement>(null);
  useTypedBeforeHydration(form, (typed) => typed.pincode !== undefined && setPincode(typed.pincode));

  const error = answer && !answer.ok ? answer.message : undefined;
  return (
    <form
      ref={form}
      className={styles.check}
      method="get"
      action={action}
      onSubmit={(e) => {
        e.preventDefault();
        check();
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
          onChange={(e) => setPincode(e.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={`${id}-answer`}
        />
        <input type="hidden" name="size" value={size} />
        <button type="submit" className={styles.button} disabled={pending}>
          Check
        </button>
      </div>
      <p
        id={`${id}-answer`}
        role="status"
        aria-live="polite"
        className={error ? styles.error : styles.answer}
        aria-busy={pending}
      >
        {answer?.ok ? (
          <>
            {promiseText(answer.min, answer.max)}
            {answer.city ? ` to ${answer.city}` : ''}
            {answer.cod ? <span className={styles.note}>Cash on delivery available</span> : null}
          </>
        ) : (
          (error ?? '')
        )}
      </p>
    </form>
  );
}
