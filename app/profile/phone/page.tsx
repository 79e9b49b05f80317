// /profile/phone: the phone numbers a shopper signs in with.
import type { Metadata } from 'next';
import { AuthCard } from '@/components/user/auth-card';
import { AddressManager } from '@/components/user/address-manager';
import { ProfileNav } from '@/components/user/profile-nav';
import Link from '@/components/ui/link';
import { requiredFieldPage, type RequiredFieldQuery } from '@/lib/user/guards';
import styles from '@/components/user/user.module.css';
import { pageQuery } from '@/lib/shared/page-query';

export const metadata: Metadata = { title: 'Your phone numbers', robots: { index: false } };

type Props = { searchParams: Promise<RequiredFieldQuery> };

export default async function ProfilePhonePage({ searchParams }: Props) {
  const query = await pageQuery(searchParams);
  const required = query.required;
  const { user, back } = await requiredFieldPage('/profile/phone/', query);
  return (
    <AuthCard title="Your phone numbers" lead="Verified numbers can sign in with a one-time code." wide>
      <ProfileNav current="/profile/phone/" />
      {required ? (
        <p className={styles.formError}>
          This shop needs a mobile number that is verified and primary. Add one and open the link we send to it.
        </p>
      ) : null}
      {back ? (
        <p className={styles.hint}>
          <Link href={back}>Continue shopping</Link>
        </p>
      ) : null}
      <AddressManager
        kind="phone"
        addresses={(user.phone_numbers ?? []).map((p) => ({
          value: p.phone,
          countryCode: p.country_code,
          primary: p.primary,
          verified: p.verified,
        }))}
      />
    </AuthCard>
  );
}
