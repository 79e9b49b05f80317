// Users with their emails and phone numbers: lookups, creation and the SDK's UserSchema shape.
import crypto from 'node:crypto';
import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { userEmails, userPhones, users } from './schema';
import { ApiError } from '../http/errors';
import type { UserSchema } from '../../contract/types/user';
import { USER_CODES, USER_MESSAGES } from './messages';

export type UserRow = typeof users.$inferSelect;
export type EmailRow = typeof userEmails.$inferSelect;
export type PhoneRow = typeof userPhones.$inferSelect;
export type LoadedUser = { user: UserRow; emails: EmailRow[]; phones: PhoneRow[] };
/** The database or a transaction on it. */
export type DbLike = Db | Parameters<Parameters<Db['transaction']>[0]>[0];

/** 24 hex characters, the shape of the platform's object ids. */
export const newObjectId = () => crypto.randomBytes(12).toString('hex');

export async function loadUser(db: DbLike, userId: string): Promise<LoadedUser | undefined> {
  const [user] = await db.select().from(users).where(eq(users.id, userId)).limit(1);
  if (!user) return undefined;
  const [emails, phones] = await Promise.all([
    db.select().from(userEmails).where(eq(userEmails.userId, userId)).orderBy(asc(userEmails.id)),
    db.select().from(userPhones).where(eq(userPhones.userId, userId)).orderBy(asc(userPhones.id)),
  ]);
  return { user, emails, phones };
}

export async function mustLoadUser(db: DbLike, userId: string): Promise<LoadedUser> {
  const loaded = await loadUser(db, userId);
  if (!loaded) throw new ApiError(401, USER_MESSAGES.notSignedIn, undefined, { code: USER_CODES.notSignedIn });
  return loaded;
}

/** The owner of a verified address in `table` (emails or phones), if any. */
async function userByVerified(
  db: DbLike,
  table: typeof userEmails | typeof userPhones,
  normalised: string,
): Promise<UserRow | undefined> {
  const [row] = await db
    .select({ user: users })
    .from(table)
    .innerJoin(users, eq(users.id, table.userId))
    .where(and(eq(table.normalised, normalised), eq(table.verified, true)))
    .limit(1);
  return row?.user;
}

/** The owner of a verified email, if any. */
export const userByVerifiedEmail = (db: DbLike, normalised: string) => userByVerified(db, userEmails, normalised);

/** The owner of a verified phone number, if any. */
export const userByVerifiedPhone = (db: DbLike, normalised: string) => userByVerified(db, userPhones, normalised);

export type NewUser = {
  firstName?: string;
  lastName?: string;
  gender?: string;
  profilePicUrl?: string;
  passwordHash?: string | null;
  email?: { email: string; normalised: string; verified: boolean };
  phone?: { countryCode: number; phone: string; normalised: string; verified: boolean };
};

/** Creates a user; its first email and phone are primary. Runs in the caller's transaction. */
export async function createUser(db: DbLike, input: NewUser): Promise<string> {
  const id = newObjectId();
  await db.insert(users).values({
    id,
    firstName: input.firstName ?? '',
    lastName: input.lastName ?? '',
    gender: input.gender ?? '',
    profilePicUrl: input.profilePicUrl ?? '',
    passwordHash: input.passwordHash ?? null,
    hasPassword: Boolean(input.passwordHash),
  });
  if (input.email) await db.insert(userEmails).values({ userId: id, ...input.email, primary: true });
  if (input.phone) await db.insert(userPhones).values({ userId: id, ...input.phone, primary: true });
  return id;
}

/**
 * Whether a user may be signed in. A deleted account answers 403 with code ACCOUNT_LOCKED, which
 * the storefront turns into its account-locked page. Callers check this only
 * after the person proved the credentials, so it reveals nothing to anyone else.
 */
export function assertCanSignIn(user: UserRow): void {
  if (user.deleted) throw new ApiError(403, USER_MESSAGES.accountLocked, undefined, { code: USER_CODES.accountLocked });
  if (!user.active)
    throw new ApiError(403, USER_MESSAGES.accountInactive, undefined, { code: USER_CODES.accountInactive });
}

export function toUserSchema(applicationId: string, { user, emails, phones }: LoadedUser): UserSchema {
  return {
    _id: user.id,
    user_id: user.id,
    application_id: applicationId,
    first_name: user.firstName,
    last_name: user.lastName,
    gender: user.gender,
    ...(user.dob ? { dob: user.dob } : {}),
    profile_pic_url: user.profilePicUrl,
    account_type: user.accountType,
    active: user.active,
    has_password: user.hasPassword,
    username: emails.find((e) => e.primary)?.normalised ?? phones.find((p) => p.primary)?.normalised ?? user.id,
    emails: emails.map((e) => ({ email: e.email, primary: e.primary, verified: e.verified, active: e.active })),
    phone_numbers: phones.map((p) => ({
      phone: p.phone,
      country_code: p.countryCode,
      primary: p.primary,
      verified: p.verified,
      active: p.active,
    })),
    created_at: user.createdAt.toISOString(),
    updated_at: user.updatedAt.toISOString(),
  };
}

/**
 * Runs a write that a verified-address unique index may refuse when two requests race to prove the
 * same address; the loser gets a 409 with `message` instead of a 500.
 */
export async function refuseDuplicate<T>(write: () => Promise<T>, message: string): Promise<T> {
  try {
    return await write();
  } catch (error) {
    const code =
      (error as { code?: string; cause?: { code?: string } }).code ??
      (error as { cause?: { code?: string } }).cause?.code;
    if (code === '23505') throw new ApiError(409, message);
    throw error;
  }
}
