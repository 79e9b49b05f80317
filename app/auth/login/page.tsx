// /auth/login: sign in by one-time code or password; anonymous visitors only.
// ?method=password opens the password form; both ways work without JavaScript too.
import type { Metadata } from 'next';
import { AuthCard } from '@/components/user/auth-card';
import { LoginForm } from '@/components/user/login-form';
import { anonymousOnly } from '@/lib/user/guards';
import { formOutcome, pendingSignIn } from '@/lib/user/data';
import { safeRedirect } from '@/lib/user/redirect';
import { SIGN_IN_FORM, signInMethodOf } from '@/lib/user/plain-forms';
import { pageQuery } from '@/lib/shared/page-query';

export const metadata: Metadata = { title: 'Sign in', robots: { index: false } };

type Props = { searchParams: Promise<{ redirectUrl?: string | string[]; method?: string | string[] }> };

export default async function LoginPage({ searchParams }: Props) {
  const { redirectUrl, method } = await pageQuery(searchParams);
  await anonymousOnly();
  // The plain form's refusal (without JavaScript) after its redirect back here, and the code step
  // it holds.
  const [outcome, held] = await Promise.all([formOutcome(SIGN_IN_FORM), pendingSignIn()]);
  const refused = outcome && !outcome.ok ? { message: outcome.message, username: outcome.values.username } : undefined;
  const next = safeRedirect(redirectUrl);
  // On the way to checkout (its address step needs an account), said as such.
  const lead = next.startsWith('/cart/')
    ? 'Sign in or create an account to check out. Your bag stays as it is.'
    : 'Welcome back. Sign in to see your orders, addresses and wishlist.';
  return (
    <AuthCard title="Sign in" lead={lead}>
      <LoginForm
        redirectUrl={next}
        method={signInMethodOf(method)}
        refused={refused}
        held={held ? { kind: held.kind, to: held.to } : undefined}
      />
    </AuthCard>
  );
}
