// Fuzz: every route of the platform (read from the Hono app itself, so a new route is walked
// without editing this file) with generated bad paths, queries, headers and bodies, signed and
// unsigned. No answer is a 5xx, every refusal is the API's JSON error, and no answer or server
// log line shows a stack or SQL. Bounded: fixed seed (FUZZ_SEED), fixed runs.
import { describe, expect, it } from '@jest/globals';
import fc from 'fast-check';
import { createPlatform } from '@/platform/app';
import { basicToken, signRequest } from '@/contract/signing';
import {
  badAuthorizations,
  badBody,
  badQuery,
  badText,
  FUZZ_SEED,
  internalIn,
  NASTY_SEGMENTS,
  nestedJson,
} from '../../fuzz/arbitraries';
import { INPUT_MESSAGES } from '@/platform/http/input-guard';
import { server } from '../harness';
import { registered } from '../user-helpers';
import { expectQuietServerLog } from '../fixtures/quiet-server-log';

type Route = { method: string; path: string };

/** Every method and path the platform serves (middleware registrations are 'ALL'). */
function platformRoutes(): Route[] {
  const seen = new Map<string, Route>();
  for (const { method, path } of createPlatform(null as never).routes) {
    if (method !== 'ALL') seen.set(`${method} ${path}`, { method, path });
  }
  return [...seen.values()];
}

const routes = platformRoutes();
// A client address of its own, so the sign-in throttles this walk trips never meet another file's.
const CLIENT = { 'x-forwarded-for': '10.250.0.9' };

type Sent = { status: number; type: string; text: string };

async function send(
  method: string,
  pathAndQuery: string,
  options: { body?: string | Uint8Array; signed: boolean; headers?: Record<string, string> },
): Promise<Sent> {
  const { url: base, applicationId, applicationToken } = server();
  const url = `${base}${pathAndQuery}`;
  const body = method === 'GET' || method === 'HEAD' ? undefined : options.body;
  const headers: Record<string, string> = {
    ...CLIENT,
    ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
    authorization: `Bearer ${basicToken(applicationId, applicationToken)}`,
    ...options.headers,
  };
  if (options.signed) {
    try {
      Object.assign(
        headers,
        signRequest({
          method,
          url,
          headers,
          body: typeof body === 'string' ? body : body && Buffer.from(body).toString(),
        }),
      );
    } catch {
      // The signer cannot sign a malformed path: it goes unsigned, as any client's would.
    }
  }
  const init = { method, headers, body: typeof body === 'string' ? body : body && Uint8Array.from(body) };
  let response: Response;
  try {
    response = await fetch(url, init);
  } catch {
    // A kept-alive socket the server closed as this request went out: once more on a fresh one.
    // A server that fell over fails the second time too.
    response = await fetch(url, init).catch((error: Error) => {
      throw new Error(`${method} ${pathAndQuery.slice(0, 160)} got no answer: ${String(error.cause ?? error)}`);
    });
  }
  return { status: response.status, type: response.headers.get('content-type') ?? '', text: await response.text() };
}

function expectRefusedCleanly(what: string, answer: Sent) {
  const problem =
    answer.status >= 500
      ? `answered ${answer.status}`
      : internalIn(answer.text)
        ? `shows "${internalIn(answer.text)}"`
        : answer.status >= 400 && answer.type.includes('json') && !/"success":false/.test(answer.text)
          ? 'refused without {success:false}'
          : undefined;
  if (problem) throw new Error(`${what} ${problem}: ${answer.text.slice(0, 300)}`);
}

/** The route's path with each :param replaced by `value` (already URL-encoded). */
const fill = (path: string, value: (name: string) => string) =>
  path.replace(/:([a-z_]+)/g, (_, name: string) => value(name));

expectQuietServerLog();

describe('the platform under bad input (fuzz)', () => {
  it('reads its routes from the app: every domain is walked', () => {
    const prefixes = [
      '/media/',
      '/dev/',
      '/service/application/catalog/',
      '/service/application/cart/',
      '/service/application/configuration/',
      '/service/application/logistics/',
      '/service/application/theme/',
      '/service/application/content/',
      '/service/application/user/',
      '/service/application/rewards/',
      '/service/common/configuration/',
    ];
    for (const prefix of prefixes) expect(routes.some((r) => r.path.startsWith(prefix))).toBe(true);
    expect(routes.filter((r) => r.method !== 'GET').length).toBeGreaterThan(10);
  });

  it('answers every route, every parameter, with each known nasty value as a 4xx or a clean answer', async () => {
    for (const route of routes) {
      for (const nasty of NASTY_SEGMENTS) {
        if (route.path.includes(':')) {
          const path = fill(route.path, () => nasty);
          expectRefusedCleanly(
            `${route.method} ${path.slice(0, 120)}`,
            await send(route.method, path, { signed: true, body: '{}' }),
          );
        }
      }
      const query = `${fill(route.path, () => 'x')}?q=%00&f=constructor%3Ax&slug=%FF&__proto__=%E0%A4%A`;
      expectRefusedCleanly(
        `${route.method} ${query}`,
        await send(route.method, query, { signed: true, body: '{"email":"\\u0000"}' }),
      );
      // A lone surrogate escape: valid JSON that PostgreSQL text and jsonb refuse.
      for (const surrogate of ['{"comment":"\\ud800"}', '{"meta":{"a":"\\udc00"}}', '{"name":"\\udc00"}']) {
        expectRefusedCleanly(
          `${route.method} ${route.path} ${surrogate}`,
          await send(
            route.method,
            fill(route.path, () => 'x'),
            { signed: true, body: surrogate },
          ),
        );
      }
    }
  }, 120_000);

  it('answers JSON nested thousands deep (arrays, objects, both) on every route without a 5xx; a JSON route says how deep it may nest', async () => {
    const bodies = (['array', 'object', 'mixed'] as const).map((shape) => nestedJson(5_000, shape));
    for (const route of routes.filter((r) => r.method !== 'GET')) {
      for (const body of bodies)
        expectRefusedCleanly(
          `${route.method} ${route.path} nested`,
          await send(
            route.method,
            fill(route.path, () => 'x'),
            { signed: true, body },
          ),
        );
    }
    for (const body of [...bodies, `{"ordering_store":${nestedJson(65, 'object')}}`]) {
      const answer = await send('POST', '/service/application/configuration/v1.0/ordering-store/select', {
        signed: true,
        body,
      });
      expect({ status: answer.status, body: JSON.parse(answer.text) as unknown }).toEqual({
        status: 400,
        body: { success: false, message: INPUT_MESSAGES.bodyDepth },
      });
    }
  }, 120_000);

  it('refuses unreadable credentials before authentication with a 401', async () => {
    const path = '/service/application/catalog/v1.0/products';
    for (const authorization of badAuthorizations(server().applicationId)) {
      for (const signed of [true, false]) {
        const answer = await send('GET', path, { signed, headers: { authorization } });
        expectRefusedCleanly(`Authorization ${authorization.slice(0, 40)}`, answer);
        expect(answer.status).toBe(401);
      }
    }
  });

  const request = fc.record({
    route: fc.constantFrom(...routes),
    params: fc.array(badText, { minLength: 4, maxLength: 4 }),
    query: fc.option(badQuery, { nil: undefined }),
    body: badBody,
    headers: fc.record(
      {
        'x-location-detail': fc.oneof(
          fc.constantFrom(
            '{"pincode":"\\u0000"}',
            '{"country_iso_code":"\\u0000"}',
            '{',
            '{"pincode":{"__proto__":1}}',
          ),
          fc.json(),
        ),
        'x-currency-code': fc.constantFrom('\\u0000', 'ZZZ', '%00'),
        cookie: fc.constantFrom('f.session=%00', 'f.session=Fe26.2**bad', 'f.session=' + 'a'.repeat(4000)),
        accept: fc.constantFrom('*/*', 'text/html', 'application/json;q=0'),
      },
      { requiredKeys: [] },
    ),
  });

  const walk = (signed: boolean, numRuns: number) => async () => {
    await fc.assert(
      fc.asyncProperty(request, async ({ route, params, query, body, headers }) => {
        let i = 0;
        const path = fill(route.path, () => params[i++ % params.length]) + (query ? `?${query}` : '');
        expectRefusedCleanly(
          `${route.method} ${path.slice(0, 160)}`,
          await send(route.method, path, { signed, body, headers }),
        );
      }),
      { seed: FUZZ_SEED, numRuns, endOnFailure: true },
    );
  };

  it('never answers a 5xx to generated bad requests, signed', walk(true, 500), 120_000);

  // The shopper-only routes answer 401 before reading anything; with a session they read it all.
  it("never answers a 5xx to a signed-in shopper's bad requests to addresses, checkout, payments and orders", async () => {
    const { shopper } = await registered();
    const own = routes.filter((r) =>
      /\/cart\/v[12]\.0\/(address|select-address|checkout|payment)|\/order\/|\/payment\/v1\.0\//.test(r.path),
    );
    expect(own.length).toBeGreaterThanOrEqual(16);
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...own),
        fc.array(badText, { minLength: 2, maxLength: 2 }),
        fc.option(badQuery, { nil: undefined }),
        badBody,
        async (route, params, query, body) => {
          let i = 0;
          const path = fill(route.path, () => params[i++ % params.length]) + (query ? `?${query}` : '');
          expectRefusedCleanly(
            `${route.method} ${path.slice(0, 160)} (signed in)`,
            await send(route.method, path, { signed: true, body, headers: { cookie: shopper.cookie } }),
          );
        },
      ),
      { seed: FUZZ_SEED, numRuns: 200, endOnFailure: true },
    );
  }, 120_000);
  it('never answers a 5xx to generated bad requests, unsigned', walk(false, 150), 60_000);
});
