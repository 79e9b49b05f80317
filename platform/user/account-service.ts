// The session's own account: who is signed in, their sessions, logout, deletion; and the two
// public questions user-exists and has-password.
import { and, desc, eq, gt } from 'drizzle-orm';
import { sessions, users } from './schema';
import { ApiError } from '../http/errors';
import type { SessionListSuccess, UserExistsDetails } from '../../contract/types/user';
import type { Database } from '../db/client';
import type { Caller } from './caller';
import { USER_MESSAGES } from './messages';
import { USER_LIMITS } from './constants';
import { consume } from './rate-limit';
import { endAllSessions, type Shopper } from './session';
import { parseUsername } from './sign-in';
import { mustLoadUser, userByVerifiedEmail, userByVerifiedPhone } from './user-store';

export async function listSessions(database: Database, shopper: Shopper): Promise<SessionListSuccess> {
  const rows = await database.db
    .select()
    .from(sessions)
    .where(and(eq(sessions.userId, shopper.userId), gt(sessions.expiresAt, new Date())))
    .orderBy(desc(sessions.lastSeenAt));
  return {
    sessions: rows.map((r) => r.id),
    items: rows.map((r) => ({
      session_id: r.id,
      user_agent: r.userAgent,
      ip: r.ip,
      created_at: r.createdAt.toISOString(),
      last_seen_at: r.lastSeenAt.toISOString(),
      expire_in: r.expiresAt.toISOString(),
      current: r.id === shopper.sessionId,
    })),
  };
}

/**
 * delete: the account is flagged deleted (kept, so its addresses stay taken and a later sign-in
 * meets account-locked) and every session of it ends (the route then clears this one's cookie).
 */
export async function deleteAccount(
  database: Database,
  shopper: Shopper,
  input: { user_id: string; reason?: string; reason_id?: string },
): Promise<{ success: boolean }> {
  if (input.user_id !== shopper.userId) throw new ApiError(403, USER_MESSAGES.otherUser);
  const reason = [input.reason_id, input.reason].filter(Boolean).join(': ') || null;
  await database.db
    .update(users)
    .set({ deleted: true, deletedAt: new Date(), deleteReason: reason, updatedAt: new Date() })
    .where(eq(users.id, shopper.userId));
  await endAllSessions(database, shopper.userId);
  return { success: true };
}

/** user-exists: whether an email or phone belongs to an account (deleted accounts included). */
export async function userExists(database: Database, caller: Caller, q: string): Promise<UserExistsDetails> {
  // Throttled per client address like the sign-in calls: otherwise a list of addresses could be
  // checked for accounts at full speed.
  const ip = caller.ip;
  await consume(database, [[ip && `exists:ip:${ip}`, USER_LIMITS.userExistsPerAddress]]);
  const account = parseUsername(q);
  const user =
    account.kind === 'email'
      ? await userByVerifiedEmail(database.db, account.normalised)
      : await userByVerifiedPhone(database.db, account.normalised);
  return { user_exists: Boolean(user) };
}

export async function hasPassword(database: Database, shopper: Shopper): Promise<{ result: boolean }> {
  const { user } = await mustLoadUser(database.db, shopper.userId);
  return { result: user.hasPassword };
}
