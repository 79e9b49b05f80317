// The user API on the official SDK's paths, mounted at
// /service/application/user behind the signed-application check: authentication/v1.0 (sign-in,
// OTPs, registration, passwords, sessions), profile/v1.0 (the shopper's own details, emails and
// phones) and platform/v1.0/config.
import { Hono } from 'hono';
import type { PlatformEnv } from '../http/env';
import { deleteAccount, hasPassword, listSessions, userExists } from './account-service';
import type { SignsIn } from './caller';
import { caller, database, type Ctx } from './context';
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
import { endSession, requireShopper } from './session';
import { currentUserSchema, signIn } from './sign-in';
import { facebookLogin, googleLogin } from './social-service';
import { z } from 'zod';

export const userRoutes = new Hono<PlatformEnv>();

const AUTH = '/authentication/v1.0';
const PROFILE = '/profile/v1.0';
const phoneOf = (v: { country_code: number; phone?: unknown; mobile?: unknown }) => ({
  countryCode: v.country_code,
  phone: String(v.phone ?? v.mobile),
});

/** A service signed someone in: the session starts here (the cookie is HTTP), the user leads the answer. */
async function signedIn<T extends object>(c: Ctx, result: SignsIn<T>) {
  const { signIn: user, ...rest } = result;
  return c.json({ user: await signIn(c, user), ...rest });
}

// ---- sign-in -----------------------------------------------------------------------------------
userRoutes.post(`${AUTH}/login/password`, async (c) => {
  const input = await userBody(c, passwordLoginBody);
  return signedIn(c, await passwordLogin(database(c), caller(c), input.username, input.password));
});

userRoutes.post(`${AUTH}/login/otp`, async (c) => {
  userQuery(c, platformQuery);
  const target = await userBody(c, loginOtpBody);
  if (target.kind === 'email') return c.json(await sendEmailOtp(database(c), caller(c), target.email));
  return c.json(
    await sendMobileOtp(database(c), caller(c), { countryCode: target.countryCode, mobile: target.mobile }),
  );
});

userRoutes.post(`${AUTH}/otp/mobile/send`, async (c) => {
  userQuery(c, platformQuery);
  const input = await userBody(c, sendMobileOtpBody);
  return c.json(
    await sendMobileOtp(
      database(c),
      caller(c),
      { countryCode: input.country_code, mobile: input.mobile as string },
      input.register_token,
    ),
  );
});

userRoutes.post(`${AUTH}/otp/email/send`, async (c) => {
  userQuery(c, platformQuery);
  const input = await userBody(c, sendEmailOtpBody);
  return c.json(await sendEmailOtp(database(c), caller(c), input.email, input.register_token));
});

userRoutes.post(`${AUTH}/otp/mobile/verify`, async (c) => {
  userQuery(c, platformQuery);
  const input = await userBody(c, verifyMobileOtpBody);
  return signedIn(
    c,
    await verifyMobileOtp(database(c), caller(c), {
      requestId: input.request_id,
      otp: input.otp,
      registerToken: input.register_token,
    }),
  );
});

userRoutes.post(`${AUTH}/otp/email/verify`, async (c) => {
  userQuery(c, platformQuery);
  const input = await userBody(c, verifyEmailOtpBody);
  return signedIn(
    c,
    await verifyEmailOtp(database(c), caller(c), {
      email: input.email,
      otp: input.otp,
      registerToken: input.register_token,
    }),
  );
});

userRoutes.post(`${AUTH}/register/form`, async (c) => {
  userQuery(c, platformQuery);
  const input = await userBody(c, registerBody);
  const phone = input.phone as { country_code: number; mobile: string } | undefined;
  return c.json(await registerForm(database(c), caller(c), { ...input, phone }));
});

userRoutes.post(`${AUTH}/login/google-token`, async (c) => {
  userQuery(c, platformQuery);
  const input = await userBody(c, oauthBody);
  return signedIn(c, await googleLogin(database(c), input.oauth2.access_token));
});

userRoutes.post(`${AUTH}/login/facebook-token`, async (c) => {
  userQuery(c, platformQuery);
  const input = await userBody(c, oauthBody);
  return signedIn(c, await facebookLogin(database(c), input.oauth2.access_token));
});

// ---- forgotten and changed passwords -------------------------------------------------------------
userRoutes.post(`${AUTH}/otp/forgot/mobile/send`, async (c) => {
  userQuery(c, platformQuery);
  const input = await userBody(c, sendMobileOtpBody);
  return c.json(
    await sendForgotMobileOtp(database(c), caller(c), {
      countryCode: input.country_code,
      mobile: input.mobile as string,
    }),
  );
});

userRoutes.post(`${AUTH}/otp/forgot/email/send`, async (c) => {
  userQuery(c, platformQuery);
  const input = await userBody(c, sendEmailOtpBody);
  return c.json(await sendForgotEmailOtp(database(c), caller(c), input.email));
});

userRoutes.post(`${AUTH}/otp/forgot/mobile/verify`, async (c) => {
  userQuery(c, platformQuery);
  const input = await userBody(c, verifyMobileForgotBody);
  return c.json(await verifyForgotOtp(database(c), caller(c), { requestId: input.request_id }, input.otp));
});

userRoutes.post(`${AUTH}/otp/forgot/email/verify`, async (c) => {
  userQuery(c, platformQuery);
  const input = await userBody(c, verifyEmailForgotBody);
  return c.json(await verifyForgotOtp(database(c), caller(c), { email: input.email }, input.otp));
});

userRoutes.post(`${AUTH}/login/password/reset`, async (c) => {
  userQuery(c, platformQuery);
  const input = await userBody(c, resetEmailBody);
  return c.json(await sendResetLink(database(c), caller(c), input.email));
});

userRoutes.post(`${AUTH}/login/password/reset/token`, async (c) => {
  const input = await userBody(c, codeBody);
  return c.json(await checkResetCode(database(c), input.code));
});

userRoutes.post(`${AUTH}/login/password/reset/forgot`, async (c) => {
  const input = await userBody(c, codePasswordBody);
  return signedIn(c, await resetAndSignIn(database(c), input.code, input.password));
});

userRoutes.post(`${AUTH}/login/password/forgot`, async (c) => {
  const input = await userBody(c, codePasswordBody);
  return c.json(await resetForgotPassword(database(c), input.code, input.password));
});

userRoutes.post(`${AUTH}/password`, async (c) => {
  const shopper = await requireShopper(c);
  const input = await userBody(c, updatePasswordBody);
  return c.json(await updatePassword(database(c), shopper, input.old_password, input.new_password));
});

// ---- verification links ----------------------------------------------------------------------
userRoutes.post(`${AUTH}/verify/email`, async (c) =>
  c.json(await verifyLink(database(c), 'email', (await userBody(c, codeBody)).code)),
);
userRoutes.post(`${AUTH}/verify/mobile`, async (c) =>
  c.json(await verifyLink(database(c), 'sms', (await userBody(c, codeBody)).code)),
);

// ---- the session's account -----------------------------------------------------------------------
userRoutes.get(`${AUTH}/session`, async (c) => {
  const shopper = await requireShopper(c);
  return c.json({ user: await currentUserSchema(database(c), c.get('application').id, shopper.userId) });
});
userRoutes.get(`${AUTH}/sessions`, async (c) => c.json(await listSessions(database(c), await requireShopper(c))));
userRoutes.get(`${AUTH}/logout`, async (c) => {
  await endSession(c);
  return c.json({ logout: true });
});
userRoutes.post(`${AUTH}/delete`, async (c) => {
  const shopper = await requireShopper(c);
  const answer = await deleteAccount(database(c), shopper, await userBody(c, deleteUserBody));
  await endSession(c);
  return c.json(answer);
});
userRoutes.get(`${AUTH}/user-exists`, async (c) =>
  c.json(await userExists(database(c), caller(c), userQuery(c, userExistsQuery).q)),
);
userRoutes.get(`${AUTH}/has-password`, async (c) => c.json(await hasPassword(database(c), await requireShopper(c))));

// ---- profile ---------------------------------------------------------------------------------------
async function shopperId(c: Ctx): Promise<string> {
  return (await requireShopper(c)).userId;
}

userRoutes.post(`${PROFILE}/detail`, async (c) => {
  const userId = await shopperId(c);
  userQuery(c, platformQuery);
  const input = await userBody(c, profileDetailBody);
  return c.json(await updateDetail(database(c), caller(c), userId, input));
});

userRoutes.put(`${PROFILE}/email`, async (c) => {
  const userId = await shopperId(c);
  userQuery(c, platformQuery);
  return c.json(await addEmail(database(c), caller(c), userId, (await userBody(c, emailBody)).email));
});
userRoutes.delete(`${PROFILE}/email`, async (c) => {
  const userId = await shopperId(c);
  return c.json(await removeEmail(database(c), caller(c), userId, userQuery(c, emailQuery).email));
});
userRoutes.post(`${PROFILE}/email/primary`, async (c) => {
  const userId = await shopperId(c);
  return c.json(await makePrimaryEmail(database(c), caller(c), userId, (await userBody(c, emailBody)).email));
});
userRoutes.post(`${PROFILE}/email/link/send`, async (c) => {
  const userId = await shopperId(c);
  userQuery(c, platformQuery);
  return c.json(await resendEmailLink(database(c), caller(c), userId, (await userBody(c, emailBody)).email));
});

userRoutes.put(`${PROFILE}/mobile`, async (c) => {
  const userId = await shopperId(c);
  userQuery(c, platformQuery);
  return c.json(await addPhone(database(c), caller(c), userId, phoneOf(await userBody(c, phoneBody))));
});
userRoutes.delete(`${PROFILE}/mobile`, async (c) => {
  const userId = await shopperId(c);
  return c.json(await removePhone(database(c), caller(c), userId, phoneOf(userQuery(c, phoneQuery))));
});
userRoutes.post(`${PROFILE}/mobile/primary`, async (c) => {
  const userId = await shopperId(c);
  return c.json(await makePrimaryPhone(database(c), caller(c), userId, phoneOf(await userBody(c, phoneBody))));
});
userRoutes.post(`${PROFILE}/mobile/link/send`, async (c) => {
  const userId = await shopperId(c);
  userQuery(c, platformQuery);
  return c.json(await resendMobileLink(database(c), caller(c), userId, phoneOf(await userBody(c, phoneBody))));
});

// ---- platform configuration ---------------------------------------------------------------------
userRoutes.get('/platform/v1.0/config', (c) => {
  const { name } = userQuery(c, z.object({ name: z.string().trim().max(100).optional() }));
  return c.json(platformConfig(c.get('application'), name));
});
