// The last step of every sign-in, in the route (sessions are HTTP): check the account may sign
// in, rotate the session, answer the user.
import type { UserSchema } from '../../contract/types/user';
import type { Database } from '../db/client';
import type { Ctx } from './context';
import { startSession } from './session';
import { assertCanSignIn, mustLoadUser, toUserSchema, type UserRow } from './user-store';

export async function signIn(c: Ctx, user: UserRow): Promise<UserSchema> {
  assertCanSignIn(user);
  await startSession(c, user.id);
  return currentUserSchema(c.get('database'), c.get('application').id, user.id);
}

export async function currentUserSchema(
  database: Database,
  applicationId: string,
  userId: string,
): Promise<UserSchema> {
  return toUserSchema(applicationId, await mustLoadUser(database.db, userId));
}

/** The account an email or phone typed as a username names: how login and user-exists read it. */
export function parseUsername(username: string): { kind: 'email' | 'phone'; normalised: string } {
  const value = username.trim();
  if (value.includes('@')) return { kind: 'email', normalised: value.toLowerCase() };
  const digits = value.replace(/[\s()-]/g, '');
  if (/^\+\d{5,15}$/.test(digits)) return { kind: 'phone', normalised: digits };
  // A bare 10-digit number is an Indian mobile (default country IN).
  if (/^0?\d{10}$/.test(digits)) return { kind: 'phone', normalised: `+91${digits.replace(/^0/, '')}` };
  if (/^\d{11,15}$/.test(digits)) return { kind: 'phone', normalised: `+${digits}` };
  return { kind: 'email', normalised: value.toLowerCase() };
}
