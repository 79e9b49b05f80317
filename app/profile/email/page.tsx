// /profile/email (000 section 2.1): the emails a shopper signs in with.
import type { Metadata } from 'next';
import { AuthCard } from '@/components/account/auth-card';
import { AddressManager } from '@/components/account/address-manager';
import { ProfileNav } from '@/components/account/profile-nav';
import Link from '@/components/ui/link';
import { signedInOnly } from '@/lib/user/guards';
import { safeRedirect } from '@/lib/user/redirect';
import styles from '@/components/account/account.module.css';

export const metadata: Metadata = { title: 'Your emails', robots: { index: false } };

type Props = { searchParams: Promise<{ required?: string; redirectUrl?: string | string[] }> };

export default async function ProfileEmailPage({ searchParams }: Props) {
  const { required, redirectUrl } = await searchParams;
  const again = new URLSearchParams({ ...(required ? { required: '1' } : {}), ...(typeof redirectUrl === 'string' ? { redirectUrl } : {}) });
  const user = await signedInOnly(again.size ? `/profile/email/?${again}` : '/profile/email/');
  const back = safeRedirect(redirectUrl, '');
  return (
    <AuthCard title="Your emails" lead="Verified emails can sign in and receive order updates." wide>
      <ProfileNav current="/profile/email/" />
      {required ? <p className={styles.formError}>This shop needs an email that is verified and primary. Add one and open the link we send to it.</p> : null}
      {back ? (
        <p className={styles.hint}>
          <Link href={back}>Continue shopping</Link>
        </p>
      ) : null}
      <AddressManager kind="email" addresses={(user.emails ?? []).map((e) => ({ value: e.email, primary: e.primary, verified: e.verified }))} />
    </AuthCard>
  );
}
