// The shared account rules (contract/account.ts) that the forms and the platform both use.
import { describe, expect, it } from '@jest/globals';
import { z } from 'zod';
import {
  ACCOUNT_MESSAGES,
  emailField,
  isStrongPassword,
  nameField,
  otpField,
  passwordField,
  phoneWithCountry,
  registerFormSchema,
} from '@/contract/account';

const messageOf = (schema: z.ZodType, value: unknown) => {
  const result = schema.safeParse(value);
  return result.success ? undefined : result.error.issues[0].message;
};

describe('account validation rules', () => {
  it('passwords: at least 8 characters with a letter, a digit and a special character', () => {
    for (const ok of ['Secret#1', 'pass word 9!', 'Ünïcode9$', 'a1~aaaaa']) expect(isStrongPassword(ok)).toBe(true);
    for (const bad of ['Secret#', 'Secret12', '12345678!', 'Sh0rt!', '']) expect(isStrongPassword(bad)).toBe(false);
    expect(messageOf(passwordField(), 'Secret12')).toBe(ACCOUNT_MESSAGES.invalidPassword);
    expect(messageOf(passwordField(), undefined)).toBe('Missing or empty required parameter: password');
    expect(messageOf(passwordField(), `${'a1!'.repeat(50)}`)).toBe(ACCOUNT_MESSAGES.passwordTooLong);
  });

  it('emails: a standard pattern, trimmed', () => {
    expect(emailField().parse('  asha@example.co.in ')).toBe('asha@example.co.in');
    for (const bad of ['asha', 'asha@', '@example.com', 'asha@example', 'as ha@example.com', 'asha@@example.com'])
      expect(messageOf(emailField(), bad)).toBe(ACCOUNT_MESSAGES.invalidEmail);
    expect(messageOf(emailField(), '')).toBe('Missing or empty required parameter: email');
  });

  it('phones: digits only, checked with the country code (Indian mobiles are 10 digits from 6)', () => {
    const schema = phoneWithCountry('mobile');
    expect(schema.parse({ mobile: '98765 43210', country_code: '+91' })).toEqual({
      mobile: '9876543210',
      country_code: 91,
    });
    expect(schema.parse({ mobile: 9876543210 })).toEqual({ mobile: '9876543210', country_code: 91 });
    expect(schema.parse({ mobile: '2025550123', country_code: '1' })).toEqual({
      mobile: '2025550123',
      country_code: 1,
    });
    for (const mobile of ['12345', '5876543210', '98765432101', '98765x4321'])
      expect(messageOf(schema, { mobile, country_code: '91' })).toBe(ACCOUNT_MESSAGES.invalidPhone);
    expect(messageOf(schema, { mobile: '9876543210', country_code: 'x1' })).toBe(ACCOUNT_MESSAGES.invalidCountryCode);
  });

  it('names: letters, digits, hyphen, underscore, apostrophe, period and space', () => {
    for (const ok of ["D'Souza", 'Jean-Luc', 'Anna Maria', 'J.R.', 'Ñandú', 'श्रेया', 'x_1'])
      expect(nameField('first_name').parse(ok)).toBe(ok);
    for (const bad of ['<b>', 'a@b', 'semi;colon'])
      expect(messageOf(nameField('first_name'), bad)).toBe(ACCOUNT_MESSAGES.invalidName);
    expect(messageOf(nameField('first_name'), '  ')).toBe('Missing or empty required parameter: first_name');
  });

  it('OTPs are 6 digits; the registration form is checked field by field', () => {
    expect(otpField().parse(123456)).toBe('123456');
    expect(messageOf(otpField(), '12345')).toBe(ACCOUNT_MESSAGES.invalidOtp);
    const result = registerFormSchema.safeParse({ first_name: 'A', last_name: 'B', email: 'x', password: 'weak' });
    expect(result.success).toBe(false);
    expect(result.error!.issues.map((i) => i.path.join('.'))).toEqual(['email', 'password']);
  });
});
