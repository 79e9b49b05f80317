'use client';
// The pages a verification link opens (/auth/verify-email?code=, /auth/verify-mobile?code=). The
// code is spent only when the shopper presses the button: mail scanners and link previews open
// links by themselves, and must not verify an address for whoever added it. The button posts to a
// server action until the scripts take it over, so it works without JavaScript (`outcome`).
import { useState, type FormEvent } from 'react';
import Link from '@/components/ui/link';
import { verifyContact } from '@/lib/user/client-actions';
import { failureOf } from '@/lib/user/client';
import { verifyAddressFromLink } from '@/lib/user/actions';
import { AuthCard } from './auth-card';
import { SubmitButton } from './submit-button';
import styles from './user.module.css';

export function VerifyAddress({
  kind,
  code,
  outcome,
}: {
  kind: 'email' | 'mobile';
  code: string | undefined;
  outcome?: { ok: boolean; message: string };
}) {
  const what = kind === 'email' ? 'email address' : 'mobile number';
  const [state, setState] = useState<{ done?: boolean; error?: string; busy?: boolean }>(() =>
    outcome ? (outcome.ok ? { done: true } : { error: outcome.message }) : {},
  );
  if (!code) {
    return (
      <AuthCard title={`Verify your ${what}`}>
        <p>Open this page from the link we sent you.</p>
      </AuthCard>
    );
  }
  if (state.done || state.error) {
    return (
      <AuthCard title={state.error ? 'This link did not work' : `Your ${what} is verified`}>
        <p role="status">{state.error ?? `Thank you. You can now sign in with this ${what}.`}</p>
        <p>
          <Link href="/profile/details/">Go to your profile</Link> · <Link href="/">Continue shopping</Link>
        </p>
      </AuthCard>
    );
  }
  const verify = async (e: FormEvent) => {
    e.preventDefault();
    setState({ busy: true });
    try {
      await verifyContact(kind, code);
      setState({ done: true });
    } catch (error) {
      setState({ error: failureOf(error).message });
    }
  };
  return (
    <AuthCard
      title={`Verify your ${what}`}
      lead={`Confirm that this ${what} is yours and may be used to sign in to your account here.`}
    >
      <form className={styles.form} action={verifyAddressFromLink} onSubmit={verify}>
        <input type="hidden" name="kind" value={kind} />
        <input type="hidden" name="code" value={code} />
        <SubmitButton busy={state.busy === true}>Verify my {what}</SubmitButton>
      </form>
    </AuthCard>
  );
}
