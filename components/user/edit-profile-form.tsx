'use client';
// The profile's names, gender and (when the account has none) email (000 section 2.1
// edit-profile and /profile/details). Saved through profile/v1.0/detail, then on to `next`.
import { useId, useRef, useState, type FormEvent } from 'react';
import { useRouter } from 'next/navigation';
import { z } from 'zod';
import '@/common/zod-browser';
import { browserUser } from '@/lib/sdk/browser';
import { emailField, genderField, nameField } from '@/contract/account';
import { fieldErrors, type FieldErrors } from '@/lib/validation/form-errors';
import { failureOf } from '@/lib/user/client';
import { rememberShopperName } from '@/lib/user/shopper-name';
import { track } from '@/lib/analytics';
import { useTypedBeforeHydration } from '@/lib/typed-before-hydration';
import { useHydrated } from '@/lib/use-hydrated';
import { Field, FormError, GenderField } from './field';
import styles from './user.module.css';

type Props = {
  initial: { first_name: string; last_name: string; gender: string };
  /** Ask for an email too (a shopper who signed in by mobile has none yet). */
  askEmail: boolean;
  next?: string;
  submitLabel: string;
};

export function EditProfileForm({ initial, askEmail, next, submitLabel }: Props) {
  const router = useRouter();
  const id = useId();
  // Before hydration a submit would post the fields into the address bar: not until the form works.
  const hydrated = useHydrated();
  const [values, setValues] = useState({ ...initial, email: '' });
  const [errors, setErrors] = useState<FieldErrors>({});
  const [saved, setSaved] = useState(false);
  const [busy, setBusy] = useState(false);
  const form = useRef<HTMLFormElement>(null);
  useTypedBeforeHydration(form, (typed) => setValues((v) => ({ ...v, ...Object.fromEntries(Object.entries(typed).filter(([key]) => key in v)) })));
  const set = (key: keyof typeof values) => (e: { target: { value: string } }) => {
    setSaved(false);
    setValues((v) => ({ ...v, [key]: e.target.value }));
  };

  const schema = z.object({
    first_name: nameField('first_name'),
    last_name: nameField('last_name'),
    gender: genderField(),
    email: askEmail ? z.union([z.literal(''), emailField()]) : z.string().optional(),
  });

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    const { data, errors: found } = fieldErrors(schema, values);
    if (!data) return setErrors(found);
    setBusy(true);
    setErrors({});
    try {
      const answer = await browserUser().updateProfile({
        body: { first_name: data.first_name, last_name: data.last_name, gender: data.gender || undefined, email: askEmail && data.email ? data.email : undefined },
        platform: 'web',
      });
      track({ name: 'user.update', payload: { user_id: answer.user?.user_id } });
      rememberShopperName(answer.user?.first_name ?? data.first_name);
      setSaved(true);
      if (next) router.replace(next);
      router.refresh();
    } catch (error) {
      setErrors({ _form: failureOf(error).message });
    } finally {
      setBusy(false);
    }
  };

  return (
    <form ref={form} className={styles.form} onSubmit={onSubmit} noValidate>
      <FormError message={errors._form} />
      {saved && !next ? (
        <p className={styles.notice} role="status">
          Your profile is saved.
        </p>
      ) : null}
      <div className={styles.row}>
        <Field id={`${id}-first`} label="First name" name="first_name" autoComplete="given-name" value={values.first_name} onChange={set('first_name')} error={errors.first_name} />
        <Field id={`${id}-last`} label="Last name" name="last_name" autoComplete="family-name" value={values.last_name} onChange={set('last_name')} error={errors.last_name} />
      </div>
      {askEmail ? <Field id={`${id}-email`} label="Email (optional)" name="email" type="email" autoComplete="email" value={values.email} onChange={set('email')} error={errors.email} /> : null}
      <GenderField legend="Gender" value={values.gender} onChange={set('gender')} />
      <button className={styles.submit} disabled={busy || !hydrated}>
        {submitLabel}
      </button>
    </form>
  );
}
