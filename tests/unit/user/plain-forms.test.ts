// The account forms' plain side: where they send a shopper, what a notice keeps, what a typed
// identifier is.
import { describe, expect, it } from '@jest/globals';
import {
  FORM_TEXT_MAX,
  formText,
  keptForm,
  markedErrors,
  refusalErrors,
  registerHref,
  setPasswordHref,
  signInHref,
  signInMethodOf,
  verifyHref,
  withKept,
} from '@/lib/user/plain-forms';
import { readIdentifier, usernameOf } from '@/lib/user/identifier';

describe('plain account forms', () => {
  it('keep where the shopper goes next in the addresses they send back to', () => {
    expect(signInHref('otp', '/')).toBe('/auth/login/');
    expect(signInHref('password', '/')).toBe('/auth/login/?method=password');
    expect(signInHref('password', '/products/?q=a b')).toBe(
      '/auth/login/?method=password&redirectUrl=%2Fproducts%2F%3Fq%3Da+b',
    );
    expect(registerHref('/wishlist/')).toBe('/auth/register/?redirectUrl=%2Fwishlist%2F');
    expect(setPasswordHref('a&b=c')).toBe('/auth/set-password/?code=a%26b%3Dc');
    expect(verifyHref('mobile', 'x y')).toBe('/auth/verify-mobile/?code=x+y');
  });

  it('cut a field at its ceiling, past any real value, so its rule refuses it, and read anything but text as empty', () => {
    expect(formText.parse('a'.repeat(FORM_TEXT_MAX + 50))).toHaveLength(FORM_TEXT_MAX);
    expect(formText.parse('shopper@example.com')).toBe('shopper@example.com');
    expect(formText.parse(undefined)).toBe('');
    expect(formText.parse(['a', 'b'])).toBe('');
    expect(readIdentifier(formText.parse(`${'a'.repeat(400)}@example.com`))).toEqual({
      error: 'Please enter a valid email address',
    });
    expect(readIdentifier(formText.parse('9'.repeat(FORM_TEXT_MAX + 1)))).toEqual({ error: 'Invalid Phone Number' });
  });

  it('read ?method= as otp unless it says password', () => {
    expect(signInMethodOf('password')).toBe('password');
    expect(signInMethodOf(['password', 'otp'])).toBe('password');
    expect(signInMethodOf('PASSWORD')).toBe('otp');
    expect(signInMethodOf(undefined)).toBe('otp');
  });

  it('split a notice into the values it kept and each field’s message', () => {
    expect(
      keptForm({
        form: 'register',
        email: 'a@b.c',
        'error.email': 'bad',
        'error.phone.mobile': 'Invalid Phone Number',
      }),
    ).toEqual({
      values: { form: 'register', email: 'a@b.c' },
      errors: { email: 'bad', 'phone.mobile': 'Invalid Phone Number' },
    });
  });

  it('mark fields’ messages for the notice and read them back; a refusal’s messages and kept values as a form starts', () => {
    const errors = { email: 'bad', 'phone.mobile': 'Invalid Phone Number' };
    expect(markedErrors(errors)).toEqual({ 'error.email': 'bad', 'error.phone.mobile': 'Invalid Phone Number' });
    expect(keptForm({ form: 'profile', ...markedErrors(errors) }).errors).toEqual(errors);
    expect(refusalErrors(undefined)).toEqual({});
    expect(refusalErrors({ message: 'Try again', errors })).toEqual({ ...errors, _form: 'Try again' });
    expect(refusalErrors({ message: 'The OTP is incorrect or has expired' }, 'otp')).toEqual({
      otp: 'The OTP is incorrect or has expired',
    });
    expect(refusalErrors({ message: '', errors })).toEqual(errors);
    expect(withKept({ first_name: '', email: '' }, { form: 'register', first_name: 'Asha', password: 'x' })).toEqual({
      first_name: 'Asha',
      email: '',
    });
    expect(withKept({ first_name: 'Meera' }, undefined)).toEqual({ first_name: 'Meera' });
  });

  it('read a mobile number (with or without +91) or an email, and refuse the rest in the spec’s words', () => {
    const mobile = readIdentifier(' +919876543210 ');
    expect(mobile).toEqual({ kind: 'mobile', mobile: '9876543210' });
    expect(usernameOf(mobile as { kind: 'mobile'; mobile: string })).toBe('9876543210');
    expect(readIdentifier('Asha@Example.com')).toMatchObject({ kind: 'email' });
    expect(readIdentifier('')).toEqual({ error: 'Missing or empty required parameter: mobile number or email' });
    expect(readIdentifier('12345')).toEqual({ error: 'Invalid Phone Number' });
    expect(readIdentifier('a@')).toEqual({ error: 'Please enter a valid email address' });
  });
});
