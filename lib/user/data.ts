// The user domain's loaders. Who is shopping, on the server: the platform's answer for this
// request's session cookie, asked once per request and only when the cookie is there (anonymous
// pages cost no call). The shop's required profile fields: the platform's user config, kept 30 s
// in process like the shop's identity.
import 'server-only';
import { cache } from 'react';
import { cookies } from 'next/headers';
import { serverSdk } from '@/lib/sdk/server';
import { SdkServerResponseError } from '@/lib/sdk/errors';
import { SESSION_COOKIE, SHARED_DATA_CACHE } from '@/lib/shared/constants';
import { keptForm, REGISTER_PENDING_COOKIE, SIGN_IN_PENDING_COOKIE, VERIFY_ADDRESS_FORM } from './plain-forms';
import { ttlPromiseCache } from '@/lib/shared/ttl-cache';
import type { UserSchema } from '@/contract/types/user';
import type { RequiredFields } from './required-fields';
import { readFormNotice } from '@/lib/forms/notice';
import { FORM_NOTICE_VALUE_MAX } from '@/lib/forms/constants';

export const currentShopper = cache(async (): Promise<UserSchema | undefined> => {
  const jar = await cookies();
  if (!jar.get(SESSION_COOKIE)) return undefined;
  try {
    return (await (await serverSdk()).user.getLoggedInUser()).user;
  } catch (error) {
    // 401: the cookie outlived its session (logged out elsewhere, expired). Anything else is a
    // platform failure; the page still renders, for an anonymous shopper.
    if (!(error instanceof SdkServerResponseError && error.status === 401))
      console.warn('[account] session check failed:', error instanceof Error ? error.message : error);
    return undefined;
  }
});

const configs = ttlPromiseCache<RequiredFields>(SHARED_DATA_CACHE.ttlMs, 1, SHARED_DATA_CACHE.staleMs);

/** The shop's required profile fields; none when the platform cannot say (the page still renders). */
export async function requiredProfileFields(): Promise<RequiredFields> {
  try {
    return await configs(
      'auth',
      async () => (await (await serverSdk({ forwardCookies: false })).user.getPlatformConfig()).required_fields,
    );
  } catch (error) {
    console.warn('[account] platform config failed:', error instanceof Error ? error.message : error);
    return {};
  }
}

/** A code step a plain form holds (its cookie's JSON), or undefined when none or not its shape. */
async function heldStep<T extends Record<string, string>>(
  cookie: string,
  fields: (keyof T & string)[],
): Promise<T | undefined> {
  const raw = (await cookies()).get(cookie)?.value;
  if (!raw) return undefined;
  try {
    const value = JSON.parse(raw) as Record<string, unknown>;
    const out: Record<string, string> = {};
    for (const field of fields) {
      const v = value[field];
      if (typeof v !== 'string') return undefined;
      out[field] = v.slice(0, 2000);
    }
    return out as T;
  } catch {
    return undefined;
  }
}

/** The short texts a held step kept of its form (`kept`), by field; none when not that shape. */
async function heldKept(cookie: string): Promise<Record<string, string>> {
  try {
    const kept = (JSON.parse((await cookies()).get(cookie)?.value ?? '{}') as { kept?: unknown }).kept;
    if (!kept || typeof kept !== 'object') return {};
    return Object.fromEntries(
      Object.entries(kept)
        .filter((entry): entry is [string, string] => typeof entry[1] === 'string')
        .map(([k, v]) => [k, v.slice(0, FORM_NOTICE_VALUE_MAX)]),
    );
  } catch {
    return {};
  }
}

/** A registration between its form and its code: the email, register_token and what was typed (no password). */
export type PendingRegistration = { email: string; token: string; kept: Record<string, string> };

/** The registration in progress (its form sent, its code not yet), as its plain form holds it. */
export async function pendingRegistration(): Promise<PendingRegistration | undefined> {
  const held = await heldStep<{ email: string; token: string }>(REGISTER_PENDING_COOKIE, ['email', 'token']);
  if (!held) return undefined;
  return { ...held, kept: await heldKept(REGISTER_PENDING_COOKIE) };
}

/** Sign-in by code in progress (the code sent, not yet verified): to whom, and the request's id. */
export async function pendingSignIn(): Promise<
  { kind: 'mobile' | 'email'; to: string; requestId: string } | undefined
> {
  const held = await heldStep<{ kind: string; to: string; requestId: string }>(SIGN_IN_PENDING_COOKIE, [
    'kind',
    'to',
    'requestId',
  ]);
  return held && (held.kind === 'mobile' || held.kind === 'email')
    ? { kind: held.kind, to: held.to, requestId: held.requestId }
    : undefined;
}

/** The outcome a plain account form left (lib/user/actions.ts), when it is this form's: another form's notice is not its. */
export async function formOutcome(
  form: string,
): Promise<
  { ok: boolean; message: string; values: Record<string, string>; errors: Record<string, string> } | undefined
> {
  const notice = await readFormNotice();
  return notice && notice.kept.form === form
    ? { ok: notice.ok, message: notice.message, ...keptForm(notice.kept) }
    : undefined;
}

/** The verification button's outcome without JavaScript (after its redirect back), when it is this link's. */
export async function verifyOutcome(
  kind: 'email' | 'mobile',
  code: string | undefined,
): Promise<{ ok: boolean; message: string } | undefined> {
  const outcome = await formOutcome(VERIFY_ADDRESS_FORM);
  return outcome && code && outcome.values.kind === kind && outcome.values.code === code.slice(0, FORM_NOTICE_VALUE_MAX)
    ? outcome
    : undefined;
}
