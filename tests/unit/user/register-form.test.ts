// The registration form's rules in a shopper's words (lib/user/register-form.ts): each field's
// message keyed by the form's own field names, blank fields told what to fill in, never the API's
// "Missing or empty required parameter"; a valid form becomes the platform's body; and the
// platform's own answer to a body missing a field is still the API's message.
import { describe, expect, it } from '@jest/globals';
import { ACCOUNT_MESSAGES, registerFormSchema } from '@/contract/account';
import {
  checkRegisterForm,
  EMPTY_REGISTER_VALUES,
  REGISTER_MESSAGES,
  type RegisterValues,
} from '@/lib/user/register-form';

const filled: RegisterValues = {
  first_name: 'Asha',
  last_name: 'Verma',
  email: 'asha@example.com',
  mobile: '',
  password: 'Kurta#2026',
  gender: '',
};

describe('the registration form', () => {
  it('tells each blank field what to fill in, in the form’s order, and nothing of the API', () => {
    const { data, errors } = checkRegisterForm(EMPTY_REGISTER_VALUES);
    expect(data).toBeUndefined();
    expect(errors).toEqual({
      first_name: 'Enter your first name',
      last_name: 'Enter your last name',
      email: 'Enter your email address',
      password: 'Enter a password',
    });
    expect(Object.keys(errors)).toEqual(['first_name', 'last_name', 'email', 'password']);
    for (const message of Object.values(errors)) expect(message).not.toMatch(/Missing or empty required parameter/);
    // Spaces alone are blank too.
    expect(checkRegisterForm({ ...filled, first_name: '   ' }).errors).toEqual({
      first_name: REGISTER_MESSAGES.firstNameBlank,
    });
  });

  it('names what is wrong with a filled field, at that field', () => {
    expect(checkRegisterForm({ ...filled, email: 'not-an-email' }).errors).toEqual({
      email: ACCOUNT_MESSAGES.invalidEmail,
    });
    expect(checkRegisterForm({ ...filled, password: 'short' }).errors).toEqual({
      password: ACCOUNT_MESSAGES.invalidPassword,
    });
    expect(checkRegisterForm({ ...filled, mobile: '12345' }).errors).toEqual({
      mobile: REGISTER_MESSAGES.invalidMobile,
    });
    expect(checkRegisterForm({ ...filled, last_name: 'V<e>rma' }).errors).toEqual({
      last_name: 'Last name may only contain letters, digits, spaces, hyphens, underscores, apostrophes and periods',
    });
    expect(checkRegisterForm({ ...filled, first_name: 'a'.repeat(51) }).errors).toEqual({
      first_name: 'First name must be at most 50 characters',
    });
  });

  it('turns a valid form into the platform’s body: an Indian mobile when given, gender when chosen', () => {
    expect(checkRegisterForm(filled)).toEqual({
      data: {
        first_name: 'Asha',
        last_name: 'Verma',
        email: 'asha@example.com',
        password: 'Kurta#2026',
        gender: undefined,
        phone: undefined,
      },
      errors: {},
    });
    expect(checkRegisterForm({ ...filled, mobile: '98765 43210', gender: 'female' }).data).toMatchObject({
      gender: 'female',
      phone: { mobile: '9876543210', country_code: '91' },
    });
  });

  it('leaves the API its own words: a body missing a field is still refused as the spec says', () => {
    const answer = registerFormSchema.safeParse({ last_name: 'Verma', email: 'a@example.com', password: 'Kurta#2026' });
    expect(answer.success).toBe(false);
    expect(answer.error?.issues[0].message).toBe('Missing or empty required parameter: first_name');
  });
});
