// IFSC codes offline (platform/payment/ifsc.ts): RBI's format, the bank from its 4 letters through
// the shipped table, the branch named by its code; a bad or unknown code is a 400 in words.
import { describe, expect, it } from '@jest/globals';
import { IFSC_BANKS, IFSC_PATTERN, verifyIfsc } from '@/platform/payment/ifsc';
import { ifscQuery } from '@/platform/payment/refund-accounts-schemas';
import { ApiError } from '@/platform/http/errors';

const refusal = (code: string) => {
  try {
    verifyIfsc(code);
  } catch (error) {
    return error;
  }
  throw new Error(`expected ${code} to be refused`);
};

describe('verifyIfsc', () => {
  it('names the bank of each major prefix and the branch by its code', () => {
    expect(verifyIfsc('SBIN0001234')).toEqual({
      ifsc_code: 'SBIN0001234',
      bank_name: 'State Bank of India',
      branch_name: 'Branch 001234',
      success: true,
      is_verified_flag: true,
    });
    expect(verifyIfsc(' utib0a1b2c3 ')).toMatchObject({
      ifsc_code: 'UTIB0A1B2C3',
      bank_name: 'Axis Bank',
      branch_name: 'Branch A1B2C3',
    });
    for (const prefix of [
      'SBIN',
      'HDFC',
      'ICIC',
      'UTIB',
      'KKBK',
      'PUNB',
      'BARB',
      'CNRB',
      'UBIN',
      'IDIB',
      'YESB',
      'INDB',
      'IDFB',
      'FDRL',
    ]) {
      expect(verifyIfsc(`${prefix}0000001`).bank_name).toBe(IFSC_BANKS[prefix]);
    }
  });

  it('refuses a code of the wrong shape, and an unknown bank, with a 400 in words', () => {
    for (const bad of ['', 'HDFC1001234', 'HDF00001234', 'HDFC000123', 'HDFC00012345', 'HDFC0-01234', '1234000000A']) {
      const error = refusal(bad) as ApiError;
      expect(error).toBeInstanceOf(ApiError);
      expect([error.status, error.message]).toEqual([400, expect.stringMatching(/^Enter a valid IFSC code/)]);
    }
    const unknown = refusal('ZZZZ0001234') as ApiError;
    expect([unknown.status, unknown.message]).toEqual([
      400,
      'ZZZZ0001234 is not an IFSC code of a bank we can refund to. Check the code on your cheque book or passbook.',
    ]);
    // Not a property of every object.
    expect((refusal('PROT0TYPE00') as ApiError).status).toBe(400);
  });

  it('the shipped table only holds well-formed prefixes, and the edge schema upper-cases and checks the code', () => {
    for (const prefix of Object.keys(IFSC_BANKS)) expect(IFSC_PATTERN.test(`${prefix}0000000`)).toBe(true);
    expect(ifscQuery.parse({ ifsc_code: ' hdfc0001234 ' })).toEqual({ ifsc_code: 'HDFC0001234' });
    expect(ifscQuery.safeParse({ ifsc_code: 'HDFC1001234' }).success).toBe(false);
    expect(ifscQuery.safeParse({}).success).toBe(false);
    expect(ifscQuery.safeParse({ ifsc_code: ['HDFC0001234'] }).success).toBe(false);
  });
});
