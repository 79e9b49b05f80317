// Counters that count failures only: an attempt is claimed first (so a parallel burst cannot all
// pass one check) and handed back when it succeeds. Beside rate-limit.ts, which it builds on.
import type { Database } from '../db/client';

/** Takes back one claimed attempt (never below zero): the attempt succeeded, so it was no failure. */
export async function release(database: Database, key: string | undefined): Promise<void> {
  if (!key) return;
  await database.query('UPDATE rate_limits SET count = GREATEST(count - 1, 0) WHERE key = $1', [key]);
}

/** The key of a counter for one thing as tried from one client address (an unknown address is one address). */
export const fromAddress = (prefix: string, subject: string, address: string | undefined) =>
  `${prefix}:${subject}|${address ?? '?'}`;
