// The shopper's account calls from the browser, one named function each: every call goes through
// /api/service (the browser SDK) so the platform's Set-Cookie reaches the browser. The forms in
// components/user/ call these and never the SDK itself.
import { browserUser } from '@/lib/sdk/browser';

type UserApi = ReturnType<typeof browserUser>;
type Body<K extends keyof UserApi> = UserApi[K] extends (input: { body: infer B }) => unknown ? B : never;
/** An email, or a mobile number with its country code, on the shopper's profile. */
export type ContactKind = 'email' | 'phone';

export const sendSignInOtp = (body: Body<'loginWithOTP'>) => browserUser().loginWithOTP({ body, platform: 'web' });
export const verifyMobileOtp = (body: Body<'verifyMobileOTP'>) =>
  browserUser().verifyMobileOTP({ body, platform: 'web' });
/** Signing in by an emailed code, or (with register_token) finishing a registration. */
export const verifyEmailOtp = (body: Body<'verifyEmailOTP'>) => browserUser().verifyEmailOTP({ body, platform: 'web' });
export const signInWithPassword = (body: Body<'loginWithEmailAndPassword'>) =>
  browserUser().loginWithEmailAndPassword({ body });
export const registerShopper = (body: Body<'registerWithForm'>) =>
  browserUser().registerWithForm({ body, platform: 'web' });
export const updateProfile = (body: Body<'updateProfile'>) => browserUser().updateProfile({ body, platform: 'web' });
export const sendResetPasswordEmail = (email: string) =>
  browserUser().sendResetPasswordEmail({ body: { email }, platform: 'web' });
export const setForgottenPassword = (code: string, password: string) =>
  browserUser().forgotPassword({ body: { code, password }, platform: 'web' });
export const deleteAccount = (userId: string) =>
  browserUser().deleteUser({ body: { user_id: userId, reason: 'Deleted by the shopper', reason_id: 'shopper' } });

/** A verification link's code, for the shopper's email or mobile number. */
export function verifyContact(kind: 'email' | 'mobile', code: Body<'verifyEmail'>['code']) {
  const user = browserUser();
  return kind === 'email' ? user.verifyEmail({ body: { code } }) : user.verifyMobile({ body: { code } });
}

export function addContact(kind: ContactKind, value: string) {
  const user = browserUser();
  return kind === 'email'
    ? user.addEmail({ body: { email: value }, platform: 'web' })
    : user.addMobileNumber({ body: { phone: value, country_code: '91' }, platform: 'web' });
}

export function sendContactVerification(kind: ContactKind, value: string, countryCode: string) {
  const user = browserUser();
  return kind === 'email'
    ? user.sendVerificationLinkToEmail({ body: { email: value }, platform: 'web' })
    : user.sendVerificationLinkToMobile({ body: { phone: value, country_code: countryCode }, platform: 'web' });
}

export function setPrimaryContact(kind: ContactKind, value: string, countryCode: string) {
  const user = browserUser();
  return kind === 'email'
    ? user.setEmailAsPrimary({ body: { email: value } })
    : user.setMobileNumberAsPrimary({ body: { phone: value, country_code: countryCode } });
}

export function removeContact(kind: ContactKind, value: string, countryCode: string) {
  const user = browserUser();
  return kind === 'email'
    ? user.deleteEmail({ email: value, platform: 'web' })
    : user.deleteMobileNumber({ phone: value, countryCode, platform: 'web' });
}

/** Another code for a registration waiting for its code (the platform holds it back within its resend wait). */
export const resendRegisterCode = (email: string, registerToken: string) =>
  browserUser().sendOTPOnEmail({ body: { email, register_token: registerToken }, platform: 'web' });
