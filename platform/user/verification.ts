// One-time codes (OTPs sent by SMS or email) and link tokens (verification and reset links,
// registration and forgot tokens). Only a keyed hash of a code is stored; an OTP is spent by its
// first right answer or its OTP_ATTEMPTS-th wrong one, and the next one to the same address waits
// OTP_RESEND_SECONDS (answered as resend_timer).
import crypto from 'node:crypto';
import { and, desc, eq, gt, inArray, isNull } from 'drizzle-orm';
import type { Database } from '../db/client';
import { verificationTokens, type VerificationPurpose } from './schema';
import { ApiError } from '../http/errors';
import { loadSecrets } from '../secrets';
import { OTP_LENGTH } from '../../contract/account';
import { USER_CODES, USER_MESSAGES } from './messages';
import { USER_LIMITS, userTimings } from './constants';
import type { OutgoingMessage } from './outbox';
import { consume } from './rate-limit';
import { claimSend, deliver } from './send-gate';

export type TokenRow = typeof verificationTokens.$inferSelect;
type Channel = 'email' | 'sms';

const randomId = () => crypto.randomBytes(16).toString('hex');
const sha256 = (value: string) => crypto.createHash('sha256').update(value).digest('base64url');
const otpHash = (id: string, code: string) =>
  crypto.createHmac('sha256', loadSecrets().sessionSecret).update(`${id}:${code}`).digest('base64url');

function newOtp(): string {
  return String(crypto.randomInt(0, 10 ** OTP_LENGTH)).padStart(OTP_LENGTH, '0');
}

export type OtpRequest = {
  purpose: VerificationPurpose;
  channel: Channel;
  /** Normalised address: the throttles and lookups key on it. */
  destination: string;
  userId?: string | null;
  payload?: Record<string, unknown>;
  /** The message to send, given the code; undefined issues a decoy that sends nothing. */
  message?: (code: string) => Omit<OutgoingMessage, 'channel' | 'to'>;
  /** Sent instead of the code (which is then a decoy): a notice to an address's owner. */
  instead?: Omit<OutgoingMessage, 'channel' | 'to'>;
  clientAddress?: string;
  /** The signed-in account asking (counted by the send gate), when there is one. */
  requesterId?: string | null;
};

export type IssuedOtp = { requestId: string; resendTimer: number };

/**
 * Issues an OTP through the send gate. A decoy (no message) goes through the same throttles and stores a row whose code
 * was never sent, so "forgot password" for an unknown account answers exactly like a known one.
 */
export async function issueOtp(database: Database, request: OtpRequest): Promise<IssuedOtp> {
  const { db } = database;
  const now = new Date();
  const timings = userTimings();
  // The send gate counts the requester first, then the resend wait, then the destination.
  const resendWait = async () => {
    const [recent] = await db
      .select({ resendAfter: verificationTokens.resendAfter })
      .from(verificationTokens)
      .where(
        and(
          eq(verificationTokens.destination, request.destination),
          eq(verificationTokens.purpose, request.purpose),
          gt(verificationTokens.resendAfter, now),
        ),
      )
      .orderBy(desc(verificationTokens.createdAt))
      .limit(1);
    if (!recent) return;
    const wait = Math.max(1, Math.ceil((recent.resendAfter.getTime() - now.getTime()) / 1000));
    throw new ApiError(429, USER_MESSAGES.resendTooSoon(wait), undefined, {
      code: USER_CODES.resendTooSoon,
      resend_timer: wait,
    });
  };
  // A decoy is counted like a sent code, so its answers match a real one's.
  const permit = await claimSend(database, {
    channel: request.channel,
    to: request.destination,
    clientAddress: request.clientAddress,
    accountId: request.requesterId,
    precondition: resendWait,
  });
  // Only the newest code to an address works: older ones are spent.
  await db
    .update(verificationTokens)
    .set({ consumedAt: now })
    .where(
      and(
        eq(verificationTokens.destination, request.destination),
        eq(verificationTokens.purpose, request.purpose),
        isNull(verificationTokens.consumedAt),
      ),
    );
  const id = randomId();
  const code = newOtp();
  await db.insert(verificationTokens).values({
    id,
    purpose: request.purpose,
    channel: request.channel,
    destination: request.destination,
    userId: request.userId ?? null,
    codeHash: otpHash(id, request.message && !request.instead ? code : `${code}:decoy:${randomId()}`),
    payload: request.payload ?? {},
    expiresAt: new Date(now.getTime() + timings.otpSeconds * 1000),
    resendAfter: new Date(now.getTime() + timings.resendSeconds * 1000),
  });
  const content = request.instead ?? request.message?.(code);
  if (content) await deliver(database, permit, content);
  return { requestId: id, resendTimer: timings.resendSeconds };
}

export type OtpLookup = { requestId: string } | { destination: string; purposes: VerificationPurpose[] };

/**
 * Checks an OTP and spends it. Wrong codes count against the OTP and the client's address; every
 * failure an outsider could provoke answers the same "incorrect or expired" message.
 */
export async function verifyOtp(
  database: Database,
  lookup: OtpLookup,
  code: string,
  purposes: VerificationPurpose[],
  clientAddress?: string,
  /** Refuses (without spending the OTP) one that belongs to something else, e.g. another registration. */
  belongs?: (token: TokenRow) => ApiError | undefined,
): Promise<TokenRow> {
  const { db } = database;
  const now = new Date();
  const where =
    'requestId' in lookup
      ? and(eq(verificationTokens.id, lookup.requestId), inArray(verificationTokens.purpose, purposes))
      : and(
          eq(verificationTokens.destination, lookup.destination),
          inArray(verificationTokens.purpose, lookup.purposes),
        );
  const [token] = await db
    .select()
    .from(verificationTokens)
    .where(where)
    .orderBy(desc(verificationTokens.createdAt))
    .limit(1);
  const failure = async (message: string) => {
    await consume(database, [[clientAddress && `login:ip:${clientAddress}`, USER_LIMITS.loginFailuresPerAddress]]);
    return new ApiError(400, message);
  };
  if (!token || token.consumedAt) throw await failure(USER_MESSAGES.otpInvalid);
  if (token.expiresAt <= now) throw await failure(USER_MESSAGES.otpExpired);
  const foreign = belongs?.(token);
  if (foreign) throw foreign;
  // Claim the attempt before comparing, in one statement: guesses sent all at once cannot each
  // read the row before any of them counts, so at most otpAttempts codes are ever compared.
  const [claimed] = await database.query<{ attempts: number }>(
    'UPDATE verification_tokens SET attempts = attempts + 1 WHERE id = $1 AND consumed_at IS NULL AND attempts < $2 RETURNING attempts',
    [token.id, USER_LIMITS.otpAttempts],
  );
  if (!claimed) {
    await db
      .update(verificationTokens)
      .set({ consumedAt: now })
      .where(and(eq(verificationTokens.id, token.id), isNull(verificationTokens.consumedAt)));
    throw await failure(USER_MESSAGES.otpAttemptsExhausted);
  }
  const expected = Buffer.from(token.codeHash);
  const actual = Buffer.from(otpHash(token.id, code));
  if (expected.length !== actual.length || !crypto.timingSafeEqual(expected, actual)) {
    if (Number(claimed.attempts) >= USER_LIMITS.otpAttempts) {
      await db.update(verificationTokens).set({ consumedAt: now }).where(eq(verificationTokens.id, token.id));
      throw await failure(USER_MESSAGES.otpAttemptsExhausted);
    }
    throw await failure(USER_MESSAGES.otpInvalid);
  }
  // Spent exactly once, even when two right answers race.
  const [spent] = await db
    .update(verificationTokens)
    .set({ consumedAt: now })
    .where(and(eq(verificationTokens.id, token.id), isNull(verificationTokens.consumedAt)))
    .returning();
  if (!spent) throw await failure(USER_MESSAGES.otpInvalid);
  return spent;
}

export type LinkRequest = {
  purpose: VerificationPurpose;
  channel: Channel;
  destination: string;
  userId?: string | null;
  payload?: Record<string, unknown>;
  ttlSeconds: number;
};

/** A long random token (verification and reset links, register and forgot tokens). */
export async function issueToken(database: Database, request: LinkRequest): Promise<{ id: string; token: string }> {
  const now = new Date();
  const id = randomId();
  const token = crypto.randomBytes(32).toString('base64url');
  await database.db.insert(verificationTokens).values({
    id,
    purpose: request.purpose,
    channel: request.channel,
    destination: request.destination,
    userId: request.userId ?? null,
    codeHash: sha256(token),
    payload: request.payload ?? {},
    expiresAt: new Date(now.getTime() + request.ttlSeconds * 1000),
    resendAfter: now,
  });
  return { id, token };
}

/** The live token row for a token string, or undefined. */
export async function findToken(
  database: Database,
  purpose: VerificationPurpose,
  token: string,
): Promise<TokenRow | undefined> {
  if (!token || token.length > 200) return undefined;
  const [row] = await database.db
    .select()
    .from(verificationTokens)
    .where(
      and(
        eq(verificationTokens.codeHash, sha256(token)),
        eq(verificationTokens.purpose, purpose),
        isNull(verificationTokens.consumedAt),
        gt(verificationTokens.expiresAt, new Date()),
      ),
    )
    .limit(1);
  return row;
}

/** Spends a token; undefined when it is unknown, spent or expired. */
export async function spendToken(
  database: Database,
  purpose: VerificationPurpose,
  token: string,
): Promise<TokenRow | undefined> {
  const row = await findToken(database, purpose, token);
  if (!row) return undefined;
  const [spent] = await database.db
    .update(verificationTokens)
    .set({ consumedAt: new Date() })
    .where(and(eq(verificationTokens.id, row.id), isNull(verificationTokens.consumedAt)))
    .returning();
  return spent;
}

export async function updatePayload(database: Database, id: string, payload: Record<string, unknown>): Promise<void> {
  await database.db.update(verificationTokens).set({ payload }).where(eq(verificationTokens.id, id));
}
