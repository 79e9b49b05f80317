// Fixed-window counters in the database, so throttling holds across processes and restarts.
import type { Database } from '../db/client';
import { ApiError } from '../http/errors';
import { USER_CODES, USER_MESSAGES } from './messages';

export type Limit = readonly [max: number, windowSeconds: number];
type Row = { count: number; reset_at: Date | string };

/** Adds one to the counter and answers the new count and the seconds left in its window. */
export async function hit(
  database: Database,
  key: string,
  [, windowSeconds]: Limit,
  now = new Date(),
): Promise<{ count: number; retryAfter: number }> {
  const resetAt = new Date(now.getTime() + windowSeconds * 1000);
  const [row] = await database.query<Row>(
    `INSERT INTO rate_limits (key, count, reset_at) VALUES ($1, 1, $2)
     ON CONFLICT (key) DO UPDATE SET
       count = CASE WHEN rate_limits.reset_at <= $3 THEN 1 ELSE rate_limits.count + 1 END,
       reset_at = CASE WHEN rate_limits.reset_at <= $3 THEN EXCLUDED.reset_at ELSE rate_limits.reset_at END
     RETURNING count, reset_at`,
    [key, resetAt.toISOString(), now.toISOString()],
  );
  return { count: Number(row.count), retryAfter: secondsUntil(row.reset_at, now) };
}

/** The counter as it stands, without adding to it. */
export async function peek(
  database: Database,
  key: string,
  now = new Date(),
): Promise<{ count: number; retryAfter: number }> {
  const [row] = await database.query<Row>('SELECT count, reset_at FROM rate_limits WHERE key = $1 AND reset_at > $2', [
    key,
    now.toISOString(),
  ]);
  return row ? { count: Number(row.count), retryAfter: secondsUntil(row.reset_at, now) } : { count: 0, retryAfter: 0 };
}

export async function clear(database: Database, key: string): Promise<void> {
  await database.query('DELETE FROM rate_limits WHERE key = $1', [key]);
}

/** Refuses with 429 when any of the keys has used up its limit. Keys that are undefined are skipped. */
export async function ensureUnder(
  database: Database,
  checks: Array<[key: string | undefined, limit: Limit]>,
): Promise<void> {
  for (const [key, limit] of checks) {
    if (!key) continue;
    const { count, retryAfter } = await peek(database, key);
    if (count >= limit[0]) throw tooMany(retryAfter);
  }
}

/** Counts one event against each key and refuses with 429 once one is over its limit. */
export async function consume(
  database: Database,
  checks: Array<[key: string | undefined, limit: Limit]>,
): Promise<void> {
  for (const [key, limit] of checks) {
    if (!key) continue;
    const { count, retryAfter } = await hit(database, key, limit);
    if (count > limit[0]) throw tooMany(retryAfter);
  }
}

export function tooMany(retryAfter: number): ApiError {
  const seconds = Math.max(1, retryAfter);
  return new ApiError(429, USER_MESSAGES.tooManyAttempts(seconds), undefined, {
    code: USER_CODES.rateLimited,
    retry_after: seconds,
  });
}

function secondsUntil(at: Date | string, now: Date): number {
  return Math.max(0, Math.ceil((new Date(at).getTime() - now.getTime()) / 1000));
}

/**
 * A limit that grows gradually instead of locking: `free` attempts, then each further one only
 * `firstDelaySeconds · 2^(n − free)` after the previous (n attempts so far, at most
 * `maxDelaySeconds`); the count is forgotten `forgetSeconds` after the last attempt. Strangers
 * guessing an account's password slow its password sign-in down, never shut it for long.
 */
export type Backoff = { free: number; firstDelaySeconds: number; maxDelaySeconds: number; forgetSeconds: number };

/**
 * Claims one attempt under a back-off, in one statement (a parallel burst cannot all slip through
 * one check), or refuses with 429 and the seconds until the next attempt is allowed.
 */
export async function claimAttempt(database: Database, key: string, policy: Backoff, now = new Date()): Promise<void> {
  // reset_at = last attempt + forgetSeconds, so the last attempt is reset_at − forgetSeconds.
  const [claimed] = await database.query<{ count: number }>(
    `INSERT INTO rate_limits (key, count, reset_at) VALUES ($1, 1, $2::timestamptz + make_interval(secs => $3::double precision))
     ON CONFLICT (key) DO UPDATE SET
       count = CASE WHEN rate_limits.reset_at <= $2::timestamptz THEN 1 ELSE rate_limits.count + 1 END,
       reset_at = EXCLUDED.reset_at
     WHERE rate_limits.reset_at <= $2::timestamptz
        OR rate_limits.count < $4::int
        OR rate_limits.reset_at - make_interval(secs => $3::double precision)
           + make_interval(secs => LEAST($6::double precision, $5::double precision * power(2, rate_limits.count - $4::int))) <= $2::timestamptz
     RETURNING count`,
    [key, now.toISOString(), policy.forgetSeconds, policy.free, policy.firstDelaySeconds, policy.maxDelaySeconds],
  );
  if (claimed) return;
  const [row] = await database.query<Row>('SELECT count, reset_at FROM rate_limits WHERE key = $1', [key]);
  if (!row) return; // cleared meanwhile (a right password): nothing holds this attempt back
  const last = new Date(row.reset_at).getTime() - policy.forgetSeconds * 1000;
  const delay = Math.min(policy.maxDelaySeconds, policy.firstDelaySeconds * 2 ** (Number(row.count) - policy.free));
  throw tooMany(secondsUntil(new Date(last + delay * 1000), now));
}

/** Takes back one event counted by `hit` (a claim that was then refused), never below zero. */
export async function unhit(database: Database, key: string): Promise<void> {
  await database.query('UPDATE rate_limits SET count = GREATEST(count - 1, 0) WHERE key = $1', [key]);
}
