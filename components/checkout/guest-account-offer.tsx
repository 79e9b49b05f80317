// After a guest's order: an account with the order's email filled in. Once that email is verified
// by its code, the guest's orders with it become the account's (platform/order/guest-claim.ts).
import Link from '@/components/ui/link';
import { GUEST_WORDS } from '@/lib/checkout/constants';
import { AUTH_PATHS } from '@/lib/shared/constants';
import styles from './checkout.module.css';

export function GuestAccountOffer({ email }: { email: string }) {
  const href = `${AUTH_PATHS.register}${email ? `?${new URLSearchParams({ email })}` : ''}`;
  return (
    <section
      className={`${styles.panel} ${styles.guestOffer}`}
      aria-labelledby="guest-account-heading"
      data-testid="guest-account"
    >
      <h2 id="guest-account-heading">{GUEST_WORDS.accountHeading}</h2>
      <p className={styles.muted}>{GUEST_WORDS.accountLead}</p>
      <Link className={styles.primary} href={href}>
        {GUEST_WORDS.createAccount}
      </Link>
    </section>
  );
}
