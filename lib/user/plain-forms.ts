// The account forms that work without JavaScript (lib/user/actions.ts): sign-in by code (with its
// code step) or by password (/auth/login/?method=password), registration with its code step,
// forgot and set password, verification links and the profile. Their marks on the one-view
// notice, the cookies holding a code step, and their addresses.
import { z } from 'zod';
import { AUTH_PATHS } from '@/lib/shared/constants';

/** The most of a posted field an account action reads: past any real value, short enough for its rules. */
export const FORM_TEXT_MAX = 4096;

/**
 * A posted field, bounded: a longer value is cut to FORM_TEXT_MAX, still past every field's own
 * limit, so the field's rule names what is wrong ("Please enter a valid email address") instead
 * of the field reading as empty; a field that is missing or not text reads as empty, and the
 * form's rules then say so.
 */
export const formText = z
  .string()
  .catch('')
  .transform((value) => value.slice(0, FORM_TEXT_MAX));

/** Each form's mark on the one-view notice it leaves: another form's notice is not its refusal. */
export const SIGN_IN_FORM = 'sign-in';
export const REGISTER_FORM = 'register';
export const FORGOT_PASSWORD_FORM = 'forgot-password';
export const SET_PASSWORD_FORM = 'set-password';
export const VERIFY_ADDRESS_FORM = 'verify-address';
export const PROFILE_FORM = 'profile';
/** A field's message in the notice's kept values: `error.<field>`. */
export const FIELD_ERROR_PREFIX = 'error.';

/** Registration between its form and its code: the email and register_token. */
export const REGISTER_PENDING_COOKIE = 'register_pending';
/** A held code step lasts as long as its code. */
export const CODE_STEP_MAX_AGE_SECONDS = 10 * 60;
export const REGISTER_PATH = '/auth/register/';
/** Marks the notice of a refused "Resend code" (shown over the code step, not at the code). */
export const RESEND_MARK = 'resend';
/** Signing in by code between sending it and verifying it: to whom, and the request's id. */
export const SIGN_IN_PENDING_COOKIE = 'sign_in_pending';
export const FORGOT_PASSWORD_PATH = '/auth/forgot-password/';
/** The pages a verification link opens, by what they verify. */
export const VERIFY_PATHS = { email: '/auth/verify-email/', mobile: '/auth/verify-mobile/' } as const;

/** The set-password page of a reset link's code. */
export const setPasswordHref = (code: string) => `/auth/set-password/?${new URLSearchParams({ code })}`;
/** A verification link's page. */
export const verifyHref = (kind: keyof typeof VERIFY_PATHS, code: string) =>
  `${VERIFY_PATHS[kind]}?${new URLSearchParams({ code })}`;

export type SignInMethod = 'otp' | 'password';

export const signInMethodOf = (value: string | string[] | undefined): SignInMethod =>
  (Array.isArray(value) ? value[0] : value) === 'password' ? 'password' : 'otp';

function withQuery(path: string, query: URLSearchParams): string {
  return query.size ? `${path}?${query}` : path;
}

/** The sign-in page with a method, keeping where the shopper goes afterwards (already safe). */
export function signInHref(method: SignInMethod, redirectUrl: string): string {
  const query = new URLSearchParams();
  if (method === 'password') query.set('method', 'password');
  if (redirectUrl !== '/') query.set('redirectUrl', redirectUrl);
  return withQuery(AUTH_PATHS.login, query);
}

/** The registration page, keeping where the shopper goes afterwards (already safe). */
export function registerHref(redirectUrl: string): string {
  return withQuery(REGISTER_PATH, new URLSearchParams(redirectUrl !== '/' ? { redirectUrl } : {}));
}

/** Fields' messages as the notice keeps them (`error.<field>`, keptForm's inverse). */
export function markedErrors(errors: Record<string, string>): Record<string, string> {
  return Object.fromEntries(Object.entries(errors).map(([field, error]) => [`${FIELD_ERROR_PREFIX}${field}`, error]));
}

/** The notice's kept values split into the form's values and its fields' messages. */
export function keptForm(kept: Record<string, string>): {
  values: Record<string, string>;
  errors: Record<string, string>;
} {
  const values: Record<string, string> = {};
  const errors: Record<string, string> = {};
  for (const [key, value] of Object.entries(kept)) {
    if (key.startsWith(FIELD_ERROR_PREFIX)) errors[key.slice(FIELD_ERROR_PREFIX.length)] = value;
    else values[key] = value;
  }
  return { values, errors };
}

/** A refused form's messages: each field's, and its own message at `at` (the form's top by default). */
export function refusalErrors(
  refused: { message: string; errors?: Record<string, string> } | undefined,
  at = '_form',
): Record<string, string> {
  if (!refused) return {};
  return { ...refused.errors, ...(refused.message ? { [at]: refused.message } : {}) };
}

/** A form's starting values with what a refused plain form kept of them (only its own fields). */
export function withKept<T extends Record<string, string>>(start: T, kept: Record<string, string> | undefined): T {
  return { ...start, ...Object.fromEntries(Object.entries(kept ?? {}).filter(([key]) => Object.hasOwn(start, key))) };
}
