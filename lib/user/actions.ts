'use server';
// The user domain's server actions: every account form is also a plain form, so a shopper without
// JavaScript can sign in (by code, with its code step held in a cookie, or by password), register
// (lib/user/register-actions.ts), reset a password, verify an address from its link and complete
// the profile. The platform's Set-Cookie reaches the browser through actionSdk; a refusal comes
// back in the one-view notice, marked with its form, with what was typed kept but passwords, and
// a quiet success drops any notice an earlier refusal left.
import { cookies } from 'next/headers';
import { redirect } from 'next/navigation';
import { z } from 'zod';
import { actionSdk } from '@/lib/sdk/server';
import { displayMessage } from '@/lib/sdk/errors';
import { accountLocked } from '@/lib/sdk/user';
import { requestCookieSecure } from '@/lib/shared/cookie-secure';
import { ACCOUNT_MESSAGES, emailField, otpField, passwordField } from '@/contract/account';
import { fieldErrors } from '@/lib/forms/field-errors';
import { AUTH_PATHS, SDK_MESSAGES } from '@/lib/shared/constants';
import { readIdentifier, usernameOf, type Identifier } from './identifier';
import { safeRedirect } from './redirect';
import { pendingSignIn } from './data';
import { PROFILE_FORM_PAGES, PROFILE_SAVED, profileFormSchema } from './profile-form';
import {
  CODE_STEP_MAX_AGE_SECONDS,
  FORGOT_PASSWORD_FORM,
  FORGOT_PASSWORD_PATH,
  formText,
  markedErrors,
  PROFILE_FORM,
  SET_PASSWORD_FORM,
  setPasswordHref,
  SIGN_IN_FORM,
  SIGN_IN_PENDING_COOKIE,
  signInHref,
  VERIFY_ADDRESS_FORM,
  verifyHref,
} from './plain-forms';
import { formRecord } from '@/lib/forms/record';
import { clearFormNotice, writeFormNotice } from '@/lib/forms/notice';

const redirectField = z.string().max(2000).optional().catch(undefined);
const redirectOnly = z.object({ redirectUrl: redirectField });
/** Anyone can call an action with any arguments: only a form is read. */
const fieldsOf = (form: unknown) => (form instanceof FormData ? formRecord(form) : {});

const passwordForm = z.object({ username: formText, password: formText, redirectUrl: redirectField });

const PENDING_COOKIE = { maxAge: CODE_STEP_MAX_AGE_SECONDS, httpOnly: true, sameSite: 'lax' as const };

/** What the sign-in page shows again, marked as this form's (another form's notice is not a sign-in refusal). */
const kept = (username: string) => ({ form: SIGN_IN_FORM, username });

export async function signInWithPassword(form: FormData): Promise<void> {
  const input = passwordForm.parse(fieldsOf(form));
  const redirectUrl = safeRedirect(input.redirectUrl);
  const again = signInHref('password', redirectUrl);
  const who = readIdentifier(input.username);
  const problem = 'error' in who ? who.error : !input.password ? ACCOUNT_MESSAGES.missing('password') : undefined;
  if (problem || 'error' in who) {
    await writeFormNotice(false, problem ?? SDK_MESSAGES.somethingWentWrong, kept(input.username));
    redirect(again);
  }
  let locked = false;
  try {
    await (
      await actionSdk()
    ).user.loginWithEmailAndPassword({ body: { username: usernameOf(who), password: input.password } });
  } catch (error) {
    locked = accountLocked(error);
    if (!locked) {
      await writeFormNotice(false, displayMessage(error, SDK_MESSAGES.somethingWentWrong), kept(input.username));
      redirect(again);
    }
  }
  await clearFormNotice();
  redirect(locked ? AUTH_PATHS.accountLocked : redirectUrl);
}

/** Forgot password: a reset link to the email (the same answer whether an account uses it or not). */
export async function sendPasswordResetLink(form: FormData): Promise<void> {
  const input = z.object({ email: formText }).parse(fieldsOf(form));
  const email = emailField().safeParse(input.email);
  if (!email.success) {
    await writeFormNotice(false, email.error.issues[0].message, { form: FORGOT_PASSWORD_FORM, email: input.email });
    redirect(FORGOT_PASSWORD_PATH);
  }
  let refusal: string | undefined;
  try {
    await (await actionSdk()).user.sendResetPasswordEmail({ body: { email: email.data }, platform: 'web' });
  } catch (error) {
    refusal = displayMessage(error, SDK_MESSAGES.somethingWentWrong);
  }
  // ok: the page says where the link went, from the kept email.
  await writeFormNotice(!refusal, refusal ?? '', { form: FORGOT_PASSWORD_FORM, email: email.data });
  redirect(FORGOT_PASSWORD_PATH);
}

/** Set password from a reset link's code: signs the shopper in and goes home. */
export async function setPasswordFromLink(form: FormData): Promise<void> {
  const input = z.object({ code: formText, password: formText, confirm: formText }).parse(fieldsOf(form));
  const back = setPasswordHref(input.code);
  const refuse = async (message: string, field = '_form') => {
    await writeFormNotice(false, field === '_form' ? message : '', {
      form: SET_PASSWORD_FORM,
      ...(field === '_form' ? {} : markedErrors({ [field]: message })),
    });
    redirect(back);
  };
  const password = passwordField().safeParse(input.password);
  if (!password.success) return refuse(password.error.issues[0].message, 'password');
  if (input.password !== input.confirm) return refuse(ACCOUNT_MESSAGES.passwordsDiffer, 'confirm');
  let locked = false;
  try {
    await (
      await actionSdk()
    ).user.forgotPassword({ body: { code: input.code, password: password.data }, platform: 'web' });
  } catch (error) {
    locked = accountLocked(error);
    if (!locked) return refuse(displayMessage(error, SDK_MESSAGES.somethingWentWrong));
  }
  await clearFormNotice();
  redirect(locked ? AUTH_PATHS.accountLocked : '/');
}

/** A verification link's code, spent when the shopper presses the page's button (never by opening it). */
export async function verifyAddressFromLink(form: FormData): Promise<void> {
  const input = z.object({ kind: z.enum(['email', 'mobile']).catch('email'), code: formText }).parse(fieldsOf(form));
  let refusal: string | undefined;
  try {
    const user = (await actionSdk()).user;
    await (input.kind === 'email'
      ? user.verifyEmail({ body: { code: input.code } })
      : user.verifyMobile({ body: { code: input.code } }));
  } catch (error) {
    refusal = displayMessage(error, SDK_MESSAGES.somethingWentWrong);
  }
  // Marked with the link it answers: another link's page shows its own button.
  await writeFormNotice(!refusal, refusal ?? '', { form: VERIFY_ADDRESS_FORM, kind: input.kind, code: input.code });
  redirect(verifyHref(input.kind, input.code));
}

/** The profile's names, gender and (when asked) email: on to `next` once saved, else back with the outcome. */
export async function saveProfile(form: FormData): Promise<void> {
  const input = z
    .object({
      first_name: formText,
      last_name: formText,
      gender: formText,
      email: formText,
      ask_email: formText,
      page: z.enum(['edit-profile', 'details']).catch('details'),
      next: redirectField,
    })
    .parse(fieldsOf(form));
  const askEmail = input.ask_email === '1';
  const next = input.next === undefined ? undefined : safeRedirect(input.next);
  const here = PROFILE_FORM_PAGES[input.page];
  const back = next && input.page === 'edit-profile' ? `${here}?${new URLSearchParams({ redirectUrl: next })}` : here;
  const typed = {
    first_name: input.first_name,
    last_name: input.last_name,
    gender: input.gender,
    ...(askEmail ? { email: input.email } : {}),
  };
  const refuse = async (message: string, errors: Record<string, string> = {}) => {
    await writeFormNotice(false, message, { form: PROFILE_FORM, ...typed, ...markedErrors(errors) });
    redirect(back);
  };
  const { data, errors } = fieldErrors(profileFormSchema(askEmail), typed);
  if (!data) return refuse(errors._form ?? '', errors);
  try {
    await (
      await actionSdk()
    ).user.updateProfile({
      body: {
        first_name: data.first_name,
        last_name: data.last_name,
        gender: data.gender || undefined,
        email: askEmail && data.email ? data.email : undefined,
      },
      platform: 'web',
    });
  } catch (error) {
    return refuse(displayMessage(error, SDK_MESSAGES.somethingWentWrong));
  }
  if (next) {
    await clearFormNotice();
    redirect(next);
  }
  await writeFormNotice(true, PROFILE_SAVED, { form: PROFILE_FORM });
  redirect(back);
}

/** Sends a sign-in code (login/otp) and holds the code step; a new number or email makes an account. */
async function sendCode(who: Identifier): Promise<void> {
  const body = who.kind === 'mobile' ? { mobile: who.mobile, country_code: '91' } : { email: who.email };
  const answer = await (await actionSdk()).user.loginWithOTP({ body, platform: 'web' });
  const held = { kind: who.kind, to: usernameOf(who), requestId: answer.request_id };
  (await cookies()).set(SIGN_IN_PENDING_COOKIE, JSON.stringify(held), {
    ...PENDING_COOKIE,
    path: AUTH_PATHS.login,
    secure: await requestCookieSecure(),
  });
}

/** Sign-in by code, its first step: the code to a mobile number or an email. */
export async function sendSignInCode(form: FormData): Promise<void> {
  const input = z.object({ username: formText, redirectUrl: redirectField }).parse(fieldsOf(form));
  const back = signInHref('otp', safeRedirect(input.redirectUrl));
  const who = readIdentifier(input.username);
  let refusal = 'error' in who ? who.error : undefined;
  if (!('error' in who)) {
    try {
      await sendCode(who);
    } catch (error) {
      refusal = displayMessage(error, SDK_MESSAGES.somethingWentWrong);
    }
  }
  if (refusal !== undefined) await writeFormNotice(false, refusal, kept(input.username));
  else await clearFormNotice();
  redirect(back);
}

/** Sends the held step's code again (the platform decides whether it is too soon). */
export async function resendSignInCode(form: FormData): Promise<void> {
  const back = signInHref('otp', safeRedirect(redirectOnly.parse(fieldsOf(form)).redirectUrl));
  const held = await pendingSignIn();
  if (held) {
    try {
      await sendCode(held.kind === 'mobile' ? { kind: 'mobile', mobile: held.to } : { kind: 'email', email: held.to });
      await clearFormNotice();
    } catch (error) {
      await writeFormNotice(false, displayMessage(error, SDK_MESSAGES.somethingWentWrong), kept(held.to));
    }
  }
  redirect(back);
}

/** Drops the held code step: the number or email can be typed again. */
export async function restartSignIn(form: FormData): Promise<void> {
  const back = signInHref('otp', safeRedirect(redirectOnly.parse(fieldsOf(form)).redirectUrl));
  (await cookies()).delete({ name: SIGN_IN_PENDING_COOKIE, path: AUTH_PATHS.login });
  await clearFormNotice();
  redirect(back);
}

/** Sign-in by code, its second step: a new shopper goes to complete the profile first. */
export async function verifySignInCode(form: FormData): Promise<void> {
  const input = z.object({ otp: formText, redirectUrl: redirectField }).parse(fieldsOf(form));
  const redirectUrl = safeRedirect(input.redirectUrl);
  const back = signInHref('otp', redirectUrl);
  const held = await pendingSignIn();
  if (!held) redirect(back);
  const code = otpField().safeParse(input.otp);
  if (!code.success) {
    await writeFormNotice(false, code.error.issues[0].message, { form: SIGN_IN_FORM });
    redirect(back);
  }
  let next: string;
  try {
    const user = (await actionSdk()).user;
    const answer =
      held.kind === 'mobile'
        ? await user.verifyMobileOTP({ body: { request_id: held.requestId, otp: code.data }, platform: 'web' })
        : await user.verifyEmailOTP({ body: { email: held.to, otp: code.data }, platform: 'web' });
    next = answer.user_exists ? redirectUrl : `${AUTH_PATHS.editProfile}?${new URLSearchParams({ redirectUrl })}`;
  } catch (error) {
    if (!accountLocked(error)) {
      await writeFormNotice(false, displayMessage(error, SDK_MESSAGES.somethingWentWrong), { form: SIGN_IN_FORM });
      redirect(back);
    }
    next = AUTH_PATHS.accountLocked;
  }
  (await cookies()).delete({ name: SIGN_IN_PENDING_COOKIE, path: AUTH_PATHS.login });
  await clearFormNotice();
  redirect(next);
}
