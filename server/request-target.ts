// The first look at every request the production server takes (server/main.ts), before the
// page cache, the platform or Next route it:
// - Host (and, behind a trusted proxy, X-Forwarded-Host) must name a host: a name or an IP
//   address, with a port from 1 to 65535. Anything else is a 400 (URL building on it would fail).
// - Without TRUST_PROXY, X-Forwarded-Host is whatever the client wrote: it is dropped, so no check
//   downstream (Next's server-action origin check among them) can believe it.
// - The path is routed only in its normal form: dot segments (also percent-encoded, %2e%2e),
//   backslashes and repeated slashes would let /service/%2e%2e/dev/… reach /dev/… past a proxy's
//   rule on /dev/. A GET or HEAD is sent (308) to the normal form, so it passes the proxy again
//   under its real name; any other method gets a 400.
import type http from 'node:http';
import { firstForwarded, trustProxy } from '../common/request-trust';
import { rawTarget } from '../common/readable-text';
import { PLATFORM_PATHS } from '../contract/platform-paths';

export const REQUEST_TARGET_MESSAGES = {
  badHost: 'Invalid Host header: it must be a host name or IP address, with a port from 1 to 65535',
  badPath: 'Invalid path: it must not hold dot segments, backslashes or repeated slashes',
} as const;

const HOST = /^(?:[a-z0-9_-]+(?:\.[a-z0-9_-]+)*\.?|\[[0-9a-f:.]+\])(?::(\d{1,5}))?$/i;

/** Whether a Host value names a host (and a port in range). */
export function validHost(host: string): boolean {
  const match = HOST.exec(host);
  if (!match) return false;
  if (match[1] !== undefined && !(Number(match[1]) >= 1 && Number(match[1]) <= 65535)) return false;
  try {
    new URL(`http://${host}/`);
    return true;
  } catch {
    return false;
  }
}

const DOT = /^(?:\.|%2e)$/i;
const DOT_DOT = /^(?:\.|%2e){2}$/i;

/** A raw path with backslashes as slashes, repeated slashes collapsed and dot segments (raw or %2e) resolved. */
export function normalPath(pathname: string): string {
  const segments = pathname.replace(/\\/g, '/').split('/').slice(1);
  const out: string[] = [];
  let trailing = false;
  segments.forEach((segment, i) => {
    const last = i === segments.length - 1;
    trailing = false;
    if (DOT.test(segment) || DOT_DOT.test(segment)) {
      if (DOT_DOT.test(segment)) out.pop();
      trailing = true;
    } else if (segment === '') {
      trailing = last;
    } else {
      out.push(segment);
    }
  });
  const path = `/${out.join('/')}`;
  return trailing && path !== '/' ? `${path}/` : path;
}

function refuse(req: http.IncomingMessage, res: http.ServerResponse, message: string) {
  const { pathname } = rawTarget(req.url ?? '/');
  const json = pathname.startsWith('/api/') || PLATFORM_PATHS.test(pathname);
  res.writeHead(400, {
    'content-type': json ? 'application/json; charset=utf-8' : 'text/plain; charset=utf-8',
    'cache-control': 'no-store',
  });
  res.end(req.method === 'HEAD' ? undefined : json ? JSON.stringify({ success: false, message }) : message);
}

/** Answers a request whose Host or path must not be routed (true when answered); drops an untrusted X-Forwarded-Host. */
export function answerBadTarget(req: http.IncomingMessage, res: http.ServerResponse): boolean {
  const host = req.headers.host;
  if (host !== undefined && !validHost(host)) {
    refuse(req, res, REQUEST_TARGET_MESSAGES.badHost);
    return true;
  }
  if (!trustProxy()) delete req.headers['x-forwarded-host'];
  else {
    const forwarded = firstForwarded(req.headers['x-forwarded-host'] as string | undefined);
    if (forwarded !== undefined && !validHost(forwarded)) {
      refuse(req, res, REQUEST_TARGET_MESSAGES.badHost);
      return true;
    }
  }
  const { pathname, search } = rawTarget(req.url ?? '/');
  const normal = normalPath(pathname);
  if (normal === pathname) return false;
  if (req.method === 'GET' || req.method === 'HEAD') {
    res.writeHead(308, { location: normal + (search ? `?${search}` : ''), 'cache-control': 'no-store' }).end();
  } else {
    refuse(req, res, REQUEST_TARGET_MESSAGES.badPath);
  }
  return true;
}
