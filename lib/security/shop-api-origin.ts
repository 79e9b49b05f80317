// Whether a call to the shop's browser API (/api/service/...) comes from the shop's own pages.
// Another site could otherwise post a text/plain form whose body is JSON (signing the shopper into
// the attacker's account) or link to the logout GET. Decided on the method, path and headers
// alone, so the production server refuses before reading a byte of the body (server/
// page-request-guard.ts) and proxy.ts, behind it or under `next start`, applies the same rule.
//
// Browsers say where a request comes from in Sec-Fetch-Site; older ones only in Origin (on a POST,
// or a cross-origin fetch) and Referer. A read passes without either (curl, server code). A call
// that changes state — any method but GET and HEAD, and the platform's state-changing GETs —
// needs an Origin or Referer of this shop when Sec-Fetch-Site is missing, except a POST, PUT or
// DELETE with neither: no browser sends one cross-site without Origin.
import { STATE_CHANGING_GETS } from '../sdk/user';

export const CROSS_SITE_API_MESSAGE = 'Cross-site requests to the shop API are refused';

export type ApiCall = {
  method: string;
  /** The raw /api/... path as received. */
  pathname: string;
  header: (name: string) => string | null | undefined;
};

/** The platform path an /api path reaches, as its router reads it (percent-decoded). */
function platformPath(pathname: string): string {
  let path = pathname;
  try {
    path = decodeURIComponent(pathname);
  } catch {
    // Malformed escapes: compared as sent.
  }
  return path.replace(/^\/api/, '').replace(/(.)\/+$/, '$1');
}

export function fromThisShop(call: ApiCall): boolean {
  const site = call.header('sec-fetch-site');
  if (site) return site === 'same-origin' || site === 'none';
  const safeMethod = ['GET', 'HEAD'].includes(call.method);
  const changesState = !safeMethod || STATE_CHANGING_GETS.includes(platformPath(call.pathname));
  const source = call.header('origin') ?? call.header('referer');
  if (!source) return !safeMethod || !changesState;
  if (!changesState) return true;
  try {
    return new URL(source).host === call.header('host');
  } catch {
    return false;
  }
}
