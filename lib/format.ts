// Display formats of 000 section 5.
import { DEFAULT_CURRENCY, DEFAULT_LOCALE } from './constants';

const formatters = new Map<string, Intl.NumberFormat>();

function formatter(currency: string, fractionDigits: number): Intl.NumberFormat {
  const key = `${currency}:${fractionDigits}`;
  let f = formatters.get(key);
  if (!f) {
    f = new Intl.NumberFormat(DEFAULT_LOCALE, { style: 'currency', currency, minimumFractionDigits: fractionDigits, maximumFractionDigits: fractionDigits });
    formatters.set(key, f);
  }
  return f;
}

/** ₹1,23,456 for whole amounts, ₹1,234.50 otherwise (Indian digit grouping). */
export function formatPrice(amount: number, currency: string = DEFAULT_CURRENCY): string {
  const whole = Number.isInteger(Math.round(amount * 100) / 100) && Math.round(amount * 100) % 100 === 0;
  return formatter(currency || DEFAULT_CURRENCY, whole ? 0 : 2).format(amount);
}

/** Lowercase, spaces become hyphens, other non-word characters are dropped. */
export function slugify(text: string): string {
  return text
    .toLowerCase()
    .trim()
    .replace(/\s+/g, '-')
    .replace(/[^\w-]/g, '');
}

/** Markup is detected and stripped from text. */
export function stripMarkup(text: string): string {
  return /<[a-z/!][^>]*>/i.test(text) ? text.replace(/<[^>]*>/g, ' ').replace(/\s+/g, ' ').trim() : text;
}
