// The unsigned posts anyone may send — providers' webhooks, the browser's return and confirm, the
// sandbox's payment pages — are refused on their headers alone, before a byte of the body is read:
// each request here sends its headers and never its body, and still gets its answer.
import { describe, expect, it } from '@jest/globals';
import http from 'node:http';
import { server } from '../harness';
import { PAYMENT_CALLBACK_BODY_LIMIT } from '@/platform/payment/constants';
import { PAYMENT_MESSAGES } from '@/platform/payment/messages';
import { bodyTooLargeMessage, LENGTH_REQUIRED_MESSAGE } from '@/common/bounded-body';

type Answer = { status: number; headers: http.IncomingHttpHeaders; body: string };

/** Sends the headers only (the body never comes): the answer, or 'no answer' after 3 s. */
function headersOnly(method: string, path: string, headers: Record<string, string>): Promise<Answer | 'no answer'> {
  const { port } = new URL(server().url);
  return new Promise((resolve, reject) => {
    const req = http.request({ host: '127.0.0.1', port, method, path, headers, agent: false }, (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (text += chunk));
      res.on('end', () => {
        resolve({ status: res.statusCode ?? 0, headers: res.headers, body: text });
        req.destroy();
      });
    });
    req.on('error', (error) => (/ECONNRESET|socket hang up/.test(String(error)) ? undefined : reject(error)));
    const timer = setTimeout(() => {
      resolve('no answer');
      req.destroy();
    }, 3_000);
    req.on('close', () => clearTimeout(timer));
    req.flushHeaders();
  });
}

/** A webhook's signature header is there (it is checked first): what follows is about the body. */
const SIGNED = { 'x-sandbox-signature': 't=1,v1=00' };
const POSTS = ['/payment/webhook/sandbox', '/payment/return/sandbox', '/payment/confirm/sandbox', '/sandbox/pay/ch_aaaaaaaaaaaaaaaa', '/sandbox/api/card', '/sandbox/api/upi'];

describe('payment callbacks refused on their headers', () => {
  it.each(POSTS)('POST %s with a declared body over the limit: 413 before the body comes', async (path) => {
    const answer = await headersOnly('POST', path, { ...SIGNED, 'content-type': 'application/json', 'content-length': String(PAYMENT_CALLBACK_BODY_LIMIT + 1) });
    expect(answer).not.toBe('no answer');
    expect((answer as Answer).status).toBe(413);
    expect(JSON.parse((answer as Answer).body)).toEqual({ success: false, message: bodyTooLargeMessage(PAYMENT_CALLBACK_BODY_LIMIT) });
  });

  it.each(POSTS)('POST %s of another content type, or of no declared length: 415, 411', async (path) => {
    const typed = await headersOnly('POST', path, { ...SIGNED, 'content-type': 'text/xml', 'content-length': '1000' });
    expect(typed).not.toBe('no answer');
    expect((typed as Answer).status).toBe(415);
    const chunked = await headersOnly('POST', path, { ...SIGNED, 'content-type': 'application/json', 'transfer-encoding': 'chunked' });
    expect(chunked).not.toBe('no answer');
    expect((chunked as Answer).status).toBe(411);
    expect(JSON.parse((chunked as Answer).body)).toEqual({ success: false, message: LENGTH_REQUIRED_MESSAGE });
  });

  it('a webhook without its signature header, or from an aggregator we do not have, is refused before its body comes', async () => {
    const unsigned = await headersOnly('POST', '/payment/webhook/sandbox', { 'content-type': 'application/json', 'content-length': '1000' });
    expect(unsigned).not.toBe('no answer');
    expect(unsigned).toMatchObject({ status: 400 });
    expect(JSON.parse((unsigned as Answer).body)).toEqual({ success: false, message: PAYMENT_MESSAGES.badSignature });
    const unknown = await headersOnly('POST', '/payment/webhook/nobody', { 'content-type': 'application/json', 'content-length': '1000', 'x-sandbox-signature': 'x' });
    expect(unknown).toMatchObject({ status: 404 });
  });

  it('a return or confirm from an aggregator we do not have is refused before its body comes', async () => {
    const back = await headersOnly('POST', '/payment/return/nobody', { 'content-type': 'application/x-www-form-urlencoded', 'content-length': '1000' });
    expect(back).toMatchObject({ status: 303 });
    expect((back as Answer).headers.location).toMatch(/success=false/);
    const confirm = await headersOnly('POST', '/payment/confirm/nobody', { 'content-type': 'application/json', 'content-length': '1000' });
    expect(confirm).toMatchObject({ status: 200 });
    expect(JSON.parse((confirm as Answer).body)).toMatchObject({ success: false });
  });
});
