// Which POSTs may be a server action call: a fetch from the client (Next-Action header), or a form
// posted without JavaScript (progressive enhancement: React posts such a form as
// multipart/form-data and names the action in its fields). The method check and the page guard
// share this rule; any other POST to a page is a 405.
import type http from 'node:http';

const FORM_TYPE = /^multipart\/form-data/i;

export function isActionPost(req: Pick<http.IncomingMessage, 'method' | 'headers'>): boolean {
  if (req.method !== 'POST') return false;
  return req.headers['next-action'] !== undefined || FORM_TYPE.test(req.headers['content-type'] ?? '');
}
