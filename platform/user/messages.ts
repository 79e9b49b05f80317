// Messages and codes of the user domain, one place each. The spec gives only a few of
// them; the rest are ours, written to be shown to a shopper as
// they are and to reveal nothing about other people's accounts.
import { USER_ERROR_CODES } from '../../contract/types/user';

export const USER_MESSAGES = {
  notSignedIn: 'Please sign in to continue',
  /** One answer for an unknown account and a wrong password, so neither can be told apart. */
  badCredentials: 'Incorrect email, mobile number or password',
  /** A deleted account signing in (the storefront shows account-locked). */
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
  /** Worded as the API documents it. */
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
