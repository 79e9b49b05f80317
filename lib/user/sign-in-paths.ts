// The sign-in page's addresses: its password form is /auth/login/?method=password, which works
// without JavaScript (the one-time code needs the page's scripts).
import { AUTH_PATHS } from '@/lib/constants';

/** The sign-in form's mark on the one-view notice it leaves. */
export const SIGN_IN_FORM = 'sign-in';

export type SignInMethod = 'otp' | 'password';

export const signInMethodOf = (value: string | string[] | undefined): SignInMethod => ((Array.isArray(value) ? value[0] : value) === 'password' ? 'password' : 'otp');

/** The sign-in page with a method, keeping where the shopper goes afterwards (already safe). */
export function signInHref(method: SignInMethod, redirectUrl: string): string {
  const query = new URLSearchParams();
  if (method === 'password') query.set('method', 'password');
  if (redirectUrl !== '/') query.set('redirectUrl', redirectUrl);
  return query.size ? `${AUTH_PATHS.login}?${query}` : AUTH_PATHS.login;
}

export const passwordSignInHref = (redirectUrl: string) => signInHref('password', redirectUrl);
