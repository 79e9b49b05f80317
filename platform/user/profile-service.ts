// The shopper's own profile: details, emails and phone numbers, and their verification links.
// Every function takes the user id from the session (requireShopper), never from the request.
import { and, eq } from 'drizzle-orm';
import { userEmails, userPhones, users } from './schema';
import { ApiError } from '../http/errors';
import type { EditProfileRequest, ProfileEditSuccess, UserSchema } from '../../contract/types/user';
import { normaliseEmail, normalisePhone } from '../../contract/account';
import type { Database } from '../db/client';
import { shopOrigin, type Caller } from './caller';
import { USER_MESSAGES } from './messages';
import { userTimings } from './constants';
import { markVerified } from './otp-service';
import { claimSend, deliver } from './send-gate';
import { currentUserSchema } from './sign-in';
import { addressInUseMessage, verifyEmailLinkMessage, verifyMobileLinkMessage } from './templates';
import { userByVerifiedEmail, userByVerifiedPhone } from './user-store';
import { issueToken, spendToken } from './verification';

export type PhoneInput = { countryCode: number; phone: string };
type Kind = 'email' | 'sms';

/**
 * A verification link to an address on the shopper's profile, through the send gate. An address
 * another account has verified gets a notice to its owner instead (the answer is the same).
 */
async function sendAddressLink(
  database: Database,
  caller: Caller,
  userId: string,
  kind: Kind,
  normalised: string,
): Promise<void> {
  const permit = await claimSend(database, {
    channel: kind,
    to: normalised,
    clientAddress: caller.ip,
    accountId: userId,
  });
  const owner =
    kind === 'email'
      ? await userByVerifiedEmail(database.db, normalised)
      : await userByVerifiedPhone(database.db, normalised);
  if (owner && owner.id !== userId) {
    await deliver(database, permit, addressInUseMessage(caller.shop.name, `${shopOrigin(caller.shop)}/auth/login/`));
    return;
  }
  const purpose = kind === 'email' ? 'verify_email' : 'verify_mobile';
  const { token } = await issueToken(database, {
    purpose,
    channel: kind,
    destination: normalised,
    userId,
    ttlSeconds: userTimings().linkSeconds,
  });
  const link = `${shopOrigin(caller.shop)}/auth/${kind === 'email' ? 'verify-email' : 'verify-mobile'}?code=${encodeURIComponent(token)}`;
  await deliver(
    database,
    permit,
    kind === 'email' ? verifyEmailLinkMessage(caller.shop.name, link) : verifyMobileLinkMessage(caller.shop.name, link),
  );
}

async function ownEmail(database: Database, userId: string, normalised: string) {
  const [row] = await database.db
    .select()
    .from(userEmails)
    .where(and(eq(userEmails.userId, userId), eq(userEmails.normalised, normalised)))
    .limit(1);
  return row;
}

async function ownPhone(database: Database, userId: string, normalised: string) {
  const [row] = await database.db
    .select()
    .from(userPhones)
    .where(and(eq(userPhones.userId, userId), eq(userPhones.normalised, normalised)))
    .limit(1);
  return row;
}

async function touch(database: Database, userId: string): Promise<void> {
  await database.db.update(users).set({ updatedAt: new Date() }).where(eq(users.id, userId));
}

/**
 * Adds an email (unverified, not primary) and sends it a verification link. An email already on
 * the profile unverified gets a new link. One verified by another account is answered the same
 * (so no one learns it has an account); its owner is told instead, and it can never be verified here.
 */
export async function addEmail(
  database: Database,
  caller: Caller,
  userId: string,
  email: string,
): Promise<{ user: UserSchema; verify_email_link: boolean }> {
  const normalised = normaliseEmail(email);
  const mine = await ownEmail(database, userId, normalised);
  if (mine?.verified) throw new ApiError(409, USER_MESSAGES.emailAlreadyOnProfile);
  if (!mine) {
    await database.db
      .insert(userEmails)
      .values({ userId, email: email.trim(), normalised, primary: false, verified: false });
    await touch(database, userId);
  }
  await sendAddressLink(database, caller, userId, 'email', normalised);
  return { user: await currentUserSchema(database, caller.shop.applicationId, userId), verify_email_link: true };
}

export async function addPhone(
  database: Database,
  caller: Caller,
  userId: string,
  input: PhoneInput,
): Promise<{ user: UserSchema; verify_mobile_link: boolean }> {
  const normalised = normalisePhone(input.countryCode, input.phone);
  const mine = await ownPhone(database, userId, normalised);
  if (mine?.verified) throw new ApiError(409, USER_MESSAGES.phoneAlreadyOnProfile);
  if (!mine) {
    await database.db.insert(userPhones).values({
      userId,
      countryCode: input.countryCode,
      phone: input.phone,
      normalised,
      primary: false,
      verified: false,
    });
    await touch(database, userId);
  }
  await sendAddressLink(database, caller, userId, 'sms', normalised);
  return { user: await currentUserSchema(database, caller.shop.applicationId, userId), verify_mobile_link: true };
}

export async function removeEmail(
  database: Database,
  caller: Caller,
  userId: string,
  email: string,
): Promise<{ user: UserSchema }> {
  const row = await ownEmail(database, userId, normaliseEmail(email));
  if (!row) throw new ApiError(404, USER_MESSAGES.emailNotOnProfile);
  if (row.primary) throw new ApiError(400, USER_MESSAGES.cannotRemovePrimaryEmail);
  await database.db.delete(userEmails).where(eq(userEmails.id, row.id));
  await touch(database, userId);
  return { user: await currentUserSchema(database, caller.shop.applicationId, userId) };
}

export async function removePhone(
  database: Database,
  caller: Caller,
  userId: string,
  input: PhoneInput,
): Promise<{ user: UserSchema }> {
  const row = await ownPhone(database, userId, normalisePhone(input.countryCode, input.phone));
  if (!row) throw new ApiError(404, USER_MESSAGES.phoneNotOnProfile);
  if (row.primary) throw new ApiError(400, USER_MESSAGES.cannotRemovePrimaryPhone);
  await database.db.delete(userPhones).where(eq(userPhones.id, row.id));
  await touch(database, userId);
  return { user: await currentUserSchema(database, caller.shop.applicationId, userId) };
}

/** Makes one verified address the user's primary one of its kind. */
async function setPrimary(
  database: Database,
  caller: Caller,
  userId: string,
  table: typeof userEmails | typeof userPhones,
  rowId: number,
): Promise<{ user: UserSchema }> {
  await database.db.transaction(async (tx) => {
    await tx.update(table).set({ primary: false }).where(eq(table.userId, userId));
    await tx.update(table).set({ primary: true }).where(eq(table.id, rowId));
  });
  await touch(database, userId);
  return { user: await currentUserSchema(database, caller.shop.applicationId, userId) };
}

export async function makePrimaryEmail(
  database: Database,
  caller: Caller,
  userId: string,
  email: string,
): Promise<{ user: UserSchema }> {
  const row = await ownEmail(database, userId, normaliseEmail(email));
  if (!row) throw new ApiError(404, USER_MESSAGES.emailNotOnProfile);
  if (!row.verified) throw new ApiError(400, USER_MESSAGES.primaryNeedsVerified);
  return setPrimary(database, caller, userId, userEmails, row.id);
}

export async function makePrimaryPhone(
  database: Database,
  caller: Caller,
  userId: string,
  input: PhoneInput,
): Promise<{ user: UserSchema }> {
  const row = await ownPhone(database, userId, normalisePhone(input.countryCode, input.phone));
  if (!row) throw new ApiError(404, USER_MESSAGES.phoneNotOnProfile);
  if (!row.verified) throw new ApiError(400, USER_MESSAGES.primaryNeedsVerified);
  return setPrimary(database, caller, userId, userPhones, row.id);
}

export async function resendEmailLink(
  database: Database,
  caller: Caller,
  userId: string,
  email: string,
): Promise<{ verify_email_link: boolean }> {
  const row = await ownEmail(database, userId, normaliseEmail(email));
  if (!row) throw new ApiError(404, USER_MESSAGES.emailNotOnProfile);
  if (row.verified) throw new ApiError(400, USER_MESSAGES.emailAlreadyVerified);
  await sendAddressLink(database, caller, userId, 'email', row.normalised);
  return { verify_email_link: true };
}

export async function resendMobileLink(
  database: Database,
  caller: Caller,
  userId: string,
  input: PhoneInput,
): Promise<{ verify_mobile_link: boolean }> {
  const row = await ownPhone(database, userId, normalisePhone(input.countryCode, input.phone));
  if (!row) throw new ApiError(404, USER_MESSAGES.phoneNotOnProfile);
  if (row.verified) throw new ApiError(400, USER_MESSAGES.phoneAlreadyVerified);
  await sendAddressLink(database, caller, userId, 'sms', row.normalised);
  return { verify_mobile_link: true };
}

/** verify/email and verify/mobile: the link's code proves the address; no session is needed. */
export async function verifyLink(database: Database, kind: Kind, code: string): Promise<{ message: string }> {
  const row = await spendToken(database, kind === 'email' ? 'verify_email' : 'verify_mobile', code);
  if (!row?.userId) throw new ApiError(400, USER_MESSAGES.linkInvalid);
  const onProfile =
    kind === 'email'
      ? await ownEmail(database, row.userId, row.destination)
      : await ownPhone(database, row.userId, row.destination);
  // The address was removed from the profile after the link was sent.
  if (!onProfile) throw new ApiError(400, USER_MESSAGES.linkInvalid);
  await markVerified(database, row.userId, kind, row.destination);
  return { message: kind === 'email' ? 'Email verified' : 'Mobile number verified' };
}

/** profile/detail as parsed: the wire request, with the mobile's country code a number. */
export type DetailInput = Omit<EditProfileRequest, 'mobile' | 'register_token'> & {
  mobile?: { phone: string; country_code: number };
};

/** profile/detail: names, gender, birth date, picture; a new email or mobile is added and sent a link. */
export async function updateDetail(
  database: Database,
  caller: Caller,
  userId: string,
  input: DetailInput,
): Promise<ProfileEditSuccess> {
  const changes: Partial<typeof users.$inferInsert> = { updatedAt: new Date() };
  if (input.first_name !== undefined) changes.firstName = input.first_name;
  if (input.last_name !== undefined) changes.lastName = input.last_name;
  if (input.gender !== undefined) changes.gender = input.gender;
  if (input.dob !== undefined) changes.dob = input.dob || null;
  if (input.profile_pic_url !== undefined) changes.profilePicUrl = input.profile_pic_url;
  await database.db.update(users).set(changes).where(eq(users.id, userId));

  let verifyEmail = false;
  let verifyMobile = false;
  if (input.email) {
    const mine = await ownEmail(database, userId, normaliseEmail(input.email));
    if (!mine?.verified) verifyEmail = (await addEmail(database, caller, userId, input.email)).verify_email_link;
  }
  if (input.mobile) {
    const target = { countryCode: input.mobile.country_code, phone: input.mobile.phone };
    const mine = await ownPhone(database, userId, normalisePhone(target.countryCode, target.phone));
    if (!mine?.verified) verifyMobile = (await addPhone(database, caller, userId, target)).verify_mobile_link;
  }
  return {
    success: true,
    user: await currentUserSchema(database, caller.shop.applicationId, userId),
    verify_email_link: verifyEmail,
    verify_mobile_link: verifyMobile,
    verify_email_otp: false,
    verify_mobile_otp: false,
    ...(input.email ? { email: input.email } : {}),
    ...(input.mobile ? { mobile: input.mobile.phone, country_code: String(input.mobile.country_code) } : {}),
  };
}
