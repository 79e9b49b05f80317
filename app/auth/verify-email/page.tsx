// /auth/verify-email?code=… (000 section 2.1): the page a email verification link opens.
import type { Metadata } from 'next';
import { VerifyAddress } from '@/components/user/verify-address';
import { formOutcome } from '@/lib/user/data';
import { VERIFY_ADDRESS_FORM } from '@/lib/user/plain-forms';

export const metadata: Metadata = { title: 'Verify your email', robots: { index: false } };

type Props = { searchParams: Promise<{ code?: string | string[] }> };

export default async function VerifyEmailPage({ searchParams }: Props) {
  const raw = (await searchParams).code;
  // The plain form's outcome (without JavaScript), after its redirect back here.
  const outcome = await formOutcome(VERIFY_ADDRESS_FORM);
  return <VerifyAddress kind="email" code={(Array.isArray(raw) ? raw[0] : raw)?.trim().slice(0, 200) || undefined} outcome={outcome} />;
}
