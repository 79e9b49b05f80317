// Sign-in and registration by OTP: login/otp, otp/{mobile,email}/{send,verify}, register/form.
import { and, eq } from 'drizzle-orm';
import { userEmails, userPhones, users, verificationTokens } from './schema';
import { ApiError } from '../http/errors';
import type { EmailOtpSuccess, RegisterFormSuccess, SendOtpSuccess, VerifyOtpSuccess } from '../../contract/types/user';
import { normaliseEmail, normalisePhone } from '../../contract/account';
import type { Database } from '../db/client';
import { shopOrigin, type Caller, type SignsIn } from './caller';
import { USER_MESSAGES } from './messages';
import { USER_LIMITS, userTimings } from './constants';
import { hashPassword } from './password';
import { consume } from './rate-limit';
import { alreadyRegisteredMessage, otpMessage } from './templates';
import { createUser, loadUser, refuseDuplicate, userByVerifiedEmail, userByVerifiedPhone } from './user-store';
import { findToken, issueOtp, issueToken, updatePayload, verifyOtp, type TokenRow } from './verification';

export type MobileTarget = { countryCode: number; mobile: string };

/** otp/{mobile,email}/verify: the account to sign in, and the rest of the answer. */
type OtpSignIn = SignsIn<Omit<VerifyOtpSuccess, 'user'>>;

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

async function registrationFor(database: Database, registerToken: string): Promise<TokenRow> {
  const row = await findToken(database, 'registration', registerToken);
  if (!row) throw new ApiError(400, USER_MESSAGES.registerTokenInvalid);
  return row;
}

/**
 * Issues a sign-in OTP to `destination`, or with a register_token one that verifies that
 * registration's address (which must be this destination).
 */
async function issueSignInOtp(
  database: Database,
  caller: Caller,
  channel: 'sms' | 'email',
  destination: string,
  loginPayload: Record<string, unknown>,
  registerToken?: string,
) {
  let purpose: 'login' | 'register' = 'login';
  let payload = loginPayload;
  let instead: ReturnType<typeof alreadyRegisteredMessage> | undefined;
  if (registerToken) {
    const registration = await registrationFor(database, registerToken);
    const data = registration.payload as Registration;
    if ((channel === 'sms' ? data.phoneNormalised : data.emailNormalised) !== destination)
      throw new ApiError(400, USER_MESSAGES.registerTokenInvalid);
    purpose = 'register';
    payload = { registrationId: registration.id };
    // An address that already has an account gets a notice for its owner, never a code; the
    // answer is the same, so a registration tells no one whether the address is taken.
    const owner =
      channel === 'sms'
        ? await userByVerifiedPhone(database.db, destination)
        : await userByVerifiedEmail(database.db, destination);
    if (owner && owner.id !== data.userId)
      instead = alreadyRegisteredMessage(caller.shop.name, `${shopOrigin(caller.shop)}/auth/login/`);
  }
  return issueOtp(database, {
    purpose,
    channel,
    destination,
    payload,
    message: (code) => otpMessage(purpose, caller.shop.name, code),
    instead,
    clientAddress: caller.ip,
  });
}

/** An OTP to a mobile: for sign-in, or (with register_token) to verify a registration's number. */
export async function sendMobileOtp(
  database: Database,
  caller: Caller,
  target: MobileTarget,
  registerToken?: string,
): Promise<SendOtpSuccess> {
  const destination = normalisePhone(target.countryCode, target.mobile);
  const issued = await issueSignInOtp(
    database,
    caller,
    'sms',
    destination,
    { countryCode: target.countryCode, phone: target.mobile },
    registerToken,
  );
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
export async function sendEmailOtp(
  database: Database,
  caller: Caller,
  email: string,
  registerToken?: string,
): Promise<EmailOtpSuccess & { email: string }> {
  const issued = await issueSignInOtp(database, caller, 'email', normaliseEmail(email), { email }, registerToken);
  return {
    success: true,
    message: OTP_SENT,
    email,
    request_id: issued.requestId,
    resend_email_token: issued.requestId,
    resend_timer: issued.resendTimer,
  };
}

/** With a register_token, only an OTP of that registration is accepted (and not spent otherwise). */
async function registrationCheck(database: Database, registerToken: string | undefined) {
  if (!registerToken) return undefined;
  const registration = await registrationFor(database, registerToken);
  return (token: TokenRow) =>
    token.purpose === 'register' && (token.payload as { registrationId?: string }).registrationId === registration.id
      ? undefined
      : new ApiError(400, USER_MESSAGES.registerTokenInvalid);
}

export async function verifyMobileOtp(
  database: Database,
  caller: Caller,
  input: { requestId: string; otp: string; registerToken?: string },
): Promise<OtpSignIn> {
  const belongs = await registrationCheck(database, input.registerToken);
  const token = await verifyOtp(
    database,
    { requestId: input.requestId },
    input.otp,
    ['login', 'register'],
    caller.ip,
    belongs,
  );
  return completeOtp(database, token, 'sms', input.registerToken);
}

export async function verifyEmailOtp(
  database: Database,
  caller: Caller,
  input: { email: string; otp: string; registerToken?: string },
): Promise<OtpSignIn> {
  const purposes: Array<'register' | 'login'> = input.registerToken ? ['register'] : ['login'];
  const belongs = await registrationCheck(database, input.registerToken);
  const token = await verifyOtp(
    database,
    { destination: normaliseEmail(input.email), purposes },
    input.otp,
    purposes,
    caller.ip,
    belongs,
  );
  return completeOtp(database, token, 'email', input.registerToken);
}

async function completeOtp(
  database: Database,
  token: TokenRow,
  channel: 'sms' | 'email',
  registerToken?: string,
): Promise<OtpSignIn> {
  if (token.purpose === 'register') return completeRegistration(database, token, channel, registerToken);
  // Sign-in: the owner of the verified address, or a new account holding it
  // (a new user goes on to edit-profile).
  const existing =
    channel === 'sms'
      ? await userByVerifiedPhone(database.db, token.destination)
      : await userByVerifiedEmail(database.db, token.destination);
  if (existing) return { signIn: existing, user_exists: true };
  const payload = token.payload as { countryCode?: number; phone?: string; email?: string };
  const userId = await refuseDuplicate(
    () =>
      database.db.transaction(async (tx) =>
        createUser(
          tx,
          channel === 'sms'
            ? {
                phone: {
                  countryCode: Number(payload.countryCode),
                  phone: String(payload.phone),
                  normalised: token.destination,
                  verified: true,
                },
              }
            : {
                email: {
                  email: String(payload.email ?? token.destination),
                  normalised: token.destination,
                  verified: true,
                },
              },
        ),
      ),
    channel === 'sms' ? USER_MESSAGES.phoneInUse : USER_MESSAGES.emailInUse,
  );
  const created = (await loadUser(database.db, userId))!.user;
  return { signIn: created, user_exists: false };
}

async function completeRegistration(
  database: Database,
  token: TokenRow,
  channel: 'sms' | 'email',
  registerToken?: string,
): Promise<OtpSignIn> {
  const registrationId = String((token.payload as { registrationId?: string }).registrationId ?? '');
  const registration = registerToken ? await registrationFor(database, registerToken) : undefined;
  // The OTP must belong to the registration the client names (when it names one).
  if (registration && registration.id !== registrationId) throw new ApiError(400, USER_MESSAGES.registerTokenInvalid);
  const [row] = registration
    ? [registration]
    : await database.db.select().from(verificationTokens).where(eq(verificationTokens.id, registrationId)).limit(1);
  if (!row) throw new ApiError(400, USER_MESSAGES.registerTokenInvalid);
  const data = row.payload as Registration;

  if (data.userId) {
    // The other address of an account the first OTP already created.
    await markVerified(database, data.userId, channel, token.destination);
    const user = (await loadUser(database.db, data.userId))?.user;
    if (!user) throw new ApiError(400, USER_MESSAGES.registerTokenInvalid);
    return { signIn: user, user_exists: true, register_token: registerToken };
  }

  const userId = await refuseDuplicate(
    () =>
      database.db.transaction(async (tx) => {
        const taken =
          channel === 'email'
            ? await userByVerifiedEmail(tx, data.emailNormalised)
            : await userByVerifiedPhone(tx, data.phoneNormalised ?? '');
        if (taken) throw new ApiError(409, channel === 'email' ? USER_MESSAGES.emailTaken : USER_MESSAGES.phoneTaken);
        return createUser(tx, {
          firstName: data.firstName,
          lastName: data.lastName,
          gender: data.gender,
          passwordHash: data.passwordHash,
          email: { email: data.email, normalised: data.emailNormalised, verified: channel === 'email' },
          ...(data.phone && data.phoneNormalised && data.countryCode
            ? {
                phone: {
                  countryCode: data.countryCode,
                  phone: data.phone,
                  normalised: data.phoneNormalised,
                  verified: channel === 'sms',
                },
              }
            : {}),
        });
      }),
    channel === 'email' ? USER_MESSAGES.emailTaken : USER_MESSAGES.phoneTaken,
  );
  // The password hash has done its work; the token keeps only the new user's id.
  const { passwordHash: _dropped, ...rest } = data;
  void _dropped;
  await updatePayload(database, row.id, { ...rest, userId });
  const user = (await loadUser(database.db, userId))!.user;
  return { signIn: user, user_exists: false, register_token: registerToken };
}

/** Marks a user's address verified; refuses if someone else verified it meanwhile. */
export async function markVerified(
  database: Database,
  userId: string,
  channel: 'sms' | 'email',
  normalised: string,
): Promise<void> {
  const other =
    channel === 'email'
      ? await userByVerifiedEmail(database.db, normalised)
      : await userByVerifiedPhone(database.db, normalised);
  if (other && other.id !== userId)
    throw new ApiError(409, channel === 'email' ? USER_MESSAGES.emailInUse : USER_MESSAGES.phoneInUse);
  const table = channel === 'email' ? userEmails : userPhones;
  await refuseDuplicate(
    () =>
      database.db.transaction(async (tx) => {
        const [hasPrimary] = await tx
          .select({ id: table.id })
          .from(table)
          .where(and(eq(table.userId, userId), eq(table.primary, true), eq(table.verified, true)))
          .limit(1);
        if (!hasPrimary) await tx.update(table).set({ primary: false }).where(eq(table.userId, userId));
        // The first verified address of its kind becomes the primary one.
        await tx
          .update(table)
          .set({ verified: true, ...(hasPrimary ? {} : { primary: true }) })
          .where(and(eq(table.userId, userId), eq(table.normalised, normalised)));
        await tx.update(users).set({ updatedAt: new Date() }).where(eq(users.id, userId));
      }),
    channel === 'email' ? USER_MESSAGES.emailInUse : USER_MESSAGES.phoneInUse,
  );
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
 * register_token; OTPs go to the email (and the mobile when given), through the send gate. An
 * address that already has an account is answered the same, and its owner told instead.
 */
export async function registerForm(
  database: Database,
  caller: Caller,
  input: RegisterInput,
): Promise<RegisterFormSuccess> {
  const emailNormalised = normaliseEmail(input.email);
  const phoneNormalised = input.phone ? normalisePhone(input.phone.country_code, input.phone.mobile) : undefined;
  // Counted before the (memory-hard) hash, so a burst of forms is refused before it costs one. A
  // taken email or mobile is answered like a new one: its owner gets a notice instead of a code.
  const ip = caller.ip;
  // The requester's own address first; the email is counted per asking address, so a stranger's
  // forms never hold its owner back.
  await consume(database, [
    [ip && `register:ip:${ip}`, USER_LIMITS.registrationsPerAddress],
    [`register:to:${emailNormalised}|${ip ?? ''}`, USER_LIMITS.registrationsPerEmail],
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
  const { token: registerToken } = await issueToken(database, {
    purpose: 'registration',
    channel: 'email',
    destination: emailNormalised,
    payload: registration,
    ttlSeconds: userTimings().linkSeconds,
  });
  const email = await sendEmailOtp(database, caller, registration.email, registerToken);
  const mobile = input.phone
    ? await sendMobileOtp(
        database,
        caller,
        { countryCode: input.phone.country_code, mobile: input.phone.mobile },
        registerToken,
      )
    : undefined;
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
