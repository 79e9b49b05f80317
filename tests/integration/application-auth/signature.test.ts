// The platform's front door: every /service call needs the application credentials and a fresh,
// correct request signature. Failures are 401 JSON with a clear message and no stack.
import { describe, expect, it } from '@jest/globals';
import { ApplicationClient, ApplicationConfig } from '@gofynd/fdk-client-javascript';
import { basicToken, signRequest } from '@/contract/signing';
import { server, failure, quiet } from '../harness';

const PATH = '/service/application/configuration/v1.0/application';

async function send(path: string, headers: Record<string, string>, init: { method?: string; body?: string } = {}) {
  const response = await fetch(`${server().url}${path}`, { method: init.method ?? 'GET', headers, body: init.body });
  const text = await response.text();
  return { status: response.status, text, json: JSON.parse(text) as { success?: boolean; message?: string } };
}

function auth(id = server().applicationId, token = server().applicationToken) {
  return { authorization: `Bearer ${basicToken(id, token)}` };
}

function signed(path: string, headers: Record<string, string>, method = 'GET', body?: string) {
  return { ...headers, ...signRequest({ method, url: `${server().url}${path}`, headers, body }) };
}

/** x-fp-date for a moment `ms` away from now, in the signer's ISO 8601 basic form. */
function fpDate(ms: number): string {
  return new Date(Date.now() + ms).toISOString().replace(/[:-]|\.\d{3}/g, '');
}

function expectCleanRejection(
  res: { status: number; text: string; json: { success?: boolean; message?: string } },
  message: string | RegExp,
) {
  expect(res.status).toBe(401);
  expect(res.json.success).toBe(false);
  if (typeof message === 'string') expect(res.json.message).toBe(message);
  else expect(res.json.message).toMatch(message);
  expect(res.text).not.toMatch(/\bat \S+ \(|\.ts:\d+|stack/i);
}

describe('request signature and credentials', () => {
  it('accepts a correctly signed request with valid credentials', async () => {
    const res = await send(PATH, signed(PATH, auth()));
    expect(res.status).toBe(200);
    expect((res.json as { _id?: string })._id).toBe(server().applicationId);
  });

  it('rejects a request without Authorization', async () => {
    const res = await send(PATH, signed(PATH, {}));
    expectCleanRejection(res, /^Missing application credentials/);
  });

  it('rejects an unsigned request', async () => {
    const res = await send(PATH, auth());
    expectCleanRejection(res, 'Missing request signature: send x-fp-date and x-fp-signature headers');
  });

  it('rejects a tampered signature', async () => {
    const headers = signed(PATH, auth());
    const sig = headers['x-fp-signature'];
    const last = sig.at(-1) === '0' ? '1' : '0';
    const res = await send(PATH, { ...headers, 'x-fp-signature': sig.slice(0, -1) + last });
    expectCleanRejection(res, 'Invalid request signature');
  });

  it('rejects a signature made for another path or another body', async () => {
    const other = '/service/application/configuration/v1.0/detail';
    expectCleanRejection(await send(other, signed(PATH, auth())), 'Invalid request signature');
    const select = '/service/application/configuration/v1.0/ordering-store/select';
    const headers = signed(
      select,
      { ...auth(), 'content-type': 'application/json' },
      'POST',
      JSON.stringify({ ordering_store: { uid: 1 } }),
    );
    const res = await send(select, headers, { method: 'POST', body: JSON.stringify({ ordering_store: { uid: 2 } }) });
    expectCleanRejection(res, 'Invalid request signature');
  });

  it('rejects a stale x-fp-date (more than 15 minutes old), even correctly signed', async () => {
    const headers = signed(PATH, { ...auth(), 'x-fp-date': fpDate(-16 * 60 * 1000) });
    expectCleanRejection(
      await send(PATH, headers),
      'Request expired: x-fp-date is more than 15 minutes away from the server time',
    );
    const future = signed(PATH, { ...auth(), 'x-fp-date': fpDate(16 * 60 * 1000) });
    expectCleanRejection(await send(PATH, future), /^Request expired/);
  });

  it('accepts a date within the 15 minute window', async () => {
    const headers = signed(PATH, { ...auth(), 'x-fp-date': fpDate(-5 * 60 * 1000) });
    expect((await send(PATH, headers)).status).toBe(200);
  });

  it('rejects a malformed x-fp-date', async () => {
    const headers = signed(PATH, { ...auth(), 'x-fp-date': '2024-10-12 10:10:10' });
    expectCleanRejection(await send(PATH, headers), 'Invalid x-fp-date: expected the form YYYYMMDDTHHMMSSZ');
  });

  it('rejects a wrong token and an unknown application id', async () => {
    expectCleanRejection(
      await send(PATH, signed(PATH, auth(server().applicationId, 'wrong-token-123'))),
      'Invalid application credentials',
    );
    expectCleanRejection(
      await send(PATH, signed(PATH, auth('000000000000000000000000'))),
      'Invalid application credentials',
    );
  });

  it('rejects a malformed Authorization header', async () => {
    for (const authorization of ['Bearer', 'Token abc', `Bearer ${Buffer.from('no-colon').toString('base64')}`]) {
      expectCleanRejection(await send(PATH, signed(PATH, { authorization })), /^Missing application credentials/);
    }
  });

  it('answers a malformed percent-encoded path with a 4xx, never a 500', async () => {
    // The signer cannot even sign such a path; a client sending one gets a clean refusal.
    const path = '/service/application/logistics/v1.0/pincode/%E0%A4%A';
    const headers = { ...auth(), ...signRequest({ method: 'GET', url: `${server().url}${PATH}`, headers: {} }) };
    const res = await send(path, headers);
    expect([400, 401]).toContain(res.status);
    expect(res.json.success).toBe(false);
  });

  it('guards every domain, not only configuration', async () => {
    for (const path of [
      '/service/application/logistics/v2.0/countries',
      '/service/common/configuration/v1.0/location',
    ]) {
      expectCleanRejection(await send(path, auth()), /^Missing request signature/);
    }
  });

  it('gives the official SDK with a wrong token a 401 error', async () => {
    // Built inside the call: the SDK's logger binds console.error when a config is created.
    const wrongToken = () => {
      const config = quiet(
        new ApplicationConfig({
          applicationID: server().applicationId,
          applicationToken: 'wrong-token-123',
          domain: server().url,
        }),
      );
      return new ApplicationClient(config, {}).configuration.getApplication();
    };
    expect(await failure(wrongToken)).toMatchObject({
      name: 'FDKServerResponseError',
      code: 401,
      message: 'Invalid application credentials',
    });
  });
});
