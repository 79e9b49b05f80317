// The client's network address, for per-address throttling and the sessions list.
//
// The platform is reached three ways: straight over HTTP (server/platform-main.ts,
// server/main.ts for /service), through the Next route handler that serves /api/service
// rewrites, or in-process from server components. Only the first gives a socket; the other two
// carry the browser's request without one. X-Forwarded-For is set by whoever is in front and is
// trivially forged by a client, so it is believed only when TRUST_PROXY=1 says a reverse proxy
// that appends the real address sits in front; then the right-most entry is the one it added.
// Without either, the address is unknown and only the per-account limits apply.
//
// server/main.ts (npm start) relays the socket's address to both halves in
// CLIENT_ADDRESS_HEADER, beside RELAY_KEY_HEADER holding a random secret of this process
// (relayClientAddress), so the browser's address survives the /api/service rewrite through Next,
// and the storefront's own calls for a request (server actions, pages) pass both on (lib/sdk/server.ts).
// The platform believes the relayed address only with that secret: whatever a client (or a
// reverse proxy on the same machine) sends in those headers is stripped on arrival, and a forged
// address without the secret is ignored.
import crypto from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { Context } from 'hono';
import type { PlatformEnv } from '../http/env';
import { CLIENT_ADDRESS_HEADER, RELAY_KEY_HEADER } from '../../common/client-address-relay';

export { CLIENT_ADDRESS_HEADER, RELAY_KEY_HEADER };
const RELAYED = new Set([CLIENT_ADDRESS_HEADER, RELAY_KEY_HEADER]);

// One secret per process, shared by every bundle of it (Next splits server code into chunks).
const slot = Symbol.for('storefront.clientAddressRelayKey');
type Slot = { [slot]?: string };

/**
 * The relay secret: CLIENT_ADDRESS_RELAY_SECRET when set (a shop and its remote platform at
 * PLATFORM_URL share it), else random for this process.
 */
function relayKey(): string {
  const g = globalThis as Slot;
  g[slot] ??= process.env.CLIENT_ADDRESS_RELAY_SECRET?.trim() || crypto.randomBytes(32).toString('base64url');
  return g[slot];
}

function sameKey(received: string): boolean {
  const a = crypto.createHash('sha256').update(received).digest();
  const b = crypto.createHash('sha256').update(relayKey()).digest();
  return crypto.timingSafeEqual(a, b);
}

const socketAddress = (address: string | undefined) => (address ? address.replace(/^::ffff:/, '') : undefined);

/**
 * For every request arriving at server/main.ts: drops any relay headers it carries (parsed and
 * raw, since both Next and Hono read the raw list too) and writes the socket's address with the
 * secret.
 */
export function relayClientAddress(req: Pick<IncomingMessage, 'headers' | 'rawHeaders' | 'socket'>): void {
  for (const name of RELAYED) delete req.headers[name];
  const raw: string[] = [];
  for (let i = 0; i < req.rawHeaders.length; i += 2) {
    if (!RELAYED.has(req.rawHeaders[i].toLowerCase())) raw.push(req.rawHeaders[i], req.rawHeaders[i + 1]);
  }
  const address = socketAddress(req.socket.remoteAddress);
  if (address) {
    req.headers[CLIENT_ADDRESS_HEADER] = address;
    req.headers[RELAY_KEY_HEADER] = relayKey();
    raw.push(CLIENT_ADDRESS_HEADER, address, RELAY_KEY_HEADER, relayKey());
  }
  req.rawHeaders = raw;
}

type NodeBindings = { incoming?: { socket?: { remoteAddress?: string } } };

export function clientAddress(c: Context<PlatformEnv>): string | undefined {
  if (process.env.TRUST_PROXY === '1') {
    const forwarded = c.req.header('x-forwarded-for');
    const last = forwarded
      ?.split(',')
      .map((s) => s.trim())
      .filter(Boolean)
      .pop();
    if (last) return last.slice(0, 64);
  }
  const relayed = c.req.header(CLIENT_ADDRESS_HEADER)?.trim();
  const key = c.req.header(RELAY_KEY_HEADER);
  if (relayed && key && sameKey(key)) return relayed.slice(0, 64);
  return socketAddress((c.env as NodeBindings | undefined)?.incoming?.socket?.remoteAddress);
}
