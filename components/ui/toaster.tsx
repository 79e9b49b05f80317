'use client';
// Draws the toasts of lib/shared/toast.ts at the top centre; a polite live region reads them out.
import { useSyncExternalStore } from 'react';
import { currentToasts, noToasts, subscribeToasts } from '@/lib/shared/toast';
import styles from './toaster.module.css';

export function Toaster() {
  const toasts = useSyncExternalStore(subscribeToasts, currentToasts, noToasts);
  return (
    <div className={styles.region} role="status" aria-live="polite" data-testid="toaster">
      {toasts.map((t) => (
        <p
          key={t.id}
          className={`${styles.toast} ${t.kind === 'error' ? styles.error : ''}`}
          data-testid="toast"
          data-kind={t.kind}
        >
          {t.message}
        </p>
      ))}
    </div>
  );
}
