'use client';
// Add a bank account as the order's refund account, in two steps of one action (addBankAccount):
// the details (the IFSC checked by the platform, then an OTP sent to the shopper), then the OTP.
// Plain forms, so both steps work without JavaScript; each refusal is shown next to its field.
import { useActionState, useId } from 'react';
import { addBankAccount, type RefundFormState } from '@/lib/payment/refund-actions';
import { REFUND_FIELD_MAX, REFUND_WORDS } from '@/lib/payment/refund-constants';
import { Field, FormError } from '@/components/user/field';
import { RefundOtpStep } from './refund-otp-step';
import styles from './refund.module.css';

type Props = { orderId: string; shipmentId: string; pagePath: string };

export function BankForm({ orderId, shipmentId, pagePath }: Props) {
  const [state, action, pending] = useActionState<RefundFormState, FormData>(addBankAccount, {
    errors: {},
    values: {},
  });
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
        testId="refund-bank-otp-form"
        uid={uid}
      />
    );
  }

  return (
    <form action={action} className={styles.form} data-testid="refund-bank-form" noValidate>
      <FormError message={state.message} />
      {where}
      <Field
        id={`${uid}-holder`}
        name="account_holder"
        label={REFUND_WORDS.holderLabel}
        error={state.errors.account_holder}
        defaultValue={state.values.account_holder}
        autoComplete="name"
        required
        maxLength={REFUND_FIELD_MAX.holder}
      />
      <div className={styles.row}>
        <Field
          id={`${uid}-number`}
          name="account_no"
          label={REFUND_WORDS.accountNoLabel}
          error={state.errors.account_no}
          inputMode="numeric"
          autoComplete="off"
          required
          maxLength={REFUND_FIELD_MAX.accountNo}
        />
        <Field
          id={`${uid}-confirm`}
          name="confirm_account_no"
          label={REFUND_WORDS.confirmLabel}
          error={state.errors.confirm_account_no}
          inputMode="numeric"
          autoComplete="off"
          required
          maxLength={REFUND_FIELD_MAX.accountNo}
        />
      </div>
      <Field
        id={`${uid}-ifsc`}
        name="ifsc_code"
        label={REFUND_WORDS.ifscLabel}
        hint={REFUND_WORDS.ifscHint}
        error={state.errors.ifsc_code}
        defaultValue={state.values.ifsc_code}
        autoCapitalize="characters"
        autoComplete="off"
        spellCheck={false}
        required
        maxLength={REFUND_FIELD_MAX.ifsc}
      />
      <button type="submit" className={styles.submit} disabled={pending}>
        {REFUND_WORDS.sendOtp}
      </button>
    </form>
  );
}
