// In front of Next's page handler (server/main.ts): requests Next would answer with a 500 get
// a 4xx here instead.
// - A path that is not readable text (a malformed escape such as /brand/%, bytes that are not
//   UTF-8, control characters) or has an over-long segment: the shop's 404 page.
// - A query with such text: a 400 page.
// - A server action call whose body is not the JSON array of arguments Next's decoder expects
//   (text that is not UTF-8 or not JSON, JSON of another shape, or references to rows a text
//   body does not have), or a multipart post that does not parse as form data or whose action
//   rows do not decode (server-action-reply.ts): a 400, as Next answers other malformed action
//   requests. The body is read and put back for Next.
// - A call to /api/ from another site: the JSON 403, on its headers, before the body is read.
// - A router state header (sent with client navigations) Next cannot parse: a 400
//   (router-state-header.ts, the same acceptance as Next's parser).
// - The same under /api/ (the browser's way to the platform): the platform's JSON 400.
// - A body Next would read whole before anything could refuse it (where proxy.ts runs, Next copies
//   the body first): a declared length over the limit (the API's under /api/, FORM_BODY_LIMIT for
//   pages) is a 413 before a byte is read, and a body without a declared length (chunked, which
//   browsers never send) a 411.
// - A server action posted from another site: Next aborts it with a 500; here it is a 403. The
//   test is Next's own (action-handler.js): Origin's host against X-Forwarded-Host (only with
//   TRUST_PROXY; without it the server drops the header, request-target.ts), else Host, for every
//   POST Next treats as an action (a Next-Action header, or a form body).
import type http from 'node:http';
import { rawTarget, validPath, validQuery } from '../common/readable-text';
import { PAGE_URL } from '../lib/http-front';
import { INPUT_MESSAGES } from '../platform';
import { FORM_BODY_LIMIT, LENGTH_REQUIRED_MESSAGE, apiBodyLimit, bodyTooLargeMessage } from '../common/bounded-body';
import { mayBeActionPost } from './server-action-request';
import { readableRouterStateHeader } from './router-state-header';
import { formReplyDecodes, textReplyDecodes } from './server-action-reply';
import { CROSS_SITE_API_MESSAGE, fromThisShop } from '../lib/http-front';
import { firstForwarded, trustProxy } from '../common/request-trust';

/** A request header as one string (the first of a repeated one). */
const headerOf = (req: http.IncomingMessage, name: string): string | undefined => {
  const value = req.headers[name];
  return Array.isArray(value) ? value[0] : value;
};

/** Next's built-in route that renders app/not-found.tsx with a 404. */
const NOT_FOUND_ROUTE = '/_not-found';

export const PAGE_GUARD_MESSAGES = {
  badQuery: 'This address has characters the shop cannot read.',
  crossSiteAction: 'Cross-site requests to the shop are refused.',
  badRouterState: 'Invalid Next-Router-State-Tree header.',
  badActionBody: 'Invalid Server Action request.',
} as const;

const BAD_QUERY_PAGE = `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><meta name="robots" content="noindex"><title>Bad request</title></head><body style="font:16px/1.5 system-ui,sans-serif;max-width:40rem;margin:4rem auto;padding:0 1rem"><h1>Bad request</h1><p>${PAGE_GUARD_MESSAGES.badQuery}</p><p><a href="/">Go to the home page</a></p></body></html>`;

function crossSite(req: http.IncomingMessage): boolean {
  const origin = req.headers.origin;
  if (origin === undefined) return false;
  let originHost: string;
  try {
    originHost = origin === 'null' ? 'null' : new URL(origin).host;
  } catch {
    return true;
  }
  // X-Forwarded-Host only from a proxy the shop trusts (TRUST_PROXY): else it is the client's word.
  const host = (trustProxy() ? firstForwarded(headerOf(req, 'x-forwarded-host')) : undefined) ?? req.headers.host;
  return originHost !== host;
}

/** Next's default limit on a server action's body (serverActions.bodySizeLimit); Next answers a larger one itself. */
const ACTION_BODY_LIMIT = 1024 * 1024;
const utf8 = new TextDecoder('utf-8', { fatal: true });

/**
 * Reads the whole body and puts it back (unshift) before the stream ends, so Next reads it as it
 * came. Undefined when it grows past `limit`: what was read goes back and Next decides.
 */
export function peekBody(req: http.IncomingMessage, limit: number): Promise<Buffer | undefined> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const finish = (whole: boolean) => {
      req.off('readable', onReadable);
      req.off('error', onError);
      req.off('close', onClose);
      const body = Buffer.concat(chunks);
      if (body.length > 0) req.unshift(body);
      resolve(whole ? body : undefined);
    };
    const onError = (error: Error) => {
      req.off('readable', onReadable);
      req.off('close', onClose);
      reject(error);
    };
    // A client that hangs up mid-body may close the request without an 'error'.
    const onClose = () => {
      if (!req.complete) onError(new Error('the client closed the request before its body ended'));
    };
    const onReadable = () => {
      for (let chunk: Buffer | null; (chunk = req.read() as Buffer | null) !== null;) {
        chunks.push(chunk);
        size += chunk.length;
        if (size > limit) return finish(false);
      }
      // Everything arrived: put it back now, in this tick, before the stream can emit 'end'.
      if (req.complete) finish(true);
    };
    req.on('readable', onReadable);
    req.on('error', onError);
    req.on('close', onClose);
  });
}

const isMultipart = (req: http.IncomingMessage) =>
  (req.headers['content-type'] ?? '').startsWith('multipart/form-data');

/** The action calls whose body Next decodes as one JSON text. */
function isTextActionCall(req: http.IncomingMessage): boolean {
  return req.method === 'POST' && req.headers['next-action'] !== undefined && !isMultipart(req);
}

/** A multipart body that parses as form data and whose action arguments decode (server-action-reply.ts). */
async function decodableForm(body: Buffer, contentType: string, actionCall: boolean): Promise<boolean> {
  let form: FormData;
  try {
    form = await new Response(Uint8Array.from(body), { headers: { 'content-type': contentType } }).formData();
  } catch {
    return false;
  }
  return formReplyDecodes(form, actionCall);
}

/** A text body: UTF-8 JSON, the list of a call's arguments, decodable (server-action-reply.ts). */
function decodableText(body: Buffer): boolean {
  try {
    return textReplyDecodes(utf8.decode(body));
  } catch {
    return false;
  }
}

/**
 * Whether the body of an action call (or a form post, which Next treats as one) is one Next can
 * decode ('gone': the client hung up before it ended, and nothing is left to answer).
 */
async function decodableActionBody(req: http.IncomingMessage): Promise<boolean | 'gone'> {
  let body: Buffer | undefined;
  try {
    body = await peekBody(req, ACTION_BODY_LIMIT);
  } catch {
    return 'gone';
  }
  if (body === undefined) return true;
  return isMultipart(req)
    ? decodableForm(body, req.headers['content-type'] ?? '', req.headers['next-action'] !== undefined)
    : decodableText(body);
}

/**
 * answerUnservablePageRequest, and for a server action call also its body: resolves true when the
 * answer has been sent, false when Next should render the request.
 */
export async function guardPageRequest(req: http.IncomingMessage, res: http.ServerResponse): Promise<boolean> {
  if (answerUnservablePageRequest(req, res)) return true;
  if (!isTextActionCall(req) && !(req.method === 'POST' && isMultipart(req))) return false;
  const decodable = await decodableActionBody(req);
  if (decodable === 'gone') {
    res.destroy();
    return true;
  }
  if (decodable) return false;
  res
    .writeHead(400, { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' })
    .end(PAGE_GUARD_MESSAGES.badActionBody);
  return true;
}

/** A body too large to read, or of no declared length: answered (413, 411) without reading it. */
function answerUnboundedBody(req: http.IncomingMessage, res: http.ServerResponse, api: boolean): boolean {
  const declared = req.headers['content-length'];
  const limit = api ? apiBodyLimit() : FORM_BODY_LIMIT;
  let status: number;
  let message: string;
  if (declared !== undefined) {
    if (!(Number(declared) > limit)) return false;
    [status, message] = [413, bodyTooLargeMessage(limit)];
  } else if (req.headers['transfer-encoding'] !== undefined) {
    [status, message] = [411, LENGTH_REQUIRED_MESSAGE];
  } else {
    return false;
  }
  // The unread body is not parsed as a next request: the connection closes (lingering, main.ts).
  const headers = { 'cache-control': 'no-store', connection: 'close' };
  if (api)
    res
      .writeHead(status, { ...headers, 'content-type': 'application/json; charset=utf-8' })
      .end(JSON.stringify({ success: false, message }));
  else res.writeHead(status, { ...headers, 'content-type': 'text/plain; charset=utf-8' }).end(message);
  return true;
}

/** Answers (or reroutes) a request Next would fail on; true when the answer has been sent. */
export function answerUnservablePageRequest(req: http.IncomingMessage, res: http.ServerResponse): boolean {
  const { pathname, search } = rawTarget(req.url ?? '/');
  // Another site's call to the browser API: refused on its headers, before a byte of the body is read.
  if (
    pathname.startsWith('/api/') &&
    !fromThisShop({ method: req.method ?? 'GET', pathname, header: (name) => headerOf(req, name) })
  ) {
    res
      .writeHead(403, {
        'content-type': 'application/json; charset=utf-8',
        'cache-control': 'no-store',
        connection: 'close',
      })
      .end(JSON.stringify({ success: false, message: CROSS_SITE_API_MESSAGE }));
    return true;
  }
  if (answerUnboundedBody(req, res, pathname.startsWith('/api/'))) return true;
  if (pathname.startsWith('/api/')) {
    const message = !validPath(pathname) ? INPUT_MESSAGES.path : !validQuery(search) ? INPUT_MESSAGES.query : undefined;
    if (message)
      res
        .writeHead(400, { 'content-type': 'application/json; charset=utf-8' })
        .end(JSON.stringify({ success: false, message }));
    return message !== undefined;
  }
  if (mayBeActionPost(req) && crossSite(req)) {
    res
      .writeHead(403, { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' })
      .end(PAGE_GUARD_MESSAGES.crossSiteAction);
    return true;
  }
  if (!readableRouterStateHeader(req.headers['next-router-state-tree'])) {
    res
      .writeHead(400, { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' })
      .end(PAGE_GUARD_MESSAGES.badRouterState);
    return true;
  }
  if (!validPath(pathname, PAGE_URL.maxSegmentChars)) {
    req.url = NOT_FOUND_ROUTE;
    return false;
  }
  if (!validQuery(search)) {
    res
      .writeHead(400, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' })
      .end(req.method === 'HEAD' ? undefined : BAD_QUERY_PAGE);
    return true;
  }
  return false;
}
