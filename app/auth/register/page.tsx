// /auth/register: create an account, verified by a code to the email. Works
// without JavaScript: the form and its code step are plain forms (lib/user/actions.ts).
import type { Metadata } from 'next';
import { z } from 'zod';
import { AuthCard } from '@/components/user/auth-card';
import { RegisterForm } from '@/components/user/register-form';
import { anonymousOnly } from '@/lib/user/guards';
import { formOutcome, pendingRegistration } from '@/lib/user/data';
import { REGISTER_FORM } from '@/lib/user/plain-forms';
import { safeRedirect } from '@/lib/user/redirect';
import { pageQuery } from '@/lib/shared/page-query';

export const metadata: Metadata = { title: 'Create an account', robots: { index: false } };

type Props = { searchParams: Promise<{ redirectUrl?: string | string[]; email?: string | string[] }> };

// A guest's order status page offers an account with the order's email filled in.
const prefill = z.string().trim().email().max(254);

export default async function RegisterPage({ searchParams }: Props) {
  const { redirectUrl, email } = await pageQuery(searchParams);
  const given = prefill.safeParse(email);
  await anonymousOnly();
  // The plain form's refusal (without JavaScript) after its redirect back here, and its code step.
  const [outcome, pending] = await Promise.all([formOutcome(REGISTER_FORM), pendingRegistration()]);
  const refused = outcome && !outcome.ok ? outcome : undefined;
  // A step's notice (a new code went) shows only over the step it was left for.
  const notice = outcome?.ok && pending ? outcome.message : undefined;
  return (
    <AuthCard title="Create an account" lead="Track orders, save addresses and keep a wishlist.">
      <RegisterForm
        redirectUrl={safeRedirect(redirectUrl)}
        pending={pending ? { email: pending.email } : undefined}
        refused={refused}
        notice={notice}
        email={given.success ? given.data : undefined}
      />
    </AuthCard>
  );
}
