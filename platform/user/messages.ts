// Messages, codes and limits of the user domain, one place each. The spec gives only a few of
// them (000 section 5, 001 section 8); the rest are ours, written to be shown to a shopper as
// they are and to reveal nothing about other people's accounts.
import { USER_ERROR_CODES } from '../../lib/sdk/types/user';

export const USER_MESSAGES = {
  notSignedIn: 'Please sign in to continue',
  /** One answer for an unknown account and a wrong password, so neither can be told apart. */
  badCredentials: 'Incorrect email, mobile number or password',
  /** A deleted account signing in (000 section 4: the storefront shows account-locked). */
  accountLocked: 'This account has been deleted and is locked. Contact support to restore it.',
  accountInactive: 'This account has been deactivated. Contact support.',
  tooManyAttempts: (seconds: number) => `Too many attempts. Please try again in ${humanSeconds(seconds)}.`,
  resendTooSoon: (seconds: number) => `Please wait ${humanSeconds(seconds)} before requesting another OTP`,
  otpInvalid: 'The OTP is incorrect or has expired',
  otpExpired: 'The OTP has expired. Please request a new one.',
  otpAttemptsExhausted: 'Too many incorrect OTP attempts. Please request a new OTP.',
  linkInvalid: 'This link is invalid or has expired',
  resetCodeInvalid: 'This password reset code is invalid or has expired',
  registerTokenInvalid: 'Your registration has expired. Please register again.',
  emailTaken: 'An account with this email already exists',
  phoneTaken: 'An account with this mobile number already exists',
  emailInUse: 'This email is already in use by another account',
  phoneInUse: 'This mobile number is already in use by another account',
  emailNotOnProfile: 'This email is not on your profile',
  phoneNotOnProfile: 'This mobile number is not on your profile',
  emailAlreadyOnProfile: 'This email is already on your profile',
  phoneAlreadyOnProfile: 'This mobile number is already on your profile',
  emailAlreadyVerified: 'This email is already verified',
  phoneAlreadyVerified: 'This mobile number is already verified',
  primaryNeedsVerified: 'Only a verified address can be made primary',
  cannotRemovePrimaryEmail: 'The primary email cannot be removed. Make another email primary first.',
  cannotRemovePrimaryPhone: 'The primary mobile number cannot be removed. Make another number primary first.',
  wrongOldPassword: 'The current password is incorrect',
  oldPasswordRequired: 'Missing or empty required parameter: old_password',
  samePassword: 'The new password must differ from the current one',
  otherUser: 'You can only delete your own account',
  loginTarget: 'Send either an email or a mobile number with its country code',
  /** 001 section 8. */
  facebookAppIdMissing: 'Facebook App ID not provided in platform',
  googleClientIdMissing: 'Google Client ID not provided in platform',
  socialTokenMissing: 'Missing or empty required parameter: oauth2.access_token',
  googleTokenInvalid: 'The Google sign-in could not be verified. Please try again.',
  googleEmailUnverified: 'Your Google account email is not verified',
  facebookTokenInvalid: 'The Facebook sign-in could not be verified. Please try again.',
  facebookTokenExpired: 'The Facebook sign-in has expired. Please sign in again.',
  providerUnavailable: (provider: string) => `${provider} could not be reached. Please try again.`,
  socialEmailMissing: 'Please allow access to your email address to sign in',
  /** 503: every password worker is busy and the queue is full. */
  hashBusy: 'The shop is busy checking passwords. Please try again in a few seconds.',
} as const;

/** Machine-readable codes for the answers a client must tell apart (shared with the SDK). */
export const USER_CODES = USER_ERROR_CODES;

function humanSeconds(seconds: number): string {
  if (seconds < 60) return `${seconds} second${seconds === 1 ? '' : 's'}`;
  const minutes = Math.ceil(seconds / 60);
  return `${minutes} minute${minutes === 1 ? '' : 's'}`;
}

/** Throttles: [attempts, window in seconds]. Counted in the database so every process shares them. */
export const USER_LIMITS = {
  /** Failed sign-ins of any kind from one client address. */
  loginFailuresPerAddress: [30, 15 * 60],
  /** user-exists questions from one client address (it tells whether an address has an account). */
  userExistsPerAddress: [30, 15 * 60],
  /** Registration forms (each costs a password hash) from one client address, and for one email. */
  registrationsPerAddress: [20, 60 * 60],
  registrationsPerEmail: [10, 60 * 60],
  /** OTPs and links sent to one address in an hour. */
  sendsPerDestination: [10, 60 * 60],
  /** OTPs and links requested from one client address in an hour. */
  sendsPerAddress: [50, 60 * 60],
  /** Wrong codes accepted for one OTP before it is spent. */
  otpAttempts: 5,
} as const satisfies Record<string, readonly [number, number] | number>;

/**
 * Password attempts per account (as typed, known or not): 5 free, then 1 minute after the last,
 * 2, 4, 8, at most 15 minutes; forgotten an hour after the last. Sign-in by OTP is not held by it.
 */
export const passwordBackoff = () => ({
  free: 5,
  firstDelaySeconds: seconds('LOGIN_BACKOFF_SECONDS', 60),
  maxDelaySeconds: 15 * 60,
  forgetSeconds: 60 * 60,
});

function seconds(name: string, fallback: number): number {
  const raw = process.env[name];
  const value = raw === undefined || raw === '' ? fallback : Number(raw);
  if (!Number.isInteger(value) || value <= 0) throw new Error(`${name} must be a positive whole number of seconds, got "${raw}"`);
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
