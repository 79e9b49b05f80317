// The session's own account: who is signed in, their sessions, logout, deletion; and the two
// public questions user-exists and has-password.
import { and, desc, eq, gt } from 'drizzle-orm';
import { sessions, users } from './schema';
import { ApiError } from '../http/errors';
import type { SessionListSuccess, UserExistsDetails } from '../../contract/types/user';
import { clientAddress, database, db, type Ctx } from './context';
import { USER_MESSAGES } from './messages';
import { USER_LIMITS } from './constants';
import { consume } from './rate-limit';
import { endAllSessions, endSession, type Shopper } from './session';
import { parseUsername } from './sign-in';
import { mustLoadUser, userByVerifiedEmail, userByVerifiedPhone } from './user-store';

export async function listSessions(c: Ctx, shopper: Shopper): Promise<SessionListSuccess> {
  const rows = await db(c)
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

export async function logout(c: Ctx): Promise<{ logout: boolean }> {
  await endSession(c);
  return { logout: true };
}

/**
 * delete: the account is flagged deleted (kept, so its addresses stay taken and a later sign-in
 * meets account-locked) and every session of it ends.
 */
export async function deleteAccount(c: Ctx, shopper: Shopper, input: { user_id: string; reason?: string; reason_id?: string }): Promise<{ success: boolean }> {
  if (input.user_id !== shopper.userId) throw new ApiError(403, USER_MESSAGES.otherUser);
  const reason = [input.reason_id, input.reason].filter(Boolean).join(': ') || null;
  await db(c).update(users).set({ deleted: true, deletedAt: new Date(), deleteReason: reason, updatedAt: new Date() }).where(eq(users.id, shopper.userId));
  await endAllSessions(c, shopper.userId);
  await endSession(c);
  return { success: true };
}

/** user-exists: whether an email or phone belongs to an account (deleted accounts included). */
export async function userExists(c: Ctx, q: string): Promise<UserExistsDetails> {
  // Throttled per client address like the sign-in calls: otherwise a list of addresses could be
  // checked for accounts at full speed.
  const ip = clientAddress(c);
  await consume(database(c), [[ip && `exists:ip:${ip}`, USER_LIMITS.userExistsPerAddress]]);
  const account = parseUsername(q);
  const user = account.kind === 'email' ? await userByVerifiedEmail(db(c), account.normalised) : await userByVerifiedPhone(db(c), account.normalised);
  return { user_exists: Boolean(user) };
}

export async function hasPassword(c: Ctx, shopper: Shopper): Promise<{ result: boolean }> {
  const { user } = await mustLoadUser(db(c), shopper.userId);
  return { result: user.hasPassword };
}
