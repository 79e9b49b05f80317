// The shopper's own profile: details, emails and phone numbers, and their verification links.
// Every function takes the user id from the session (requireShopper), never from the request.
import { and, eq } from 'drizzle-orm';
import { userEmails, userPhones, users } from './schema';
import { ApiError } from '../http/errors';
import type { ProfileEditSuccess, UserSchema } from '../../contract/types/user';
import { normaliseEmail, normalisePhone } from '../../contract/account';
import { clientAddress, database, db, shopName, shopOrigin, type Ctx } from './context';
import { USER_MESSAGES } from './messages';
import { USER_LIMITS, userTimings } from './constants';
import { markVerified } from './otp-service';
import { send } from './outbox';
import { consume } from './rate-limit';
import { currentUserSchema } from './sign-in';
import { verifyEmailLinkMessage, verifyMobileLinkMessage } from './templates';
import { userByVerifiedEmail, userByVerifiedPhone } from './user-store';
import { issueToken, spendToken } from './verification';

export type PhoneInput = { countryCode: number; phone: string };
type Kind = 'email' | 'sms';

async function throttleSend(c: Ctx, destination: string): Promise<void> {
  await consume(database(c), [
    [`send:to:${destination}`, USER_LIMITS.sendsPerDestination],
    [clientAddress(c) && `send:ip:${clientAddress(c)}`, USER_LIMITS.sendsPerAddress],
  ]);
}

async function sendEmailLink(c: Ctx, userId: string, normalised: string): Promise<void> {
  await throttleSend(c, normalised);
  const { token } = await issueToken(database(c), { purpose: 'verify_email', channel: 'email', destination: normalised, userId, ttlSeconds: userTimings().linkSeconds });
  const link = `${shopOrigin(c)}/auth/verify-email?code=${encodeURIComponent(token)}`;
  await send(db(c), { channel: 'email', to: normalised, ...verifyEmailLinkMessage(shopName(c), link) });
}

async function sendMobileLink(c: Ctx, userId: string, normalised: string): Promise<void> {
  await throttleSend(c, normalised);
  const { token } = await issueToken(database(c), { purpose: 'verify_mobile', channel: 'sms', destination: normalised, userId, ttlSeconds: userTimings().linkSeconds });
  const link = `${shopOrigin(c)}/auth/verify-mobile?code=${encodeURIComponent(token)}`;
  await send(db(c), { channel: 'sms', to: normalised, ...verifyMobileLinkMessage(shopName(c), link) });
}

async function ownEmail(c: Ctx, userId: string, normalised: string) {
  const [row] = await db(c).select().from(userEmails).where(and(eq(userEmails.userId, userId), eq(userEmails.normalised, normalised))).limit(1);
  return row;
}

async function ownPhone(c: Ctx, userId: string, normalised: string) {
  const [row] = await db(c).select().from(userPhones).where(and(eq(userPhones.userId, userId), eq(userPhones.normalised, normalised))).limit(1);
  return row;
}

async function touch(c: Ctx, userId: string): Promise<void> {
  await db(c).update(users).set({ updatedAt: new Date() }).where(eq(users.id, userId));
}

/**
 * Adds an email (unverified, not primary) and sends it a verification link. An email already on
 * the profile unverified gets a new link; one verified by another account is refused.
 */
export async function addEmail(c: Ctx, userId: string, email: string): Promise<{ user: UserSchema; verify_email_link: boolean }> {
  const normalised = normaliseEmail(email);
  const mine = await ownEmail(c, userId, normalised);
  if (mine?.verified) throw new ApiError(409, USER_MESSAGES.emailAlreadyOnProfile);
  const owner = await userByVerifiedEmail(db(c), normalised);
  if (owner && owner.id !== userId) throw new ApiError(409, USER_MESSAGES.emailInUse);
  if (!mine) {
    await db(c).insert(userEmails).values({ userId, email: email.trim(), normalised, primary: false, verified: false });
    await touch(c, userId);
  }
  await sendEmailLink(c, userId, normalised);
  return { user: await currentUserSchema(c, userId), verify_email_link: true };
}

export async function addPhone(c: Ctx, userId: string, input: PhoneInput): Promise<{ user: UserSchema; verify_mobile_link: boolean }> {
  const normalised = normalisePhone(input.countryCode, input.phone);
  const mine = await ownPhone(c, userId, normalised);
  if (mine?.verified) throw new ApiError(409, USER_MESSAGES.phoneAlreadyOnProfile);
  const owner = await userByVerifiedPhone(db(c), normalised);
  if (owner && owner.id !== userId) throw new ApiError(409, USER_MESSAGES.phoneInUse);
  if (!mine) {
    await db(c).insert(userPhones).values({ userId, countryCode: input.countryCode, phone: input.phone, normalised, primary: false, verified: false });
    await touch(c, userId);
  }
  await sendMobileLink(c, userId, normalised);
  return { user: await currentUserSchema(c, userId), verify_mobile_link: true };
}

export async function removeEmail(c: Ctx, userId: string, email: string): Promise<{ user: UserSchema }> {
  const row = await ownEmail(c, userId, normaliseEmail(email));
  if (!row) throw new ApiError(404, USER_MESSAGES.emailNotOnProfile);
  if (row.primary) throw new ApiError(400, USER_MESSAGES.cannotRemovePrimaryEmail);
  await db(c).delete(userEmails).where(eq(userEmails.id, row.id));
  await touch(c, userId);
  return { user: await currentUserSchema(c, userId) };
}

export async function removePhone(c: Ctx, userId: string, input: PhoneInput): Promise<{ user: UserSchema }> {
  const row = await ownPhone(c, userId, normalisePhone(input.countryCode, input.phone));
  if (!row) throw new ApiError(404, USER_MESSAGES.phoneNotOnProfile);
  if (row.primary) throw new ApiError(400, USER_MESSAGES.cannotRemovePrimaryPhone);
  await db(c).delete(userPhones).where(eq(userPhones.id, row.id));
  await touch(c, userId);
  return { user: await currentUserSchema(c, userId) };
}

export async function makePrimaryEmail(c: Ctx, userId: string, email: string): Promise<{ user: UserSchema }> {
  const row = await ownEmail(c, userId, normaliseEmail(email));
  if (!row) throw new ApiError(404, USER_MESSAGES.emailNotOnProfile);
  if (!row.verified) throw new ApiError(400, USER_MESSAGES.primaryNeedsVerified);
  await db(c).transaction(async (tx) => {
    await tx.update(userEmails).set({ primary: false }).where(eq(userEmails.userId, userId));
    await tx.update(userEmails).set({ primary: true }).where(eq(userEmails.id, row.id));
  });
  await touch(c, userId);
  return { user: await currentUserSchema(c, userId) };
}

export async function makePrimaryPhone(c: Ctx, userId: string, input: PhoneInput): Promise<{ user: UserSchema }> {
  const row = await ownPhone(c, userId, normalisePhone(input.countryCode, input.phone));
  if (!row) throw new ApiError(404, USER_MESSAGES.phoneNotOnProfile);
  if (!row.verified) throw new ApiError(400, USER_MESSAGES.primaryNeedsVerified);
  await db(c).transaction(async (tx) => {
    await tx.update(userPhones).set({ primary: false }).where(eq(userPhones.userId, userId));
    await tx.update(userPhones).set({ primary: true }).where(eq(userPhones.id, row.id));
  });
  await touch(c, userId);
  return { user: await currentUserSchema(c, userId) };
}

export async function resendEmailLink(c: Ctx, userId: string, email: string): Promise<{ verify_email_link: boolean }> {
  const row = await ownEmail(c, userId, normaliseEmail(email));
  if (!row) throw new ApiError(404, USER_MESSAGES.emailNotOnProfile);
  if (row.verified) throw new ApiError(400, USER_MESSAGES.emailAlreadyVerified);
  await sendEmailLink(c, userId, row.normalised);
  return { verify_email_link: true };
}

export async function resendMobileLink(c: Ctx, userId: string, input: PhoneInput): Promise<{ verify_mobile_link: boolean }> {
  const row = await ownPhone(c, userId, normalisePhone(input.countryCode, input.phone));
  if (!row) throw new ApiError(404, USER_MESSAGES.phoneNotOnProfile);
  if (row.verified) throw new ApiError(400, USER_MESSAGES.phoneAlreadyVerified);
  await sendMobileLink(c, userId, row.normalised);
  return { verify_mobile_link: true };
}

/** verify/email and verify/mobile: the link's code proves the address; no session is needed. */
export async function verifyLink(c: Ctx, kind: Kind, code: string): Promise<{ message: string }> {
  const row = await spendToken(database(c), kind === 'email' ? 'verify_email' : 'verify_mobile', code);
  if (!row?.userId) throw new ApiError(400, USER_MESSAGES.linkInvalid);
  const onProfile = kind === 'email' ? await ownEmail(c, row.userId, row.destination) : await ownPhone(c, row.userId, row.destination);
  // The address was removed from the profile after the link was sent.
  if (!onProfile) throw new ApiError(400, USER_MESSAGES.linkInvalid);
  await markVerified(c, row.userId, kind, row.destination);
  return { message: kind === 'email' ? 'Email verified' : 'Mobile number verified' };
}

export type DetailInput = {
  first_name?: string;
  last_name?: string;
  gender?: string;
  dob?: string;
  profile_pic_url?: string;
  email?: string;
  mobile?: { phone: string; country_code: number };
};

/** profile/detail: names, gender, birth date, picture; a new email or mobile is added and sent a link. */
export async function updateDetail(c: Ctx, userId: string, input: DetailInput): Promise<ProfileEditSuccess> {
  const changes: Partial<typeof users.$inferInsert> = { updatedAt: new Date() };
  if (input.first_name !== undefined) changes.firstName = input.first_name;
  if (input.last_name !== undefined) changes.lastName = input.last_name;
  if (input.gender !== undefined) changes.gender = input.gender;
  if (input.dob !== undefined) changes.dob = input.dob || null;
  if (input.profile_pic_url !== undefined) changes.profilePicUrl = input.profile_pic_url;
  await db(c).update(users).set(changes).where(eq(users.id, userId));

  let verifyEmail = false;
  let verifyMobile = false;
  if (input.email) {
    const mine = await ownEmail(c, userId, normaliseEmail(input.email));
    if (!mine?.verified) verifyEmail = (await addEmail(c, userId, input.email)).verify_email_link;
  }
  if (input.mobile) {
    const target = { countryCode: input.mobile.country_code, phone: input.mobile.phone };
    const mine = await ownPhone(c, userId, normalisePhone(target.countryCode, target.phone));
    if (!mine?.verified) verifyMobile = (await addPhone(c, userId, target)).verify_mobile_link;
  }
  return {
    success: true,
    user: await currentUserSchema(c, userId),
    verify_email_link: verifyEmail,
    verify_mobile_link: verifyMobile,
    verify_email_otp: false,
    verify_mobile_otp: false,
    ...(input.email ? { email: input.email } : {}),
    ...(input.mobile ? { mobile: input.mobile.phone, country_code: String(input.mobile.country_code) } : {}),
  };
}
