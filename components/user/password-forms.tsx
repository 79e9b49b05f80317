'use client';
// Forgot password (a reset link by email) and set password (from that link's code): 000 section
// 2.1. The new password is checked with the rules of 000 section 5 before it is sent.
import { useId, useRef, useState, type FormEvent } from 'react';
import { useRouter } from 'next/navigation';
import { browserUser } from '@/lib/sdk/browser';
import { ACCOUNT_MESSAGES, emailField, passwordField } from '@/contract/account';
import { failureOf, signedIn } from '@/lib/user/client';
import { AUTH_PATHS } from '@/lib/constants';
import { useTypedBeforeHydration } from '@/lib/typed-before-hydration';
import { useHydrated } from '@/lib/use-hydrated';
import { Field, FormError } from './field';
import styles from './user.module.css';

export function ForgotPasswordForm() {
  const id = useId();
  // Before hydration a submit would post the fields into the address bar: not until the form works.
  const hydrated = useHydrated();
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [sentTo, setSentTo] = useState<string | undefined>();
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
      await browserUser().sendResetPasswordEmail({ body: { email: parsed.data }, platform: 'web' });
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
        If an account uses {sentTo}, we have sent it a link to set a new password. The link works once, for a limited time.
      </p>
    );
  }
  return (
    <form ref={form} className={styles.form} onSubmit={onSubmit} noValidate>
      <Field id={`${id}-email`} label="Email" name="email" type="email" autoComplete="email" value={email} onChange={(e) => setEmail(e.target.value)} error={error} />
      <button className={styles.submit} disabled={busy || !hydrated}>
        Send me a link
      </button>
    </form>
  );
}

export function SetPasswordForm({ code }: { code: string }) {
  const router = useRouter();
  const id = useId();
  // Before hydration a submit would post the fields into the address bar: not until the form works.
  const hydrated = useHydrated();
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
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
      const answer = await browserUser().forgotPassword({ body: { code, password }, platform: 'web' });
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
    <form ref={form} className={styles.form} onSubmit={onSubmit} noValidate>
      <FormError message={errors._form} />
      <Field id={`${id}-password`} label="New password" name="password" type="password" autoComplete="new-password" value={password} onChange={(e) => setPassword(e.target.value)} error={errors.password} hint="At least 8 characters with a letter, a digit and a special character." />
      <Field id={`${id}-confirm`} label="Repeat the new password" name="confirm" type="password" autoComplete="new-password" value={confirm} onChange={(e) => setConfirm(e.target.value)} error={errors.confirm} />
      <button className={styles.submit} disabled={busy || !hydrated}>
        Set password and sign in
      </button>
    </form>
  );
}
