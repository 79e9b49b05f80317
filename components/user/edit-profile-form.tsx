'use client';
// The profile's names, gender and (when the account has none) email
// (edit-profile and /profile/details). Saved through profile/v1.0/detail, then on to `next`. The
// form posts to its server action without JavaScript (SubmitButton); its outcome comes back as
// props (`saved`, `refused`).
import { useId, useRef, useState, type FormEvent } from 'react';
import { useRouter } from 'next/navigation';
import '@/common/zod-browser';
import { updateProfile } from '@/lib/user/client-actions';
import { fieldErrors, type FieldErrors } from '@/lib/forms/field-errors';
import { failureOf } from '@/lib/user/client';
import { rememberShopperName } from '@/lib/user/shopper-name';
import { track } from '@/lib/analytics/shop-events';
import { useTypedBeforeHydration } from '@/lib/shared/typed-before-hydration';
import { saveProfile } from '@/lib/user/actions';
import { refusalErrors, withKept } from '@/lib/user/plain-forms';
import { PROFILE_SAVED, profileFormSchema, type ProfileFormPage } from '@/lib/user/profile-form';
import { Field, FormError, GenderField } from './field';
import { SubmitButton } from './submit-button';
import styles from './user.module.css';

type Props = {
  initial: { first_name: string; last_name: string; gender: string };
  /** Ask for an email too (a shopper who signed in by mobile has none yet). */
  askEmail: boolean;
  next?: string;
  submitLabel: string;
  /** The page the form is on (where its plain form comes back to). */
  page: ProfileFormPage;
  /** The plain form's outcome: saved, or refused with what was typed and each field's message. */
  outcome?: { ok: boolean; message: string; values: Record<string, string>; errors: FieldErrors };
};

export function EditProfileForm({ initial, askEmail, next, submitLabel, page, outcome }: Props) {
  const router = useRouter();
  const id = useId();
  const refused = outcome && !outcome.ok ? outcome : undefined;
  const [values, setValues] = useState(() => withKept({ ...initial, email: '' }, refused?.values));
  const [errors, setErrors] = useState<FieldErrors>(() => refusalErrors(refused));
  const [saved, setSaved] = useState(outcome?.ok === true);
  const [busy, setBusy] = useState(false);
  const form = useRef<HTMLFormElement>(null);
  useTypedBeforeHydration(form, (typed) =>
    setValues((v) => ({ ...v, ...Object.fromEntries(Object.entries(typed).filter(([key]) => Object.hasOwn(v, key))) })),
  );
  const set = (key: keyof typeof values) => (e: { target: { value: string } }) => {
    setSaved(false);
    setValues((v) => ({ ...v, [key]: e.target.value }));
  };

  const schema = profileFormSchema(askEmail);

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    const { data, errors: found } = fieldErrors(schema, values);
    if (!data) return setErrors(found);
    setBusy(true);
    setErrors({});
    try {
      const answer = await updateProfile({
        first_name: data.first_name,
        last_name: data.last_name,
        gender: data.gender || undefined,
        email: askEmail && data.email ? data.email : undefined,
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
    <form ref={form} className={styles.form} onSubmit={onSubmit} action={saveProfile} noValidate>
      <input type="hidden" name="page" value={page} />
      {next ? <input type="hidden" name="next" value={next} /> : null}
      {askEmail ? <input type="hidden" name="ask_email" value="1" /> : null}
      <FormError message={errors._form} />
      {saved && !next ? (
        <p className={styles.notice} role="status">
          {PROFILE_SAVED}
        </p>
      ) : null}
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
      {askEmail ? (
        <Field
          id={`${id}-email`}
          label="Email (optional)"
          name="email"
          type="email"
          autoComplete="email"
          value={values.email}
          onChange={set('email')}
          error={errors.email}
        />
      ) : null}
      <GenderField legend="Gender" value={values.gender} onChange={set('gender')} />
      <SubmitButton busy={busy}>{submitLabel}</SubmitButton>
    </form>
  );
}
