// Who is shopping, on the server: the platform's answer for this request's session cookie, asked
// once per request and only when the cookie is there (anonymous pages cost no call).
import 'server-only';
import { cache } from 'react';
import { cookies } from 'next/headers';
import { serverSdk } from '@/lib/sdk/server';
import { SdkServerResponseError } from '@/lib/sdk/errors';
import { SESSION_COOKIE } from '@/lib/constants';
import type { UserSchema } from '@/lib/sdk/types/user';

export const currentShopper = cache(async (): Promise<UserSchema | undefined> => {
  const jar = await cookies();
  if (!jar.get(SESSION_COOKIE)) return undefined;
  try {
    return (await (await serverSdk()).user.getLoggedInUser()).user;
  } catch (error) {
    // 401: the cookie outlived its session (logged out elsewhere, expired). Anything else is a
    // platform failure; the page still renders, for an anonymous shopper.
    if (!(error instanceof SdkServerResponseError && error.status === 401)) console.warn('[account] session check failed:', error instanceof Error ? error.message : error);
    return undefined;
  }
});
