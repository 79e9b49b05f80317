// The shop's absolute origin for canonical URLs, Open Graph, JSON-LD, sitemaps and robots.txt.
// Pure: the server module request-origin.ts feeds it the environment and the request's headers.
//
// A request names its host itself (Host, X-Forwarded-Host), and sitemaps are cached: a host taken
// on trust would let anyone make the shop publish links to their site. So PUBLIC_URL wins;
// forwarding headers count only behind a trusted proxy (TRUST_PROXY); and a host is used only
// when it is one of the application's domains, else the primary domain stands in.
import { firstForwarded } from '@/common/request-trust';

export type OriginInputs = {
  /** PUBLIC_URL: the shop's public address; wins when set, so a forged Host cannot move canonicals. */
  publicUrl?: string;
  /** TRUST_PROXY: X-Forwarded-Host and X-Forwarded-Proto come from our own proxy, not the client. */
  trustProxy?: boolean;
  /** x-forwarded-host, host and x-forwarded-proto of the request. */
  forwardedHost?: string | null;
  host?: string | null;
  forwardedProto?: string | null;
  /** The application's domains (host names, a port allowed), primary first: the hosts a request may name. */
  domains?: string[];
  /** SHOP_HOST: the host name the seed stored as the application's domain (when domains are unknown). */
  shopHost?: string;
};

const HOST = /^(?:[a-z0-9-]+(?:\.[a-z0-9-]+)*|\[[0-9a-f:.]+\])(?::\d{1,5})?$/i;
const LOCAL = /^(?:localhost|127\.|\[::1\])/i;
/** This machine by name or address, whatever the port. */
const isLoopback = (host: string) => /^(?:localhost|127(?:\.\d{1,3}){3}|\[::1\])(?::\d{1,5})?$/i.test(host);

function fromHost(host: string, proto: string | undefined): string {
  const scheme = proto === 'http' || proto === 'https' ? proto : LOCAL.test(host) ? 'http' : 'https';
  return `${scheme}://${host.toLowerCase()}`;
}

/**
 * Whether a request's host is one of the shop's domains. A shop whose domain is this machine
 * (the demo, tests) answers on any loopback name and port: those name no one else's site.
 */
export function isShopHost(host: string, domains: string[]): boolean {
  const wanted = host.toLowerCase();
  return domains.some((domain) => {
    const name = domain.trim().toLowerCase();
    return name === wanted || (isLoopback(name) && isLoopback(wanted));
  });
}

/** PUBLIC_URL as an origin, or undefined when unset or not an http(s) URL (the request decides then). */
export function publicOrigin(publicUrl: string | undefined): string | undefined {
  if (!publicUrl) return undefined;
  try {
    const url = new URL(publicUrl);
    if (url.protocol === 'http:' || url.protocol === 'https:') return url.origin;
  } catch {
    // Not a URL: fall through to the request.
  }
  return undefined;
}

export function resolveOrigin(inputs: OriginInputs): string {
  const configured = publicOrigin(inputs.publicUrl);
  if (configured) return configured;
  const domains = (inputs.domains?.length ? inputs.domains : [inputs.shopHost ?? ''])
    .map((d) => d.trim())
    .filter((d) => HOST.test(d));
  const proto = inputs.trustProxy ? firstForwarded(inputs.forwardedProto)?.toLowerCase() : undefined;
  const asked = [inputs.trustProxy ? firstForwarded(inputs.forwardedHost) : undefined, firstForwarded(inputs.host)];
  for (const candidate of asked) {
    if (candidate && HOST.test(candidate) && isShopHost(candidate, domains)) return fromHost(candidate, proto);
  }
  return domains.length ? fromHost(domains[0], undefined) : 'http://localhost:3000';
}

/** An absolute URL for a path or URL on the shop (absolute URLs pass through). */
export function absoluteUrl(origin: string, pathOrUrl: string): string {
  return new URL(pathOrUrl, `${origin}/`).toString();
}
