// /auth/login (000 section 2.1): sign in by one-time code or password; anonymous visitors only.
// ?method=password opens the password form, which also works without JavaScript.
import type { Metadata } from 'next';
import { AuthCard } from '@/components/user/auth-card';
import { LoginForm } from '@/components/user/login-form';
import { readCartNotice } from '@/lib/cart/data';
import { anonymousOnly } from '@/lib/user/guards';
import { safeRedirect } from '@/lib/user/redirect';
import { SIGN_IN_FORM, signInMethodOf } from '@/lib/user/plain-forms';

export const metadata: Metadata = { title: 'Sign in', robots: { index: false } };

type Props = { searchParams: Promise<{ redirectUrl?: string | string[]; method?: string | string[] }> };

export default async function LoginPage({ searchParams }: Props) {
  const { redirectUrl, method } = await searchParams;
  await anonymousOnly();
  const notice = await readCartNotice();
  const refused = notice && !notice.ok && notice.kept.form === SIGN_IN_FORM ? { message: notice.message, username: notice.kept.username } : undefined;
  return (
    <AuthCard title="Sign in" lead="Welcome back. Sign in to see your orders, addresses and wishlist.">
      <LoginForm redirectUrl={safeRedirect(redirectUrl)} method={signInMethodOf(method)} refused={refused} />
    </AuthCard>
  );
}
