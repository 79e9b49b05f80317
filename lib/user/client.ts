'use client';
// The browser side of signing in and out: every call goes through /api/service so the platform's
// Set-Cookie (f.session) reaches the browser. Outcomes are what the pages act on.
import { SdkServerResponseError } from '@/lib/sdk/errors';
import { accountLocked } from '@/lib/sdk/user';
import { SDK_MESSAGES, SIGNED_IN_KEY } from '@/lib/shared/constants';
import { clearAll, writeItem } from '@/lib/shared/storage';
import { browserUser } from '@/lib/sdk/browser';
import { track } from '@/lib/analytics/shop-events';
import { rememberShopperName } from './shopper-name';
import type { UserSchema } from '@/contract/types/user';

export type Failure = { message: string; locked?: boolean; retryAfter?: number };

/** The message a failed call shows (the server's for its own errors), and whether the account is locked. */
export function failureOf(error: unknown): Failure {
  if (error instanceof SdkServerResponseError) {
    const body = (error.body ?? {}) as { retry_after?: number; resend_timer?: number };
    return {
      message: error.message || SDK_MESSAGES.somethingWentWrong,
      locked: accountLocked(error),
      retryAfter: body.retry_after ?? body.resend_timer,
    };
  }
  return { message: SDK_MESSAGES.somethingWentWrong };
}

export function signedIn(user: UserSchema, how: string): void {
  writeItem(SIGNED_IN_KEY, true);
  rememberShopperName(user.first_name);
  track({ name: 'user.login', payload: { user_id: user.user_id, method: how } });
}

/** Ends the session on the platform, then clears the shop's local data (keep-forever entries stay). */
export async function signOut(): Promise<void> {
  try {
    await browserUser().logout();
  } finally {
    clearAll();
    track({ name: 'user.logout' });
  }
}
