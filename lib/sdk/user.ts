// The user API, method names and arguments as in the official SDK's User
// client. Calls that act for a shopper need the session cookie: the browser SDK sends it by itself
// (same origin); serverSdk() forwards the incoming request's cookies (or the `cookie` it is given).
// The platform sets and clears the f.session cookie on sign-in and logout answers, so those calls
// belong in the browser (or in a route handler that passes the answer's Set-Cookie on).
import { USER_ERROR_CODES } from '@/contract/types/user';
import { SdkServerResponseError } from './errors';
import type { ApiClient, RequestOptions } from './request';
import type {
  AuthSuccess,
  CodeRequest,
  DeleteUserRequest,
  DeleteUserSuccess,
  EditEmailRequest,
  EditMobileRequest,
  EditProfileRequest,
  EmailOtpSuccess,
  ForgotPasswordRequest,
  FormRegisterRequest,
  HasPasswordSuccess,
  LoginSuccess,
  LogoutSuccess,
  OAuthRequest,
  PasswordLoginRequest,
  PlatformSchema,
  ProfileEditSuccess,
  RegisterFormSuccess,
  ResetForgotPasswordSuccess,
  ResetPasswordSuccess,
  SendEmailOtpRequest,
  SendEmailVerifyLinkSuccess,
  SendMobileOtpRequest,
  SendMobileVerifyLinkSuccess,
  SendOtpRequest,
  SendOtpSuccess,
  SendResetPasswordEmailRequest,
  SendVerificationLinkMobileRequest,
  SessionListSuccess,
  UpdatePasswordRequest,
  UserExistsDetails,
  UserObjectSchema,
  VerifyEmailForgotOtpRequest,
  VerifyEmailOTPSuccess,
  VerifyEmailOtpRequest,
  VerifyEmailSuccess,
  VerifyForgotOtpSuccess,
  VerifyMobileForgotOtpRequest,
  VerifyMobileOTPSuccess,
  VerifyOtpRequest,
  VerifyOtpSuccess,
} from '@/contract/types/user';
export { USER_ERROR_CODES };

/** Whether the platform refused because the account is deleted or locked (the shopper goes to account-locked). */
export function accountLocked(error: unknown): boolean {
  return (
    error instanceof SdkServerResponseError &&
    (error.body as { code?: string } | undefined)?.code === USER_ERROR_CODES.accountLocked
  );
}

const AUTH = '/service/application/user/authentication/v1.0';
const PROFILE = '/service/application/user/profile/v1.0';
const LOGOUT = `${AUTH}/logout`;

/**
 * The platform's GET calls that change state (the spec makes logout a GET): proxy.ts refuses them
 * cross-site like every POST, PUT and DELETE.
 */
export const STATE_CHANGING_GETS: readonly string[] = [LOGOUT];

type Headers = { requestHeaders?: Record<string, string> };
type WithBody<B> = { body: B; platform?: string } & Headers;
type AddressQuery = { active?: boolean; primary?: boolean; verified?: boolean; platform?: string };

export function userApi(client: ApiClient) {
  const call = <T>(method: 'GET' | 'POST' | 'PUT' | 'DELETE', path: string, options: RequestOptions = {}) =>
    client.request<T>(method, path, options);
  const post =
    <B, T>(path: string) =>
    ({ body, platform, requestHeaders }: WithBody<B>) =>
      call<T>('POST', path, { body, query: { platform }, headers: requestHeaders });

  return {
    client,
    // ---- sign-in and registration
    loginWithEmailAndPassword: post<PasswordLoginRequest, LoginSuccess>(`${AUTH}/login/password`),
    /** An OTP to a mobile (with country_code) or an email; verify with verifyMobileOTP / verifyEmailOTP. */
    loginWithOTP: post<SendOtpRequest, SendOtpSuccess>(`${AUTH}/login/otp`),
    sendOTPOnMobile: post<SendMobileOtpRequest, SendOtpSuccess>(`${AUTH}/otp/mobile/send`),
    sendOTPOnEmail: post<SendEmailOtpRequest, EmailOtpSuccess>(`${AUTH}/otp/email/send`),
    /** Signs in (user_exists false: a new account, send the shopper to edit-profile). */
    verifyMobileOTP: post<VerifyOtpRequest, VerifyOtpSuccess>(`${AUTH}/otp/mobile/verify`),
    verifyEmailOTP: post<VerifyEmailOtpRequest, VerifyOtpSuccess>(`${AUTH}/otp/email/verify`),
    registerWithForm: post<FormRegisterRequest, RegisterFormSuccess>(`${AUTH}/register/form`),
    loginWithGoogle: post<OAuthRequest, AuthSuccess>(`${AUTH}/login/google-token`),
    loginWithFacebook: post<OAuthRequest, AuthSuccess>(`${AUTH}/login/facebook-token`),

    // ---- passwords
    sendForgotOTPOnMobile: post<SendMobileOtpRequest, SendOtpSuccess>(`${AUTH}/otp/forgot/mobile/send`),
    sendForgotOTPOnEmail: post<SendEmailOtpRequest, EmailOtpSuccess>(`${AUTH}/otp/forgot/email/send`),
    verifyMobileForgotOTP: post<VerifyMobileForgotOtpRequest, VerifyForgotOtpSuccess>(
      `${AUTH}/otp/forgot/mobile/verify`,
    ),
    verifyEmailForgotOTP: post<VerifyEmailForgotOtpRequest, VerifyForgotOtpSuccess>(`${AUTH}/otp/forgot/email/verify`),
    /** A reset link by email; always { status: 'sent' }. The link opens /auth/set-password?code=... */
    sendResetPasswordEmail: post<SendResetPasswordEmailRequest, ResetPasswordSuccess>(`${AUTH}/login/password/reset`),
    /** Is a reset code (link code or forgot_token) still good? { status: 'valid' } or 400. */
    sendResetToken: post<CodeRequest, ResetPasswordSuccess>(`${AUTH}/login/password/reset/token`),
    /** New password by code, then signed in. */
    forgotPassword: post<ForgotPasswordRequest, LoginSuccess>(`${AUTH}/login/password/reset/forgot`),
    /** New password by code, without signing in. */
    resetForgotPassword: post<ForgotPasswordRequest, ResetForgotPasswordSuccess>(`${AUTH}/login/password/forgot`),
    /** Set a first password, or change it (old_password needed then). */
    updatePassword: post<UpdatePasswordRequest, VerifyEmailSuccess>(`${AUTH}/password`),

    // ---- links and session
    verifyEmail: post<CodeRequest, VerifyEmailSuccess>(`${AUTH}/verify/email`),
    verifyMobile: post<CodeRequest, VerifyEmailSuccess>(`${AUTH}/verify/mobile`),
    getLoggedInUser: ({ requestHeaders }: Headers = {}) =>
      call<UserObjectSchema>('GET', `${AUTH}/session`, { headers: requestHeaders }),
    getListOfActiveSessions: ({ requestHeaders }: Headers = {}) =>
      call<SessionListSuccess>('GET', `${AUTH}/sessions`, { headers: requestHeaders }),
    logout: ({ requestHeaders }: Headers = {}) => call<LogoutSuccess>('GET', LOGOUT, { headers: requestHeaders }),
    deleteUser: ({ body, requestHeaders }: { body: DeleteUserRequest } & Headers) =>
      call<DeleteUserSuccess>('POST', `${AUTH}/delete`, { body, headers: requestHeaders }),
    userExists: ({ q, requestHeaders }: { q: string } & Headers) =>
      call<UserExistsDetails>('GET', `${AUTH}/user-exists`, { query: { q }, headers: requestHeaders }),
    hasPassword: ({ requestHeaders }: Headers = {}) =>
      call<HasPasswordSuccess>('GET', `${AUTH}/has-password`, { headers: requestHeaders }),

    // ---- profile
    updateProfile: post<EditProfileRequest, ProfileEditSuccess>(`${PROFILE}/detail`),
    addEmail: ({ body, platform, requestHeaders }: WithBody<EditEmailRequest>) =>
      call<VerifyEmailOTPSuccess>('PUT', `${PROFILE}/email`, { body, query: { platform }, headers: requestHeaders }),
    deleteEmail: ({
      email,
      active,
      primary,
      verified,
      platform,
      requestHeaders,
    }: { email: string } & AddressQuery & Headers) =>
      call<LoginSuccess>('DELETE', `${PROFILE}/email`, {
        query: { email, active, primary, verified, platform },
        headers: requestHeaders,
      }),
    setEmailAsPrimary: ({ body, requestHeaders }: { body: EditEmailRequest } & Headers) =>
      call<LoginSuccess>('POST', `${PROFILE}/email/primary`, { body, headers: requestHeaders }),
    sendVerificationLinkToEmail: post<EditEmailRequest, SendEmailVerifyLinkSuccess>(`${PROFILE}/email/link/send`),
    addMobileNumber: ({ body, platform, requestHeaders }: WithBody<EditMobileRequest>) =>
      call<VerifyMobileOTPSuccess>('PUT', `${PROFILE}/mobile`, { body, query: { platform }, headers: requestHeaders }),
    deleteMobileNumber: ({
      phone,
      countryCode,
      active,
      primary,
      verified,
      platform,
      requestHeaders,
    }: { phone: string; countryCode: string } & AddressQuery & Headers) =>
      call<LoginSuccess>('DELETE', `${PROFILE}/mobile`, {
        query: { phone, country_code: countryCode, active, primary, verified, platform },
        headers: requestHeaders,
      }),
    setMobileNumberAsPrimary: ({ body, requestHeaders }: { body: EditMobileRequest } & Headers) =>
      call<LoginSuccess>('POST', `${PROFILE}/mobile/primary`, { body, headers: requestHeaders }),
    sendVerificationLinkToMobile: post<SendVerificationLinkMobileRequest, SendMobileVerifyLinkSuccess>(
      `${PROFILE}/mobile/link/send`,
    ),

    /** Sign-in methods, required profile fields (hard/soft) and public social client ids. */
    getPlatformConfig: ({ name, requestHeaders }: { name?: string } & Headers = {}) =>
      call<PlatformSchema>('GET', '/service/application/user/platform/v1.0/config', {
        query: { name },
        headers: requestHeaders,
      }),
  };
}

export type UserApi = ReturnType<typeof userApi>;
