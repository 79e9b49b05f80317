// Wire types of the user API. The 3.4.2
// SDK names its request and answer typedefs (LoginSuccess, SendOtpSuccess, ...) without
// shipping them for the application side; UserSchema, PhoneNumber, Email, PlatformSchema and
// SessionListResponseInfo come from sdk/platform/User/UserPlatformModel.d.ts, the rest from the
// SDK's earlier UserApplicationModel, field by field.

export type Email = { email: string; active: boolean; primary: boolean; verified: boolean };
export type PhoneNumber = { phone: string; country_code: number; active: boolean; primary: boolean; verified: boolean };

export type UserSchema = {
  _id: string;
  user_id: string;
  application_id: string;
  first_name: string;
  last_name: string;
  gender: string;
  dob?: string;
  profile_pic_url: string;
  account_type: string;
  active: boolean;
  /** Ours: whether a password is set (has-password answers the same). */
  has_password: boolean;
  username: string;
  emails: Email[];
  phone_numbers: PhoneNumber[];
  created_at: string;
  updated_at: string;
};

export type Platform = 'web' | 'android' | 'ios' | string;

// ---- requests ----------------------------------------------------------------------------------
export type PasswordLoginRequest = { username: string; password: string; captcha_code?: string };
/** login/otp: a mobile with its country code, or an email. */
export type SendOtpRequest = {
  mobile?: string;
  country_code?: string;
  email?: string;
  captcha_code?: string;
  android_hash?: string;
};
export type SendMobileOtpRequest = {
  mobile: string;
  country_code?: string;
  action?: 'send' | 'resend';
  token?: string;
  register_token?: string;
  android_hash?: string;
  force?: string;
  captcha_code?: string;
};
export type SendEmailOtpRequest = {
  email: string;
  action?: 'send' | 'resend';
  token?: string;
  register_token?: string;
  captcha_code?: string;
};
export type VerifyOtpRequest = { request_id: string; otp: string; register_token?: string; captcha_code?: string };
export type VerifyEmailOtpRequest = { email: string; otp: string; action?: string; register_token?: string };
export type VerifyMobileForgotOtpRequest = { request_id: string; otp: string };
export type VerifyEmailForgotOtpRequest = { email: string; otp: string };
export type FormRegisterRequest = {
  first_name: string;
  last_name: string;
  gender?: string;
  email: string;
  password: string;
  phone?: { country_code?: string; mobile: string };
  register_token?: string;
};
export type CodeRequest = { code: string };
/** login/password/reset/forgot (forgotPassword) and login/password/forgot (resetForgotPassword). */
export type ForgotPasswordRequest = { code: string; password: string };
export type SendResetPasswordEmailRequest = { email: string; captcha_code?: string };
export type UpdatePasswordRequest = { old_password?: string; new_password: string };
export type DeleteUserRequest = {
  user_id: string;
  reason?: string;
  reason_id?: string;
  request_id?: string;
  otp?: string;
};
export type EditProfileRequest = {
  first_name?: string;
  last_name?: string;
  gender?: string;
  dob?: string;
  profile_pic_url?: string;
  email?: string;
  mobile?: { phone: string; country_code?: string };
  register_token?: string;
};
export type EditEmailRequest = { email: string };
export type EditMobileRequest = { phone: string; country_code?: string };
export type SendVerificationLinkMobileRequest = EditMobileRequest & {
  verified?: boolean;
  active?: boolean;
  primary?: boolean;
};
export type OAuthRequest = {
  is_signed_in?: boolean;
  /** Google: the ID token (the credential of Google's button); Facebook: the user access token. */
  oauth2: { access_token: string; expiry?: number; refresh_token?: string };
  profile?: {
    id?: string;
    email?: string;
    full_name?: string;
    first_name?: string;
    last_name?: string;
    image?: string;
  };
};

// ---- answers -----------------------------------------------------------------------------------
export type LoginSuccess = { user: UserSchema; request_id?: string; register_token?: string };
export type AuthSuccess = { user: UserSchema; user_exists: boolean; register_token?: string };
export type UserObjectSchema = { user: UserSchema };
export type VerifyOtpSuccess = { user: UserSchema; user_exists: boolean; register_token?: string };
/** login/otp, otp/mobile/send (SendOtp / SendOtpSuccess / OtpSuccess). */
export type SendOtpSuccess = {
  success: boolean;
  request_id: string;
  message: string;
  mobile?: string;
  country_code?: string;
  email?: string;
  /** Seconds before another OTP may be requested. */
  resend_timer: number;
  resend_token: string;
  register_token?: string;
};
export type EmailOtpSuccess = {
  success: boolean;
  resend_email_token: string;
  request_id: string;
  resend_timer: number;
  message: string;
};
export type VerifyForgotOtpSuccess = { success: boolean; forgot_token: string };
export type ResetForgotPasswordSuccess = { success: boolean };
export type ResetPasswordSuccess = { status: string };
export type RegisterFormSuccess = {
  success: boolean;
  register_token: string;
  request_id?: string;
  message: string;
  email: string;
  mobile?: string;
  country_code?: string;
  resend_timer: number;
  resend_token?: string;
  resend_email_token: string;
  verify_email_otp: boolean;
  verify_mobile_otp: boolean;
  user_exists: boolean;
};
export type VerifyEmailSuccess = { message: string };
export type HasPasswordSuccess = { result: boolean };
export type LogoutSuccess = { logout: boolean };
export type DeleteUserSuccess = { success: boolean };
export type SessionInfo = {
  session_id: string;
  user_agent: string;
  ip: string;
  created_at: string;
  last_seen_at: string;
  expire_in: string;
  current: boolean;
};
/** SessionListSuccess: the ids, and (ours) each session's details. */
export type SessionListSuccess = { sessions: string[]; items: SessionInfo[] };
export type UserExistsDetails = { user_exists: boolean };
export type ProfileEditSuccess = {
  user: UserSchema;
  register_token?: string;
  verify_email_link: boolean;
  verify_mobile_link: boolean;
  verify_email_otp: boolean;
  verify_mobile_otp: boolean;
  email?: string;
  mobile?: string;
  country_code?: string;
  success: boolean;
};
export type VerifyEmailOTPSuccess = { user: UserSchema; verify_email_link: boolean };
export type VerifyMobileOTPSuccess = { user: UserSchema; verify_mobile_link: boolean };
export type SendEmailVerifyLinkSuccess = { verify_email_link: boolean };
export type SendMobileVerifyLinkSuccess = { verify_mobile_link: boolean };

/** 'hard' needs a primary verified one; 'soft' prompts unless cancelled. */
export type RequiredLevel = 'hard' | 'soft';
export type RequiredField = { is_required: boolean; level: RequiredLevel };
export type PlatformSchema = {
  _id: string;
  name: string;
  display: string;
  active: boolean;
  register: boolean;
  forgot_password: boolean;
  skip_login: boolean;
  skip_captcha: boolean;
  login: { password: boolean; otp: boolean };
  social: { google: boolean; facebook: boolean; apple: boolean; account_kit: boolean };
  /** Public client ids only: secrets never leave the platform. */
  social_tokens: { google: { app_id: string }; facebook: { app_id: string }; account_kit: { app_id: string } };
  required_fields: { email: RequiredField; mobile: RequiredField };
  register_required_fields: { email: RequiredField; mobile: RequiredField };
  delete_account_day: number;
  delete_account_reasons: Array<{ reason_text: string; reason_id: string; show_text_area: boolean }>;
  delete_account_consent: { consent_text: string };
  session_config: { duration: number; type: string; is_rolling: boolean };
  /** Ours: the OTP length and resend wait, so forms can be built to fit. */
  otp: { length: number; resend_timer: number };
};

/** Error codes the platform answers with (in `code`), for the cases a page must tell apart: one
 * list for both sides, the platform's USER_CODES is this. */
export const USER_ERROR_CODES = {
  /** 401 on any call that needs a session. */
  notSignedIn: 'USER_NOT_SIGNED_IN',
  /** 403 on sign-in of a deleted account: show /auth/account-locked. */
  accountLocked: 'ACCOUNT_LOCKED',
  accountInactive: 'ACCOUNT_INACTIVE',
  /** 429 with retry_after seconds. */
  rateLimited: 'TOO_MANY_ATTEMPTS',
  /** 429 with resend_timer seconds. */
  resendTooSoon: 'OTP_RESEND_TOO_SOON',
} as const;
