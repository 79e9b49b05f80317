// The shop's absolute origin for canonical URLs, Open Graph, JSON-LD and sitemaps. Pure: the
// server module request-origin.ts feeds it the environment and the request's headers.

export type OriginInputs = {
  /** PUBLIC_URL: the shop's public address; wins when set, so a forged Host cannot move canonicals. */
  publicUrl?: string;
  /** x-forwarded-host, host and x-forwarded-proto of the request. */
  forwardedHost?: string | null;
  host?: string | null;
  forwardedProto?: string | null;
  /** SHOP_HOST: the host name the seed stored as the application's domain. */
  shopHost?: string;
};

const HOST = /^(?:[a-z0-9-]+(?:\.[a-z0-9-]+)*|\[[0-9a-f:.]+\])(?::\d{1,5})?$/i;
const LOCAL = /^(?:localhost|127\.|\[::1\])/i;

const first = (value: string | null | undefined) => value?.split(',')[0]?.trim() || undefined;

function fromHost(host: string, proto: string | undefined): string {
  const scheme = proto === 'http' || proto === 'https' ? proto : LOCAL.test(host) ? 'http' : 'https';
  return `${scheme}://${host.toLowerCase()}`;
}

export function resolveOrigin(inputs: OriginInputs): string {
  if (inputs.publicUrl) {
    try {
      const url = new URL(inputs.publicUrl);
      if (url.protocol === 'http:' || url.protocol === 'https:') return url.origin;
    } catch {
      // Not a URL: fall through to the request.
    }
  }
  const proto = first(inputs.forwardedProto)?.toLowerCase();
  for (const candidate of [first(inputs.forwardedHost), first(inputs.host), inputs.shopHost?.trim()]) {
    if (candidate && HOST.test(candidate)) return fromHost(candidate, candidate === inputs.shopHost?.trim() ? undefined : proto);
  }
  return 'http://localhost:3000';
}

/** An absolute URL for a path or URL on the shop (absolute URLs pass through). */
export function absoluteUrl(origin: string, pathOrUrl: string): string {
  return new URL(pathOrUrl, `${origin}/`).toString();
}
