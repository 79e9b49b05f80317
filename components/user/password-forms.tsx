'use client';
// Forgot password (a reset link by email) and set password (from that link's code).
// The new password is checked with the account rules before it is sent. Both forms
// post to their server actions until the scripts take them over, so they work without
// JavaScript; the actions' outcome comes back as props (`sentTo`, `refused`).
import { useId, useRef, useState, type FormEvent } from 'react';
import { useRouter } from 'next/navigation';
import { sendResetPasswordEmail, setForgottenPassword } from '@/lib/user/client-actions';
import { ACCOUNT_MESSAGES, emailField, passwordField } from '@/contract/account';
import { failureOf, signedIn } from '@/lib/user/client';
import { AUTH_PATHS } from '@/lib/shared/constants';
import { useTypedBeforeHydration } from '@/lib/shared/typed-before-hydration';
import { sendPasswordResetLink, setPasswordFromLink } from '@/lib/user/actions';
import { refusalErrors } from '@/lib/user/plain-forms';
import { Field, FormError } from './field';
import { SubmitButton } from './submit-button';
import styles from './user.module.css';

export function ForgotPasswordForm({ sent, refused }: { sent?: string; refused?: { message: string; email: string } }) {
  const id = useId();
  const [email, setEmail] = useState(refused?.email ?? '');
  const [error, setError] = useState<string | undefined>(refused?.message);
  const [sentTo, setSentTo] = useState<string | undefined>(sent);
  const [busy, setBusy] = useState(false);
  const form = useRef<HTMLFormElement>(null);
  useTypedBeforeHydration(form, (typed) => typed.email !== undefined && setEmail(typed.email));
  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    const parsed = emailField().safeParse(email);
    if (!parsed.success) return setError(parsed.error.issues[0].message);
    setBusy(true);
    setError(undefined);
    try {
      await sendResetPasswordEmail(parsed.data);
      setSentTo(parsed.data);
    } catch (err) {
      setError(failureOf(err).message);
    } finally {
      setBusy(false);
    }
  };
  if (sentTo) {
    return (
      <p className={styles.notice} role="status">
        If an account uses {sentTo}, we have sent it a link to set a new password. The link works once, for a limited
        time.
      </p>
    );
  }
  return (
    <form ref={form} className={styles.form} onSubmit={onSubmit} action={sendPasswordResetLink} noValidate>
      <Field
        id={`${id}-email`}
        label="Email"
        name="email"
        type="email"
        autoComplete="email"
        value={email}
        onChange={(e) => setEmail(e.target.value)}
        error={error}
      />
      <SubmitButton busy={busy}>Send me a link</SubmitButton>
    </form>
  );
}

export function SetPasswordForm({
  code,
  refused,
}: {
  code: string;
  refused?: { message: string; errors: Record<string, string> };
}) {
  const router = useRouter();
  const id = useId();
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>(() => refusalErrors(refused));
  const [busy, setBusy] = useState(false);
  const form = useRef<HTMLFormElement>(null);
  useTypedBeforeHydration(form, (typed) => {
    if (typed.password !== undefined) setPassword(typed.password);
    if (typed.confirm !== undefined) setConfirm(typed.confirm);
  });
  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    const parsed = passwordField().safeParse(password);
    const found: Record<string, string> = {};
    if (!parsed.success) found.password = parsed.error.issues[0].message;
    else if (password !== confirm) found.confirm = ACCOUNT_MESSAGES.passwordsDiffer;
    if (Object.keys(found).length) return setErrors(found);
    setBusy(true);
    setErrors({});
    try {
      const answer = await setForgottenPassword(code, password);
      signedIn(answer.user, 'reset-password');
      router.replace('/');
      router.refresh();
    } catch (err) {
      const failure = failureOf(err);
      if (failure.locked) return router.replace(AUTH_PATHS.accountLocked);
      setErrors({ _form: failure.message });
      setBusy(false);
    }
  };
  return (
    <form ref={form} className={styles.form} onSubmit={onSubmit} action={setPasswordFromLink} noValidate>
      <input type="hidden" name="code" value={code} />
      <FormError message={errors._form} />
      <Field
        id={`${id}-password`}
        label="New password"
        name="password"
        type="password"
        autoComplete="new-password"
        value={password}
        onChange={(e) => setPassword(e.target.value)}
        error={errors.password}
        hint="At least 8 characters with a letter, a digit and a special character."
      />
      <Field
        id={`${id}-confirm`}
        label="Repeat the new password"
        name="confirm"
        type="password"
        autoComplete="new-password"
        value={confirm}
        onChange={(e) => setConfirm(e.target.value)}
        error={errors.confirm}
      />
      <SubmitButton busy={busy}>Set password and sign in</SubmitButton>
    </form>
  );
}
