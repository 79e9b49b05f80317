'use client';
// The second step of adding a refund account (bank account or UPI id alike): the OTP sent to the
// shopper, posted to the same action with the request it answers. A plain form.
import type { ReactNode } from 'react';
import type { RefundFormState } from '@/lib/payment/refund-actions';
import { REFUND_FIELD_MAX, REFUND_WORDS } from '@/lib/payment/refund-constants';
import { Field } from '@/components/user/field';
import styles from './refund.module.css';

type Props = {
  action: (form: FormData) => void;
  otp: NonNullable<RefundFormState['otp']>;
  error?: string;
  pending: boolean;
  /** The form's own hidden fields (which order and shipment). */
  where: ReactNode;
  pagePath: string;
  testId: string;
  uid: string;
};

export function RefundOtpStep({ action, otp, error, pending, where, pagePath, testId, uid }: Props) {
  return (
    <form action={action} className={styles.form} data-testid={testId} noValidate>
      {where}
      <input type="hidden" name="request_id" value={otp.requestId} />
      <input type="hidden" name="sent_to" value={otp.sentTo} />
      <input type="hidden" name="bank_name" value={otp.bankName} />
      <p className={styles.sent} role="status">
        {REFUND_WORDS.otpSent(otp.sentTo, otp.bankName)}
      </p>
      <Field
        id={`${uid}-otp`}
        name="otp"
        label={REFUND_WORDS.otpLabel}
        error={error}
        inputMode="numeric"
        autoComplete="one-time-code"
        required
        maxLength={REFUND_FIELD_MAX.otp}
      />
      <button type="submit" className={styles.submit} disabled={pending}>
        {REFUND_WORDS.verifyOtp}
      </button>
      <a className={styles.link} href={pagePath}>
        {REFUND_WORDS.startAgain}
      </a>
    </form>
  );
}
