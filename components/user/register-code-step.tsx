'use client';
// Registration's code step: the code sent to the email, "Resend code" and "Change email". The
// browser's own step (`scripted`) verifies and resends through the browser's calls and counts the
// platform's resend wait down; the server's step (the form was sent as a plain form) posts to its
// actions, and the platform refuses a code asked for too soon in its own words.
import { useId, useState, type FormEvent } from 'react';
import Link from '@/components/ui/link';
import { useRouter } from 'next/navigation';
import { otpField, OTP_LENGTH } from '@/contract/account';
import { resendRegisterCode, verifyEmailOtp } from '@/lib/user/client-actions';
import { failureOf, signedIn } from '@/lib/user/client';
import { track } from '@/lib/analytics/shop-events';
import { AUTH_PATHS } from '@/lib/shared/constants';
import { resendRegistrationCode, restartRegistration, verifyRegistration } from '@/lib/user/register-actions';
import { REGISTER_MESSAGES } from '@/lib/user/register-form';
import { signInHref } from '@/lib/user/plain-forms';
import { Field, FormError } from './field';
import { resendAtFrom, useResendWait } from './use-resend-wait';
import styles from './user.module.css';

/** The browser's own code step: its register_token and when another code may be asked for. */
export type ScriptedStep = { registerToken: string; resendAt: number };

type Props = {
  redirectUrl: string;
  email: string;
  /** Absent: the server's step (plain forms). */
  scripted?: ScriptedStep;
  /** The server step's refusal: at the code, or over the step (a refused resend). */
  refusal?: { message: string; at: 'otp' | '_form' };
  /** The server step's notice that a new code went. */
  notice?: string;
  /** The browser's step: back to the form, its values kept. */
  onChangeEmail?: () => void;
  /** The browser's step: the account exists and the shopper is signed in. */
  onVerified?: () => void;
};

export function RegisterCodeStep({ redirectUrl, email, scripted, refusal, notice, onChangeEmail, onVerified }: Props) {
  const router = useRouter();
  const id = useId();
  const [otp, setOtp] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>(() =>
    refusal?.message ? { [refusal.at]: refusal.message } : {},
  );
  const [sentNotice, setSentNotice] = useState(notice || REGISTER_MESSAGES.codeSent(email));
  const [busy, setBusy] = useState(false);
  const resendWait = useResendWait(scripted?.resendAt ?? 0);

  const verify = async () => {
    if (!scripted) return;
    const code = otpField().safeParse(otp);
    if (!code.success) return setErrors({ otp: code.error.issues[0].message });
    setBusy(true);
    setErrors({});
    try {
      const answer = await verifyEmailOtp({ email, otp: code.data, register_token: scripted.registerToken });
      track({ name: 'user.register', payload: { user_id: answer.user.user_id } });
      signedIn(answer.user, 'register');
      onVerified?.();
      router.replace(redirectUrl);
      router.refresh();
    } catch (error) {
      const failure = failureOf(error);
      if (failure.locked) return router.replace(AUTH_PATHS.accountLocked);
      setErrors({ otp: failure.message });
      setBusy(false);
    }
  };

  const resend = async () => {
    if (!scripted || busy) return;
    setBusy(true);
    setErrors({});
    try {
      const answer = await resendRegisterCode(email, scripted.registerToken);
      setSentNotice(REGISTER_MESSAGES.codeResent(email));
      resendWait.waitUntil(resendAtFrom(answer.resend_timer));
      setOtp('');
    } catch (error) {
      const failure = failureOf(error);
      setErrors({ _form: failure.message });
      if (failure.retryAfter) resendWait.waitUntil(Date.now() + failure.retryAfter * 1000);
    } finally {
      setBusy(false);
    }
  };

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    if (!busy) void verify();
  };

  const waitSeconds = scripted ? resendWait.waitSeconds : 0;

  return (
    // The server's code step is its actions'; the browser's own is verified here.
    <form
      className={styles.form}
      onSubmit={scripted ? onSubmit : undefined}
      action={scripted ? undefined : verifyRegistration}
      noValidate
    >
      <input type="hidden" name="redirectUrl" value={redirectUrl} />
      <FormError message={errors._form} />
      <p className={styles.notice} role="status">
        {sentNotice}
      </p>
      <Field
        id={`${id}-otp`}
        label="Code"
        name="otp"
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={OTP_LENGTH}
        value={otp}
        onChange={(e) => setOtp(e.target.value.replace(/\D/g, ''))}
        error={errors.otp}
        autoFocus
      />
      <button className={styles.submit} disabled={busy}>
        Create account
      </button>
      <p className={styles.actions}>
        {scripted ? (
          waitSeconds > 0 ? (
            <span className={styles.hint}>{REGISTER_MESSAGES.resendIn(waitSeconds)}</span>
          ) : (
            <button type="button" className={styles.link} onClick={() => void resend()} disabled={busy}>
              Resend code
            </button>
          )
        ) : (
          <button type="submit" formAction={resendRegistrationCode} className={styles.link}>
            Resend code
          </button>
        )}
        {scripted ? (
          <button type="button" className={styles.link} onClick={onChangeEmail}>
            Change email
          </button>
        ) : (
          <button type="submit" formAction={restartRegistration} className={styles.link}>
            Change email
          </button>
        )}
      </p>
      {/* A taken address gets a sign-in reminder instead of a code (the shop never says which). */}
      <p className={styles.hint}>
        No code? If this email already has an account, we sent it a reminder instead:{' '}
        <Link href={signInHref('otp', redirectUrl)}>sign in</Link> or{' '}
        <Link href="/auth/forgot-password/">reset your password</Link>.
      </p>
    </form>
  );
}
