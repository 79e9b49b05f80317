// The words of the messages the outbox sends.
import { userTimings } from './constants';

const minutes = (seconds: number) => Math.max(1, Math.round(seconds / 60));

export type OtpPurpose = 'login' | 'register' | 'forgot';
const WHY: Record<OtpPurpose, string> = {
  login: 'sign in to',
  register: 'verify your new account at',
  forgot: 'reset your password at',
};

export function otpMessage(purpose: OtpPurpose, shop: string, code: string) {
  const expiry = minutes(userTimings().otpSeconds);
  return {
    subject: `${code} is your ${shop} verification code`,
    body: `${code} is your OTP to ${WHY[purpose]} ${shop}. It expires in ${expiry} minute${expiry === 1 ? '' : 's'}. Never share it with anyone.`,
  };
}

export function verifyEmailLinkMessage(shop: string, link: string) {
  return {
    subject: `Verify your email for ${shop}`,
    body: `Confirm this email address for your ${shop} account by opening this link:\n\n${link}\n\nIf you did not ask for this, ignore this message.`,
  };
}

export function verifyMobileLinkMessage(shop: string, link: string) {
  return { subject: '', body: `Verify your mobile number for ${shop}: ${link}` };
}

export function resetLinkMessage(shop: string, link: string) {
  const expiry = minutes(userTimings().resetSeconds);
  return {
    subject: `Reset your ${shop} password`,
    body: `Someone asked to reset the password of your ${shop} account. To choose a new password, open this link within ${expiry} minutes:\n\n${link}\n\nIf it was not you, ignore this message: your password stays as it is.`,
  };
}

/** To the owner of an address someone tried to register again (they are told nothing else). */
export function alreadyRegisteredMessage(shop: string, signInLink: string) {
  return {
    subject: `Someone tried to register at ${shop} with your address`,
    body: `Someone tried to create a new ${shop} account with this address, which already has an account. If it was you, sign in or reset your password at ${signInLink}\n\nIf it was not you, ignore this message: your account has not changed.`,
  };
}

/** To the owner of an address another account tried to add to its profile. */
export function addressInUseMessage(shop: string, signInLink: string) {
  return {
    subject: `Someone tried to add your address to another ${shop} account`,
    body: `Someone tried to add this address to another ${shop} account. It stays with your account and nothing has changed. If it was you, sign in to your own account at ${signInLink}`,
  };
}
