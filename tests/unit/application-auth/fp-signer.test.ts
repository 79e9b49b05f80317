// contract/fp-signer.ts signs exactly as @gofynd/fp-signature does (the official SDK's signer),
// for every generated request: methods, hosts, paths with dots, doubled slashes and encodings,
// queries with repeated keys, '+', odd keys, headers with odd spacing, bodies in any script.
import { afterEach, describe, expect, it, jest } from '@jest/globals';
import fc from 'fast-check';
import { sign } from '@gofynd/fp-signature';
import { fpDate, fpSign } from '@/contract/fp-signer';

const seed = Number(process.env.FUZZ_SEED ?? 20261126);
const segment = fc.oneof(
  fc.constantFrom('', '.', '..', 'products', 'v1.0', '%20', '%2F', 'a%2Bb', 'ü', '%C3%BC', 'x+y', "it's"),
  fc.string({ maxLength: 8 }).map(encodeURIComponent),
);
const queryPart = fc.tuple(
  fc.oneof(
    fc.constantFrom('q', 'page_no', 'f', '__proto__', 'constructor', '', 'x-fp-signature', 'a b'),
    fc.string({ maxLength: 5 }),
  ),
  fc.oneof(fc.constantFrom('', 'a+b', '%20x', 'ü', '1', 'z'), fc.string({ maxLength: 6 })),
);
const request = fc.record({
  method: fc.constantFrom('GET', 'POST', 'PUT', 'DELETE', 'HEAD'),
  host: fc.constantFrom('127.0.0.1:3000', 'shop.example.com', 'localhost'),
  path: fc
    .tuple(fc.array(segment, { maxLength: 5 }), fc.array(queryPart, { maxLength: 5 }))
    .map(
      ([segments, query]) =>
        `/${segments.join('/')}${query.length ? `?${query.map(([k, v]) => `${encodeURIComponent(k)}=${encodeURIComponent(v)}`).join('&')}` : ''}`,
    ),
  extra: fc.dictionary(
    fc.constantFrom('x-fp-sdk-version', 'x-fp-cli', 'x-fp-date', 'X-Fp-Thing', 'x-currency-code', 'user-agent'),
    fc.oneof(fc.constantFrom('3.4.2', ' a  b ', '20261126T101010Z'), fc.string({ maxLength: 10 })),
  ),
  body: fc.option(fc.oneof(fc.string({ maxLength: 40 }), fc.constantFrom('{"a":"ü€😀"}', '')), { nil: undefined }),
});

afterEach(() => {
  jest.useRealTimers();
});

describe('the request signer', () => {
  it('signs every request as the official library does', () => {
    fc.assert(
      fc.property(request, (r) => {
        const headers = { host: r.host, ...r.extra };
        let ours: unknown;
        try {
          ours = fpSign(
            { method: r.method, host: r.host, path: r.path, headers: { ...headers }, body: r.body },
            new Date('2026-11-26T10:00:00Z'),
          );
        } catch (error) {
          ours = error instanceof Error ? error.name : 'thrown';
        }
        jest.useFakeTimers({ now: new Date('2026-11-26T10:00:00Z') });
        let theirs: unknown;
        try {
          theirs = sign({ method: r.method, host: r.host, path: r.path, headers: { ...headers }, body: r.body });
        } catch (error) {
          theirs = error instanceof Error ? error.name : 'thrown';
        }
        jest.useRealTimers();
        expect(ours).toEqual(theirs);
      }),
      { seed, numRuns: 1500 },
    );
  });

  it('dates as ISO 8601 basic to the second, and keeps a date the headers carry', () => {
    expect(fpDate(new Date('2026-11-26T09:08:07.654Z'))).toBe('20261126T090807Z');
    const signed = fpSign({
      method: 'GET',
      host: 'h',
      path: '/',
      headers: { host: 'h', 'x-fp-date': '20200101T000000Z' },
    });
    expect(signed['x-fp-date']).toBe('20200101T000000Z');
    expect(signed['x-fp-signature']).toMatch(/^v1\.1:[0-9a-f]{64}$/);
  });
});
