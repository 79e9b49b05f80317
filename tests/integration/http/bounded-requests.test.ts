// Bounded work before trust: a body over the limit is refused before it is read whole, and a
// request the headers already condemn (no credentials, no signature, a stale date, an unknown
// application) is refused before its body is read or hashed, even one that never ends.
import http from 'node:http';
import { describe, expect, it } from '@jest/globals';
import { basicToken } from '@/contract/signing';
import { api, server } from '../harness';

const LOGIN = '/service/application/user/authentication/v1.0/login/password';
const LIMIT = 1024 * 1024;

type Streamed = { status: number; json: { success?: boolean; message?: string }; connection?: string; ms: number };

/**
 * POSTs a body that keeps coming (64 KiB every few ms, chunked or under a declared length) and
 * answers what the server said as soon as it says it; the body is never finished.
 */
function endlessPost(headers: Record<string, string>, declaredLength?: number): Promise<Streamed> {
  const started = Date.now();
  const url = `${server().url}${LOGIN}`;
  const framing =
    declaredLength === undefined ? { 'transfer-encoding': 'chunked' } : { 'content-length': String(declaredLength) };
  return new Promise((resolve, reject) => {
    const req = http.request(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...framing, ...headers },
    });
    const chunk = Buffer.alloc(64 * 1024, 'a');
    const timer = setInterval(() => req.write(chunk), 5);
    const stop = () => {
      clearInterval(timer);
      req.destroy();
    };
    req.on('response', (res) => {
      let text = '';
      res.on('data', (d) => (text += d));
      res.on('end', () => {
        stop();
        resolve({
          status: res.statusCode ?? 0,
          json: JSON.parse(text),
          connection: res.headers.connection,
          ms: Date.now() - started,
        });
      });
    });
    req.on('error', (error) => {
      stop();
      reject(error);
    });
  });
}

const credentials = (id = server().applicationId) => ({
  authorization: `Bearer ${basicToken(id, server().applicationToken)}`,
});
/** The signature headers' form, with a fresh date: passes every check the headers decide. */
const signatureShaped = () => ({
  'x-fp-date': new Date().toISOString().replace(/[:-]|\.\d{3}/g, ''),
  'x-fp-signature': `v1.1:${'0'.repeat(64)}`,
});

describe('request bodies are bounded', () => {
  it('refuses a chunked body with 413 as soon as it passes 1 MB, without waiting for its end', async () => {
    const res = await endlessPost({ ...credentials(), ...signatureShaped() });
    expect(res.status).toBe(413);
    expect(res.json).toEqual({ success: false, message: `Request body too large: the limit is ${LIMIT} bytes` });
    expect(res.connection).toBe('close');
    expect(res.ms).toBeLessThan(5000);
  });

  it('refuses a declared Content-Length over the limit before reading any of it', async () => {
    const res = await endlessPost({ ...credentials(), ...signatureShaped() }, 50 * LIMIT);
    expect(res.status).toBe(413);
    expect(res.json.message).toBe(`Request body too large: the limit is ${LIMIT} bytes`);
  });

  it('still reads a signed body under the limit', async () => {
    const padding = 'x'.repeat(LIMIT - 100_000);
    const res = await api(LOGIN, { method: 'POST', body: { username: 'nobody@example.com', padding } });
    expect(res.status).toBe(400);
    expect(res.json.message).toBe('Missing or empty required parameter: password');
    expect(res.headers.get('connection')).not.toBe('close');
  });
});

describe('a request the headers condemn is refused before its body is read', () => {
  const cases: Array<[string, () => Record<string, string>, string | RegExp]> = [
    ['without credentials', () => signatureShaped(), /^Missing application credentials/],
    ['unsigned', () => credentials(), 'Missing request signature: send x-fp-date and x-fp-signature headers'],
    [
      'with a stale date',
      () => ({ ...credentials(), ...signatureShaped(), 'x-fp-date': '20200101T000000Z' }),
      /^Request expired/,
    ],
    [
      'from an unknown application',
      () => ({ ...credentials('ffffffffffffffffffffffff'), ...signatureShaped() }),
      'Invalid application credentials',
    ],
  ];
  for (const [name, headers, message] of cases) {
    it(`answers 401 at once to a never-ending body ${name}`, async () => {
      const res = await endlessPost(headers());
      expect(res.status).toBe(401);
      if (typeof message === 'string') expect(res.json.message).toBe(message);
      else expect(res.json.message).toMatch(message);
      expect(res.connection).toBe('close');
      expect(res.ms).toBeLessThan(5000);
    });
  }

  it('refuses many made-up application ids and still serves the real one', async () => {
    const ids = Array.from({ length: 100 }, (_, i) => i.toString(16).padStart(24, 'e'));
    const statuses = await Promise.all(
      ids.map(
        async (id) =>
          (
            await fetch(`${server().url}/service/application/configuration/v1.0/application`, {
              headers: { ...credentials(id), ...signatureShaped() },
            })
          ).status,
      ),
    );
    expect(new Set(statuses)).toEqual(new Set([401]));
    expect((await api('/service/application/configuration/v1.0/application')).status).toBe(200);
  });
});
