'use client';
// useAccount: the signed-in shopper in the browser, for theme authors ("User" auth
// state: isLoggedIn, userData, userFetched). Asked once through /api/service and shared (SWR);
// logout() ends the session, clears the shop's local data and tells every user of the hook.
import { useCallback } from 'react';
import useSWR from 'swr';
import { browserUser } from '@/lib/sdk/browser';
import { SdkServerResponseError } from '@/lib/sdk/errors';
import { signOut } from '@/lib/user/client';
import type { UserSchema } from '@/contract/types/user';

const KEY = 'storefront:account';

async function fetchShopper(): Promise<UserSchema | null> {
  try {
    return (await browserUser().getLoggedInUser()).user;
  } catch (error) {
    if (error instanceof SdkServerResponseError && error.status === 401) return null;
    throw error;
  }
}

export type AccountBlock = {
  user?: UserSchema;
  isLoggedIn: boolean;
  /** False until the first answer (the server rendered the page before it was known here). */
  userFetched: boolean;
  error?: unknown;
  logout: () => Promise<void>;
  /** Asks again, e.g. after the profile changed. */
  refresh: () => Promise<unknown>;
};

export function useAccount(): AccountBlock {
  const { data, error, mutate } = useSWR(KEY, fetchShopper, { revalidateOnFocus: true, shouldRetryOnError: false });
  const logout = useCallback(async () => {
    await signOut();
    await mutate(null, { revalidate: false });
  }, [mutate]);
  return {
    user: data ?? undefined,
    isLoggedIn: Boolean(data),
    userFetched: data !== undefined || error !== undefined,
    error,
    logout,
    refresh: () => mutate(),
  };
}
