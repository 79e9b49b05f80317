// Passwords: sign-in, forgot (OTP or reset link), reset, set and change.
import { and, eq, ne } from 'drizzle-orm';
import { sessions, users } from './schema';
import { ApiError } from '../http/errors';
import type { EmailOtpSuccess, SendOtpSuccess, VerifyForgotOtpSuccess } from '../../contract/types/user';
import { normaliseEmail, normalisePhone } from '../../contract/account';
import type { Database } from '../db/client';
import { shopOrigin, type Caller, type SignsIn } from './caller';
import { USER_MESSAGES } from './messages';
import { USER_LIMITS, passwordBackoff, userTimings } from './constants';
import { decoyHash, hashPassword, verifyPassword } from './password';
import { claimAttempt, clear, consume, hit, peek } from './rate-limit';
import { fromAddress, release } from './failure-count';
import { endAllSessions } from './session';
import { parseUsername } from './sign-in';
import { otpMessage, resetLinkMessage } from './templates';
import { assertCanSignIn, mustLoadUser, userByVerifiedEmail, userByVerifiedPhone, type UserRow } from './user-store';
import { findToken, issueOtp, issueToken, spendToken, verifyOtp, type OtpRequest } from './verification';
import { claimSend, deliver } from './send-gate';
import type { MobileTarget } from './otp-service';

/**
 * login/password. An unknown account and a wrong password take the same time (a decoy hash is
 * checked) and give the same answer. Failures count per client address, per account from that
 * address (the back-off: a stranger's guesses hold back the stranger's address only) and per
 * account from everywhere (past its cap an address that has failed waits after each failure; one
 * that has not signs in at once).
 */
export async function passwordLogin(
  database: Database,
  caller: Caller,
  username: string,
  password: string,
): Promise<SignsIn> {
  const account = parseUsername(username);
  const ip = caller.ip;
  const addressKey = ip && `login:ip:${ip}`;
  const pairKey = fromAddress('login:acct-ip', account.normalised, ip);
  const accountKey = `login:acct-fail:${account.normalised}`;
  // Counted before the (slow) hash is checked, so a burst of parallel guesses cannot all pass a
  // read-only check; a right password hands the address's attempt back and clears the pair.
  await consume(database, [[addressKey, USER_LIMITS.loginFailuresPerAddress]]);
  const crowded = (await peek(database, accountKey)).count >= USER_LIMITS.passwordFailuresPerAccount[0];
  await claimAttempt(database, pairKey, crowded ? { ...passwordBackoff(), free: 1 } : passwordBackoff());
  const user =
    account.kind === 'email'
      ? await userByVerifiedEmail(database.db, account.normalised)
      : await userByVerifiedPhone(database.db, account.normalised);
  const matches = await verifyPassword(password, user?.passwordHash ?? (await decoyHash()));
  if (!user || !user.passwordHash || !matches) {
    await hit(database, accountKey, USER_LIMITS.passwordFailuresPerAccount);
    throw new ApiError(400, USER_MESSAGES.badCredentials);
  }
  await clear(database, pairKey);
  await release(database, addressKey);
  return { signIn: user };
}

/** A forgot-password OTP to the owner of a verified address; for no live owner a decoy (nothing sent). */
function issueForgotOtp(
  database: Database,
  caller: Caller,
  channel: OtpRequest['channel'],
  destination: string,
  user: UserRow | undefined,
) {
  const live = user && !user.deleted && user.active;
  return issueOtp(database, {
    purpose: 'forgot',
    channel,
    destination,
    userId: live ? user.id : null,
    message: live ? (code) => otpMessage('forgot', caller.shop.name, code) : undefined,
    clientAddress: caller.ip,
  });
}

/** Forgot password by OTP. For an unknown number the OTP is a decoy: same answer, nothing sent. */
export async function sendForgotMobileOtp(
  database: Database,
  caller: Caller,
  target: MobileTarget,
): Promise<SendOtpSuccess> {
  const destination = normalisePhone(target.countryCode, target.mobile);
  const issued = await issueForgotOtp(
    database,
    caller,
    'sms',
    destination,
    await userByVerifiedPhone(database.db, destination),
  );
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

export async function sendForgotEmailOtp(database: Database, caller: Caller, email: string): Promise<EmailOtpSuccess> {
  const destination = normaliseEmail(email);
  const issued = await issueForgotOtp(
    database,
    caller,
    'email',
    destination,
    await userByVerifiedEmail(database.db, destination),
  );
  return {
    success: true,
    message: 'OTP sent',
    request_id: issued.requestId,
    resend_email_token: issued.requestId,
    resend_timer: issued.resendTimer,
  };
}

/** A right forgot OTP answers a forgot_token, which login/password/forgot exchanges for a new password. */
export async function verifyForgotOtp(
  database: Database,
  caller: Caller,
  lookup: { requestId: string } | { email: string },
  otp: string,
): Promise<VerifyForgotOtpSuccess> {
  const token = await verifyOtp(
    database,
    'requestId' in lookup
      ? { requestId: lookup.requestId }
      : { destination: normaliseEmail(lookup.email), purposes: ['forgot'] },
    otp,
    ['forgot'],
    caller.ip,
  );
  // Decoys are never sent, so cannot be answered; a missing user here is a deleted row.
  if (!token.userId) throw new ApiError(400, USER_MESSAGES.otpInvalid);
  const { token: forgotToken } = await issueToken(database, {
    purpose: 'forgot_token',
    channel: token.channel,
    destination: token.destination,
    userId: token.userId,
    ttlSeconds: userTimings().resetSeconds,
  });
  return { success: true, forgot_token: forgotToken };
}

/** login/password/reset: a reset link by email. Always "sent", whether or not the account exists. */
export async function sendResetLink(database: Database, caller: Caller, email: string): Promise<{ status: string }> {
  const destination = normaliseEmail(email);
  // Counted by the send gate whether or not the account exists, so the answers match.
  const permit = await claimSend(database, { channel: 'email', to: destination, clientAddress: caller.ip });
  const user = await userByVerifiedEmail(database.db, destination);
  if (user && !user.deleted && user.active) {
    const { token } = await issueToken(database, {
      purpose: 'reset',
      channel: 'email',
      destination,
      userId: user.id,
      ttlSeconds: userTimings().resetSeconds,
    });
    const link = `${shopOrigin(caller.shop)}/auth/set-password?code=${encodeURIComponent(token)}`;
    await deliver(database, permit, resetLinkMessage(caller.shop.name, link));
  }
  return { status: 'sent' };
}

/** login/password/reset/token: is this reset code (link code or forgot_token) still good? */
export async function checkResetCode(database: Database, code: string): Promise<{ status: string }> {
  const row = (await findToken(database, 'reset', code)) ?? (await findToken(database, 'forgot_token', code));
  if (!row) throw new ApiError(400, USER_MESSAGES.resetCodeInvalid);
  return { status: 'valid' };
}

async function spendResetCode(database: Database, code: string): Promise<string> {
  const row = (await spendToken(database, 'reset', code)) ?? (await spendToken(database, 'forgot_token', code));
  if (!row?.userId) throw new ApiError(400, USER_MESSAGES.resetCodeInvalid);
  return row.userId;
}

async function setPassword(database: Database, userId: string, password: string): Promise<void> {
  await database.db
    .update(users)
    .set({ passwordHash: await hashPassword(password), hasPassword: true, updatedAt: new Date() })
    .where(eq(users.id, userId));
}

/** A new password by reset code (link code or forgot_token); every session of the account ends. */
async function resetPassword(database: Database, code: string, password: string) {
  const userId = await spendResetCode(database, code);
  const { user } = await mustLoadUser(database.db, userId);
  assertCanSignIn(user);
  await setPassword(database, userId, password);
  await endAllSessions(database, userId);
  return user;
}

/** login/password/reset/forgot: a new password by code, then signed in (by the route). */
export async function resetAndSignIn(database: Database, code: string, password: string): Promise<SignsIn> {
  return { signIn: await resetPassword(database, code, password) };
}

/** login/password/forgot: a new password by code, without signing in. */
export async function resetForgotPassword(
  database: Database,
  code: string,
  password: string,
): Promise<{ success: boolean }> {
  await resetPassword(database, code, password);
  return { success: true };
}

/**
 * password: set one (OTP and social accounts have none) or change it (the current one is needed).
 * Other sessions of the account end; this one stays.
 */
export async function updatePassword(
  database: Database,
  shopper: { userId: string; sessionId: string },
  oldPassword: string | undefined,
  newPassword: string,
): Promise<{ message: string }> {
  const { user } = await mustLoadUser(database.db, shopper.userId);
  if (user.passwordHash && !oldPassword) throw new ApiError(400, USER_MESSAGES.oldPasswordRequired);
  // Every way through here hashes: counted first, like a sign-in.
  const key = `login:acct:user:${user.id}`;
  await claimAttempt(database, key, passwordBackoff());
  if (user.passwordHash) {
    if (!(await verifyPassword(oldPassword ?? '', user.passwordHash)))
      throw new ApiError(400, USER_MESSAGES.wrongOldPassword);
    if (oldPassword === newPassword) throw new ApiError(400, USER_MESSAGES.samePassword);
  }
  await setPassword(database, user.id, newPassword);
  await clear(database, key);
  await database.db.delete(sessions).where(and(eq(sessions.userId, user.id), ne(sessions.id, shopper.sessionId)));
  return { message: user.passwordHash ? 'Password updated' : 'Password set' };
}
