'use client';
// Log out, and delete the account (flagged deleted on the platform; signing in again meets
// account-locked). Both clear the shop's local data and go home.
import { useState } from 'react';
import { useRouter } from 'next/navigation';
import { deleteAccount } from '@/lib/user/client-actions';
import { failureOf } from '@/lib/user/client';
import { useAccount } from '@/lib/blocks/use-account';
import { clearAll } from '@/lib/shared/storage';
import { track } from '@/lib/analytics/shop-events';
import styles from './user.module.css';

export function LogoutButton() {
  const router = useRouter();
  const { logout } = useAccount();
  const [busy, setBusy] = useState(false);
  return (
    <button
      type="button"
      className={styles.secondary}
      disabled={busy}
      onClick={async () => {
        setBusy(true);
        await logout().catch(() => undefined);
        router.replace('/');
        router.refresh();
      }}
    >
      Log out
    </button>
  );
}

export function DeleteAccount({ userId }: { userId: string }) {
  const router = useRouter();
  const [confirming, setConfirming] = useState(false);
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  if (!confirming) {
    return (
      <button type="button" className={`${styles.secondary} ${styles.danger}`} onClick={() => setConfirming(true)}>
        Delete my account
      </button>
    );
  }
  return (
    <div className={styles.form} role="group" aria-label="Delete account">
      <p className={styles.formError}>
        Deleting your account signs you out everywhere, and it cannot sign in again. Are you sure?
      </p>
      {error ? (
        <p className={styles.error} role="alert">
          {error}
        </p>
      ) : null}
      <p>
        <button
          type="button"
          className={`${styles.secondary} ${styles.danger}`}
          disabled={busy}
          onClick={async () => {
            setBusy(true);
            try {
              await deleteAccount(userId);
              clearAll();
              track({ name: 'user.logout', payload: { reason: 'deleted' } });
              router.replace('/');
              router.refresh();
            } catch (e) {
              setError(failureOf(e).message);
              setBusy(false);
            }
          }}
        >
          Yes, delete it
        </button>{' '}
        <button type="button" className={styles.link} onClick={() => setConfirming(false)}>
          Keep my account
        </button>
      </p>
    </div>
  );
}
