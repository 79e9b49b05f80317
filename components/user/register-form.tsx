'use client';
// Registration: the form is checked here with the form's rules (lib/user/register-form.ts: the
// platform's, in a shopper's words, at each field, the first wrong field focused), then
// register/form sends a code to the email (register-code-step.tsx); the account exists once that
// code is verified, and the shopper is signed in and sent on to redirectUrl. What was typed (never
// the password) is kept in the tab's draft, so a reload keeps it; "Change email" comes back to it.
// The form posts to its server action until the scripts take it over, so registering works
// without JavaScript too: then the code step comes from the server (`pending`), and a refusal comes
// back with what was typed and each field's message (`refused`).
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import Link from '@/components/ui/link';
import { registerShopper } from '@/lib/user/client-actions';
import type { FieldErrors } from '@/lib/forms/field-errors';
import { failureOf } from '@/lib/user/client';
import { clearDraft, useFormDraft } from '@/lib/shared/form-draft';
import { useTypedBeforeHydration } from '@/lib/shared/typed-before-hydration';
import { registerAccount } from '@/lib/user/register-actions';
import {
  checkRegisterForm,
  EMPTY_REGISTER_VALUES,
  REGISTER_KEPT_FIELDS,
  type RegisterValues,
} from '@/lib/user/register-form';
import { refusalErrors, RESEND_MARK, signInHref, withKept } from '@/lib/user/plain-forms';
import { Field, FormError, GenderField } from './field';
import { resendAtFrom } from './use-resend-wait';
import { RegisterCodeStep, type ScriptedStep } from './register-code-step';
import { SubmitButton } from './submit-button';
import styles from './user.module.css';

/** The tab's draft of the form (lib/shared/form-draft.ts). */
const DRAFT_KEY = 'register';
/** The fields in the order they are drawn: the first wrong one takes the focus. */
const FIELD_ORDER = ['first_name', 'last_name', 'email', 'mobile', 'password'] as const;

type Props = {
  redirectUrl: string;
  /** The code step the server holds (the form was sent as a plain form). */
  pending?: { email: string };
  /** The plain form's refusal: its message, the values it kept and each field's message. */
  refused?: { message: string; values: Record<string, string>; errors: FieldErrors };
  /** The server step's notice (a new code went). */
  notice?: string;
  /** An email to start with: a guest's, from its order's status page. */
  email?: string;
};

const keptOf = (values: RegisterValues) =>
  Object.fromEntries(REGISTER_KEPT_FIELDS.map((field) => [field, values[field]]));

export function RegisterForm({ redirectUrl, pending: held, refused, notice, email }: Props) {
  const id = useId();
  // A password is never kept (the actions leave it out): the field starts empty again.
  const [values, setValues] = useState(() => ({
    ...withKept(EMPTY_REGISTER_VALUES, refused?.values ?? (email ? { email } : undefined)),
    password: '',
  }));
  const [errors, setErrors] = useState<FieldErrors>(() => (held ? {} : refusalErrors(refused)));
  const [scripted, setScripted] = useState<(ScriptedStep & { email: string }) | undefined>();
  const [busy, setBusy] = useState(false);
  /** A field to focus after the next render (the first wrong one, or the email to change). */
  const [focus, setFocus] = useState<{ field: string } | undefined>();
  const form = useRef<HTMLFormElement>(null);
  useTypedBeforeHydration(form, (typed) =>
    setValues((v) => ({ ...v, ...Object.fromEntries(Object.entries(typed).filter(([key]) => Object.hasOwn(v, key))) })),
  );
  // The draft fills only what is still empty: a refusal's or an early typist's values come first.
  useFormDraft(DRAFT_KEY, keptOf(values), (draft) =>
    setValues((v) => {
      const next = { ...v };
      for (const field of REGISTER_KEPT_FIELDS) if (!next[field] && draft[field]) next[field] = draft[field];
      return next;
    }),
  );
  useEffect(() => {
    if (!focus) return;
    form.current?.querySelector<HTMLInputElement>(`[name="${focus.field}"]`)?.focus();
  }, [focus]);

  const set = (key: keyof RegisterValues) => (e: { target: { value: string } }) =>
    setValues((v) => ({ ...v, [key]: e.target.value }));

  const submitForm = async () => {
    const { data, errors: found } = checkRegisterForm(values);
    if (!data) {
      setErrors(found);
      return setFocus({ field: FIELD_ORDER.find((field) => found[field]) ?? 'first_name' });
    }
    setBusy(true);
    setErrors({});
    try {
      const answer = await registerShopper(data);
      setScripted({
        email: answer.email,
        registerToken: answer.register_token,
        resendAt: resendAtFrom(answer.resend_timer),
      });
    } catch (error) {
      setErrors({ _form: failureOf(error).message });
    } finally {
      setBusy(false);
    }
  };

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    if (!busy) void submitForm();
  };

  if (scripted)
    return (
      <RegisterCodeStep
        redirectUrl={redirectUrl}
        email={scripted.email}
        scripted={scripted}
        onChangeEmail={() => {
          setScripted(undefined);
          setFocus({ field: 'email' });
        }}
        onVerified={() => clearDraft(DRAFT_KEY)}
      />
    );
  if (held)
    return (
      <RegisterCodeStep
        redirectUrl={redirectUrl}
        email={held.email}
        refusal={refused && { message: refused.message, at: refused.values[RESEND_MARK] ? '_form' : 'otp' }}
        notice={notice}
      />
    );

  // Without JavaScript the refused plain form's first wrong field takes the focus as the page loads.
  const firstWrong = refused ? FIELD_ORDER.find((field) => refused.errors[field]) : undefined;
  const field = (name: (typeof FIELD_ORDER)[number]) => ({
    name,
    value: values[name],
    onChange: set(name),
    error: errors[name],
    autoFocus: firstWrong === name,
  });

  return (
    <>
      <form ref={form} className={styles.form} onSubmit={onSubmit} action={registerAccount} noValidate>
        <input type="hidden" name="redirectUrl" value={redirectUrl} />
        <FormError message={errors._form} />
        <div className={styles.row}>
          <Field id={`${id}-first`} label="First name" autoComplete="given-name" {...field('first_name')} />
          <Field id={`${id}-last`} label="Last name" autoComplete="family-name" {...field('last_name')} />
        </div>
        <Field id={`${id}-email`} label="Email" type="email" autoComplete="email" {...field('email')} />
        <Field
          id={`${id}-mobile`}
          label="Mobile number (optional)"
          inputMode="numeric"
          autoComplete="tel-national"
          hint="Indian numbers, 10 digits."
          {...field('mobile')}
        />
        <Field
          id={`${id}-password`}
          label="Password"
          type="password"
          autoComplete="new-password"
          hint="At least 8 characters with a letter, a digit and a special character."
          {...field('password')}
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
