// What a request's forwarding headers may decide. X-Forwarded-Host and X-Forwarded-Proto are
// whatever the client wrote unless a reverse proxy in front sets them, which TRUST_PROXY=1 says.
// Pure (no server-only): the platform, the storefront's server code and proxy.ts share it.

/** TRUST_PROXY=1: a reverse proxy in front writes the X-Forwarded-* headers. */
export const trustProxy = (): boolean => process.env.TRUST_PROXY === '1';

/** The first entry of a comma-separated forwarding header (the one the outermost proxy wrote). */
export const firstForwarded = (value: string | null | undefined): string | undefined =>
  value?.split(',')[0]?.trim() || undefined;

export type CookieRequest = {
  /** The URL the server saw (https only when it terminated TLS itself). */
  url: string;
  /** X-Forwarded-Proto as received. */
  forwardedProto?: string | null;
};

/**
 * Whether a cookie set in answer to this request gets Secure — the one rule for every cookie the
 * shop sets. COOKIE_SECURE=1 always (a TLS proxy that does not say https), COOKIE_SECURE=0
 * never; unset, when the request came over https: the server's own URL, or X-Forwarded-Proto.
 * A forwarded 'https' is believed even without TRUST_PROXY because it can only add Secure (a
 * client that forges it loses its own cookie over plain http); a forwarded 'http' never removes
 * it.
 */
export function cookieSecure(request: CookieRequest): boolean {
  if (process.env.COOKIE_SECURE === '1') return true;
  if (process.env.COOKIE_SECURE === '0') return false;
  if (firstForwarded(request.forwardedProto)?.toLowerCase() === 'https') return true;
  try {
    return new URL(request.url).protocol === 'https:';
  } catch {
    return false;
  }
}

/** The `; Secure` suffix for a cookie written by the browser's own script: the page's own scheme. */
export const browserCookieSecure = (): string =>
  typeof location !== 'undefined' && location.protocol === 'https:' ? '; Secure' : '';
