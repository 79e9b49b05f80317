// The origin the upload URL and CDN URLs are written with. The official SDK PUTs the upload URL
// as it is, so it must be absolute and reach this platform: PUBLIC_URL when set (the shop's /media
// is handed to the platform), else the origin the caller used — the Host it signed, or, only with
// TRUST_PROXY=1, the X-Forwarded-Host and -Proto a proxy in front wrote. A made-up Host misleads
// only the caller who sent it: these answers are per shopper and never cached.
import type { Context } from 'hono';
import { firstForwarded, trustProxy } from '../../common/request-trust';
import type { PlatformEnv } from '../http/env';
import { shopOrigin, caller } from '../user';

export function requestOrigin(c: Context<PlatformEnv>): string {
  const configured = process.env.PUBLIC_URL?.trim();
  if (configured) return new URL(configured).origin;
  const url = new URL(c.req.url);
  if (!trustProxy()) return url.origin;
  const proto = firstForwarded(c.req.header('x-forwarded-proto'))?.toLowerCase();
  const host = firstForwarded(c.req.header('x-forwarded-host'));
  try {
    return new URL(`${proto === 'https' || proto === 'http' ? proto : url.protocol.slice(0, -1)}://${host ?? url.host}`)
      .origin;
  } catch {
    return url.origin;
  }
}

/** The origins whose /media URLs are this shop's: the caller's, the application's domain and PUBLIC_URL. */
export function ownOrigins(c: Context<PlatformEnv>): Set<string> {
  const origins = new Set([requestOrigin(c), new URL(c.req.url).origin]);
  try {
    origins.add(shopOrigin(caller(c).shop));
  } catch {
    // A stored domain that is not a host names no origin.
  }
  return origins;
}
