// The storefront reads API bodies in two places: the /api/service rewrite signs the body it
// forwards, and the /service route forwards bodies to a remote platform. Both read within the
// API's body limit, answering 413 before reading more, whether the length is declared or not.
import { NextRequest } from 'next/server';
import { proxy } from '@/proxy';
import { forwardToPlatform } from '@/lib/sdk/transport';

const LIMIT = 1024 * 1024;
const URL_ = 'http://localhost:3000/api/service/application/user/authentication/v1.0/login/password';

beforeAll(() => {
  process.env.APPLICATION_ID = 'a'.repeat(24);
  process.env.APPLICATION_TOKEN = 'proxy-body-limit-test-token';
});

/** A body that never ends, counting what was pulled from it. */
function endless() {
  const pulled = { bytes: 0 };
  const chunk = new Uint8Array(64 * 1024).fill(97);
  const stream = new ReadableStream<Uint8Array>({
    pull(controller) {
      pulled.bytes += chunk.byteLength;
      controller.enqueue(chunk);
    },
  });
  return { stream, pulled };
}

const post = (body: BodyInit, headers: Record<string, string> = {}) =>
  // duplex: a streamed request body (Node's fetch needs it said).
  new NextRequest(URL_, {
    method: 'POST',
    body,
    headers: { 'content-type': 'application/json', ...headers },
    duplex: 'half',
  } as ConstructorParameters<typeof NextRequest>[1]);

describe('proxy.ts body limit', () => {
  it('refuses a never-ending body with 413 once it passes the limit', async () => {
    const { stream, pulled } = endless();
    const res = await proxy(post(stream));
    expect(res.status).toBe(413);
    expect(await res.json()).toEqual({
      success: false,
      message: `Request body too large: the limit is ${LIMIT} bytes`,
    });
    // Read no further than the limit (plus what the stream had buffered ahead).
    expect(pulled.bytes).toBeLessThan(LIMIT + 512 * 1024);
  });

  it('refuses a declared length over the limit without reading the body', async () => {
    const { stream, pulled } = endless();
    const res = await proxy(post(stream, { 'content-length': String(5 * LIMIT) }));
    expect(res.status).toBe(413);
    // Nothing read; the stream itself pulls a chunk or two ahead.
    expect(pulled.bytes).toBeLessThanOrEqual(2 * 64 * 1024);
  });

  it('signs and rewrites a body under the limit', async () => {
    const res = await proxy(post(JSON.stringify({ username: 'a@example.com', password: 'x' })));
    expect(res.status).toBe(200);
    expect(res.headers.get('x-middleware-rewrite')).toBe(
      'http://localhost:3000/service/application/user/authentication/v1.0/login/password',
    );
  });
});

describe('forwarding to a remote platform (PLATFORM_URL)', () => {
  it('refuses a never-ending body with 413 before anything is sent on', async () => {
    // Nothing listens there: a request that got through would fail, not answer 413.
    process.env.PLATFORM_URL = 'http://127.0.0.1:9';
    try {
      const { stream, pulled } = endless();
      const request = new Request('http://localhost:3000/service/application/cart/v1.0/detail', {
        method: 'POST',
        body: stream,
        duplex: 'half',
      } as RequestInit);
      const res = await forwardToPlatform(request);
      expect(res.status).toBe(413);
      expect(await res.json()).toEqual({
        success: false,
        message: `Request body too large: the limit is ${LIMIT} bytes`,
      });
      expect(pulled.bytes).toBeLessThan(LIMIT + 512 * 1024);
    } finally {
      delete process.env.PLATFORM_URL;
    }
  });
});
