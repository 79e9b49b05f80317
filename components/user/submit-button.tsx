'use client';
// The submit of an account form that is also a plain form (its server action, lib/user/actions.ts).
// With JavaScript the scripted form answers, so the button waits for hydration: a submit before
// that would take the plain path, which sends no sign-in events and writes no local state. Without
// JavaScript the scripted button is hidden (data-needs-script) and the <noscript> one posts the form.
import type { ReactNode } from 'react';
import { useHydrated } from '@/lib/shared/use-hydrated';
import styles from './user.module.css';

export function SubmitButton({ busy, children }: { busy: boolean; children: ReactNode }) {
  const hydrated = useHydrated();
  return (
    <>
      <button className={styles.submit} disabled={busy || !hydrated} data-needs-script>
        {children}
      </button>
      <noscript>
        <button className={styles.submit}>{children}</button>
      </noscript>
    </>
  );
}
