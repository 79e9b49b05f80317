// The frame of the sign-in, registration and profile pages: one centred card.
import type { ReactNode } from 'react';
import styles from './user.module.css';

export function AuthCard({
  title,
  lead,
  wide,
  children,
}: {
  title: string;
  lead?: ReactNode;
  wide?: boolean;
  children: ReactNode;
}) {
  return (
    <div className={`container ${styles.page}`}>
      <section className={`${styles.card} ${wide ? styles.wide : ''}`} aria-labelledby="auth-title">
        <h1 id="auth-title">{title}</h1>
        {lead ? <p className={styles.lead}>{lead}</p> : null}
        {children}
      </section>
    </div>
  );
}
