// The headers that carry a browser's network address to the platform (platform/user/client-address.ts
// reads them; server/main.ts writes the relay pair on every request it serves). Pure, so the
// storefront's server code can pass them on from the request it is answering.
import { trustProxy } from './request-trust';

export const CLIENT_ADDRESS_HEADER = 'x-shop-client-address';
export const RELAY_KEY_HEADER = 'x-shop-relay-key';

/**
 * What a call the storefront makes for a browser's request passes on, so the platform throttles
 * per address as it does for the browser's own calls: the relay pair (believed only with this
 * process's secret), and X-Forwarded-For where TRUST_PROXY=1 says a proxy in front writes it.
 */
export function relayedHeaders(incoming: Pick<Headers, 'get'>): Record<string, string> {
  const out: Record<string, string> = {};
  const names = trustProxy()
    ? [CLIENT_ADDRESS_HEADER, RELAY_KEY_HEADER, 'x-forwarded-for']
    : [CLIENT_ADDRESS_HEADER, RELAY_KEY_HEADER];
  for (const name of names) {
    const value = incoming.get(name);
    if (value) out[name] = value;
  }
  return out;
}
