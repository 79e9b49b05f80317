'use client';
// Registration: the form is checked here with the same rules the platform uses,
// then register/form sends a code to the email; the account exists once that code is verified,
// and the shopper is signed in and sent on to redirectUrl. The form posts to its server action
// until the scripts take it over, so registering works without JavaScript too: then the code step
// comes from the server (`pending`), and a refusal comes back with what was typed (`refused`).
import { useId, useRef, useState, type FormEvent } from 'react';
import Link from '@/components/ui/link';
import { useRouter } from 'next/navigation';
import { registerShopper, verifyEmailOtp } from '@/lib/user/client-actions';
import { otpField, registerFormSchema } from '@/contract/account';
import { fieldErrors, type FieldErrors } from '@/lib/forms/field-errors';
import { failureOf, signedIn } from '@/lib/user/client';
import { track } from '@/lib/analytics/shop-events';
import { AUTH_PATHS } from '@/lib/shared/constants';
import { useTypedBeforeHydration } from '@/lib/shared/typed-before-hydration';
import { registerAccount, restartRegistration, verifyRegistration } from '@/lib/user/actions';
import { refusalErrors, signInHref, withKept } from '@/lib/user/plain-forms';
import { Field, FormError, GenderField } from './field';
import { SubmitButton } from './submit-button';
import styles from './user.module.css';

type Pending = { email: string; registerToken: string };

type Props = {
  redirectUrl: string;
  /** The code step the server holds (the form was sent as a plain form). */
  pending?: { email: string };
  /** The plain form's refusal: its message, the values it kept and each field's message. */
  refused?: { message: string; values: Record<string, string>; errors: FieldErrors };
};

const EMPTY = { first_name: '', last_name: '', email: '', mobile: '', password: '', gender: '' };

export function RegisterForm({ redirectUrl, pending: held, refused }: Props) {
  const router = useRouter();
  const id = useId();
  // A password is never kept (the actions leave it out): the field starts empty again.
  const [values, setValues] = useState(() => ({ ...withKept(EMPTY, refused?.values), password: '' }));
  const [errors, setErrors] = useState<FieldErrors>(() => refusalErrors(refused, held ? 'otp' : '_form'));
  const [pending, setPending] = useState<Pending | undefined>();
  const [otp, setOtp] = useState('');
  const [busy, setBusy] = useState(false);
  const form = useRef<HTMLFormElement>(null);
  useTypedBeforeHydration(form, (typed) =>
    setValues((v) => ({ ...v, ...Object.fromEntries(Object.entries(typed).filter(([key]) => Object.hasOwn(v, key))) })),
  );
  const set = (key: keyof typeof values) => (e: { target: { value: string } }) =>
    setValues((v) => ({ ...v, [key]: e.target.value }));

  const submitForm = async () => {
    const { data, errors: found } = fieldErrors(registerFormSchema, {
      first_name: values.first_name,
      last_name: values.last_name,
      email: values.email,
      password: values.password,
      gender: values.gender || undefined,
      phone: values.mobile.trim() ? { mobile: values.mobile, country_code: '91' } : undefined,
    });
    if (!data) return setErrors(found);
    setBusy(true);
    setErrors({});
    try {
      const answer = await registerShopper({
        ...data,
        gender: data.gender || undefined,
        phone: data.phone ? { mobile: data.phone.mobile, country_code: String(data.phone.country_code) } : undefined,
      });
      setPending({ email: answer.email, registerToken: answer.register_token });
    } catch (error) {
      setErrors({ _form: failureOf(error).message });
    } finally {
      setBusy(false);
    }
  };

  const verify = async () => {
    if (!pending) return;
    const code = otpField().safeParse(otp);
    if (!code.success) return setErrors({ otp: code.error.issues[0].message });
    setBusy(true);
    setErrors({});
    try {
      const answer = await verifyEmailOtp({
        email: pending.email,
        otp: code.data,
        register_token: pending.registerToken,
      });
      track({ name: 'user.register', payload: { user_id: answer.user.user_id } });
      signedIn(answer.user, 'register');
      router.replace(redirectUrl);
      router.refresh();
    } catch (error) {
      const failure = failureOf(error);
      if (failure.locked) return router.replace(AUTH_PATHS.accountLocked);
      setErrors({ otp: failure.message });
      setBusy(false);
    }
  };

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    if (busy) return;
    void (pending ? verify() : submitForm());
  };

  if (pending || held) {
    const email = pending?.email ?? held?.email;
    return (
      // The server's code step is its action's; the browser's own is verified here.
      <form
        className={styles.form}
        onSubmit={pending ? onSubmit : undefined}
        action={pending ? undefined : verifyRegistration}
        noValidate
      >
        <input type="hidden" name="redirectUrl" value={redirectUrl} />
        <p className={styles.notice} role="status">
          We sent a 6-digit code to {email}. Enter it to create your account.
        </p>
        {/* A taken address gets a sign-in reminder instead of a code (the shop never says which). */}
        <p className={styles.hint}>
          No code? If this email already has an account, we sent it a reminder instead:{' '}
          <Link href={signInHref('otp', redirectUrl)}>sign in</Link> or{' '}
          <Link href="/auth/forgot-password/">reset your password</Link>.
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
        {/* Either step is already working: the browser's (its scripts run) or the server's (its action). */}
        <button className={styles.submit} disabled={busy}>
          Create account
        </button>
        {pending ? null : (
          <p className={styles.hint}>
            <button type="submit" formAction={restartRegistration} className={styles.link}>
              Use another email
            </button>
          </p>
        )}
      </form>
    );
  }

  return (
    <>
      <form ref={form} className={styles.form} onSubmit={onSubmit} action={registerAccount} noValidate>
        <input type="hidden" name="redirectUrl" value={redirectUrl} />
        <FormError message={errors._form} />
        <div className={styles.row}>
          <Field
            id={`${id}-first`}
            label="First name"
            name="first_name"
            autoComplete="given-name"
            value={values.first_name}
            onChange={set('first_name')}
            error={errors.first_name}
          />
          <Field
            id={`${id}-last`}
            label="Last name"
            name="last_name"
            autoComplete="family-name"
            value={values.last_name}
            onChange={set('last_name')}
            error={errors.last_name}
          />
        </div>
        <Field
          id={`${id}-email`}
          label="Email"
          name="email"
          type="email"
          autoComplete="email"
          value={values.email}
          onChange={set('email')}
          error={errors.email}
        />
        <Field
          id={`${id}-mobile`}
          label="Mobile number (optional)"
          name="mobile"
          inputMode="numeric"
          autoComplete="tel-national"
          value={values.mobile}
          onChange={set('mobile')}
          error={errors['phone.mobile']}
          hint="Indian numbers, 10 digits."
        />
        <Field
          id={`${id}-password`}
          label="Password"
          name="password"
          type="password"
          autoComplete="new-password"
          value={values.password}
          onChange={set('password')}
          error={errors.password}
          hint="At least 8 characters with a letter, a digit and a special character."
        />
        <GenderField legend="Gender (optional)" value={values.gender} onChange={set('gender')} />
        <SubmitButton busy={busy}>Continue</SubmitButton>
      </form>
      <p className={styles.footer}>
        Already have an account? <Link href={signInHref('otp', redirectUrl)}>Sign in</Link>
      </p>
    </>
  );
}
