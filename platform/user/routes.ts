// The user API (001 section 7 "User") on the official SDK's paths, mounted at
// /service/application/user behind the signed-application check: authentication/v1.0 (sign-in,
// OTPs, registration, passwords, sessions), profile/v1.0 (the shopper's own details, emails and
// phones) and platform/v1.0/config.
import { Hono } from 'hono';
import type { PlatformEnv } from '../http/env';
import { deleteAccount, hasPassword, listSessions, logout, userExists } from './account-service';
import type { Ctx } from './context';
import { sendEmailOtp, sendMobileOtp, registerForm, verifyEmailOtp, verifyMobileOtp } from './otp-service';
import {
  checkResetCode,
  passwordLogin,
  resetAndSignIn,
  resetForgotPassword,
  sendForgotEmailOtp,
  sendForgotMobileOtp,
  sendResetLink,
  updatePassword,
  verifyForgotOtp,
} from './password-service';
import { platformConfig } from './platform-config';
import {
  addEmail,
  addPhone,
  makePrimaryEmail,
  makePrimaryPhone,
  removeEmail,
  removePhone,
  resendEmailLink,
  resendMobileLink,
  updateDetail,
  verifyLink,
} from './profile-service';
import {
  codeBody,
  codePasswordBody,
  deleteUserBody,
  emailBody,
  emailQuery,
  loginOtpBody,
  oauthBody,
  passwordLoginBody,
  phoneBody,
  phoneQuery,
  platformQuery,
  profileDetailBody,
  registerBody,
  resetEmailBody,
  sendEmailOtpBody,
  sendMobileOtpBody,
  updatePasswordBody,
  userBody,
  userExistsQuery,
  userQuery,
  verifyEmailForgotBody,
  verifyEmailOtpBody,
  verifyMobileForgotBody,
  verifyMobileOtpBody,
} from './schemas';
import { requireShopper } from './session';
import { currentUserSchema } from './sign-in';
import { facebookLogin, googleLogin } from './social-service';
import { z } from 'zod';

export const userRoutes = new Hono<PlatformEnv>();

const AUTH = '/authentication/v1.0';
const PROFILE = '/profile/v1.0';
const phoneOf = (v: { country_code: number; phone?: unknown; mobile?: unknown }) => ({ countryCode: v.country_code, phone: String(v.phone ?? v.mobile) });

// ---- sign-in -----------------------------------------------------------------------------------
userRoutes.post(`${AUTH}/login/password`, async (c) => {
  const input = await userBody(c, passwordLoginBody);
  return c.json(await passwordLogin(c, input.username, input.password));
});

userRoutes.post(`${AUTH}/login/otp`, async (c) => {
  userQuery(c, platformQuery);
  const target = await userBody(c, loginOtpBody);
  if (target.kind === 'email') return c.json(await sendEmailOtp(c, target.email));
  return c.json(await sendMobileOtp(c, { countryCode: target.countryCode, mobile: target.mobile }));
});

userRoutes.post(`${AUTH}/otp/mobile/send`, async (c) => {
  userQuery(c, platformQuery);
  const input = await userBody(c, sendMobileOtpBody);
  return c.json(await sendMobileOtp(c, { countryCode: input.country_code, mobile: input.mobile as string }, input.register_token));
});

userRoutes.post(`${AUTH}/otp/email/send`, async (c) => {
  userQuery(c, platformQuery);
  const input = await userBody(c, sendEmailOtpBody);
  return c.json(await sendEmailOtp(c, input.email, input.register_token));
});

userRoutes.post(`${AUTH}/otp/mobile/verify`, async (c) => {
  userQuery(c, platformQuery);
  const input = await userBody(c, verifyMobileOtpBody);
  return c.json(await verifyMobileOtp(c, { requestId: input.request_id, otp: input.otp, registerToken: input.register_token }));
});

userRoutes.post(`${AUTH}/otp/email/verify`, async (c) => {
  userQuery(c, platformQuery);
  const input = await userBody(c, verifyEmailOtpBody);
  return c.json(await verifyEmailOtp(c, { email: input.email, otp: input.otp, registerToken: input.register_token }));
});

userRoutes.post(`${AUTH}/register/form`, async (c) => {
  userQuery(c, platformQuery);
  const input = await userBody(c, registerBody);
  const phone = input.phone as { country_code: number; mobile: string } | undefined;
  return c.json(await registerForm(c, { ...input, phone }));
});

userRoutes.post(`${AUTH}/login/google-token`, async (c) => {
  userQuery(c, platformQuery);
  const input = await userBody(c, oauthBody);
  return c.json(await googleLogin(c, input.oauth2.access_token));
});

userRoutes.post(`${AUTH}/login/facebook-token`, async (c) => {
  userQuery(c, platformQuery);
  const input = await userBody(c, oauthBody);
  return c.json(await facebookLogin(c, input.oauth2.access_token));
});

// ---- forgotten and changed passwords -------------------------------------------------------------
userRoutes.post(`${AUTH}/otp/forgot/mobile/send`, async (c) => {
  userQuery(c, platformQuery);
  const input = await userBody(c, sendMobileOtpBody);
  return c.json(await sendForgotMobileOtp(c, { countryCode: input.country_code, mobile: input.mobile as string }));
});

userRoutes.post(`${AUTH}/otp/forgot/email/send`, async (c) => {
  userQuery(c, platformQuery);
  const input = await userBody(c, sendEmailOtpBody);
  return c.json(await sendForgotEmailOtp(c, input.email));
});

userRoutes.post(`${AUTH}/otp/forgot/mobile/verify`, async (c) => {
  userQuery(c, platformQuery);
  const input = await userBody(c, verifyMobileForgotBody);
  return c.json(await verifyForgotOtp(c, { requestId: input.request_id }, input.otp));
});

userRoutes.post(`${AUTH}/otp/forgot/email/verify`, async (c) => {
  userQuery(c, platformQuery);
  const input = await userBody(c, verifyEmailForgotBody);
  return c.json(await verifyForgotOtp(c, { email: input.email }, input.otp));
});

userRoutes.post(`${AUTH}/login/password/reset`, async (c) => {
  userQuery(c, platformQuery);
  const input = await userBody(c, resetEmailBody);
  return c.json(await sendResetLink(c, input.email));
});

userRoutes.post(`${AUTH}/login/password/reset/token`, async (c) => {
  const input = await userBody(c, codeBody);
  return c.json(await checkResetCode(c, input.code));
});

userRoutes.post(`${AUTH}/login/password/reset/forgot`, async (c) => {
  const input = await userBody(c, codePasswordBody);
  return c.json(await resetAndSignIn(c, input.code, input.password));
});

userRoutes.post(`${AUTH}/login/password/forgot`, async (c) => {
  const input = await userBody(c, codePasswordBody);
  return c.json(await resetForgotPassword(c, input.code, input.password));
});

userRoutes.post(`${AUTH}/password`, async (c) => {
  const shopper = await requireShopper(c);
  const input = await userBody(c, updatePasswordBody);
  return c.json(await updatePassword(c, shopper, input.old_password, input.new_password));
});

// ---- verification links ----------------------------------------------------------------------
userRoutes.post(`${AUTH}/verify/email`, async (c) => c.json(await verifyLink(c, 'email', (await userBody(c, codeBody)).code)));
userRoutes.post(`${AUTH}/verify/mobile`, async (c) => c.json(await verifyLink(c, 'sms', (await userBody(c, codeBody)).code)));

// ---- the session's account -----------------------------------------------------------------------
userRoutes.get(`${AUTH}/session`, async (c) => {
  const shopper = await requireShopper(c);
  return c.json({ user: await currentUserSchema(c, shopper.userId) });
});
userRoutes.get(`${AUTH}/sessions`, async (c) => c.json(await listSessions(c, await requireShopper(c))));
userRoutes.get(`${AUTH}/logout`, async (c) => c.json(await logout(c)));
userRoutes.post(`${AUTH}/delete`, async (c) => {
  const shopper = await requireShopper(c);
  return c.json(await deleteAccount(c, shopper, await userBody(c, deleteUserBody)));
});
userRoutes.get(`${AUTH}/user-exists`, async (c) => c.json(await userExists(c, userQuery(c, userExistsQuery).q)));
userRoutes.get(`${AUTH}/has-password`, async (c) => c.json(await hasPassword(c, await requireShopper(c))));

// ---- profile ---------------------------------------------------------------------------------------
async function shopperId(c: Ctx): Promise<string> {
  return (await requireShopper(c)).userId;
}

userRoutes.post(`${PROFILE}/detail`, async (c) => {
  const userId = await shopperId(c);
  userQuery(c, platformQuery);
  const input = await userBody(c, profileDetailBody);
  return c.json(await updateDetail(c, userId, input));
});

userRoutes.put(`${PROFILE}/email`, async (c) => {
  const userId = await shopperId(c);
  userQuery(c, platformQuery);
  return c.json(await addEmail(c, userId, (await userBody(c, emailBody)).email));
});
userRoutes.delete(`${PROFILE}/email`, async (c) => {
  const userId = await shopperId(c);
  return c.json(await removeEmail(c, userId, userQuery(c, emailQuery).email));
});
userRoutes.post(`${PROFILE}/email/primary`, async (c) => {
  const userId = await shopperId(c);
  return c.json(await makePrimaryEmail(c, userId, (await userBody(c, emailBody)).email));
});
userRoutes.post(`${PROFILE}/email/link/send`, async (c) => {
  const userId = await shopperId(c);
  userQuery(c, platformQuery);
  return c.json(await resendEmailLink(c, userId, (await userBody(c, emailBody)).email));
});

userRoutes.put(`${PROFILE}/mobile`, async (c) => {
  const userId = await shopperId(c);
  userQuery(c, platformQuery);
  return c.json(await addPhone(c, userId, phoneOf(await userBody(c, phoneBody))));
});
userRoutes.delete(`${PROFILE}/mobile`, async (c) => {
  const userId = await shopperId(c);
  return c.json(await removePhone(c, userId, phoneOf(userQuery(c, phoneQuery))));
});
userRoutes.post(`${PROFILE}/mobile/primary`, async (c) => {
  const userId = await shopperId(c);
  return c.json(await makePrimaryPhone(c, userId, phoneOf(await userBody(c, phoneBody))));
});
userRoutes.post(`${PROFILE}/mobile/link/send`, async (c) => {
  const userId = await shopperId(c);
  userQuery(c, platformQuery);
  return c.json(await resendMobileLink(c, userId, phoneOf(await userBody(c, phoneBody))));
});

// ---- platform configuration ---------------------------------------------------------------------
userRoutes.get('/platform/v1.0/config', (c) => {
  const { name } = userQuery(c, z.object({ name: z.string().trim().max(100).optional() }));
  return c.json(platformConfig(c.get('application'), name));
});
