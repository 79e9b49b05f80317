// Card numbers: the brand a number
// belongs to, the length that brand has (American Express and JCB15 15 digits, Diners Club 14,
// others 16), the Luhn check and the mask a saved card is shown with. The shop's payment page and
// the sandbox aggregator use the same rules.

export const CARD_BRANDS = [
  'American Express',
  'Discover',
  'Diners Club',
  'Mastercard',
  'JCB',
  'Maestro',
  'Visa',
  'UnionPay',
  'RuPay',
  'Unknown',
] as const;
export type CardBrand = (typeof CARD_BRANDS)[number];

// Most specific first: Discover's 6011 sits inside RuPay's 60, RuPay's 65 inside Discover's.
const PREFIXES: [CardBrand, RegExp][] = [
  ['American Express', /^3[47]/],
  ['Diners Club', /^3(?:0[0-5]|[68])/],
  ['Discover', /^6(?:011|4[4-9])/],
  ['RuPay', /^(?:60|65|81|82|508)/],
  ['JCB', /^(?:2131|1800|35)/],
  ['UnionPay', /^62/],
  ['Maestro', /^(?:50|5[6-9]|63|67)/],
  ['Mastercard', /^(?:5[1-5]|2[2-7])/],
  ['Visa', /^4/],
];

export const digitsOf = (value: string) => value.replace(/[\s-]/g, '');

export function cardBrand(number: string): CardBrand {
  const digits = digitsOf(number);
  // JCB15 (2131, 1800) are 15 digits; other JCB cards are 16.
  return PREFIXES.find(([, prefix]) => prefix.test(digits))?.[0] ?? 'Unknown';
}

export function cardLength(brand: CardBrand, number = ''): number {
  if (brand === 'American Express') return 15;
  if (brand === 'JCB' && /^(?:2131|1800)/.test(digitsOf(number))) return 15;
  if (brand === 'Diners Club') return 14;
  return 16;
}

export function passesLuhn(number: string): boolean {
  const digits = digitsOf(number);
  if (!/^\d{12,19}$/.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}

export const CARD_MESSAGES = {
  number: 'Enter a valid card number',
  expiry: 'Enter a valid expiry date',
  expired: 'This card has expired',
  cvv: (digits: number) => `Enter the ${digits}-digit security code`,
  name: 'Enter the name on the card',
} as const;

/** The security code's length: four digits on the front of an American Express card, three elsewhere. */
export const cvvLength = (brand: CardBrand) => (brand === 'American Express' ? 4 : 3);

/** A card number the brand's length and the Luhn check accept, or the message saying why not. */
export function cardNumberProblem(number: string): string | undefined {
  const digits = digitsOf(number);
  const brand = cardBrand(digits);
  if (!/^\d+$/.test(digits) || digits.length !== cardLength(brand, digits) || !passesLuhn(digits))
    return CARD_MESSAGES.number;
  return undefined;
}

export function expiryProblem(month: number, year: number, now = new Date()): string | undefined {
  if (!Number.isInteger(month) || month < 1 || month > 12 || !Number.isInteger(year)) return CARD_MESSAGES.expiry;
  const fullYear = year < 100 ? 2000 + year : year;
  if (fullYear > now.getUTCFullYear() + 25) return CARD_MESSAGES.expiry;
  // A card is good through the last day of its month.
  if (fullYear < now.getUTCFullYear() || (fullYear === now.getUTCFullYear() && month < now.getUTCMonth() + 1))
    return CARD_MESSAGES.expired;
  return undefined;
}

/** How a saved card is shown: the brand's grouping with every digit but the last four hidden. */
export function maskCard(last4: string, brand: CardBrand): string {
  const length = cardLength(brand);
  const hidden = 'X'.repeat(length - 4) + last4;
  const groups = brand === 'American Express' ? [4, 6, 5] : brand === 'Diners Club' ? [4, 6, 4] : [4, 4, 4, 4];
  const out: string[] = [];
  let at = 0;
  for (const size of groups) {
    out.push(hidden.slice(at, at + size));
    at += size;
  }
  return out.filter(Boolean).join(' ');
}
