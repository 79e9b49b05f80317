// /auth/verify-email?code=…: the page a email verification link opens.
import type { Metadata } from 'next';
import { VerifyAddress } from '@/components/user/verify-address';
import { verifyOutcome } from '@/lib/user/data';
import { pageQuery } from '@/lib/shared/page-query';

export const metadata: Metadata = { title: 'Verify your email', robots: { index: false } };

type Props = { searchParams: Promise<{ code?: string | string[] }> };

export default async function VerifyEmailPage({ searchParams }: Props) {
  const raw = (await pageQuery(searchParams)).code;
  const code = (Array.isArray(raw) ? raw[0] : raw)?.trim().slice(0, 200) || undefined;
  return <VerifyAddress kind="email" code={code} outcome={await verifyOutcome('email', code)} />;
}
