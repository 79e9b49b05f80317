'use server';
// The user domain's server actions. Signing in by password is a plain form too, so a shopper
// without JavaScript can sign in (a one-time code needs the page's scripts); the platform's
// Set-Cookie reaches the browser through actionSdk, and its refusal comes back in the one-view
// notice with the username kept, never the password.
import { redirect } from 'next/navigation';
import { z } from 'zod';
import { actionSdk } from '@/lib/sdk/server';
import { displayMessage, SdkServerResponseError } from '@/lib/sdk/errors';
import { USER_ERROR_CODES } from '@/lib/sdk/user';
import { formRecord } from '@/lib/cart/schemas';
import { writeCartNotice } from '@/lib/cart/notice';
import { ACCOUNT_MESSAGES } from '@/contract/account';
import { AUTH_PATHS, SDK_MESSAGES } from '@/lib/constants';
import { readIdentifier, usernameOf } from './identifier';
import { safeRedirect } from './redirect';
import { passwordSignInHref, SIGN_IN_FORM } from './sign-in-paths';

// Long enough for any real username and password, short enough that nothing large is passed on.
const passwordForm = z.object({
  username: z.string().max(320).catch(''),
  password: z.string().max(1024).catch(''),
  redirectUrl: z.string().max(2000).optional().catch(undefined),
});

/** What the sign-in page shows again, marked as this form's (another form's notice is not a sign-in refusal). */
const kept = (username: string) => ({ form: SIGN_IN_FORM, username });

export async function signInWithPassword(form: FormData): Promise<void> {
  // Anyone can call an action with any arguments: only a form is read.
  const input = passwordForm.parse(form instanceof FormData ? formRecord(form) : {});
  const redirectUrl = safeRedirect(input.redirectUrl);
  const again = passwordSignInHref(redirectUrl);
  const who = readIdentifier(input.username);
  const problem = 'error' in who ? who.error : !input.password ? ACCOUNT_MESSAGES.missing('password') : undefined;
  if (problem || 'error' in who) {
    await writeCartNotice(false, problem ?? SDK_MESSAGES.somethingWentWrong, kept(input.username));
    redirect(again);
  }
  let locked = false;
  try {
    await (await actionSdk()).user.loginWithEmailAndPassword({ body: { username: usernameOf(who), password: input.password } });
  } catch (error) {
    locked = error instanceof SdkServerResponseError && (error.body as { code?: string } | undefined)?.code === USER_ERROR_CODES.accountLocked;
    if (!locked) {
      await writeCartNotice(false, displayMessage(error, SDK_MESSAGES.somethingWentWrong), kept(input.username));
      redirect(again);
    }
  }
  redirect(locked ? AUTH_PATHS.accountLocked : redirectUrl);
}
