// Which methods a page answers: GET and HEAD, and POST when it may be a server action call (a
// Next-Action header, or a form posted without JavaScript; server-action-request.ts). Anything else
// gets 405 with Allow before Next renders the page for it. The API (/service, /api/service), media
// and the outbox keep their own method handling.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { isActionPost } from './server-action-request';
import { PLATFORM_PATHS } from '../contract/platform-paths';

export const PAGE_METHODS = ['GET', 'HEAD'] as const;
const OWN_METHOD_HANDLING = (url: string) => url.startsWith('/api/') || PLATFORM_PATHS.test(url);

export const METHOD_NOT_ALLOWED = `Method not allowed: pages answer ${PAGE_METHODS.join(' and ')}.\n`;

/** Whether the request may go on to a page; if not, the 405 has been sent. */
export function pageMethodAllowed(req: IncomingMessage, res: ServerResponse): boolean {
  const method = req.method ?? 'GET';
  if ((PAGE_METHODS as readonly string[]).includes(method)) return true;
  if (OWN_METHOD_HANDLING(req.url ?? '/')) return true;
  if (isActionPost(req)) return true;
  req.resume(); // Drain what the client sends, so the connection can carry its next request.
  res.writeHead(405, {
    allow: PAGE_METHODS.join(', '),
    'content-type': 'text/plain; charset=utf-8',
    'cache-control': 'no-store',
    'content-length': Buffer.byteLength(METHOD_NOT_ALLOWED),
  });
  res.end(METHOD_NOT_ALLOWED);
  return false;
}
