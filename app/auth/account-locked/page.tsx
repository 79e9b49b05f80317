// /auth/account-locked: where a sign-in of a deleted account ends.
import type { Metadata } from 'next';
import Link from '@/components/ui/link';
import { AuthCard } from '@/components/user/auth-card';

export const metadata: Metadata = { title: 'Account locked', robots: { index: false } };

export default function AccountLockedPage() {
  return (
    <AuthCard title="Your account is locked" lead="This account was deleted, so it can no longer sign in.">
      <p>
        You can keep <Link href="/">shopping without an account</Link>, or{' '}
        <Link href="/auth/register/">create a new one</Link> with another email or mobile number. If you think this is a
        mistake, write to the shop&apos;s support team (see the footer).
      </p>
    </AuthCard>
  );
}
