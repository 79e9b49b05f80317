// Throttles and lifetimes of the user domain, one place each.

/** Throttles: [attempts, window in seconds]. Counted in the database so every process shares them. */
export const USER_LIMITS = {
  /** Failed sign-ins of any kind from one client address. */
  loginFailuresPerAddress: [30, 15 * 60],
  /**
   * Wrong passwords for one account (as typed) from all addresses in an hour. Past it the account
   * is not shut: an address that has failed on it waits after each further failure (the back-off
   * with no free attempts), and an address that has not failed still signs in at once.
   */
  passwordFailuresPerAccount: [50, 60 * 60],
  /** user-exists questions from one client address (it tells whether an address has an account). */
  userExistsPerAddress: [30, 15 * 60],
  /** Registration forms (each costs a password hash) from one client address, and for one email from one address. */
  registrationsPerAddress: [seconds('REGISTRATIONS_PER_ADDRESS', 20), 60 * 60],
  registrationsPerEmail: [10, 60 * 60],
  /**
   * Messages the shop sends on a shopper's behalf (codes, links, payment links, notices), counted
   * by the send gate (send-gate.ts). The requester's own limits come first: every message asked
   * for from one client address, and by one signed-in account, in an hour.
   */
  sendsPerAddress: [seconds('OTP_SENDS_PER_ADDRESS', 50), 60 * 60],
  sendsPerAccount: [seconds('SENDS_PER_ACCOUNT', 30), 60 * 60],
  /** Messages to one destination asked from one client address in an hour. */
  sendsPerDestinationFromAddress: [5, 60 * 60],
  /**
   * Messages sent to one destination in an hour. Past it, only a client address that has not asked
   * this destination within the hour gets one (so a stranger's asks never use up the owner's),
   * up to the ceiling for all addresses together.
   */
  sendsPerDestination: [10, 60 * 60],
  sendsPerDestinationCeiling: [30, 60 * 60],
  /** Wrong codes accepted for one OTP before it is spent. */
  otpAttempts: 5,
} as const satisfies Record<string, readonly [number, number] | number>;

/**
 * Password attempts per account (as typed, known or not) from one client address: 5 free, then
 * 1 minute after the last, 2, 4, 8, at most 15 minutes; forgotten an hour after the last. Another
 * address is not held by it, nor is sign-in by OTP.
 */
export const passwordBackoff = () => ({
  free: 5,
  firstDelaySeconds: seconds('LOGIN_BACKOFF_SECONDS', 60),
  maxDelaySeconds: 15 * 60,
  forgetSeconds: 60 * 60,
});

/** A positive whole number from the environment (seconds or a count), else the fallback. */
function seconds(name: string, fallback: number): number {
  const raw = process.env[name];
  const value = raw === undefined || raw === '' ? fallback : Number(raw);
  if (!Number.isInteger(value) || value <= 0) throw new Error(`${name} must be a positive whole number, got "${raw}"`);
  return value;
}

/** Lifetimes, read from the environment on each use so a test server can shorten them. */
export const userTimings = () => ({
  /** Session cookie and row: 30 days. */
  sessionSeconds: seconds('SESSION_TTL_SECONDS', 30 * 24 * 3600),
  /** An OTP: 10 minutes. */
  otpSeconds: seconds('OTP_TTL_SECONDS', 10 * 60),
  /** Before another OTP may go to the same address: 30 seconds (answered as resend_timer). */
  resendSeconds: seconds('OTP_RESEND_SECONDS', 30),
  /** Verification links, pending registrations and forgot tokens: 24 hours. */
  linkSeconds: seconds('LINK_TTL_SECONDS', 24 * 3600),
  /** Password reset links: 1 hour. */
  resetSeconds: seconds('RESET_TTL_SECONDS', 3600),
});
