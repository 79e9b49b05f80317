// Bad input for the fuzz suites (tests/integration/http/fuzz-platform.test.ts, tests/e2e/server/fuzz-pages.spec.ts):
// the classes of text a server must refuse with a 4xx, never a 5xx, as fast-check arbitraries.
// Every value is already percent-encoded for a URL (so it may itself be a malformed escape).
import fc from 'fast-check';

/** Every name Object.prototype has (constructor, toString, valueOf, hasOwnProperty, __proto__…): as a query name, a field or a key, each must be just a name. */
export const PROTOTYPE_NAMES: readonly string[] = Object.getOwnPropertyNames(Object.prototype);

/** One seed for every fuzz run, so a failure repeats; FUZZ_SEED picks another. */
export const FUZZ_SEED = Number(process.env.FUZZ_SEED ?? 20261123);

/** Text no request should break on: escapes that are malformed or not UTF-8, NUL, Object.prototype's names, long runs. */
export const NASTY_SEGMENTS = [
  '%FF',
  '%C3%28',
  '%00',
  'a%00b',
  '%E0%A4%A',
  '%',
  '%zz',
  '%ED%A0%80', // a UTF-16 surrogate encoded as UTF-8
  '%C0%AF', // an over-long '/'
  '%0A%0D',
  ...PROTOTYPE_NAMES,
  '%27%3B%20DROP%20TABLE%20products%3B--',
  '%3Cscript%3E',
  '..%2F..%2Fetc%2Fpasswd',
  'x'.repeat(2_000),
  '9'.repeat(40),
  '-1',
  'NaN',
] as const;

const percentBytes = fc
  .array(fc.integer({ min: 0, max: 255 }), { minLength: 1, maxLength: 8 })
  .map((bytes) => bytes.map((b) => `%${b.toString(16).padStart(2, '0').toUpperCase()}`).join(''));
const unicodeText = fc.string({ unit: 'grapheme', maxLength: 40 }).map(encodeURIComponent);
const brokenEscape = fc
  .tuple(fc.string({ maxLength: 6 }).map(encodeURIComponent), fc.constantFrom('%', '%1', '%G0', '%u00e9', '%%'))
  .map(([a, b]) => a + b);

/** A path segment or query value: known nasties, random bytes as escapes, random text. */
export const badText: fc.Arbitrary<string> = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom(...NASTY_SEGMENTS) },
  { weight: 2, arbitrary: percentBytes },
  { weight: 1, arbitrary: brokenEscape },
  { weight: 1, arbitrary: unicodeText },
);

/** Query names the routes read, and Object.prototype's, beside random ones. */
export const QUERY_NAMES = [
  'q',
  'f',
  'slug',
  'id',
  'page_no',
  'page_size',
  'page_id',
  'page_type',
  'sort_on',
  'filters',
  'pincode',
  'department',
  'brand',
  'category',
  'sizes',
  'item_id',
  'store_id',
  'tag',
  'tags',
  'city',
  'to',
  'limit',
  'platform',
  'email',
  'mobile',
  'country_code',
  'redirectUrl',
  'code',
  'size',
  ...PROTOTYPE_NAMES,
];

/** A query string of one to four bad pairs (some filter values named after Object.prototype). */
export const badQuery: fc.Arbitrary<string> = fc
  .array(
    fc.oneof(
      fc.tuple(fc.oneof(fc.constantFrom(...QUERY_NAMES), badText), badText),
      fc
        .tuple(fc.constant('f'), fc.constantFrom(...PROTOTYPE_NAMES, 'brand', 'sizes'), badText)
        .map(([name, key, value]) => [name, `${key}%3A${value}`] as [string, string]),
    ),
    { minLength: 1, maxLength: 4 },
  )
  .map((pairs) => pairs.map(([name, value]) => `${name}=${value}`).join('&'));

/** Object.prototype's names as JSON keys, at the top and nested. */
const protoKeys = fc.constantFrom(...PROTOTYPE_NAMES, 'prototype');
/** JSON nested n levels deep: arrays, objects, or both in turn (a body's checks must not recurse on it). */
export const nestedJson = (depth: number, shape: 'array' | 'object' | 'mixed'): string => {
  const open = (i: number) => (shape === 'array' || (shape === 'mixed' && i % 2 === 0) ? '[' : '{"a":');
  const close = (i: number) => (shape === 'array' || (shape === 'mixed' && i % 2 === 0) ? ']' : '}');
  let text = '';
  for (let i = 0; i < depth; i++) text += open(i);
  text += '1';
  for (let i = depth - 1; i >= 0; i--) text += close(i);
  return text;
};
// As a value (stringified with its siblings) at most 1,000 deep; badBody sends deeper text as it is.
const deepJson = fc
  .tuple(fc.integer({ min: 65, max: 1_000 }), fc.constantFrom('array' as const, 'object' as const, 'mixed' as const))
  .map(([depth, shape]) => JSON.parse(nestedJson(depth, shape)) as unknown);
/** A JSON value a field should never choke on: NUL, lone surrogates, wrong types, huge or deep values. */
export const badJsonValue: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom(
    '\u0000',
    'a\u0000b',
    '\ud800',
    '\udfff',
    '',
    ' ',
    'x'.repeat(10_000),
    -1,
    0,
    1e308,
    2 ** 53 + 1,
    true,
    null,
    [],
    {},
    [[[[[[]]]]]],
  ),
  fc.string({ unit: 'binary', maxLength: 30 }),
  fc.integer(),
  fc.dictionary(protoKeys, fc.string({ maxLength: 5 }), { maxKeys: 2 }),
  deepJson,
);

/** Body fields the user, cart, configuration and logistics routes read, and prototype names. */
export const BODY_FIELDS = [
  'email',
  'password',
  'mobile',
  'phone',
  'country_code',
  'code',
  'otp',
  'token',
  'request_id',
  'register_token',
  'first_name',
  'last_name',
  'gender',
  'username',
  'store_id',
  'country',
  'pincode',
  'id_token',
  'access_token',
  'new_password',
  'old_password',
  'action',
  'verify_email_otp',
  'verify_mobile_otp',
  'user_id',
  'reason_id',
  'reason',
  'ordering_store_id',
  // Addresses and checkout.
  'name',
  'address',
  'area',
  'area_code',
  'city',
  'state',
  'address_type',
  'is_default_address',
  'tags',
  'geo_location',
  'country_iso_code',
  'state_code',
  'id',
  'address_id',
  'billing_address_id',
  'payment_mode',
  'payment_methods',
  'checkout_mode',
  // Payments.
  'payment_identifier',
  'merchant_order_id',
  'order_id',
  'aggregator',
  'card_id',
  'upi_vpa',
  'phone_number',
  'transaction_amount_in_paise',
  ...PROTOTYPE_NAMES,
];

/** A request body: a JSON object of bad fields, JSON of the wrong shape, or text that is not JSON (or not UTF-8). */
export const badBody: fc.Arbitrary<string | Uint8Array> = fc.oneof(
  {
    weight: 4,
    arbitrary: fc
      .dictionary(fc.constantFrom(...BODY_FIELDS), badJsonValue, { maxKeys: 6 })
      .map((o) => JSON.stringify(o)),
  },
  {
    weight: 1,
    arbitrary: fc.constantFrom(
      '[]',
      'null',
      '1',
      '"x"',
      '{',
      '{"a":',
      '\u0000',
      '{"__proto__":{"polluted":1}}',
      '{"email":"\\u0000@x.in"}',
    ),
  },
  { weight: 1, arbitrary: fc.uint8Array({ maxLength: 40 }) },
  {
    weight: 1,
    arbitrary: fc
      .tuple(
        fc.integer({ min: 65, max: 6_000 }),
        fc.constantFrom('array' as const, 'object' as const, 'mixed' as const),
      )
      .map(([depth, shape]) => nestedJson(depth, shape)),
  },
);

/** Authorization values that are not credentials: base64 of bytes that are not UTF-8, NUL, no colon, garbage. */
export function badAuthorizations(applicationId: string): string[] {
  const b64 = (bytes: Uint8Array | string) => Buffer.from(bytes).toString('base64');
  return [
    `Bearer ${b64(new Uint8Array([0xff, 0xfe, 0x3a, 0x41]))}`,
    `Bearer ${b64(new Uint8Array([0x61, 0xc3, 0x28, 0x3a, 0x41]))}`,
    `Bearer ${b64(`${applicationId}\u0000:token`)}`,
    `Bearer ${b64(`\u0000:\u0000`)}`,
    `Bearer ${b64(`${'a'.repeat(5000)}:b`)}`,
    `Bearer ${b64('no-colon')}`,
    'Bearer %%%',
    'Basic',
    `Bearer ${b64(`${applicationId}:${'\u00e9'.repeat(10)}`)}`,
  ];
}

/** What an answer must never show: a stack frame, SQL, driver or runtime error names. */
const INTERNALS: RegExp[] = [
  /\bat [\w$.<>]+ \(/, // a stack frame
  /\.(?:ts|tsx|mjs|cjs):\d+:\d+/,
  /\bSELECT\b[^<>]{0,300}\bFROM\b/, // SQL keeps its capitals; HTML's <select> has none
  /\bINSERT INTO\b|\bDELETE FROM\b|\bUPDATE \w+ SET\b/,
  /invalid byte sequence|\bpostgres(?:ql)?\b|\bpglite\b|\bdrizzle\b/i,
  /\b(?:TypeError|ReferenceError|SyntaxError|RangeError|ZodError|URIError)\b/,
];

/** The first internal detail a text shows, if any. */
export function internalIn(text: string): string | undefined {
  for (const pattern of INTERNALS) {
    const m = pattern.exec(text);
    if (m) return m[0];
  }
  return undefined;
}
