// The one-view notice a plain form leaves (lib/forms/notice.ts): what the browser is sent. A cookie
// past about 4 kB is dropped by the browser without a word, so a refusal with long typed values
// must still arrive with its message; Secure follows the shop's one rule.
import { beforeEach, describe, expect, it, jest } from '@jest/globals';

type Set = { name: string; value: string; options: { secure?: boolean; httpOnly?: boolean; maxAge?: number } };
const sent: Set[] = [];
let forwardedProto: string | undefined;
jest.mock('server-only', () => ({}));
jest.mock('next/headers', () => ({
  cookies: async () => ({
    set: (name: string, value: string, options: Set['options']) => sent.push({ name, value, options }),
  }),
  headers: async () =>
    new Headers({ host: 'shop.test', ...(forwardedProto ? { 'x-forwarded-proto': forwardedProto } : {}) }),
}));

const { writeFormNotice } = require('@/lib/forms/notice') as typeof import('@/lib/forms/notice');
const MAX = 3500;

const last = () => {
  const { value, options } = sent[sent.length - 1];
  return {
    notice: JSON.parse(value) as { ok: boolean; message: string; kept?: Record<string, string> },
    bytes: encodeURIComponent(value).length,
    options,
  };
};

describe('the one-view notice', () => {
  beforeEach(() => {
    sent.length = 0;
    forwardedProto = undefined;
  });

  it('keeps short typed values whole, httpOnly for ten seconds, not Secure over plain http', async () => {
    await writeFormNotice(false, 'Invalid Phone Number', {
      form: 'register',
      first_name: 'Asha',
      'error.phone.mobile': 'Invalid Phone Number',
    });
    const { notice, options } = last();
    expect(notice).toEqual({
      ok: false,
      message: 'Invalid Phone Number',
      kept: { form: 'register', first_name: 'Asha', 'error.phone.mobile': 'Invalid Phone Number' },
    });
    expect(options).toMatchObject({ httpOnly: true, maxAge: 10, secure: false });
  });

  it('is Secure when a proxy in front says the request came over https', async () => {
    forwardedProto = 'https';
    await writeFormNotice(true, 'Saved');
    expect(last().options.secure).toBe(true);
  });

  it('stays under the size a browser keeps, however long the typed values: the message and the fields’ messages first', async () => {
    const cjk = '漢'.repeat(200);
    await writeFormNotice(false, 'Please enter a valid email address', {
      form: 'register',
      first_name: cjk,
      last_name: cjk,
      email: cjk,
      'error.email': 'Please enter a valid email address',
    });
    const big = last();
    expect(big.bytes).toBeLessThanOrEqual(MAX);
    expect(big.notice.message).toBe('Please enter a valid email address');
    expect(big.notice.kept).toMatchObject({ form: 'register', 'error.email': 'Please enter a valid email address' });

    // Cut to a length that fits: kept, each at most 120 characters.
    await writeFormNotice(false, 'Incorrect email, mobile number or password', {
      form: 'sign-in',
      username: 'a'.repeat(320),
    });
    const cut = last();
    expect(cut.bytes).toBeLessThanOrEqual(MAX);
    expect(cut.notice.kept).toEqual({ form: 'sign-in', username: 'a'.repeat(120) });

    await writeFormNotice(false, '"'.repeat(3000), { form: 'sign-in' });
    expect(last().bytes).toBeLessThanOrEqual(MAX);
  });
});
