// The registration form's rules in a shopper's words: the scripted form
// (components/user/register-form.tsx) and its plain form's action (lib/user/register-actions.ts)
// check what was typed with the platform's own rules (contract/account.ts) and show each field's
// message at the field. A blank field says what to fill in, never the API's "Missing or empty
// required parameter"; the API itself keeps answering that to a client that leaves one out.
import { ACCOUNT_MESSAGES, NAME_MAX_LENGTH, registerFormSchema } from '@/contract/account';
import { fieldErrors, type FieldErrors } from '@/lib/forms/field-errors';

/** What the form's fields hold, as typed (the password included; never kept anywhere). */
export type RegisterValues = {
  first_name: string;
  last_name: string;
  email: string;
  mobile: string;
  password: string;
  gender: string;
};

/** The fields a draft or a refused plain form keeps: everything but the password. */
export const REGISTER_KEPT_FIELDS = ['first_name', 'last_name', 'email', 'mobile', 'gender'] as const;

export const EMPTY_REGISTER_VALUES: RegisterValues = {
  first_name: '',
  last_name: '',
  email: '',
  mobile: '',
  password: '',
  gender: '',
};

/** The 000 spec gives registration no messages beyond its patterns: these are plain words. */
export const REGISTER_MESSAGES = {
  firstNameBlank: 'Enter your first name',
  lastNameBlank: 'Enter your last name',
  emailBlank: 'Enter your email address',
  passwordBlank: 'Enter a password',
  invalidMobile: 'Enter a 10-digit mobile number starting with 6, 7, 8 or 9, or leave it empty',
  invalidName: (label: string) =>
    `${label} may only contain letters, digits, spaces, hyphens, underscores, apostrophes and periods`,
  nameTooLong: (label: string, max: number) => `${label} must be at most ${max} characters`,
  /** The code step's notices. */
  codeSent: (email: string) => `We sent a 6-digit code to ${email}. Enter it to create your account.`,
  codeResent: (email: string) => `We sent a new code to ${email}.`,
  resendIn: (seconds: number) => `You can ask for a new code in ${seconds} s`,
} as const;

const BLANK: Partial<Record<keyof RegisterValues, string>> = {
  first_name: REGISTER_MESSAGES.firstNameBlank,
  last_name: REGISTER_MESSAGES.lastNameBlank,
  email: REGISTER_MESSAGES.emailBlank,
  password: REGISTER_MESSAGES.passwordBlank,
};

const LABELS = { first_name: 'First name', last_name: 'Last name' } as const;

/** The registration body the platform takes (register/form), from a valid form. */
export type RegisterBody = {
  first_name: string;
  last_name: string;
  email: string;
  password: string;
  gender?: string;
  phone?: { mobile: string; country_code: string };
};

/** The platform rule's message for a field, in the form's words. */
function inFormWords(field: string, message: string): string {
  if (field === 'mobile') return REGISTER_MESSAGES.invalidMobile;
  if (field === 'first_name' || field === 'last_name') {
    if (message === ACCOUNT_MESSAGES.invalidName) return REGISTER_MESSAGES.invalidName(LABELS[field]);
    if (message === ACCOUNT_MESSAGES.nameTooLong) return REGISTER_MESSAGES.nameTooLong(LABELS[field], NAME_MAX_LENGTH);
  }
  return BLANK[field as keyof RegisterValues] && message === ACCOUNT_MESSAGES.missing(field)
    ? BLANK[field as keyof RegisterValues]!
    : message;
}

/**
 * The form checked as the platform will check it: the body to send, or one message per field
 * keyed by the form's field names (the mobile number's is `mobile`), in the form's order.
 */
export function checkRegisterForm(values: RegisterValues): { data?: RegisterBody; errors: FieldErrors } {
  const { data, errors } = fieldErrors(registerFormSchema, {
    first_name: values.first_name,
    last_name: values.last_name,
    email: values.email,
    password: values.password,
    gender: values.gender || undefined,
    phone: values.mobile.trim() ? { mobile: values.mobile, country_code: '91' } : undefined,
  });
  if (data)
    return {
      data: {
        first_name: data.first_name,
        last_name: data.last_name,
        email: data.email,
        password: data.password,
        gender: data.gender || undefined,
        phone: data.phone ? { mobile: data.phone.mobile, country_code: String(data.phone.country_code) } : undefined,
      },
      errors: {},
    };
  const byField: FieldErrors = {};
  for (const [key, message] of Object.entries(errors)) {
    const field = key.startsWith('phone') ? 'mobile' : key;
    byField[field] ??= inFormWords(field, message);
  }
  // A blank field says so, whatever else the rule found.
  for (const [field, blank] of Object.entries(BLANK))
    if (!values[field as keyof RegisterValues].trim()) byField[field] = blank;
  const ordered: FieldErrors = {};
  for (const field of [...Object.keys(EMPTY_REGISTER_VALUES), ...Object.keys(byField)])
    if (byField[field] !== undefined) ordered[field] ??= byField[field];
  return { errors: ordered };
}
