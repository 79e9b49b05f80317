// In front of Next's page handler (scripts/server.ts): requests Next would answer with a 500 get
// a 4xx here instead.
// - A path that is not readable text (a malformed escape such as /brand/%, bytes that are not
//   UTF-8, control characters) or has an over-long segment: the shop's 404 page.
// - A query with such text: a 400 page.
// - A router state header (sent with client navigations) Next cannot parse: a 400 (Next's own
//   parser decides).
// - The same under /api/ (the browser's way to the platform): the platform's JSON 400.
// - A server action posted from another site: Next aborts it with a 500; here it is a 403. The
//   test is Next's own (action-handler.js): Origin's host against X-Forwarded-Host, else Host,
//   for every POST Next treats as an action (a Next-Action header, or a form body).
import type http from 'node:http';
import { parseAndValidateFlightRouterState } from 'next/dist/server/app-render/parse-and-validate-flight-router-state';
import { rawTarget, validPath, validQuery } from '../../lib/readable-text';
import { PAGE_URL } from '../../lib/constants';
import { INPUT_MESSAGES } from '../../platform/http/input-guard';

/** Next's built-in route that renders app/not-found.tsx with a 404. */
const NOT_FOUND_ROUTE = '/_not-found';

export const PAGE_GUARD_MESSAGES = {
  badQuery: 'This address has characters the shop cannot read.',
  crossSiteAction: 'Cross-site requests to the shop are refused.',
  badRouterState: 'Invalid Next-Router-State-Tree header.',
} as const;

const BAD_QUERY_PAGE = `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><meta name="robots" content="noindex"><title>Bad request</title></head><body style="font:16px/1.5 system-ui,sans-serif;max-width:40rem;margin:4rem auto;padding:0 1rem"><h1>Bad request</h1><p>${PAGE_GUARD_MESSAGES.badQuery}</p><p><a href="/">Go to the home page</a></p></body></html>`;

function isActionPost(req: http.IncomingMessage): boolean {
  if (req.method !== 'POST') return false;
  if (req.headers['next-action'] !== undefined) return true;
  const type = req.headers['content-type'] ?? '';
  return type.startsWith('application/x-www-form-urlencoded') || type.startsWith('multipart/form-data');
}

function crossSite(req: http.IncomingMessage): boolean {
  const origin = req.headers.origin;
  if (origin === undefined) return false;
  let originHost: string;
  try {
    originHost = origin === 'null' ? 'null' : new URL(origin).host;
  } catch {
    return true;
  }
  const forwarded = req.headers['x-forwarded-host'];
  const host = (Array.isArray(forwarded) ? forwarded[0] : forwarded?.split(',')[0]?.trim()) || req.headers.host;
  return originHost !== host;
}

function readableRouterState(req: http.IncomingMessage): boolean {
  try {
    parseAndValidateFlightRouterState(req.headers['next-router-state-tree']);
    return true;
  } catch {
    return false;
  }
}

/** Answers (or reroutes) a request Next would fail on; true when the answer has been sent. */
export function answerUnservablePageRequest(req: http.IncomingMessage, res: http.ServerResponse): boolean {
  const { pathname, search } = rawTarget(req.url ?? '/');
  if (pathname.startsWith('/api/')) {
    const message = !validPath(pathname) ? INPUT_MESSAGES.path : !validQuery(search) ? INPUT_MESSAGES.query : undefined;
    if (message) res.writeHead(400, { 'content-type': 'application/json; charset=utf-8' }).end(JSON.stringify({ success: false, message }));
    return message !== undefined;
  }
  if (isActionPost(req) && crossSite(req)) {
    res.writeHead(403, { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' }).end(PAGE_GUARD_MESSAGES.crossSiteAction);
    return true;
  }
  if (!readableRouterState(req)) {
    res.writeHead(400, { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' }).end(PAGE_GUARD_MESSAGES.badRouterState);
    return true;
  }
  if (!validPath(pathname, PAGE_URL.maxSegmentChars)) {
    req.url = NOT_FOUND_ROUTE;
    return false;
  }
  if (!validQuery(search)) {
    res.writeHead(400, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' }).end(req.method === 'HEAD' ? undefined : BAD_QUERY_PAGE);
    return true;
  }
  return false;
}
