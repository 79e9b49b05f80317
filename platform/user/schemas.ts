// Request schemas of the user API, built from the shared rules in contract/account.ts, and a
// body reader whose message is the rule's own words (a form shows it at the field as it is).
import type { Context } from 'hono';
import { z } from 'zod';
import { ApiError } from '../http/errors';
import { jsonBody } from '../http/validate';
import {
  ACCOUNT_MESSAGES,
  countryCodeField,
  emailField,
  genderField,
  optionalNameField,
  otpField,
  passwordField,
  phoneField,
  phoneWithCountry,
  registerFormSchema,
  isValidPhone as isValidPhoneCheck,
  requiredText,
} from '../../contract/account';
import { USER_MESSAGES } from './messages';

const USER_INPUT = {
  usernameTooLong: () => 'username must be at most 254 characters',
  loginTarget: () => USER_MESSAGES.loginTarget,
};

function fail(error: z.ZodError): never {
  const messages = [...new Set(error.issues.map((i) => i.message))];
  throw new ApiError(
    400,
    messages.join('; '),
    error.issues.map((i) => ({ path: i.path, message: i.message })),
  );
}

export function parse<S extends z.ZodType>(schema: S, value: unknown): z.infer<S> {
  const result = schema.safeParse(value);
  if (!result.success) fail(result.error);
  return result.data;
}

export async function userBody<S extends z.ZodType>(c: Context, schema: S): Promise<z.infer<S>> {
  const value = await jsonBody(c);
  if (typeof value !== 'object' || value === null || Array.isArray(value))
    throw new ApiError(400, 'Invalid body: expected a JSON object');
  return parse(schema, value);
}

export function userQuery<S extends z.ZodType>(c: Context, schema: S): z.infer<S> {
  return parse(schema, Object.fromEntries(new URL(c.req.url).searchParams));
}

const token = (name: string) => requiredText(name).max(200, `${name} is not valid`);
const optionalToken = z
  .string()
  .trim()
  .max(200)
  .optional()
  .transform((v) => v || undefined);

export const platformQuery = z.object({ platform: z.string().trim().max(64).optional() });

export const passwordLoginBody = z.object({
  username: requiredText('username').max(254, USER_INPUT.usernameTooLong()),
  password: requiredText('password').max(128, ACCOUNT_MESSAGES.passwordTooLong),
  captcha_code: z.string().optional(),
});

/** login/otp: a mobile (with its country code) or an email, not both. */
export const loginOtpBody = z
  .object({
    mobile: z.unknown().optional(),
    country_code: z.unknown().optional(),
    email: z.unknown().optional(),
    captcha_code: z.string().optional(),
    android_hash: z.string().optional(),
  })
  .transform((v, ctx) => {
    const hasMobile = v.mobile !== undefined && v.mobile !== '' && v.mobile !== null;
    const hasEmail = v.email !== undefined && v.email !== '' && v.email !== null;
    if (hasMobile === hasEmail) {
      ctx.addIssue({ code: 'custom', message: USER_INPUT.loginTarget() });
      return z.NEVER;
    }
    if (hasEmail) {
      const email = emailField().safeParse(v.email);
      if (!email.success) {
        email.error.issues.forEach((i) => ctx.addIssue({ ...i, code: 'custom', path: ['email'], message: i.message }));
        return z.NEVER;
      }
      return { kind: 'email' as const, email: email.data };
    }
    const phone = phoneWithCountry('mobile').safeParse({ mobile: v.mobile, country_code: v.country_code });
    if (!phone.success) {
      phone.error.issues.forEach((i) => ctx.addIssue({ code: 'custom', path: i.path, message: i.message }));
      return z.NEVER;
    }
    return { kind: 'mobile' as const, mobile: phone.data.mobile as string, countryCode: phone.data.country_code };
  });

export const sendMobileOtpBody = phoneWithCountry('mobile').and(
  z.object({
    action: z.enum(['send', 'resend'], { error: 'action must be send or resend' }).optional(),
    token: optionalToken,
    register_token: optionalToken,
    android_hash: z.string().optional(),
    force: z.string().optional(),
    captcha_code: z.string().optional(),
  }),
);

export const sendEmailOtpBody = z.object({
  email: emailField(),
  action: z.enum(['send', 'resend'], { error: 'action must be send or resend' }).optional(),
  token: optionalToken,
  register_token: optionalToken,
  captcha_code: z.string().optional(),
});

export const verifyMobileOtpBody = z.object({
  request_id: token('request_id'),
  otp: otpField(),
  register_token: optionalToken,
  captcha_code: z.string().optional(),
});
export const verifyEmailOtpBody = z.object({
  email: emailField(),
  otp: otpField(),
  action: z.string().optional(),
  register_token: optionalToken,
});
export const verifyMobileForgotBody = z.object({ request_id: token('request_id'), otp: otpField() });
export const verifyEmailForgotBody = z.object({ email: emailField(), otp: otpField() });

export const registerBody = registerFormSchema.extend({ register_token: optionalToken });

export const codeBody = z.object({ code: token('code') });
export const codePasswordBody = z.object({ code: token('code'), password: passwordField() });
export const resetEmailBody = z.object({ email: emailField(), captcha_code: z.string().optional() });
export const updatePasswordBody = z.object({
  old_password: z.string().max(128, ACCOUNT_MESSAGES.passwordTooLong).optional(),
  new_password: passwordField('new_password'),
});
export const deleteUserBody = z.object({
  user_id: token('user_id'),
  reason: z.string().trim().max(500, 'reason must be at most 500 characters').optional(),
  reason_id: z.string().trim().max(64).optional(),
  request_id: z.string().optional(),
  otp: z.string().optional(),
});
export const userExistsQuery = z.object({ q: requiredText('q').max(254, USER_INPUT.usernameTooLong()) });

const profilePic = z
  .string({ error: 'profile_pic_url must be text' })
  .trim()
  .max(2000, 'profile_pic_url is too long')
  .refine(
    (v) => v === '' || /^https?:\/\/\S+$/i.test(v) || /^\/media\/[\w.-]+$/.test(v),
    'profile_pic_url must be an http(s) URL',
  )
  .optional();

export const profileDetailBody = z.object({
  first_name: optionalNameField('first_name'),
  last_name: optionalNameField('last_name'),
  gender: genderField(),
  dob: z
    .string()
    .trim()
    .refine(
      (v) => v === '' || (/^\d{4}-\d{2}-\d{2}$/.test(v) && !Number.isNaN(Date.parse(v)) && Date.parse(v) < Date.now()),
      'dob must be a past date as YYYY-MM-DD',
    )
    .optional(),
  profile_pic_url: profilePic,
  email: z
    .union([z.literal(''), emailField()])
    .optional()
    .transform((v) => v || undefined),
  mobile: z
    .object({ phone: phoneField('phone'), country_code: countryCodeField() })
    .superRefine((v, ctx) => {
      if (!isValidPhoneCheck(v.country_code, v.phone))
        ctx.addIssue({ code: 'custom', path: ['phone'], message: ACCOUNT_MESSAGES.invalidPhone });
    })
    .optional(),
  register_token: optionalToken,
  android_hash: z.string().optional(),
  sender: z.string().optional(),
  encrypt_otp: z.boolean().optional(),
});

export const emailBody = z.object({ email: emailField() });
export const phoneBody = phoneWithCountry('phone').and(
  z.object({ verified: z.unknown().optional(), active: z.unknown().optional(), primary: z.unknown().optional() }),
);
export const emailQuery = z.object({
  email: emailField(),
  platform: z.string().optional(),
  active: z.string().optional(),
  primary: z.string().optional(),
  verified: z.string().optional(),
});
export const phoneQuery = phoneWithCountry('phone').and(
  z.object({
    platform: z.string().optional(),
    active: z.string().optional(),
    primary: z.string().optional(),
    verified: z.string().optional(),
  }),
);

export const oauthBody = z.object({
  is_signed_in: z.boolean().optional(),
  oauth2: z.object(
    {
      access_token: z
        .string({ error: 'Missing or empty required parameter: oauth2.access_token' })
        .trim()
        .min(1, 'Missing or empty required parameter: oauth2.access_token')
        .max(8192, 'oauth2.access_token is too long'),
      expiry: z.number().optional(),
      refresh_token: z.string().optional(),
    },
    { error: 'Missing or empty required parameter: oauth2.access_token' },
  ),
  profile: z.record(z.string(), z.unknown()).optional(),
});
