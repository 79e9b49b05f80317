// /auth/register (000 section 2.1): create an account, verified by a code to the email.
import type { Metadata } from 'next';
import { AuthCard } from '@/components/user/auth-card';
import { RegisterForm } from '@/components/user/register-form';
import { anonymousOnly } from '@/lib/user/guards';
import { safeRedirect } from '@/lib/user/redirect';

export const metadata: Metadata = { title: 'Create an account', robots: { index: false } };

type Props = { searchParams: Promise<{ redirectUrl?: string | string[] }> };

export default async function RegisterPage({ searchParams }: Props) {
  const { redirectUrl } = await searchParams;
  await anonymousOnly();
  return (
    <AuthCard title="Create an account" lead="Track orders, save addresses and keep a wishlist.">
      <noscript>
        <p>Creating an account needs JavaScript turned on.</p>
      </noscript>
      <div data-needs-script>
        <RegisterForm redirectUrl={safeRedirect(redirectUrl)} />
      </div>
    </AuthCard>
  );
}
