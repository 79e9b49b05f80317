// The profile's tabs (profile-tabs): orders, details, addresses, saved cards, emails, phone numbers.
import Link from '@/components/ui/link';
import styles from './user.module.css';

export const PROFILE_TABS = [
  { href: '/profile/orders/', label: 'Orders' },
  { href: '/profile/details/', label: 'Details' },
  { href: '/profile/address/', label: 'Addresses' },
  { href: '/profile/my-cards/', label: 'Saved cards' },
  { href: '/profile/email/', label: 'Emails' },
  { href: '/profile/phone/', label: 'Phone numbers' },
] as const;

export function ProfileNav({ current }: { current: (typeof PROFILE_TABS)[number]['href'] | null }) {
  return (
    <nav aria-label="Profile" className={styles.profileNav}>
      {PROFILE_TABS.map((t) => (
        <Link key={t.href} href={t.href} aria-current={t.href === current ? 'page' : undefined}>
          {t.label}
        </Link>
      ))}
    </nav>
  );
}
