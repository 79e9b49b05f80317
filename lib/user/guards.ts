// Page-level guards (000 section 6), after proxy.ts's cookie check: the platform's answer decides.
import 'server-only';
import { redirect } from 'next/navigation';
import { currentShopper } from './data';
import { loginHref } from './redirect';
import type { UserSchema } from '@/lib/sdk/types/user';

/** For login, register, forgot-password and set-password: a signed-in shopper is sent home (000 section 2.1). */
export async function anonymousOnly(): Promise<void> {
  if (await currentShopper()) redirect('/');
}

/** For /profile/* and /wishlist/: the shopper, or off to sign in and back here afterwards. */
export async function signedInOnly(returnTo: string): Promise<UserSchema> {
  const user = await currentShopper();
  if (!user) redirect(loginHref(returnTo));
  return user;
}
