// The /api/service rewrite signs the body it forwards, so it reads it: within the API's body
// limit, answering 413 before reading more than that, whether the length is declared or not.
import { NextRequest } from 'next/server';
import { proxy } from '@/proxy';

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
  new NextRequest(URL_, { method: 'POST', body, headers: { 'content-type': 'application/json', ...headers }, duplex: 'half' } as ConstructorParameters<typeof NextRequest>[1]);

describe('proxy.ts body limit', () => {
  it('refuses a never-ending body with 413 once it passes the limit', async () => {
    const { stream, pulled } = endless();
    const res = await proxy(post(stream));
    expect(res.status).toBe(413);
    expect(await res.json()).toEqual({ success: false, message: `Request body too large: the limit is ${LIMIT} bytes` });
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
    expect(res.headers.get('x-middleware-rewrite')).toBe('http://localhost:3000/service/application/user/authentication/v1.0/login/password');
  });
});
