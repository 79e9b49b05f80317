// user/platform/v1.0/config: which sign-in methods are on, the required profile fields
// ('hard' needs a primary verified one, 'soft' prompts unless dismissed) and the social
// client ids. Only public values: app secrets stay in the environment.
//
// A shop sets its own in applications.config.auth ({ login, register, forgot_password,
// required_fields: { email: { is_required, level }, mobile: {...} } }); anything missing or
// malformed falls back to the defaults below.
import { z } from 'zod';
import type { Application } from '../http/env';
import type { PlatformSchema, RequiredField } from '../../contract/types/user';
import { OTP_LENGTH } from '../../contract/account';
import { userTimings } from './constants';
import { socialSettings } from './social-service';

const field = z.object({ is_required: z.boolean(), level: z.enum(['hard', 'soft']) });
const authConfig = z
  .object({
    login: z.object({ password: z.boolean(), otp: z.boolean() }).partial(),
    register: z.boolean(),
    forgot_password: z.boolean(),
    required_fields: z.object({ email: field, mobile: field }).partial(),
    register_required_fields: z.object({ email: field, mobile: field }).partial(),
  })
  .partial();

/**
 * Defaults: a mobile and an email are asked for ('soft'). Not 'hard' by default: phones are
 * verified by SMS, and without an SMS gateway a shopper could never meet the requirement.
 */
const DEFAULT_REQUIRED: { email: RequiredField; mobile: RequiredField } = {
  email: { is_required: true, level: 'soft' },
  mobile: { is_required: true, level: 'soft' },
};
const DEFAULT_REGISTER_REQUIRED: { email: RequiredField; mobile: RequiredField } = {
  email: { is_required: true, level: 'hard' },
  mobile: { is_required: false, level: 'soft' },
};

export const DELETE_ACCOUNT_REASONS = [
  { reason_id: 'not_using', reason_text: 'I no longer use this account', show_text_area: false },
  { reason_id: 'privacy', reason_text: 'I have privacy concerns', show_text_area: false },
  { reason_id: 'other_account', reason_text: 'I have another account', show_text_area: false },
  { reason_id: 'other', reason_text: 'Other', show_text_area: true },
];

export function platformConfig(app: Application, name?: string): PlatformSchema {
  const parsed = authConfig.safeParse((app.config as Record<string, unknown>).auth ?? {});
  const auth = parsed.success ? parsed.data : {};
  const social = socialSettings();
  const sessionSeconds = userTimings().sessionSeconds;
  return {
    _id: app.id,
    name: name || app.name,
    display: app.name,
    active: true,
    register: auth.register ?? true,
    forgot_password: auth.forgot_password ?? true,
    skip_login: false,
    skip_captcha: true,
    login: { password: auth.login?.password ?? true, otp: auth.login?.otp ?? true },
    social: {
      google: Boolean(social.googleClientId),
      facebook: Boolean(social.facebookAppId && social.facebookAppSecret),
      apple: false,
      account_kit: false,
    },
    social_tokens: {
      google: { app_id: social.googleClientId },
      facebook: { app_id: social.facebookAppId },
      account_kit: { app_id: '' },
    },
    required_fields: { ...DEFAULT_REQUIRED, ...auth.required_fields },
    register_required_fields: { ...DEFAULT_REGISTER_REQUIRED, ...auth.register_required_fields },
    delete_account_day: 0,
    delete_account_reasons: DELETE_ACCOUNT_REASONS,
    delete_account_consent: {
      consent_text: 'I understand that my account will be locked and I will no longer be able to sign in.',
    },
    session_config: { duration: Math.round(sessionSeconds / 86400), type: 'days', is_rolling: false },
    otp: { length: OTP_LENGTH, resend_timer: userTimings().resendSeconds },
  };
}
