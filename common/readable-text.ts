// Text from a URL or a JSON body that the shop can neither store nor match: malformed
// percent-escapes, bytes that are not UTF-8, NUL (PostgreSQL text rejects it). Pure checks,
// shared by the platform's edge and the production server's guard in front of the pages.

const CONTROL = /[\u0000-\u001f\u007f]/;
const NUL = '\u0000';

/** decodeURIComponent, or undefined for a malformed escape or bytes that are not UTF-8. */
export function strictDecode(text: string): string | undefined {
  try {
    return decodeURIComponent(text);
  } catch {
    return undefined;
  }
}

/** Every segment of a raw path decodes to UTF-8 text without control characters, each at most maxSegment long. */
export function validPath(pathname: string, maxSegment = Infinity): boolean {
  return pathname.split('/').every((segment) => {
    const decoded = strictDecode(segment);
    return decoded !== undefined && !CONTROL.test(decoded) && decoded.length <= maxSegment;
  });
}

/** Every name and value of a raw query string (`a=1&b=%20`, '+' as a space) decodes to UTF-8 text without NUL. */
export function validQuery(search: string): boolean {
  const raw = search.startsWith('?') ? search.slice(1) : search;
  if (!raw) return true;
  return raw.split('&').every((part) => {
    const decoded = strictDecode(part.replace(/\+/g, ' '));
    return decoded !== undefined && !decoded.includes(NUL);
  });
}

/** Splits a request target (`/path?query`, or an absolute URL) into its raw path and query. */
export function rawTarget(target: string): { pathname: string; search: string } {
  const start = /^[a-z][a-z0-9+.-]*:\/\//i.test(target) ? target.indexOf('/', target.indexOf('//') + 2) : 0;
  const rest = start === -1 ? '/' : target.slice(start);
  const at = rest.indexOf('?');
  return at === -1 ? { pathname: rest, search: '' } : { pathname: rest.slice(0, at), search: rest.slice(at + 1) };
}

/** How deeply a JSON body may nest (objects and arrays within each other): the shop's own bodies nest a few levels. */
export const JSON_MAX_DEPTH = 64;

/** The depth of a parsed JSON value (a scalar is 0, [] or {} is 1), counted without recursion and at most cap + 1. */
export function jsonDepth(value: unknown, cap = JSON_MAX_DEPTH): number {
  let deepest = 0;
  const stack: Array<[unknown, number]> = [[value, 0]];
  while (stack.length > 0) {
    const [item, depth] = stack.pop()!;
    if (!item || typeof item !== 'object') continue;
    const here = depth + 1;
    if (here > deepest) deepest = here;
    if (deepest > cap) return deepest;
    for (const child of Array.isArray(item) ? item : Object.values(item))
      if (child && typeof child === 'object') stack.push([child, here]);
  }
  return deepest;
}

/** Whether any string, key or value of a parsed JSON value, at any depth, passes the test (walked without recursion). */
function holdsText(value: unknown, test: (text: string) => boolean): boolean {
  const stack: unknown[] = [value];
  while (stack.length > 0) {
    const item = stack.pop();
    if (typeof item === 'string') {
      if (test(item)) return true;
    } else if (Array.isArray(item)) {
      for (const child of item) stack.push(child);
    } else if (item && typeof item === 'object') {
      for (const [key, child] of Object.entries(item)) {
        if (test(key)) return true;
        stack.push(child);
      }
    }
  }
  return false;
}

/** Whether a parsed JSON value holds a NUL in any string, key or value, at any depth. */
export const holdsNul = (value: unknown): boolean => holdsText(value, (text) => text.includes(NUL));

// A high surrogate not followed by a low one, or a low one not preceded by a high one.
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

/** Whether a parsed JSON value holds a lone UTF-16 surrogate (JSON's "\ud800"), which PostgreSQL text and jsonb refuse. */
export const holdsLoneSurrogate = (value: unknown): boolean => holdsText(value, (text) => LONE_SURROGATE.test(text));
