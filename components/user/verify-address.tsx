'use client';
// The pages a verification link opens (/auth/verify-email?code=, /auth/verify-mobile?code=). The
// code is spent only when the shopper presses the button: mail scanners and link previews open
// links by themselves, and must not verify an address for whoever added it.
import { useState } from 'react';
import Link from '@/components/ui/link';
import { browserUser } from '@/lib/sdk/browser';
import { failureOf } from '@/lib/user/client';
import { AuthCard } from './auth-card';
import styles from './user.module.css';

export function VerifyAddress({ kind, code }: { kind: 'email' | 'mobile'; code: string | undefined }) {
  const what = kind === 'email' ? 'email address' : 'mobile number';
  const [state, setState] = useState<{ done?: boolean; error?: string; busy?: boolean }>({});
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
  return (
    <AuthCard title={`Verify your ${what}`} lead={`Confirm that this ${what} is yours and may be used to sign in to your account here.`}>
      <noscript>
        <p>Verifying needs JavaScript turned on.</p>
      </noscript>
      <button
        type="button"
        data-needs-script
        className={styles.submit}
        disabled={state.busy}
        onClick={async () => {
          setState({ busy: true });
          try {
            const user = browserUser();
            await (kind === 'email' ? user.verifyEmail({ body: { code } }) : user.verifyMobile({ body: { code } }));
            setState({ done: true });
          } catch (error) {
            setState({ error: failureOf(error).message });
          }
        }}
      >
        Verify my {what}
      </button>
    </AuthCard>
  );
}
