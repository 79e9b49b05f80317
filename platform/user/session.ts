// Shopper sessions. The platform sets the session cookie itself on sign-in answers: an
// iron-session seal of { sessionId }, httpOnly, SameSite=Lax, path /, Secure over https. The
// sessions row is authoritative: deleting it (logout here or elsewhere, account deletion) ends the
// session whatever the browser still holds.
//
// Other domains (cart, address, order) use requireShopper(c) to act for the signed-in shopper.
import crypto from 'node:crypto';
import type { Context } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import { secureCookie } from '../http/secure-cookie';
import { sealData, sealedFieldReader } from '../http/iron-seal';
import { and, eq, gt } from 'drizzle-orm';
import { sessions, users } from './schema';
import type { PlatformEnv } from '../http/env';
import type { Database } from '../db/client';
import { ApiError } from '../http/errors';
import { loadSecrets } from '../secrets';
import { clientAddress } from './client-address';
import { USER_CODES, USER_MESSAGES } from './messages';
import { userTimings } from './constants';
import { maybeSweep } from './sweep';
import { runSignInHooks } from './sign-in-hooks';

/** The cookie's name, as the platform the SDK was written for names it. */
export const SESSION_COOKIE = 'f.session';

export type Shopper = { userId: string; sessionId: string };
type Ctx = Context<PlatformEnv>;

// One lookup per request, whoever asks first (a route, then a service).
const resolved = new WeakMap<Request, Promise<Shopper | undefined>>();

function password(): string {
  const secret = loadSecrets().sessionSecret;
  // iron-session needs 32 characters; a generated secret has 43.
  if (secret.length < 32) throw new Error('SESSION_SECRET must be at least 32 characters long');
  return secret;
}

// A seal already verified is remembered a minute (iron-seal.ts); the session row is still read on
// every request, so signing out or expiry takes effect at once.
const readSealedSessionId = sealedFieldReader('sessionId');

function readSessionId(c: Ctx): string | undefined {
  const seal = getCookie(c, SESSION_COOKIE);
  // A cookie that is not our seal is no session.
  return seal ? readSealedSessionId(seal, password()) : undefined;
}

async function lookup(c: Ctx): Promise<Shopper | undefined> {
  const sessionId = readSessionId(c);
  if (!sessionId) return undefined;
  const { db } = c.get('database');
  const now = new Date();
  const [row] = await db
    .select({ userId: sessions.userId, lastSeenAt: sessions.lastSeenAt })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(
      and(eq(sessions.id, sessionId), gt(sessions.expiresAt, now), eq(users.deleted, false), eq(users.active, true)),
    )
    .limit(1);
  if (!row) return undefined;
  // last seen is kept to the minute: a write per request would be wasted on a busy session.
  if (now.getTime() - row.lastSeenAt.getTime() > 60_000) {
    await db.update(sessions).set({ lastSeenAt: now }).where(eq(sessions.id, sessionId));
  }
  return { userId: row.userId, sessionId };
}

/**
 * For the shop's own server, which keeps one copy of a catalogue page per visitor class
 * (server/page-visitor.ts): whether a session cookie's seal names a live session, as
 * lookup() decides, and whether its shopper has a primary verified email and mobile, and any at
 * all (what the required-fields check reads), in one query; the session's last-seen time is kept as a request
 * through the API would keep it.
 */
export async function sessionStanding(
  database: Database,
  seal: string,
): Promise<{ email: boolean; mobile: boolean; emailGiven: boolean; mobileGiven: boolean } | undefined> {
  const sessionId = readSealedSessionId(seal, password());
  if (!sessionId) return undefined;
  const [row] = await database.query<{
    last_seen_at: Date | string;
    email: boolean;
    mobile: boolean;
    email_given: boolean;
    mobile_given: boolean;
  }>(
    `SELECT s.last_seen_at,
            EXISTS (SELECT 1 FROM user_emails e WHERE e.user_id = u.id AND e."primary" AND e.verified) AS email,
            EXISTS (SELECT 1 FROM user_phones p WHERE p.user_id = u.id AND p."primary" AND p.verified) AS mobile,
            EXISTS (SELECT 1 FROM user_emails e WHERE e.user_id = u.id) AS email_given,
            EXISTS (SELECT 1 FROM user_phones p WHERE p.user_id = u.id) AS mobile_given
       FROM sessions s JOIN users u ON u.id = s.user_id
      WHERE s.id = $1 AND s.expires_at > now() AND NOT u.deleted AND u.active`,
    [sessionId],
    'session_standing',
  );
  if (!row) return undefined;
  const now = new Date();
  if (now.getTime() - new Date(row.last_seen_at).getTime() > 60_000) {
    await database.db.update(sessions).set({ lastSeenAt: now }).where(eq(sessions.id, sessionId));
  }
  return { email: row.email, mobile: row.mobile, emailGiven: row.email_given, mobileGiven: row.mobile_given };
}

/** The signed-in shopper of this request, or undefined. */
export function currentShopper(c: Ctx): Promise<Shopper | undefined> {
  let pending = resolved.get(c.req.raw);
  if (!pending) {
    pending = lookup(c);
    resolved.set(c.req.raw, pending);
  }
  return pending;
}

/**
 * The signed-in shopper, or a 401 (code USER_NOT_SIGNED_IN) that also clears a stale cookie.
 * Every handler that acts for a shopper gets the user id from here and nowhere else.
 */
export async function requireShopper(c: Ctx): Promise<Shopper> {
  const shopper = await currentShopper(c);
  if (shopper) return shopper;
  if (getCookie(c, SESSION_COOKIE)) clearSessionCookie(c);
  throw new ApiError(401, USER_MESSAGES.notSignedIn, undefined, { code: USER_CODES.notSignedIn });
}

/** The session cookie's attributes for this request: httpOnly, SameSite=Lax, Secure as secureCookie() says. */
export function sessionCookieOptions(c: Ctx): { path: string; httpOnly: true; sameSite: 'Lax'; secure: boolean } {
  return { path: '/', httpOnly: true, sameSite: 'Lax', secure: secureCookie(c) };
}

function clearSessionCookie(c: Ctx): void {
  deleteCookie(c, SESSION_COOKIE, sessionCookieOptions(c));
}

/**
 * Signs the user in: a new session id every time (the one the browser held before, if any, is
 * deleted, so a planted cookie cannot ride into the new session), sealed into the cookie.
 */
export async function startSession(c: Ctx, userId: string): Promise<Shopper> {
  const { db } = c.get('database');
  const previous = await readSessionId(c);
  if (previous) await db.delete(sessions).where(eq(sessions.id, previous));
  const ttl = userTimings().sessionSeconds;
  const sessionId = crypto.randomBytes(24).toString('base64url');
  await db.insert(sessions).values({
    id: sessionId,
    userId,
    expiresAt: new Date(Date.now() + ttl * 1000),
    userAgent: (c.req.header('user-agent') ?? '').slice(0, 300),
    ip: clientAddress(c) ?? '',
  });
  // What other domains registered for a sign-in (the cart's merge, platform/cart/sign-in-merge.ts).
  await runSignInHooks(c, userId);
  const seal = sealData({ sessionId }, { password: password(), ttl });
  setCookie(c, SESSION_COOKIE, seal, { ...sessionCookieOptions(c), maxAge: ttl });
  const shopper = { userId, sessionId };
  resolved.set(c.req.raw, Promise.resolve(shopper));
  maybeSweep(c.get('database'));
  return shopper;
}

/** Ends this request's session (logout): the row goes, the cookie is cleared. */
export async function endSession(c: Ctx): Promise<void> {
  const sessionId = readSessionId(c);
  if (sessionId) await c.get('database').db.delete(sessions).where(eq(sessions.id, sessionId));
  clearSessionCookie(c);
  resolved.set(c.req.raw, Promise.resolve(undefined));
}

/** Ends every session of a user (account deletion, password reset). */
export async function endAllSessions(database: Database, userId: string): Promise<void> {
  await database.db.delete(sessions).where(eq(sessions.userId, userId));
}
