// Which POSTs are server action calls. Next treats a POST as a possible action when it carries a
// Next-Action header (a fetch from the client) or a form body (multipart or urlencoded), and checks
// those against other sites. The shop's own calls are the header or a form posted without
// JavaScript, which React sends as multipart/form-data naming the action in its fields: pages take
// those POSTs and answer any other with 405 (methods.ts); the guard's cross-site check follows
// Next's wider rule, so nothing Next would run slips past it.
import type http from 'node:http';

type Request = Pick<http.IncomingMessage, 'method' | 'headers'>;

const contentType = (req: Request) => req.headers['content-type'] ?? '';

/** A POST a page takes: a server action call from the shop's pages, with or without JavaScript. */
export function isActionPost(req: Request): boolean {
  if (req.method !== 'POST') return false;
  return req.headers['next-action'] !== undefined || /^multipart\/form-data/i.test(contentType(req));
}

/** A POST Next's action handler looks at (and refuses from another site). */
export function mayBeActionPost(req: Request): boolean {
  return isActionPost(req) || (req.method === 'POST' && /^application\/x-www-form-urlencoded/i.test(contentType(req)));
}
