// /auth/login (000 section 2.1): sign in by one-time code or password; anonymous visitors only.
import type { Metadata } from 'next';
import { AuthCard } from '@/components/user/auth-card';
import { LoginForm } from '@/components/user/login-form';
import { anonymousOnly } from '@/lib/user/guards';
import { safeRedirect } from '@/lib/user/redirect';

export const metadata: Metadata = { title: 'Sign in', robots: { index: false } };

type Props = { searchParams: Promise<{ redirectUrl?: string | string[] }> };

export default async function LoginPage({ searchParams }: Props) {
  const { redirectUrl } = await searchParams;
  await anonymousOnly();
  return (
    <AuthCard title="Sign in" lead="Welcome back. Sign in to see your orders, addresses and wishlist.">
      <noscript>
        <p>Signing in needs JavaScript turned on.</p>
      </noscript>
      <div data-needs-script>
        <LoginForm redirectUrl={safeRedirect(redirectUrl)} />
      </div>
    </AuthCard>
  );
}
