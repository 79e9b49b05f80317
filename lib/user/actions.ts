'use server';
// The user domain's server actions. Signing in by password and registering (its form, then its
// code) are plain forms too, so a shopper without JavaScript can sign in and create an account (a
// one-time code sign-in needs the page's scripts); the platform's Set-Cookie reaches the browser
// through actionSdk, and a refusal comes back in the one-view notice with what was typed kept,
// never a password.
import { cookies } from 'next/headers';
import { redirect } from 'next/navigation';
import { z } from 'zod';
import { actionSdk } from '@/lib/sdk/server';
import { displayMessage, SdkServerResponseError } from '@/lib/sdk/errors';
import { USER_ERROR_CODES } from '@/lib/sdk/user';
import { formRecord } from '@/lib/cart/schemas';
import { writeCartNotice } from '@/lib/cart/notice';
import { ACCOUNT_MESSAGES, emailField, otpField, passwordField, registerFormSchema } from '@/contract/account';
import { fieldErrors } from '@/lib/validation/form-errors';
import { AUTH_PATHS, SDK_MESSAGES } from '@/lib/constants';
import { readIdentifier, usernameOf } from './identifier';
import { safeRedirect } from './redirect';
import { pendingRegistration } from './data';
import {
  FIELD_ERROR_PREFIX,
  FORGOT_PASSWORD_FORM,
  FORGOT_PASSWORD_PATH,
  SET_PASSWORD_FORM,
  setPasswordHref,
  VERIFY_ADDRESS_FORM,
  verifyHref,
  passwordSignInHref,
  REGISTER_FORM,
  REGISTER_PENDING_COOKIE,
  REGISTER_PENDING_MAX_AGE_SECONDS,
  REGISTER_PATH,
  registerHref,
  SIGN_IN_FORM,
} from './plain-forms';

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
    locked = lockedOut(error);
    if (!locked) {
      await writeCartNotice(false, displayMessage(error, SDK_MESSAGES.somethingWentWrong), kept(input.username));
      redirect(again);
    }
  }
  redirect(locked ? AUTH_PATHS.accountLocked : redirectUrl);
}

const lockedOut = (error: unknown) => error instanceof SdkServerResponseError && (error.body as { code?: string } | undefined)?.code === USER_ERROR_CODES.accountLocked;

const text = (max: number) => z.string().max(max).catch('');
const registerForm = z.object({
  first_name: text(200),
  last_name: text(200),
  email: text(320),
  mobile: text(40),
  password: text(1024),
  gender: text(40),
  redirectUrl: z.string().max(2000).optional().catch(undefined),
});

/** Registration's form: checked with the platform's rules, then a code to the email (register/form). */
export async function registerAccount(form: FormData): Promise<void> {
  const input = registerForm.parse(form instanceof FormData ? formRecord(form) : {});
  const back = registerHref(safeRedirect(input.redirectUrl));
  const { password, first_name, last_name, email, mobile, gender } = input;
  const typed = { first_name, last_name, email, mobile, gender };
  const refuse = async (message: string, errors: Record<string, string> = {}) => {
    const marked = Object.fromEntries(Object.entries(errors).map(([field, error]) => [`${FIELD_ERROR_PREFIX}${field}`, error]));
    await writeCartNotice(false, message, { form: REGISTER_FORM, ...typed, ...marked });
    redirect(back);
  };
  const { data, errors } = fieldErrors(registerFormSchema, {
    first_name: input.first_name,
    last_name: input.last_name,
    email: input.email,
    password,
    gender: input.gender || undefined,
    phone: input.mobile.trim() ? { mobile: input.mobile, country_code: '91' } : undefined,
  });
  if (!data) return refuse(errors._form ?? '', errors);
  let pending: { email: string; token: string } | undefined;
  try {
    const answer = await (await actionSdk()).user.registerWithForm({
      body: { ...data, gender: data.gender || undefined, phone: data.phone ? { mobile: data.phone.mobile, country_code: String(data.phone.country_code) } : undefined },
      platform: 'web',
    });
    pending = { email: answer.email, token: answer.register_token };
  } catch (error) {
    return refuse(displayMessage(error, SDK_MESSAGES.somethingWentWrong));
  }
  (await cookies()).set(REGISTER_PENDING_COOKIE, JSON.stringify(pending), { maxAge: REGISTER_PENDING_MAX_AGE_SECONDS, httpOnly: true, sameSite: 'lax', path: REGISTER_PATH });
  redirect(back);
}

/** Starts registration again: the code step is dropped and the form shows. */
export async function restartRegistration(form: FormData): Promise<void> {
  const input = z.object({ redirectUrl: z.string().max(2000).optional().catch(undefined) }).parse(form instanceof FormData ? formRecord(form) : {});
  (await cookies()).delete({ name: REGISTER_PENDING_COOKIE, path: REGISTER_PATH });
  redirect(registerHref(safeRedirect(input.redirectUrl)));
}

/** Registration's code: the account exists, the shopper is signed in and goes on to redirectUrl. */
export async function verifyRegistration(form: FormData): Promise<void> {
  const input = z.object({ otp: text(20), redirectUrl: z.string().max(2000).optional().catch(undefined) }).parse(form instanceof FormData ? formRecord(form) : {});
  const redirectUrl = safeRedirect(input.redirectUrl);
  const back = registerHref(redirectUrl);
  const pending = await pendingRegistration();
  if (!pending) redirect(back);
  const code = otpField().safeParse(input.otp);
  if (!code.success) {
    await writeCartNotice(false, code.error.issues[0].message, { form: REGISTER_FORM });
    redirect(back);
  }
  let locked = false;
  try {
    await (await actionSdk()).user.verifyEmailOTP({ body: { email: pending.email, otp: code.data, register_token: pending.token }, platform: 'web' });
  } catch (error) {
    locked = lockedOut(error);
    if (!locked) {
      await writeCartNotice(false, displayMessage(error, SDK_MESSAGES.somethingWentWrong), { form: REGISTER_FORM });
      redirect(back);
    }
  }
  (await cookies()).delete({ name: REGISTER_PENDING_COOKIE, path: REGISTER_PATH });
  redirect(locked ? AUTH_PATHS.accountLocked : redirectUrl);
}

/** Forgot password: a reset link to the email (the same answer whether an account uses it or not). */
export async function sendPasswordResetLink(form: FormData): Promise<void> {
  const input = z.object({ email: text(320) }).parse(form instanceof FormData ? formRecord(form) : {});
  const email = emailField().safeParse(input.email);
  if (!email.success) {
    await writeCartNotice(false, email.error.issues[0].message, { form: FORGOT_PASSWORD_FORM, email: input.email });
    redirect(FORGOT_PASSWORD_PATH);
  }
  let refusal: string | undefined;
  try {
    await (await actionSdk()).user.sendResetPasswordEmail({ body: { email: email.data }, platform: 'web' });
  } catch (error) {
    refusal = displayMessage(error, SDK_MESSAGES.somethingWentWrong);
  }
  // ok: the page says where the link went, from the kept email.
  await writeCartNotice(!refusal, refusal ?? '', { form: FORGOT_PASSWORD_FORM, email: email.data });
  redirect(FORGOT_PASSWORD_PATH);
}

/** Set password from a reset link's code: signs the shopper in and goes home. */
export async function setPasswordFromLink(form: FormData): Promise<void> {
  const input = z.object({ code: text(200), password: text(1024), confirm: text(1024) }).parse(form instanceof FormData ? formRecord(form) : {});
  const back = setPasswordHref(input.code);
  const refuse = async (message: string, field = '_form') => {
    await writeCartNotice(false, field === '_form' ? message : '', { form: SET_PASSWORD_FORM, ...(field === '_form' ? {} : { [`${FIELD_ERROR_PREFIX}${field}`]: message }) });
    redirect(back);
  };
  const password = passwordField().safeParse(input.password);
  if (!password.success) return refuse(password.error.issues[0].message, 'password');
  if (input.password !== input.confirm) return refuse(ACCOUNT_MESSAGES.passwordsDiffer, 'confirm');
  let locked = false;
  try {
    await (await actionSdk()).user.forgotPassword({ body: { code: input.code, password: password.data }, platform: 'web' });
  } catch (error) {
    locked = lockedOut(error);
    if (!locked) return refuse(displayMessage(error, SDK_MESSAGES.somethingWentWrong));
  }
  redirect(locked ? AUTH_PATHS.accountLocked : '/');
}

/** A verification link's code, spent when the shopper presses the page's button (never by opening it). */
export async function verifyAddressFromLink(form: FormData): Promise<void> {
  const input = z.object({ kind: z.enum(['email', 'mobile']).catch('email'), code: text(200) }).parse(form instanceof FormData ? formRecord(form) : {});
  let refusal: string | undefined;
  try {
    const user = (await actionSdk()).user;
    await (input.kind === 'email' ? user.verifyEmail({ body: { code: input.code } }) : user.verifyMobile({ body: { code: input.code } }));
  } catch (error) {
    refusal = displayMessage(error, SDK_MESSAGES.somethingWentWrong);
  }
  await writeCartNotice(!refusal, refusal ?? '', { form: VERIFY_ADDRESS_FORM });
  redirect(verifyHref(input.kind, input.code));
}
