// /auth/verify-email-link?email=…: "check your inbox" after a link was sent.
import type { Metadata } from 'next';
import Link from '@/components/ui/link';
import { AuthCard } from '@/components/user/auth-card';
import { pageQuery } from '@/lib/shared/page-query';

export const metadata: Metadata = { title: 'Check your email', robots: { index: false } };

type Props = { searchParams: Promise<{ email?: string | string[] }> };

export default async function VerifyEmailLinkPage({ searchParams }: Props) {
  const raw = (await pageQuery(searchParams)).email;
  const email = (Array.isArray(raw) ? raw[0] : raw)?.trim().slice(0, 254);
  return (
    <AuthCard title="Check your email">
      <p>We sent a verification link to {email || 'your email address'}. Open it to verify the address.</p>
      <p>
        <Link href="/">Continue shopping</Link>
      </p>
    </AuthCard>
  );
}
