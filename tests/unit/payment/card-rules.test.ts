// Card numbers (contract/card.ts, shared by the payment page and
// the sandbox): brands, lengths, the Luhn check, expiry and the saved card's mask.
import { describe, expect, it } from '@jest/globals';
import fc from 'fast-check';
import {
  cardBrand,
  cardLength,
  cardNumberProblem,
  cvvLength,
  expiryProblem,
  maskCard,
  passesLuhn,
} from '@/contract/card';

/** A number of the given prefix and length whose last digit makes the Luhn sum right. */
function withLuhn(prefix: string, length: number, fill = '0'): string {
  const body = prefix.padEnd(length - 1, fill);
  for (let d = 0; d <= 9; d++) if (passesLuhn(body + d)) return body + d;
  throw new Error('unreachable');
}

describe('card rules', () => {
  it('knows the brands and their lengths: Amex and JCB15 15, Diners Club 14, others 16', () => {
    expect(cardBrand('4111 1111 1111 1111')).toBe('Visa');
    expect(cardBrand('5500 0000 0000 0004')).toBe('Mastercard');
    expect(cardBrand('2221 0000 0000 0009')).toBe('Mastercard');
    expect(cardBrand('3782 822463 10005')).toBe('American Express');
    expect(cardBrand('3056 9309 0259 04')).toBe('Diners Club');
    expect(cardBrand('6011 1111 1111 1117')).toBe('Discover');
    expect(cardBrand('6521 0000 0000 0000')).toBe('RuPay');
    expect(cardBrand('3530 1113 3330 0000')).toBe('JCB');
    expect(cardBrand('6200 0000 0000 0005')).toBe('UnionPay');
    expect(cardBrand('6759 6498 2643 8453')).toBe('Maestro');
    expect(cardBrand('9999')).toBe('Unknown');
    expect(cardLength('American Express')).toBe(15);
    expect(cardLength('JCB', '2131 0000 0000 000')).toBe(15);
    expect(cardLength('JCB', '3530 1113 3330 0000')).toBe(16);
    expect(cardLength('Diners Club')).toBe(14);
    expect(cardLength('Visa')).toBe(16);
    expect(cvvLength('American Express')).toBe(4);
    expect(cvvLength('Visa')).toBe(3);
  });

  it('accepts a number only at its brand length with a right Luhn digit', () => {
    expect(cardNumberProblem('4111 1111 1111 1111')).toBeUndefined();
    expect(cardNumberProblem('3782 822463 10005')).toBeUndefined();
    expect(cardNumberProblem('4111 1111 1111 1112')).toBe('Enter a valid card number');
    expect(cardNumberProblem('4111 1111 1111 111')).toBe('Enter a valid card number');
    expect(cardNumberProblem('4111-1111-1111-1111')).toBeUndefined();
    expect(cardNumberProblem('4111 abcd 1111 1111')).toBe('Enter a valid card number');
    expect(cardNumberProblem('')).toBe('Enter a valid card number');
  });

  it('Luhn: changing any one digit of a valid number breaks it', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^4\d{14}$/), fc.nat(15), fc.integer({ min: 1, max: 9 }), (prefix, at, bump) => {
        const valid = withLuhn(prefix, 16);
        expect(passesLuhn(valid)).toBe(true);
        const digits = [...valid];
        digits[at] = String((Number(digits[at]) + bump) % 10);
        expect(passesLuhn(digits.join(''))).toBe(false);
      }),
      { seed: 12, numRuns: 300 },
    );
  });

  it('expiry: good through the last day of its month, two- or four-digit years', () => {
    const now = new Date(Date.UTC(2026, 10, 25));
    expect(expiryProblem(11, 26, now)).toBeUndefined();
    expect(expiryProblem(11, 2026, now)).toBeUndefined();
    expect(expiryProblem(10, 26, now)).toBe('This card has expired');
    expect(expiryProblem(13, 27, now)).toBe('Enter a valid expiry date');
    expect(expiryProblem(1, 2099, now)).toBe('Enter a valid expiry date');
  });

  it('masks a saved card in its brand grouping, showing the last four only', () => {
    expect(maskCard('1111', 'Visa')).toBe('XXXX XXXX XXXX 1111');
    expect(maskCard('0005', 'American Express')).toBe('XXXX XXXXXX X0005');
    expect(maskCard('0004', 'Diners Club')).toBe('XXXX XXXXXX 0004');
  });
});
