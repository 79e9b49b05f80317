'use client';
// The emails or phone numbers of a profile (/profile/email, /profile/phone): add
// one (a verification link is sent to it), send the link again, make a verified one primary,
// remove one that is not primary. Each change asks the platform, then re-reads the page.
import { useId, useRef, useState, type FormEvent } from 'react';
import { useRouter } from 'next/navigation';
import { addContact, removeContact, sendContactVerification, setPrimaryContact } from '@/lib/user/client-actions';
import { emailField, phoneWithCountry } from '@/contract/account';
import { failureOf } from '@/lib/user/client';
import { track } from '@/lib/analytics/shop-events';
import { useTypedBeforeHydration } from '@/lib/shared/typed-before-hydration';
import { useHydrated } from '@/lib/shared/use-hydrated';
import { Field, FormError } from './field';
import styles from './user.module.css';

export type Address = { value: string; countryCode?: number; primary: boolean; verified: boolean };

type Props = { kind: 'email' | 'phone'; addresses: Address[] };

export function AddressManager({ kind, addresses }: Props) {
  const router = useRouter();
  const id = useId();
  // Before hydration a submit would post the fields into the address bar: not until the form works.
  const hydrated = useHydrated();
  const [text, setText] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [notice, setNotice] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  const form = useRef<HTMLFormElement>(null);
  useTypedBeforeHydration(form, (typed) => typed[kind] !== undefined && setText(typed[kind]));
  const noun = kind === 'email' ? 'email' : 'phone number';

  const run = async (action: () => Promise<unknown>, done: string) => {
    setBusy(true);
    setError(undefined);
    setNotice(undefined);
    try {
      await action();
      setNotice(done);
      track({ name: 'user.update' });
      router.refresh();
    } catch (e) {
      setError(failureOf(e).message);
    } finally {
      setBusy(false);
    }
  };

  const add = (e: FormEvent) => {
    e.preventDefault();
    if (kind === 'email') {
      const parsed = emailField().safeParse(text);
      if (!parsed.success) return setError(parsed.error.issues[0].message);
      void run(() => addContact(kind, parsed.data), `We sent a verification link to ${parsed.data}.`).then(() =>
        setText(''),
      );
    } else {
      const parsed = phoneWithCountry('mobile').safeParse({ mobile: text, country_code: '91' });
      if (!parsed.success) return setError(parsed.error.issues[0].message);
      void run(
        () => addContact(kind, parsed.data.mobile),
        `We sent a verification link to +91 ${parsed.data.mobile}.`,
      ).then(() => setText(''));
    }
  };

  const label = (a: Address) => (kind === 'email' ? a.value : `+${a.countryCode ?? 91} ${a.value}`);

  return (
    <>
      {notice ? (
        <p className={styles.notice} role="status">
          {notice}
        </p>
      ) : null}
      <FormError message={error} />
      {addresses.length ? (
        <ul className={styles.list} aria-label={kind === 'email' ? 'Your emails' : 'Your phone numbers'}>
          {addresses.map((a) => (
            <li key={label(a)}>
              <span>
                {label(a)}
                {a.primary ? <span className={styles.badge}>Primary</span> : null}
                <span className={styles.badge}>{a.verified ? 'Verified' : 'Not verified'}</span>
              </span>
              <span>
                {!a.verified ? (
                  <button
                    type="button"
                    className={styles.link}
                    disabled={busy}
                    onClick={() =>
                      run(
                        () => sendContactVerification(kind, a.value, String(a.countryCode ?? 91)),
                        `We sent a verification link to ${label(a)}.`,
                      )
                    }
                  >
                    Send link again
                  </button>
                ) : null}
                {a.verified && !a.primary ? (
                  <button
                    type="button"
                    className={styles.link}
                    disabled={busy}
                    onClick={() =>
                      run(
                        () => setPrimaryContact(kind, a.value, String(a.countryCode ?? 91)),
                        `${label(a)} is now your primary ${noun}.`,
                      )
                    }
                  >
                    Make primary
                  </button>
                ) : null}{' '}
                {!a.primary ? (
                  <button
                    type="button"
                    className={styles.link}
                    disabled={busy}
                    aria-label={`Remove ${label(a)}`}
                    onClick={() =>
                      run(() => removeContact(kind, a.value, String(a.countryCode ?? 91)), `${label(a)} was removed.`)
                    }
                  >
                    Remove
                  </button>
                ) : null}
              </span>
            </li>
          ))}
        </ul>
      ) : (
        <p className={styles.hint}>No {noun} yet.</p>
      )}
      <form ref={form} className={`${styles.form} ${styles.section}`} onSubmit={add} noValidate>
        <Field
          id={`${id}-new`}
          label={kind === 'email' ? 'Add an email' : 'Add a mobile number'}
          name={kind}
          type={kind === 'email' ? 'email' : 'tel'}
          inputMode={kind === 'email' ? 'email' : 'numeric'}
          autoComplete={kind === 'email' ? 'email' : 'tel-national'}
          value={text}
          onChange={(e) => setText(e.target.value)}
          hint={kind === 'phone' ? 'Indian numbers, 10 digits.' : undefined}
        />
        <button className={styles.secondary} disabled={busy || !hydrated}>
          Add and send a verification link
        </button>
      </form>
    </>
  );
}
