'use client';
// Sign in: by OTP to a mobile number or an email, or by password. A new
// shopper (the OTP made the account) goes to edit-profile, a deleted account to account-locked,
// everyone else to redirectUrl (already checked to be a path on this shop). The tabs are links
// (?method=password) and each form posts to a server action until the scripts take it over, so a
// shopper without JavaScript signs in too: then the code step is the server's (`held`).
import { useId, useRef, useState, type FormEvent } from 'react';
import Link from '@/components/ui/link';
import { useRouter } from 'next/navigation';
import {
  sendSignInOtp,
  signInWithPassword as passwordSignIn,
  verifyEmailOtp,
  verifyMobileOtp,
} from '@/lib/user/client-actions';
import { AUTH_PATHS } from '@/lib/shared/constants';
import { ACCOUNT_MESSAGES, otpField, passwordField } from '@/contract/account';
import { failureOf, signedIn } from '@/lib/user/client';
import { readIdentifier, usernameOf } from '@/lib/user/identifier';
import { refusalErrors, registerHref, signInHref, type SignInMethod } from '@/lib/user/plain-forms';
import {
  resendSignInCode,
  restartSignIn,
  sendSignInCode,
  signInWithPassword as signInAction,
  verifySignInCode,
} from '@/lib/user/actions';
import { useTypedBeforeHydration } from '@/lib/shared/typed-before-hydration';
import { useHydrated } from '@/lib/shared/use-hydrated';
import type { UserSchema } from '@/contract/types/user';
import { Field, FormError } from './field';
import { resendAtFrom, useResendWait } from './use-resend-wait';
import { SubmitButton } from './submit-button';
import styles from './user.module.css';

type Sent = { to: string; kind: 'mobile' | 'email'; requestId: string };

type Props = {
  redirectUrl: string;
  method?: SignInMethod;
  /** The plain form's refusal (after its redirect back here), with the username it kept. */
  refused?: { message: string; username?: string };
  /** The code step the server holds (the code was asked for by the plain form). */
  held?: { kind: 'mobile' | 'email'; to: string };
};

export function LoginForm({ redirectUrl, method = 'otp', refused, held }: Props) {
  const router = useRouter();
  const id = useId();
  // The scripted code step's submit waits for hydration (the first steps' SubmitButton does too;
  // without JavaScript they post to their actions).
  const hydrated = useHydrated();
  const [mode, setMode] = useState<SignInMethod>(method);
  const [identifier, setIdentifier] = useState(refused?.username ?? '');
  const [password, setPassword] = useState('');
  const [otp, setOtp] = useState('');
  const [sent, setSent] = useState<Sent | undefined>();
  const [errors, setErrors] = useState<Record<string, string>>(() =>
    refusalErrors(refused, held && method === 'otp' ? 'otp' : '_form'),
  );
  const [busy, setBusy] = useState(false);
  const resendWait = useResendWait();
  const form = useRef<HTMLFormElement>(null);
  useTypedBeforeHydration(form, (typed) => {
    if (typed.username !== undefined) setIdentifier(typed.username);
    if (typed.password !== undefined) setPassword(typed.password);
  });

  const finish = (user: UserSchema, isNew: boolean, how: string) => {
    signedIn(user, how);
    const next = isNew ? `${AUTH_PATHS.editProfile}?redirectUrl=${encodeURIComponent(redirectUrl)}` : redirectUrl;
    router.replace(next);
    router.refresh();
  };

  const fail = (error: unknown, field = '_form') => {
    const failure = failureOf(error);
    if (failure.locked) return router.replace(AUTH_PATHS.accountLocked);
    setErrors({ [field]: failure.message });
  };

  const sendOtp = async () => {
    const who = readIdentifier(identifier);
    if ('error' in who) return setErrors({ identifier: who.error });
    setBusy(true);
    setErrors({});
    try {
      const body = who.kind === 'mobile' ? { mobile: who.mobile, country_code: '91' } : { email: who.email };
      const answer = await sendSignInOtp(body);
      setSent({
        to: who.kind === 'mobile' ? who.mobile : who.email,
        kind: who.kind,
        requestId: answer.request_id,
      });
      resendWait.waitUntil(resendAtFrom(answer.resend_timer));
      setOtp('');
    } catch (error) {
      fail(error, 'identifier');
    } finally {
      setBusy(false);
    }
  };

  const verifyOtp = async () => {
    if (!sent) return;
    const code = otpField().safeParse(otp);
    if (!code.success) return setErrors({ otp: code.error.issues[0].message });
    setBusy(true);
    setErrors({});
    try {
      const answer =
        sent.kind === 'mobile'
          ? await verifyMobileOtp({ request_id: sent.requestId, otp: code.data })
          : await verifyEmailOtp({ email: sent.to, otp: code.data });
      finish(answer.user, !answer.user_exists, `otp-${sent.kind}`);
    } catch (error) {
      fail(error, 'otp');
      setBusy(false);
    }
  };

  const signInWithPassword = async () => {
    const who = readIdentifier(identifier);
    const errs: Record<string, string> = {};
    if ('error' in who) errs.identifier = who.error;
    const pass = passwordField().safeParse(password);
    if (!password) errs.password = ACCOUNT_MESSAGES.missing('password');
    if (Object.keys(errs).length) return setErrors(errs);
    setBusy(true);
    setErrors({});
    try {
      if ('error' in who) return;
      const answer = await passwordSignIn({ username: usernameOf(who), password: pass.success ? pass.data : password });
      finish(answer.user, false, 'password');
    } catch (error) {
      fail(error);
      setBusy(false);
    }
  };

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    if (busy) return;
    if (mode === 'password') void signInWithPassword();
    else if (sent) void verifyOtp();
    else void sendOtp();
  };

  const waitSeconds = sent ? resendWait.waitSeconds : 0;
  // The server's code step (asked for by the plain form), until the shopper picks another way.
  const serverStep = held && mode === 'otp' && !sent ? held : undefined;

  return (
    <>
      <div className={styles.tabs} role="tablist" aria-label="Sign-in method">
        {(['otp', 'password'] as const).map((m) => (
          <Link
            key={m}
            href={signInHref(m, redirectUrl)}
            replace
            role="tab"
            aria-selected={mode === m}
            className={styles.tab}
            onClick={(e) => {
              e.preventDefault();
              setMode(m);
              setErrors({});
              setSent(undefined);
            }}
          >
            {m === 'otp' ? 'One-time code' : 'Password'}
          </Link>
        ))}
      </div>
      <form
        ref={form}
        className={styles.form}
        onSubmit={serverStep ? undefined : onSubmit}
        action={sent ? undefined : serverStep ? verifySignInCode : mode === 'password' ? signInAction : sendSignInCode}
        noValidate
      >
        <input type="hidden" name="redirectUrl" value={redirectUrl} />
        <FormError message={errors._form} />
        {serverStep ? (
          <>
            <p className={styles.notice} role="status">
              We sent a 6-digit code to {serverStep.kind === 'mobile' ? `+91 ${serverStep.to}` : serverStep.to}.
            </p>
            <Field
              id={`${id}-otp`}
              label="Code"
              name="otp"
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={6}
              value={otp}
              onChange={(e) => setOtp(e.target.value.replace(/\D/g, ''))}
              error={errors.otp}
              autoFocus
            />
            <button className={styles.submit}>Verify and sign in</button>
            <p className={styles.hint}>
              <button type="submit" formAction={resendSignInCode} className={styles.link}>
                Resend the code
              </button>
              {' · '}
              <button type="submit" formAction={restartSignIn} className={styles.link}>
                Use another number or email
              </button>
            </p>
          </>
        ) : sent && mode === 'otp' ? (
          <>
            <p className={styles.notice} role="status">
              We sent a 6-digit code to {sent.kind === 'mobile' ? `+91 ${sent.to}` : sent.to}.
            </p>
            <Field
              id={`${id}-otp`}
              label="Code"
              name="otp"
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={6}
              value={otp}
              onChange={(e) => setOtp(e.target.value.replace(/\D/g, ''))}
              error={errors.otp}
              autoFocus
            />
            <button className={styles.submit} disabled={busy || !hydrated}>
              Verify and sign in
            </button>
            <p className={styles.hint}>
              {waitSeconds > 0 ? (
                `Resend the code in ${waitSeconds} s`
              ) : (
                <button type="button" className={styles.link} onClick={() => void sendOtp()} disabled={busy}>
                  Resend the code
                </button>
              )}
              {' · '}
              <button type="button" className={styles.link} onClick={() => setSent(undefined)}>
                Use another number or email
              </button>
            </p>
          </>
        ) : (
          <>
            <Field
              id={`${id}-identifier`}
              label="Mobile number or email"
              name="username"
              autoComplete="username"
              value={identifier}
              onChange={(e) => setIdentifier(e.target.value)}
              error={errors.identifier}
              hint={
                mode === 'otp'
                  ? 'We will send you a one-time code. A new number or email creates your account.'
                  : undefined
              }
            />
            {mode === 'password' ? (
              <Field
                id={`${id}-password`}
                label="Password"
                name="password"
                type="password"
                autoComplete="current-password"
                value={password}
                onChange={(e) => setPassword(e.target.value)}
                error={errors.password}
              />
            ) : null}
            <SubmitButton busy={busy}>{mode === 'otp' ? 'Send code' : 'Sign in'}</SubmitButton>
            {mode === 'password' ? (
              <p className={styles.hint}>
                <Link href="/auth/forgot-password/">Forgot your password?</Link>
              </p>
            ) : null}
          </>
        )}
      </form>
      <p className={styles.footer}>
        New here? <Link href={registerHref(redirectUrl)}>Create an account</Link>
      </p>
    </>
  );
}
