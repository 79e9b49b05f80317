'use server';
// Registration as plain forms, for a shopper without JavaScript: the form (checked with the
// form's rules, lib/user/register-form.ts, the same the scripted form runs), its code step held in
// a cookie with what was typed (never the password), a new code on request, and "Change email"
// back to the form with its values. A refusal comes back in the one-view notice with the typed
// values and each field's message.
import { cookies } from 'next/headers';
import { redirect } from 'next/navigation';
import { z } from 'zod';
import { actionSdk } from '@/lib/sdk/server';
import { displayMessage } from '@/lib/sdk/errors';
import { accountLocked } from '@/lib/sdk/user';
import { requestCookieSecure } from '@/lib/shared/cookie-secure';
import { otpField } from '@/contract/account';
import { AUTH_PATHS, SDK_MESSAGES } from '@/lib/shared/constants';
import { FORM_NOTICE_VALUE_MAX } from '@/lib/forms/constants';
import { formRecord } from '@/lib/forms/record';
import { clearFormNotice, writeFormNotice } from '@/lib/forms/notice';
import { safeRedirect } from './redirect';
import { pendingRegistration, type PendingRegistration } from './data';
import { checkRegisterForm, REGISTER_KEPT_FIELDS, REGISTER_MESSAGES } from './register-form';
import {
  CODE_STEP_MAX_AGE_SECONDS,
  formText,
  markedErrors,
  RESEND_MARK,
  REGISTER_FORM,
  REGISTER_PATH,
  REGISTER_PENDING_COOKIE,
  registerHref,
} from './plain-forms';

const redirectField = z.string().max(2000).optional().catch(undefined);
const redirectOnly = z.object({ redirectUrl: redirectField });
/** Anyone can call an action with any arguments: only a form is read. */
const fieldsOf = (form: unknown) => (form instanceof FormData ? formRecord(form) : {});

const registerForm = z.object({
  first_name: formText,
  last_name: formText,
  email: formText,
  mobile: formText,
  password: formText,
  gender: formText,
  redirectUrl: redirectField,
});

/** What a form keeps of its typed values: the named fields, each cut to what a notice keeps. */
const keptValues = (values: Record<string, string>) =>
  Object.fromEntries(
    REGISTER_KEPT_FIELDS.map((field) => [field, (values[field] ?? '').slice(0, FORM_NOTICE_VALUE_MAX)]),
  );

async function holdCodeStep(pending: PendingRegistration): Promise<void> {
  (await cookies()).set(REGISTER_PENDING_COOKIE, JSON.stringify(pending), {
    maxAge: CODE_STEP_MAX_AGE_SECONDS,
    httpOnly: true,
    sameSite: 'lax',
    path: REGISTER_PATH,
    secure: await requestCookieSecure(),
  });
}

/** Registration's form: checked with the form's rules, then a code to the email (register/form). */
export async function registerAccount(form: FormData): Promise<void> {
  const input = registerForm.parse(fieldsOf(form));
  const back = registerHref(safeRedirect(input.redirectUrl));
  const typed = keptValues(input);
  const refuse = async (message: string, errors: Record<string, string> = {}) => {
    await writeFormNotice(false, message, { form: REGISTER_FORM, ...typed, ...markedErrors(errors) });
    redirect(back);
  };
  const { data, errors } = checkRegisterForm(input);
  if (!data) return refuse(errors._form ?? '', errors);
  let pending: PendingRegistration;
  try {
    const answer = await (await actionSdk()).user.registerWithForm({ body: data, platform: 'web' });
    pending = { email: answer.email, token: answer.register_token, kept: typed };
  } catch (error) {
    return refuse(displayMessage(error, SDK_MESSAGES.somethingWentWrong));
  }
  await holdCodeStep(pending);
  await clearFormNotice();
  redirect(back);
}

/** "Change email": the code step is dropped and the form shows again with what was typed. */
export async function restartRegistration(form: FormData): Promise<void> {
  const input = redirectOnly.parse(fieldsOf(form));
  const pending = await pendingRegistration();
  (await cookies()).delete({ name: REGISTER_PENDING_COOKIE, path: REGISTER_PATH });
  // An empty refusal: the form's values come back, with no message.
  if (pending) await writeFormNotice(false, '', { form: REGISTER_FORM, ...keptValues(pending.kept) });
  else await clearFormNotice();
  redirect(registerHref(safeRedirect(input.redirectUrl)));
}

/** "Resend code": another code to the held email (the platform holds it back within its resend wait). */
export async function resendRegistrationCode(form: FormData): Promise<void> {
  const back = registerHref(safeRedirect(redirectOnly.parse(fieldsOf(form)).redirectUrl));
  const pending = await pendingRegistration();
  if (!pending) redirect(back);
  try {
    await (
      await actionSdk()
    ).user.sendOTPOnEmail({ body: { email: pending.email, register_token: pending.token }, platform: 'web' });
    await writeFormNotice(true, REGISTER_MESSAGES.codeResent(pending.email), { form: REGISTER_FORM });
  } catch (error) {
    // Marked as the resend's: the page shows it over the step, not at the code.
    await writeFormNotice(false, displayMessage(error, SDK_MESSAGES.somethingWentWrong), {
      form: REGISTER_FORM,
      [RESEND_MARK]: '1',
    });
  }
  redirect(back);
}

/** Registration's code: the account exists, the shopper is signed in and goes on to redirectUrl. */
export async function verifyRegistration(form: FormData): Promise<void> {
  const input = z.object({ otp: formText, redirectUrl: redirectField }).parse(fieldsOf(form));
  const redirectUrl = safeRedirect(input.redirectUrl);
  const back = registerHref(redirectUrl);
  const pending = await pendingRegistration();
  if (!pending) redirect(back);
  const code = otpField().safeParse(input.otp);
  if (!code.success) {
    await writeFormNotice(false, code.error.issues[0].message, { form: REGISTER_FORM });
    redirect(back);
  }
  let locked = false;
  try {
    await (
      await actionSdk()
    ).user.verifyEmailOTP({
      body: { email: pending.email, otp: code.data, register_token: pending.token },
      platform: 'web',
    });
  } catch (error) {
    locked = accountLocked(error);
    if (!locked) {
      await writeFormNotice(false, displayMessage(error, SDK_MESSAGES.somethingWentWrong), { form: REGISTER_FORM });
      redirect(back);
    }
  }
  (await cookies()).delete({ name: REGISTER_PENDING_COOKIE, path: REGISTER_PATH });
  await clearFormNotice();
  redirect(locked ? AUTH_PATHS.accountLocked : redirectUrl);
}
