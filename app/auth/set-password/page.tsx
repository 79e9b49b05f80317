// /auth/set-password?code=…: the page a reset link opens; anonymous only.
import type { Metadata } from 'next';
import Link from '@/components/ui/link';
import { AuthCard } from '@/components/user/auth-card';
import { SetPasswordForm } from '@/components/user/password-forms';
import { anonymousOnly } from '@/lib/user/guards';
import { formOutcome } from '@/lib/user/data';
import { SET_PASSWORD_FORM } from '@/lib/user/plain-forms';
import { pageQuery } from '@/lib/shared/page-query';

export const metadata: Metadata = { title: 'Set a new password', robots: { index: false } };

type Props = { searchParams: Promise<{ code?: string | string[] }> };

export default async function SetPasswordPage({ searchParams }: Props) {
  await anonymousOnly();
  const raw = (await pageQuery(searchParams)).code;
  const code = (Array.isArray(raw) ? raw[0] : raw)?.trim().slice(0, 200);
  // The plain form's refusal (without JavaScript), after its redirect back here.
  const outcome = await formOutcome(SET_PASSWORD_FORM);
  return (
    <AuthCard title="Set a new password">
      {code ? (
        <SetPasswordForm
          code={code}
          refused={outcome && !outcome.ok ? { message: outcome.message, errors: outcome.errors } : undefined}
        />
      ) : (
        <p>
          This page needs the link from your email. <Link href="/auth/forgot-password/">Ask for a new link</Link>.
        </p>
      )}
    </AuthCard>
  );
}
