// Validation rules for shopper accounts, shared by the browser forms and the
// platform's endpoints so both accept and refuse the same input with the same words. Pure: zod
// only, no server imports.
import { z } from 'zod';
import '../common/zod-browser';

/** The special characters a password may use to meet the "one special character" rule. */
export const PASSWORD_SPECIAL_CHARACTERS = '!"#$%&\'()*+,-./:;<=>?@[\\]^_`{|}~';
export const PASSWORD_MIN_LENGTH = 8;
/** scrypt's cost grows with the input; a bound keeps a hash cheap to refuse. */
export const PASSWORD_MAX_LENGTH = 128;
export const NAME_MAX_LENGTH = 50;
export const EMAIL_MAX_LENGTH = 254;
export const OTP_LENGTH = 6;

export const ACCOUNT_MESSAGES = {
  /** "Required parameters". */
  missing: (name: string) => `Missing or empty required parameter: ${name}`,
  invalidEmail: 'Please enter a valid email address',
  /** Address forms: the phone validity check's message. */
  invalidPhone: 'Invalid Phone Number',
  invalidCountryCode: 'Please enter a valid country code',
  invalidPassword: `Password must be at least ${PASSWORD_MIN_LENGTH} characters and contain at least one letter, one digit and one special character`,
  passwordTooLong: `Password must be at most ${PASSWORD_MAX_LENGTH} characters`,
  invalidName: 'Name may only contain letters, digits, hyphen, underscore, apostrophe, period and space',
  nameTooLong: `Name must be at most ${NAME_MAX_LENGTH} characters`,
  invalidOtp: `Please enter the ${OTP_LENGTH}-digit OTP`,
  invalidGender: 'Gender must be one of male, female, unisex or other',
  passwordsDiffer: 'Passwords do not match',
} as const;

// Letters of any script, digits, hyphen, underscore, apostrophe, period and space.
const NAME = /^[\p{L}\p{M}\d\-_'. ]+$/u;
// A pragmatic "standard email pattern": one @, no spaces, a dotted domain with a 2+ letter TLD.
const EMAIL =
  /^[A-Za-z0-9.!#$%&'*+/=?^_`{|}~-]+@[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)*\.[A-Za-z]{2,}$/;
const SPECIAL = new RegExp(`[${PASSWORD_SPECIAL_CHARACTERS.replace(/[\\\]^-]/g, '\\$&')}]`);

/** A required text field: absent, null or blank gives the spec's "Missing or empty" message. */
export function requiredText(name: string) {
  return (
    z
      .string({
        error: (issue) =>
          issue.input === undefined || issue.input === null ? ACCOUNT_MESSAGES.missing(name) : `${name} must be text`,
      })
      .trim()
      // abort: a blank field gets one message, not also every pattern it fails.
      .min(1, { message: ACCOUNT_MESSAGES.missing(name), abort: true })
  );
}

export const emailField = (name = 'email') =>
  requiredText(name).max(EMAIL_MAX_LENGTH, ACCOUNT_MESSAGES.invalidEmail).regex(EMAIL, ACCOUNT_MESSAGES.invalidEmail);

/** Digits only; a leading 0 and spaces or dashes typed by a person are tolerated and dropped. */
export const phoneField = (name = 'mobile') =>
  z
    .union([z.string(), z.number()], {
      error: (issue) =>
        issue.input === undefined || issue.input === null
          ? ACCOUNT_MESSAGES.missing(name)
          : ACCOUNT_MESSAGES.invalidPhone,
    })
    .transform((v) => String(v).trim().replace(/[\s-]/g, ''))
    .pipe(
      z
        .string()
        .min(1, ACCOUNT_MESSAGES.missing(name))
        .regex(/^\d{4,15}$/, ACCOUNT_MESSAGES.invalidPhone),
    )
    .transform((v) => v.replace(/^0+(?=\d{4})/, ''));

/** Country calling code: "91", "+91" or 91. Defaults to India (default country IN). */
export const countryCodeField = () =>
  z
    .union([z.string(), z.number()])
    .optional()
    .transform((v) => (v === undefined || String(v).trim() === '' ? '91' : String(v).trim().replace(/^\+/, '')))
    .pipe(z.string().regex(/^[1-9]\d{0,3}$/, ACCOUNT_MESSAGES.invalidCountryCode))
    .transform(Number);

/** India's mobile numbers are 10 digits starting 6 to 9; elsewhere E.164 allows 15 digits in all. */
export function isValidPhone(countryCode: number, phone: string): boolean {
  if (!/^\d+$/.test(phone)) return false;
  if (countryCode === 91) return /^[6-9]\d{9}$/.test(phone);
  return phone.length >= 4 && String(countryCode).length + phone.length <= 15;
}

/** A phone with its country code, checked together; the number's field is `mobile` or `phone`. */
export function phoneWithCountry<K extends 'mobile' | 'phone'>(phoneName: K) {
  const shape = { country_code: countryCodeField(), [phoneName]: phoneField(phoneName) } as {
    country_code: ReturnType<typeof countryCodeField>;
  } & Record<K, ReturnType<typeof phoneField>>;
  return z.object(shape).superRefine((value, ctx) => {
    const phone = (value as Record<string, unknown>)[phoneName] as string;
    if (!isValidPhone((value as Record<string, unknown>).country_code as number, phone))
      ctx.addIssue({ code: 'custom', path: [phoneName], message: ACCOUNT_MESSAGES.invalidPhone });
  });
}

export const passwordField = (name = 'password') =>
  z
    .string({
      error: (issue) =>
        issue.input === undefined || issue.input === null
          ? ACCOUNT_MESSAGES.missing(name)
          : ACCOUNT_MESSAGES.invalidPassword,
    })
    .min(1, { message: ACCOUNT_MESSAGES.missing(name), abort: true })
    .max(PASSWORD_MAX_LENGTH, ACCOUNT_MESSAGES.passwordTooLong)
    .refine((v) => isStrongPassword(v), ACCOUNT_MESSAGES.invalidPassword);

export function isStrongPassword(value: string): boolean {
  return value.length >= PASSWORD_MIN_LENGTH && /\p{L}/u.test(value) && /\d/.test(value) && SPECIAL.test(value);
}

export const nameField = (name: string) =>
  requiredText(name).max(NAME_MAX_LENGTH, ACCOUNT_MESSAGES.nameTooLong).regex(NAME, ACCOUNT_MESSAGES.invalidName);

/** An optional name: absent or blank means "leave as is". */
export const optionalNameField = (name: string) =>
  z
    .string({ error: `${name} must be text` })
    .trim()
    .max(NAME_MAX_LENGTH, ACCOUNT_MESSAGES.nameTooLong)
    .refine((v) => v === '' || NAME.test(v), ACCOUNT_MESSAGES.invalidName)
    .optional();

export const GENDERS = ['male', 'female', 'unisex', 'other'] as const;
export type Gender = (typeof GENDERS)[number];
export const genderField = () =>
  z
    .string({ error: ACCOUNT_MESSAGES.invalidGender })
    .trim()
    .toLowerCase()
    .refine((v) => v === '' || (GENDERS as readonly string[]).includes(v), ACCOUNT_MESSAGES.invalidGender)
    .optional();

export const otpField = () =>
  z
    .union([z.string(), z.number()], {
      error: (issue) =>
        issue.input === undefined || issue.input === null
          ? ACCOUNT_MESSAGES.missing('otp')
          : ACCOUNT_MESSAGES.invalidOtp,
    })
    .transform((v) => String(v).trim())
    .pipe(z.string().regex(new RegExp(`^\\d{${OTP_LENGTH}}$`), ACCOUNT_MESSAGES.invalidOtp));

/** The registration form (register/form), as the browser and the platform both check it. */
export const registerFormSchema = z.object({
  first_name: nameField('first_name'),
  last_name: nameField('last_name'),
  gender: genderField(),
  email: emailField(),
  password: passwordField(),
  phone: phoneWithCountry('mobile').optional(),
});

/** Lower-cased, trimmed: how an email is compared. */
export function normaliseEmail(email: string): string {
  return email.trim().toLowerCase();
}

/** +<country code><digits>: how a phone number is compared. */
export function normalisePhone(countryCode: number, phone: string): string {
  return `+${countryCode}${phone}`;
}
