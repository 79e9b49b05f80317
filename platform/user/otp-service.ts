// Sign-in and registration by OTP: login/otp, otp/{mobile,email}/{send,verify}, register/form.
import { and, eq } from 'drizzle-orm';
import { userEmails, userPhones, users, verificationTokens } from './schema';
import { ApiError } from '../http/errors';
import type { EmailOtpSuccess, RegisterFormSuccess, SendOtpSuccess, VerifyOtpSuccess } from '../../contract/types/user';
import { normaliseEmail, normalisePhone } from '../../contract/account';
import { clientAddress, database, db, shopName, type Ctx } from './context';
import { USER_MESSAGES } from './messages';
import { USER_LIMITS, userTimings } from './constants';
import { hashPassword } from './password';
import { consume } from './rate-limit';
import { signIn } from './sign-in';
import { otpMessage } from './templates';
import { createUser, loadUser, refuseDuplicate, userByVerifiedEmail, userByVerifiedPhone } from './user-store';
import { findToken, issueOtp, issueToken, updatePayload, verifyOtp, type TokenRow } from './verification';

export type MobileTarget = { countryCode: number; mobile: string };

type Registration = {
  firstName: string;
  lastName: string;
  gender: string;
  passwordHash: string;
  email: string;
  emailNormalised: string;
  countryCode?: number;
  phone?: string;
  phoneNormalised?: string;
  /** Set once the first OTP created the user; a second OTP then verifies the other address. */
  userId?: string;
};

const OTP_SENT = 'OTP sent';

async function registrationFor(c: Ctx, registerToken: string): Promise<TokenRow> {
  const row = await findToken(database(c), 'registration', registerToken);
  if (!row) throw new ApiError(400, USER_MESSAGES.registerTokenInvalid);
  return row;
}

/** An OTP to a mobile: for sign-in, or (with register_token) to verify a registration's number. */
export async function sendMobileOtp(c: Ctx, target: MobileTarget, registerToken?: string): Promise<SendOtpSuccess> {
  const destination = normalisePhone(target.countryCode, target.mobile);
  let purpose: 'login' | 'register' = 'login';
  let payload: Record<string, unknown> = { countryCode: target.countryCode, phone: target.mobile };
  if (registerToken) {
    const registration = await registrationFor(c, registerToken);
    if ((registration.payload as Registration).phoneNormalised !== destination) throw new ApiError(400, USER_MESSAGES.registerTokenInvalid);
    purpose = 'register';
    payload = { registrationId: registration.id };
  }
  const issued = await issueOtp(database(c), {
    purpose,
    channel: 'sms',
    destination,
    payload,
    message: (code) => otpMessage(purpose, shopName(c), code),
    clientAddress: clientAddress(c),
  });
  return {
    success: true,
    request_id: issued.requestId,
    message: OTP_SENT,
    mobile: target.mobile,
    country_code: String(target.countryCode),
    resend_timer: issued.resendTimer,
    resend_token: issued.requestId,
    ...(registerToken ? { register_token: registerToken } : {}),
  };
}

/** An OTP to an email: for sign-in, or (with register_token) to verify a registration's email. */
export async function sendEmailOtp(c: Ctx, email: string, registerToken?: string): Promise<EmailOtpSuccess & { email: string }> {
  const destination = normaliseEmail(email);
  let purpose: 'login' | 'register' = 'login';
  let payload: Record<string, unknown> = { email };
  if (registerToken) {
    const registration = await registrationFor(c, registerToken);
    if ((registration.payload as Registration).emailNormalised !== destination) throw new ApiError(400, USER_MESSAGES.registerTokenInvalid);
    purpose = 'register';
    payload = { registrationId: registration.id };
  }
  const issued = await issueOtp(database(c), {
    purpose,
    channel: 'email',
    destination,
    payload,
    message: (code) => otpMessage(purpose, shopName(c), code),
    clientAddress: clientAddress(c),
  });
  return { success: true, message: OTP_SENT, email, request_id: issued.requestId, resend_email_token: issued.requestId, resend_timer: issued.resendTimer };
}

/** With a register_token, only an OTP of that registration is accepted (and not spent otherwise). */
async function registrationCheck(c: Ctx, registerToken: string | undefined) {
  if (!registerToken) return undefined;
  const registration = await registrationFor(c, registerToken);
  return (token: TokenRow) =>
    token.purpose === 'register' && (token.payload as { registrationId?: string }).registrationId === registration.id ? undefined : new ApiError(400, USER_MESSAGES.registerTokenInvalid);
}

export async function verifyMobileOtp(c: Ctx, input: { requestId: string; otp: string; registerToken?: string }): Promise<VerifyOtpSuccess> {
  const belongs = await registrationCheck(c, input.registerToken);
  const token = await verifyOtp(database(c), { requestId: input.requestId }, input.otp, ['login', 'register'], clientAddress(c), belongs);
  return completeOtp(c, token, 'sms', input.registerToken);
}

export async function verifyEmailOtp(c: Ctx, input: { email: string; otp: string; registerToken?: string }): Promise<VerifyOtpSuccess> {
  const purposes: Array<'register' | 'login'> = input.registerToken ? ['register'] : ['login'];
  const belongs = await registrationCheck(c, input.registerToken);
  const token = await verifyOtp(database(c), { destination: normaliseEmail(input.email), purposes }, input.otp, purposes, clientAddress(c), belongs);
  return completeOtp(c, token, 'email', input.registerToken);
}

async function completeOtp(c: Ctx, token: TokenRow, channel: 'sms' | 'email', registerToken?: string): Promise<VerifyOtpSuccess> {
  if (token.purpose === 'register') return completeRegistration(c, token, channel, registerToken);
  // Sign-in: the owner of the verified address, or a new account holding it (000 section 4:
  // a new user goes on to edit-profile).
  const existing = channel === 'sms' ? await userByVerifiedPhone(db(c), token.destination) : await userByVerifiedEmail(db(c), token.destination);
  if (existing) return { user: await signIn(c, existing), user_exists: true };
  const payload = token.payload as { countryCode?: number; phone?: string; email?: string };
  const userId = await refuseDuplicate(
    () =>
      db(c).transaction(async (tx) =>
        createUser(
          tx,
          channel === 'sms'
            ? { phone: { countryCode: Number(payload.countryCode), phone: String(payload.phone), normalised: token.destination, verified: true } }
            : { email: { email: String(payload.email ?? token.destination), normalised: token.destination, verified: true } },
        ),
      ),
    channel === 'sms' ? USER_MESSAGES.phoneInUse : USER_MESSAGES.emailInUse,
  );
  const created = (await loadUser(db(c), userId))!.user;
  return { user: await signIn(c, created), user_exists: false };
}

async function completeRegistration(c: Ctx, token: TokenRow, channel: 'sms' | 'email', registerToken?: string): Promise<VerifyOtpSuccess> {
  const registrationId = String((token.payload as { registrationId?: string }).registrationId ?? '');
  const registration = registerToken ? await registrationFor(c, registerToken) : undefined;
  // The OTP must belong to the registration the client names (when it names one).
  if (registration && registration.id !== registrationId) throw new ApiError(400, USER_MESSAGES.registerTokenInvalid);
  const [row] = registration ? [registration] : await db(c).select().from(verificationTokens).where(eq(verificationTokens.id, registrationId)).limit(1);
  if (!row) throw new ApiError(400, USER_MESSAGES.registerTokenInvalid);
  const data = row.payload as Registration;

  if (data.userId) {
    // The other address of an account the first OTP already created.
    await markVerified(c, data.userId, channel, token.destination);
    const user = (await loadUser(db(c), data.userId))?.user;
    if (!user) throw new ApiError(400, USER_MESSAGES.registerTokenInvalid);
    return { user: await signIn(c, user), user_exists: true, register_token: registerToken };
  }

  const userId = await refuseDuplicate(() => db(c).transaction(async (tx) => {
    const taken = channel === 'email' ? await userByVerifiedEmail(tx, data.emailNormalised) : await userByVerifiedPhone(tx, data.phoneNormalised ?? '');
    if (taken) throw new ApiError(409, channel === 'email' ? USER_MESSAGES.emailTaken : USER_MESSAGES.phoneTaken);
    return createUser(tx, {
      firstName: data.firstName,
      lastName: data.lastName,
      gender: data.gender,
      passwordHash: data.passwordHash,
      email: { email: data.email, normalised: data.emailNormalised, verified: channel === 'email' },
      ...(data.phone && data.phoneNormalised && data.countryCode
        ? { phone: { countryCode: data.countryCode, phone: data.phone, normalised: data.phoneNormalised, verified: channel === 'sms' } }
        : {}),
    });
  }), channel === 'email' ? USER_MESSAGES.emailTaken : USER_MESSAGES.phoneTaken);
  // The password hash has done its work; the token keeps only the new user's id.
  const { passwordHash: _dropped, ...rest } = data;
  void _dropped;
  await updatePayload(database(c), row.id, { ...rest, userId });
  const user = (await loadUser(db(c), userId))!.user;
  return { user: await signIn(c, user), user_exists: false, register_token: registerToken };
}

/** Marks a user's address verified; refuses if someone else verified it meanwhile. */
export async function markVerified(c: Ctx, userId: string, channel: 'sms' | 'email', normalised: string): Promise<void> {
  const other = channel === 'email' ? await userByVerifiedEmail(db(c), normalised) : await userByVerifiedPhone(db(c), normalised);
  if (other && other.id !== userId) throw new ApiError(409, channel === 'email' ? USER_MESSAGES.emailInUse : USER_MESSAGES.phoneInUse);
  const table = channel === 'email' ? userEmails : userPhones;
  await refuseDuplicate(() => db(c).transaction(async (tx) => {
    const [hasPrimary] = await tx.select({ id: table.id }).from(table).where(and(eq(table.userId, userId), eq(table.primary, true), eq(table.verified, true))).limit(1);
    if (!hasPrimary) await tx.update(table).set({ primary: false }).where(eq(table.userId, userId));
    // The first verified address of its kind becomes the primary one.
    await tx.update(table).set({ verified: true, ...(hasPrimary ? {} : { primary: true }) }).where(and(eq(table.userId, userId), eq(table.normalised, normalised)));
    await tx.update(users).set({ updatedAt: new Date() }).where(eq(users.id, userId));
  }), channel === 'email' ? USER_MESSAGES.emailInUse : USER_MESSAGES.phoneInUse);
}

export type RegisterInput = {
  first_name: string;
  last_name: string;
  gender?: string;
  email: string;
  password: string;
  phone?: { country_code: number; mobile: string };
};

/**
 * register/form: nothing is created until an OTP proves an address. The form is kept with a
 * register_token; OTPs go to the email (and the mobile when given).
 */
export async function registerForm(c: Ctx, input: RegisterInput): Promise<RegisterFormSuccess> {
  const emailNormalised = normaliseEmail(input.email);
  const phoneNormalised = input.phone ? normalisePhone(input.phone.country_code, input.phone.mobile) : undefined;
  // user-exists tells the same to anyone who asks, so saying it here reveals nothing more.
  if (await userByVerifiedEmail(db(c), emailNormalised)) throw new ApiError(409, USER_MESSAGES.emailTaken);
  if (phoneNormalised && (await userByVerifiedPhone(db(c), phoneNormalised))) throw new ApiError(409, USER_MESSAGES.phoneTaken);
  // Counted before the (memory-hard) hash, so a burst of forms is refused before it costs one.
  const ip = clientAddress(c);
  await consume(database(c), [
    [`register:to:${emailNormalised}`, USER_LIMITS.registrationsPerEmail],
    [ip && `register:ip:${ip}`, USER_LIMITS.registrationsPerAddress],
  ]);
  const registration: Registration = {
    firstName: input.first_name,
    lastName: input.last_name,
    gender: input.gender ?? '',
    passwordHash: await hashPassword(input.password),
    email: input.email.trim(),
    emailNormalised,
    ...(input.phone ? { countryCode: input.phone.country_code, phone: input.phone.mobile, phoneNormalised } : {}),
  };
  const { token: registerToken } = await issueToken(database(c), {
    purpose: 'registration',
    channel: 'email',
    destination: emailNormalised,
    payload: registration,
    ttlSeconds: userTimings().linkSeconds,
  });
  const email = await sendEmailOtp(c, registration.email, registerToken);
  const mobile = input.phone ? await sendMobileOtp(c, { countryCode: input.phone.country_code, mobile: input.phone.mobile }, registerToken) : undefined;
  return {
    success: true,
    register_token: registerToken,
    request_id: mobile?.request_id ?? email.request_id,
    message: OTP_SENT,
    email: registration.email,
    ...(input.phone ? { mobile: input.phone.mobile, country_code: String(input.phone.country_code) } : {}),
    resend_timer: email.resend_timer,
    resend_token: mobile?.resend_token,
    resend_email_token: email.resend_email_token,
    verify_email_otp: true,
    verify_mobile_otp: Boolean(mobile),
    user_exists: false,
  };
}
