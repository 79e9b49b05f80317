// /profile/email: the emails a shopper signs in with.
import type { Metadata } from 'next';
import { AuthCard } from '@/components/user/auth-card';
import { AddressManager } from '@/components/user/address-manager';
import { ProfileNav } from '@/components/user/profile-nav';
import Link from '@/components/ui/link';
import { requiredFieldPage, type RequiredFieldQuery } from '@/lib/user/guards';
import styles from '@/components/user/user.module.css';
import { pageQuery } from '@/lib/shared/page-query';

export const metadata: Metadata = { title: 'Your emails', robots: { index: false } };

type Props = { searchParams: Promise<RequiredFieldQuery> };

export default async function ProfileEmailPage({ searchParams }: Props) {
  const query = await pageQuery(searchParams);
  const required = query.required;
  const { user, back } = await requiredFieldPage('/profile/email/', query);
  return (
    <AuthCard title="Your emails" lead="Verified emails can sign in and receive order updates." wide>
      <ProfileNav current="/profile/email/" />
      {required ? (
        <p className={styles.formError}>
          This shop needs an email that is verified and primary. Add one and open the link we send to it.
        </p>
      ) : null}
      {back ? (
        <p className={styles.hint}>
          <Link href={back}>Continue shopping</Link>
        </p>
      ) : null}
      <AddressManager
        kind="email"
        addresses={(user.emails ?? []).map((e) => ({ value: e.email, primary: e.primary, verified: e.verified }))}
      />
    </AuthCard>
  );
}
