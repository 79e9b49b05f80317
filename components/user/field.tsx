// A labelled form field with its message under it (errors shown at the field).
import type { InputHTMLAttributes } from 'react';
import { GENDERS } from '@/contract/account';
import styles from './user.module.css';

type Props = InputHTMLAttributes<HTMLInputElement> & { id: string; label: string; error?: string; hint?: string };

export function Field({ id, label, error, hint, ...input }: Props) {
  const describedBy = [error ? `${id}-error` : '', hint ? `${id}-hint` : ''].filter(Boolean).join(' ') || undefined;
  return (
    <div className={styles.field}>
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        className={styles.input}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        {...input}
      />
      {hint ? (
        <p id={`${id}-hint`} className={styles.hint}>
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className={styles.error}>
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** The message of a whole form's failure (the platform's words), announced when it appears. */
export function FormError({ message }: { message?: string }) {
  return message ? (
    <p className={styles.formError} role="alert">
      {message}
    </p>
  ) : null;
}

/** The gender choice of the registration and profile forms (gender). */
export function GenderField({
  legend,
  value,
  onChange,
}: {
  legend: string;
  value: string;
  onChange: (e: { target: { value: string } }) => void;
}) {
  return (
    <fieldset className={styles.radios}>
      <legend className={styles.legend}>{legend}</legend>
      {GENDERS.map((g) => (
        <label key={g}>
          <input type="radio" name="gender" value={g} checked={value === g} onChange={onChange} />{' '}
          {g[0].toUpperCase() + g.slice(1)}
        </label>
      ))}
    </fieldset>
  );
}
