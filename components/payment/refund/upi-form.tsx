'use client';
// Add a UPI id as the order's refund account, in two steps of one action (addUpiAccount): the UPI
// id (an OTP sent to the shopper), then the OTP, as for a bank account. Plain forms, so both steps
// work without JavaScript; a refusal comes back as this form's state, each message next to its field.
import { useActionState, useId } from 'react';
import { addUpiAccount, type RefundFormState } from '@/lib/payment/refund-actions';
import { REFUND_FIELD_MAX, REFUND_WORDS } from '@/lib/payment/refund-constants';
import { Field, FormError } from '@/components/user/field';
import { RefundOtpStep } from './refund-otp-step';
import styles from './refund.module.css';

export function UpiForm({ orderId, shipmentId, pagePath }: { orderId: string; shipmentId: string; pagePath: string }) {
  const [state, action, pending] = useActionState<RefundFormState, FormData>(addUpiAccount, { errors: {}, values: {} });
  const uid = useId();
  const where = (
    <>
      <input type="hidden" name="order_id" value={orderId} />
      <input type="hidden" name="shipment_id" value={shipmentId} />
    </>
  );
  if (state.otp) {
    return (
      <RefundOtpStep
        action={action}
        otp={state.otp}
        error={state.errors.otp}
        pending={pending}
        where={where}
        pagePath={pagePath}
        testId="refund-upi-otp-form"
        uid={uid}
      />
    );
  }
  return (
    <form action={action} className={styles.form} data-testid="refund-upi-form" noValidate>
      <FormError message={state.message} />
      {where}
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
        {REFUND_WORDS.sendUpiOtp}
      </button>
    </form>
  );
}
