// Page-level guards, after proxy.ts's cookie check: the platform's answer decides.
import 'server-only';
import { redirect } from 'next/navigation';
import { currentShopper } from './data';
import { loginHref, safeRedirect } from './redirect';
import type { UserSchema } from '@/contract/types/user';

/** For login, register, forgot-password and set-password: a signed-in shopper is sent home. */
export async function anonymousOnly(): Promise<void> {
  if (await currentShopper()) redirect('/');
}

/** For /profile/* and /wishlist/: the shopper, or off to sign in and back here afterwards. */
export async function signedInOnly(returnTo: string): Promise<UserSchema> {
  const user = await currentShopper();
  if (!user) redirect(loginHref(returnTo));
  return user;
}

/**
 * For the checkout pages: a guest may check out its bag (guest checkout), but buy-now needs an
 * account, so it sends an anonymous shopper to sign in. The shopper, or undefined for a guest.
 */
export async function signedInForBuyNow(returnTo: string, buyNow: boolean): Promise<UserSchema | undefined> {
  return buyNow ? signedInOnly(returnTo) : ((await currentShopper()) ?? undefined);
}

export type RequiredFieldQuery = { required?: string; redirectUrl?: string | string[] };

/**
 * For a profile page the required-fields check sends a shopper to (`?required=1&redirectUrl=`):
 * the shopper (signing in comes back here with the same query), and where "Continue shopping" goes.
 */
export async function requiredFieldPage(
  path: string,
  query: RequiredFieldQuery,
): Promise<{ user: UserSchema; back: string }> {
  const { required, redirectUrl } = query;
  const again = new URLSearchParams({
    ...(required ? { required: '1' } : {}),
    ...(typeof redirectUrl === 'string' ? { redirectUrl } : {}),
  });
  const user = await signedInOnly(again.size ? `${path}?${again}` : path);
  return { user, back: safeRedirect(redirectUrl, '') };
}
