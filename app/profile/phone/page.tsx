// /profile/phone (000 section 2.1): the phone numbers a shopper signs in with.
import type { Metadata } from 'next';
import { AuthCard } from '@/components/account/auth-card';
import { AddressManager } from '@/components/account/address-manager';
import { ProfileNav } from '@/components/account/profile-nav';
import Link from '@/components/ui/link';
import { signedInOnly } from '@/lib/user/guards';
import { safeRedirect } from '@/lib/user/redirect';
import styles from '@/components/account/account.module.css';

export const metadata: Metadata = { title: 'Your phone numbers', robots: { index: false } };

type Props = { searchParams: Promise<{ required?: string; redirectUrl?: string | string[] }> };

export default async function ProfilePhonePage({ searchParams }: Props) {
  const { required, redirectUrl } = await searchParams;
  const again = new URLSearchParams({ ...(required ? { required: '1' } : {}), ...(typeof redirectUrl === 'string' ? { redirectUrl } : {}) });
  const user = await signedInOnly(again.size ? `/profile/phone/?${again}` : '/profile/phone/');
  const back = safeRedirect(redirectUrl, '');
  return (
    <AuthCard title="Your phone numbers" lead="Verified numbers can sign in with a one-time code." wide>
      <ProfileNav current="/profile/phone/" />
      {required ? <p className={styles.formError}>This shop needs a mobile number that is verified and primary. Add one and open the link we send to it.</p> : null}
      {back ? (
        <p className={styles.hint}>
          <Link href={back}>Continue shopping</Link>
        </p>
      ) : null}
      <AddressManager kind="phone" addresses={(user.phone_numbers ?? []).map((p) => ({ value: p.phone, countryCode: p.country_code, primary: p.primary, verified: p.verified }))} />
    </AuthCard>
  );
}
