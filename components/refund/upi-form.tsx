'use client';
// Add a UPI id as the order's refund account. It posts to the addUpiAccount action, so it works
// without JavaScript; a refusal comes back as this form's state, each message next to its field.
import { useActionState, useId } from 'react';
import { addUpiAccount, type RefundFormState } from '@/lib/payment/refund-actions';
import { REFUND_FIELD_MAX, REFUND_WORDS } from '@/lib/payment/refund-constants';
import { Field, FormError } from '@/components/user/field';
import styles from './refund.module.css';

export function UpiForm({ orderId, shipmentId }: { orderId: string; shipmentId: string }) {
  const [state, action, pending] = useActionState<RefundFormState, FormData>(addUpiAccount, { errors: {}, values: {} });
  const uid = useId();
  return (
    <form action={action} className={styles.form} data-testid="refund-upi-form" noValidate>
      <FormError message={state.message} />
      <input type="hidden" name="order_id" value={orderId} />
      <input type="hidden" name="shipment_id" value={shipmentId} />
      <Field
        id={`${uid}-vpa`}
        name="vpa"
        label={REFUND_WORDS.upiLabel}
        hint={REFUND_WORDS.upiHint}
        error={state.errors.vpa}
        defaultValue={state.values.vpa}
        autoComplete="off"
        autoCapitalize="none"
        spellCheck={false}
        required
        maxLength={REFUND_FIELD_MAX.vpa}
      />
      <Field
        id={`${uid}-holder`}
        name="account_holder"
        label={REFUND_WORDS.upiHolderLabel}
        error={state.errors.account_holder}
        defaultValue={state.values.account_holder}
        autoComplete="name"
        maxLength={REFUND_FIELD_MAX.holder}
      />
      <button type="submit" className={styles.submit} disabled={pending}>
        {REFUND_WORDS.addUpi}
      </button>
    </form>
  );
}
