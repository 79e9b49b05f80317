// /auth/forgot-password: anonymous visitors only.
import type { Metadata } from 'next';
import Link from '@/components/ui/link';
import { AuthCard } from '@/components/user/auth-card';
import { ForgotPasswordForm } from '@/components/user/password-forms';
import { anonymousOnly } from '@/lib/user/guards';
import { formOutcome } from '@/lib/user/data';
import { FORGOT_PASSWORD_FORM } from '@/lib/user/plain-forms';

export const metadata: Metadata = { title: 'Forgot password', robots: { index: false } };

export default async function ForgotPasswordPage() {
  await anonymousOnly();
  // The plain form's outcome (without JavaScript), after its redirect back here.
  const outcome = await formOutcome(FORGOT_PASSWORD_FORM);
  const email = outcome?.values.email ?? '';
  return (
    <AuthCard title="Forgot your password?" lead="We will email you a link to set a new one.">
      <ForgotPasswordForm
        sent={outcome?.ok ? email : undefined}
        refused={outcome && !outcome.ok ? { message: outcome.message, email } : undefined}
      />
      <p>
        <Link href="/auth/login/">Back to sign in</Link>
      </p>
    </AuthCard>
  );
}
