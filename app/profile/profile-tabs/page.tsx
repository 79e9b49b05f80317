// /profile/profile-tabs: the profile's menu, the landing page on small screens.
import type { Metadata } from 'next';
import Link from '@/components/ui/link';
import { AuthCard } from '@/components/user/auth-card';
import { LogoutButton } from '@/components/user/session-actions';
import { PROFILE_TABS } from '@/components/user/profile-nav';
import { signedInOnly } from '@/lib/user/guards';
import styles from '@/components/user/user.module.css';

export const metadata: Metadata = { title: 'Your account', robots: { index: false } };

export default async function ProfileTabsPage() {
  const user = await signedInOnly('/profile/profile-tabs/');
  return (
    <AuthCard title={user.first_name ? `Hello, ${user.first_name}` : 'Your account'}>
      <ul className={styles.list}>
        {PROFILE_TABS.map((t) => (
          <li key={t.href}>
            <Link href={t.href}>{t.label}</Link>
          </li>
        ))}
      </ul>
      <p className={styles.section}>
        <LogoutButton />
      </p>
    </AuthCard>
  );
}
