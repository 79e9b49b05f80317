// The unsigned posts anyone may send — providers' webhooks, the browser's return and confirm, the
// sandbox's payment pages — are refused on their headers alone, before a byte of the body is read:
// each request here sends its headers and never its body, and still gets its answer.
import { describe, expect, it } from '@jest/globals';
import { server } from '../harness';
import { headersOnly as sendHeadersOnly, type Raw } from '../../e2e/server/raw-http';
import { PAYMENT_CALLBACK_BODY_LIMIT } from '@/platform/payment/constants';
import { PAYMENT_MESSAGES } from '@/platform/payment/messages';
import { bodyTooLargeMessage, LENGTH_REQUIRED_MESSAGE } from '@/common/bounded-body';

/** Sends the headers only to the platform (the body never comes): the answer, or 'no answer' after 3 s. */
const headersOnly = (method: string, path: string, headers: Record<string, string>) =>
  sendHeadersOnly(method, path, headers, new URL(server().url).port);

/** A webhook's signature header is there (it is checked first): what follows is about the body. */
const SIGNED = { 'x-sandbox-signature': 't=1,v1=00' };
const POSTS = [
  '/payment/webhook/sandbox',
  '/payment/return/sandbox',
  '/payment/confirm/sandbox',
  '/sandbox/pay/ch_aaaaaaaaaaaaaaaa',
  '/sandbox/api/card',
  '/sandbox/api/upi',
];

describe('payment callbacks refused on their headers', () => {
  it.each(POSTS)('POST %s with a declared body over the limit: 413 before the body comes', async (path) => {
    const answer = await headersOnly('POST', path, {
      ...SIGNED,
      'content-type': 'application/json',
      'content-length': String(PAYMENT_CALLBACK_BODY_LIMIT + 1),
    });
    expect(answer).not.toBe('no answer');
    expect((answer as Raw).status).toBe(413);
    expect(JSON.parse((answer as Raw).body)).toEqual({
      success: false,
      message: bodyTooLargeMessage(PAYMENT_CALLBACK_BODY_LIMIT),
    });
  });

  it.each(POSTS)('POST %s of another content type, or of no declared length: 415, 411', async (path) => {
    const typed = await headersOnly('POST', path, { ...SIGNED, 'content-type': 'text/xml', 'content-length': '1000' });
    expect(typed).not.toBe('no answer');
    expect((typed as Raw).status).toBe(415);
    const chunked = await headersOnly('POST', path, {
      ...SIGNED,
      'content-type': 'application/json',
      'transfer-encoding': 'chunked',
    });
    expect(chunked).not.toBe('no answer');
    expect((chunked as Raw).status).toBe(411);
    expect(JSON.parse((chunked as Raw).body)).toEqual({ success: false, message: LENGTH_REQUIRED_MESSAGE });
  });

  it('a webhook without its signature header, or from an aggregator we do not have, is refused before its body comes', async () => {
    const unsigned = await headersOnly('POST', '/payment/webhook/sandbox', {
      'content-type': 'application/json',
      'content-length': '1000',
    });
    expect(unsigned).not.toBe('no answer');
    expect(unsigned).toMatchObject({ status: 400 });
    expect(JSON.parse((unsigned as Raw).body)).toEqual({ success: false, message: PAYMENT_MESSAGES.badSignature });
    const unknown = await headersOnly('POST', '/payment/webhook/nobody', {
      'content-type': 'application/json',
      'content-length': '1000',
      'x-sandbox-signature': 'x',
    });
    expect(unknown).toMatchObject({ status: 404 });
  });

  it('a return or confirm from an aggregator we do not have is refused before its body comes', async () => {
    const back = await headersOnly('POST', '/payment/return/nobody', {
      'content-type': 'application/x-www-form-urlencoded',
      'content-length': '1000',
    });
    expect(back).toMatchObject({ status: 303 });
    expect((back as Raw).headers.location).toMatch(/success=false/);
    const confirm = await headersOnly('POST', '/payment/confirm/nobody', {
      'content-type': 'application/json',
      'content-length': '1000',
    });
    expect(confirm).toMatchObject({ status: 200 });
    expect(JSON.parse((confirm as Raw).body)).toMatchObject({ success: false });
  });
});
