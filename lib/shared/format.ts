// Display formats (prices: lib/catalog/price.ts).
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
  return /<[a-z/!][^>]*>/i.test(text)
    ? text
        .replace(/<[^>]*>/g, ' ')
        .replace(/\s+/g, ' ')
        .trim()
    : text;
}

/** A day as shoppers in India read it ('26 Nov 2026'), in India's time. */
export function formatDay(iso: string): string {
  return new Date(iso).toLocaleDateString('en-IN', {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'Asia/Kolkata',
  });
}
