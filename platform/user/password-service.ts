// Passwords: sign-in, forgot (OTP or reset link), reset, set and change.
import { and, eq, ne } from 'drizzle-orm';
import { sessions, users } from './schema';
import { ApiError } from '../http/errors';
import type { EmailOtpSuccess, LoginSuccess, SendOtpSuccess, VerifyForgotOtpSuccess } from '../../contract/types/user';
import { normaliseEmail, normalisePhone } from '../../contract/account';
import { clientAddress, database, db, shopName, shopOrigin, type Ctx } from './context';
import { USER_MESSAGES } from './messages';
import { USER_LIMITS, passwordBackoff, userTimings } from './constants';
import { decoyHash, hashPassword, verifyPassword } from './password';
import { claimAttempt, clear, consume } from './rate-limit';
import { endAllSessions, startSession } from './session';
import { currentUserSchema, parseUsername, signIn } from './sign-in';
import { otpMessage, resetLinkMessage } from './templates';
import { assertCanSignIn, mustLoadUser, userByVerifiedEmail, userByVerifiedPhone, type UserRow } from './user-store';
import { findToken, issueOtp, issueToken, spendToken, verifyOtp, type OtpRequest } from './verification';
import { send } from './outbox';
import type { MobileTarget } from './otp-service';

/**
 * login/password. An unknown account and a wrong password take the same time (a decoy hash is
 * checked) and give the same answer; failures count per account as typed and per client address.
 */
export async function passwordLogin(c: Ctx, username: string, password: string): Promise<LoginSuccess> {
  const account = parseUsername(username);
  const ip = clientAddress(c);
  const accountKey = `login:acct:${account.normalised}`;
  // Counted before the (slow) hash is checked, so a burst of parallel guesses cannot all pass a
  // read-only check; a right password clears the account's count again.
  await consume(database(c), [[ip && `login:ip:${ip}`, USER_LIMITS.loginFailuresPerAddress]]);
  await claimAttempt(database(c), accountKey, passwordBackoff());
  const user = account.kind === 'email' ? await userByVerifiedEmail(db(c), account.normalised) : await userByVerifiedPhone(db(c), account.normalised);
  const matches = await verifyPassword(password, user?.passwordHash ?? (await decoyHash()));
  if (!user || !user.passwordHash || !matches) throw new ApiError(400, USER_MESSAGES.badCredentials);
  await clear(database(c), accountKey);
  return { user: await signIn(c, user) };
}

/** A forgot-password OTP to the owner of a verified address; for no live owner a decoy (nothing sent). */
function issueForgotOtp(c: Ctx, channel: OtpRequest['channel'], destination: string, user: UserRow | undefined) {
  const live = user && !user.deleted && user.active;
  return issueOtp(database(c), {
    purpose: 'forgot',
    channel,
    destination,
    userId: live ? user.id : null,
    message: live ? (code) => otpMessage('forgot', shopName(c), code) : undefined,
    clientAddress: clientAddress(c),
  });
}

/** Forgot password by OTP. For an unknown number the OTP is a decoy: same answer, nothing sent. */
export async function sendForgotMobileOtp(c: Ctx, target: MobileTarget): Promise<SendOtpSuccess> {
  const destination = normalisePhone(target.countryCode, target.mobile);
  const issued = await issueForgotOtp(c, 'sms', destination, await userByVerifiedPhone(db(c), destination));
  return {
    success: true,
    request_id: issued.requestId,
    message: 'OTP sent',
    mobile: target.mobile,
    country_code: String(target.countryCode),
    resend_timer: issued.resendTimer,
    resend_token: issued.requestId,
  };
}

export async function sendForgotEmailOtp(c: Ctx, email: string): Promise<EmailOtpSuccess> {
  const destination = normaliseEmail(email);
  const issued = await issueForgotOtp(c, 'email', destination, await userByVerifiedEmail(db(c), destination));
  return { success: true, message: 'OTP sent', request_id: issued.requestId, resend_email_token: issued.requestId, resend_timer: issued.resendTimer };
}

/** A right forgot OTP answers a forgot_token, which login/password/forgot exchanges for a new password. */
export async function verifyForgotOtp(c: Ctx, lookup: { requestId: string } | { email: string }, otp: string): Promise<VerifyForgotOtpSuccess> {
  const token = await verifyOtp(
    database(c),
    'requestId' in lookup ? { requestId: lookup.requestId } : { destination: normaliseEmail(lookup.email), purposes: ['forgot'] },
    otp,
    ['forgot'],
    clientAddress(c),
  );
  // Decoys are never sent, so cannot be answered; a missing user here is a deleted row.
  if (!token.userId) throw new ApiError(400, USER_MESSAGES.otpInvalid);
  const { token: forgotToken } = await issueToken(database(c), {
    purpose: 'forgot_token',
    channel: token.channel,
    destination: token.destination,
    userId: token.userId,
    ttlSeconds: userTimings().resetSeconds,
  });
  return { success: true, forgot_token: forgotToken };
}

/** login/password/reset: a reset link by email. Always "sent", whether or not the account exists. */
export async function sendResetLink(c: Ctx, email: string): Promise<{ status: string }> {
  const destination = normaliseEmail(email);
  await consume(database(c), [
    [`send:to:${destination}`, USER_LIMITS.sendsPerDestination],
    [clientAddress(c) && `send:ip:${clientAddress(c)}`, USER_LIMITS.sendsPerAddress],
  ]);
  const user = await userByVerifiedEmail(db(c), destination);
  if (user && !user.deleted && user.active) {
    const { token } = await issueToken(database(c), { purpose: 'reset', channel: 'email', destination, userId: user.id, ttlSeconds: userTimings().resetSeconds });
    const link = `${shopOrigin(c)}/auth/set-password?code=${encodeURIComponent(token)}`;
    await send(db(c), { channel: 'email', to: destination, ...resetLinkMessage(shopName(c), link) });
  }
  return { status: 'sent' };
}

/** login/password/reset/token: is this reset code (link code or forgot_token) still good? */
export async function checkResetCode(c: Ctx, code: string): Promise<{ status: string }> {
  const row = (await findToken(database(c), 'reset', code)) ?? (await findToken(database(c), 'forgot_token', code));
  if (!row) throw new ApiError(400, USER_MESSAGES.resetCodeInvalid);
  return { status: 'valid' };
}

async function spendResetCode(c: Ctx, code: string): Promise<string> {
  const row = (await spendToken(database(c), 'reset', code)) ?? (await spendToken(database(c), 'forgot_token', code));
  if (!row?.userId) throw new ApiError(400, USER_MESSAGES.resetCodeInvalid);
  return row.userId;
}

async function setPassword(c: Ctx, userId: string, password: string): Promise<void> {
  await db(c)
    .update(users)
    .set({ passwordHash: await hashPassword(password), hasPassword: true, updatedAt: new Date() })
    .where(eq(users.id, userId));
}

/** login/password/reset/forgot: a new password by code, then signed in. Every other session ends. */
export async function resetAndSignIn(c: Ctx, code: string, password: string): Promise<LoginSuccess> {
  const userId = await spendResetCode(c, code);
  const { user } = await mustLoadUser(db(c), userId);
  assertCanSignIn(user);
  await setPassword(c, userId, password);
  await endAllSessions(c, userId);
  await startSession(c, userId);
  return { user: await currentUserSchema(c, userId) };
}

/** login/password/forgot: a new password by code, without signing in. Every session ends. */
export async function resetForgotPassword(c: Ctx, code: string, password: string): Promise<{ success: boolean }> {
  const userId = await spendResetCode(c, code);
  const { user } = await mustLoadUser(db(c), userId);
  assertCanSignIn(user);
  await setPassword(c, userId, password);
  await endAllSessions(c, userId);
  return { success: true };
}

/**
 * password: set one (OTP and social accounts have none) or change it (the current one is needed).
 * Other sessions of the account end; this one stays.
 */
export async function updatePassword(c: Ctx, shopper: { userId: string; sessionId: string }, oldPassword: string | undefined, newPassword: string): Promise<{ message: string }> {
  const { user } = await mustLoadUser(db(c), shopper.userId);
  if (user.passwordHash && !oldPassword) throw new ApiError(400, USER_MESSAGES.oldPasswordRequired);
  // Every way through here hashes: counted first, like a sign-in.
  const key = `login:acct:user:${user.id}`;
  await claimAttempt(database(c), key, passwordBackoff());
  if (user.passwordHash) {
    if (!(await verifyPassword(oldPassword ?? '', user.passwordHash))) throw new ApiError(400, USER_MESSAGES.wrongOldPassword);
    if (oldPassword === newPassword) throw new ApiError(400, USER_MESSAGES.samePassword);
  }
  await setPassword(c, user.id, newPassword);
  await clear(database(c), key);
  await db(c)
    .delete(sessions)
    .where(and(eq(sessions.userId, user.id), ne(sessions.id, shopper.sessionId)));
  return { message: user.passwordHash ? 'Password updated' : 'Password set' };
}

