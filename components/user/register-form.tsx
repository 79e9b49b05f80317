'use client';
// Registration (000 section 2.1): the form is checked here with the same rules the platform uses,
// then register/form sends a code to the email; the account exists once that code is verified,
// and the shopper is signed in and sent on to redirectUrl.
import { useId, useRef, useState, type FormEvent } from 'react';
import Link from '@/components/ui/link';
import { useRouter } from 'next/navigation';
import { browserUser } from '@/lib/sdk/browser';
import { otpField, registerFormSchema } from '@/contract/account';
import { fieldErrors, type FieldErrors } from '@/lib/validation/form-errors';
import { failureOf, signedIn } from '@/lib/user/client';
import { track } from '@/lib/analytics';
import { AUTH_PATHS } from '@/lib/constants';
import { useTypedBeforeHydration } from '@/lib/typed-before-hydration';
import { useHydrated } from '@/lib/use-hydrated';
import { Field, FormError, GenderField } from './field';
import styles from './user.module.css';

type Pending = { email: string; registerToken: string };

export function RegisterForm({ redirectUrl }: { redirectUrl: string }) {
  const router = useRouter();
  const id = useId();
  // Before hydration a submit would post the fields into the address bar: not until the form works.
  const hydrated = useHydrated();
  const [values, setValues] = useState({ first_name: '', last_name: '', email: '', mobile: '', password: '', gender: '' });
  const [errors, setErrors] = useState<FieldErrors>({});
  const [pending, setPending] = useState<Pending | undefined>();
  const [otp, setOtp] = useState('');
  const [busy, setBusy] = useState(false);
  const form = useRef<HTMLFormElement>(null);
  useTypedBeforeHydration(form, (typed) => setValues((v) => ({ ...v, ...Object.fromEntries(Object.entries(typed).filter(([key]) => key in v)) })));
  const set = (key: keyof typeof values) => (e: { target: { value: string } }) => setValues((v) => ({ ...v, [key]: e.target.value }));

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
      const answer = await browserUser().registerWithForm({
        body: { ...data, gender: data.gender || undefined, phone: data.phone ? { mobile: data.phone.mobile, country_code: String(data.phone.country_code) } : undefined },
        platform: 'web',
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
      const answer = await browserUser().verifyEmailOTP({ body: { email: pending.email, otp: code.data, register_token: pending.registerToken }, platform: 'web' });
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

  if (pending) {
    return (
      <form className={styles.form} onSubmit={onSubmit} noValidate>
        <p className={styles.notice} role="status">
          We sent a 6-digit code to {pending.email}. Enter it to create your account.
        </p>
        <Field id={`${id}-otp`} label="Code" name="otp" inputMode="numeric" autoComplete="one-time-code" maxLength={6} value={otp} onChange={(e) => setOtp(e.target.value.replace(/\D/g, ''))} error={errors.otp} autoFocus />
        <button className={styles.submit} disabled={busy || !hydrated}>
          Create account
        </button>
      </form>
    );
  }

  return (
    <>
      <form ref={form} className={styles.form} onSubmit={onSubmit} noValidate>
        <FormError message={errors._form} />
        <div className={styles.row}>
          <Field id={`${id}-first`} label="First name" name="first_name" autoComplete="given-name" value={values.first_name} onChange={set('first_name')} error={errors.first_name} />
          <Field id={`${id}-last`} label="Last name" name="last_name" autoComplete="family-name" value={values.last_name} onChange={set('last_name')} error={errors.last_name} />
        </div>
        <Field id={`${id}-email`} label="Email" name="email" type="email" autoComplete="email" value={values.email} onChange={set('email')} error={errors.email} />
        <Field id={`${id}-mobile`} label="Mobile number (optional)" name="mobile" inputMode="numeric" autoComplete="tel-national" value={values.mobile} onChange={set('mobile')} error={errors['phone.mobile']} hint="Indian numbers, 10 digits." />
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
        <button className={styles.submit} disabled={busy || !hydrated}>
          Continue
        </button>
      </form>
      <p className={styles.footer}>
        Already have an account? <Link href={redirectUrl !== '/' ? `/auth/login/?redirectUrl=${encodeURIComponent(redirectUrl)}` : '/auth/login/'}>Sign in</Link>
      </p>
    </>
  );
}
