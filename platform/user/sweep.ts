// Expired sessions, codes and counters are deleted now and then, so the tables stay small. At
// most once per SWEEP_EVERY_MS per process, piggybacking on sign-ins; a failure is logged and
// never fails the sign-in that triggered it.
import type { Database } from '../db/client';

const SWEEP_EVERY_MS = 10 * 60_000;
/** Outbox rows hold OTPs and links in clear: keep them a week, long enough to debug a delivery. */
const OUTBOX_KEEP_DAYS = 7;
let last = 0;

export function maybeSweep(database: Database): void {
  const now = Date.now();
  if (now - last < SWEEP_EVERY_MS) return;
  last = now;
  const cutoff = new Date(now).toISOString();
  const outboxCutoff = new Date(now - OUTBOX_KEEP_DAYS * 86_400_000).toISOString();
  void (async () => {
    await database.query('DELETE FROM sessions WHERE expires_at < $1', [cutoff]);
    // Spent or expired codes are kept a day: the resend throttle and support questions read them.
    await database.query("DELETE FROM verification_tokens WHERE expires_at < $1::timestamptz - interval '1 day'", [
      cutoff,
    ]);
    await database.query('DELETE FROM rate_limits WHERE reset_at < $1', [cutoff]);
    await database.query('DELETE FROM outbox_messages WHERE created_at < $1', [outboxCutoff]);
  })().catch((error) => console.error('[user] sweeping expired rows failed:', error));
}
