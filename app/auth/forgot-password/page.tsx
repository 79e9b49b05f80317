// /auth/forgot-password (000 section 2.1): anonymous visitors only.
import type { Metadata } from 'next';
import Link from '@/components/ui/link';
import { AuthCard } from '@/components/user/auth-card';
import { ForgotPasswordForm } from '@/components/user/password-forms';
import { anonymousOnly } from '@/lib/user/guards';

export const metadata: Metadata = { title: 'Forgot password', robots: { index: false } };

export default async function ForgotPasswordPage() {
  await anonymousOnly();
  return (
    <AuthCard title="Forgot your password?" lead="We will email you a link to set a new one.">
      <ForgotPasswordForm />
      <p>
        <Link href="/auth/login/">Back to sign in</Link>
      </p>
    </AuthCard>
  );
}
