// JSON text V8 can keep at one byte per character. One character above U+00FF (the rupee sign of
// every price) makes V8 store a string, and every string joined from it, at two bytes per
// character: a 48 kB listing answer became 96 kB of heap, copied again by each join and by its
// UTF-8 encoding for the wire. Such characters are written as JSON escapes instead, which every
// JSON parser reads back as the same text.
const WIDE = /[\u0100-\uffff]/;
const WIDE_ALL = /[\u0100-\uffff]/g;

const escape = (c: string) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`;

/** The same JSON value as `text`, in a one-byte string (characters above U+00FF escaped). */
export function oneByteJson(text: string): string {
  if (!WIDE.test(text)) return text;
  // Text cut from a two-byte string stays two-byte even when it is all ASCII: the latin1 round
  // trip makes a new, one-byte string (every character is below U+0100 by then).
  return Buffer.from(text.replace(WIDE_ALL, escape), 'latin1').toString('latin1');
}
