// /auth/register (000 section 2.1): create an account, verified by a code to the email. Works
// without JavaScript: the form and its code step are plain forms (lib/user/actions.ts).
import type { Metadata } from 'next';
import { AuthCard } from '@/components/user/auth-card';
import { RegisterForm } from '@/components/user/register-form';
import { readCartNotice } from '@/lib/cart/data';
import { anonymousOnly } from '@/lib/user/guards';
import { pendingRegistration } from '@/lib/user/data';
import { keptForm, REGISTER_FORM } from '@/lib/user/plain-forms';
import { safeRedirect } from '@/lib/user/redirect';

export const metadata: Metadata = { title: 'Create an account', robots: { index: false } };

type Props = { searchParams: Promise<{ redirectUrl?: string | string[] }> };

export default async function RegisterPage({ searchParams }: Props) {
  const { redirectUrl } = await searchParams;
  await anonymousOnly();
  const [notice, pending] = await Promise.all([readCartNotice(), pendingRegistration()]);
  const refused = notice && !notice.ok && notice.kept.form === REGISTER_FORM ? { message: notice.message, ...keptForm(notice.kept) } : undefined;
  return (
    <AuthCard title="Create an account" lead="Track orders, save addresses and keep a wishlist.">
      <RegisterForm redirectUrl={safeRedirect(redirectUrl)} pending={pending ? { email: pending.email } : undefined} refused={refused} />
    </AuthCard>
  );
}
