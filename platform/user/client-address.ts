// The client's network address, for per-address throttling and the sessions list.
//
// The platform is reached three ways: straight over HTTP (scripts/platform-server.ts,
// scripts/server.ts for /service), through the Next route handler that serves /api/service
// rewrites, or in-process from server components. Only the first gives a socket; the other two
// carry the browser's request without one. X-Forwarded-For is set by whoever is in front and is
// trivially forged by a client, so it is believed only when TRUST_PROXY=1 says a reverse proxy
// that appends the real address sits in front; then the right-most entry is the one it added.
// Without either, the address is unknown and only the per-account limits apply.
//
// scripts/server.ts (npm start) writes the socket's address into CLIENT_ADDRESS_HEADER on every
// request from outside, so a browser's address survives the /api/service rewrite (which comes
// back over loopback, where the header is kept) and per-address limits hold behind Next too.
import type { Context } from 'hono';

export const CLIENT_ADDRESS_HEADER = 'x-shop-client-address';
import type { PlatformEnv } from '../http/env';

type NodeBindings = { incoming?: { socket?: { remoteAddress?: string } } };

export function clientAddress(c: Context<PlatformEnv>): string | undefined {
  if (process.env.TRUST_PROXY === '1') {
    const forwarded = c.req.header('x-forwarded-for');
    const last = forwarded?.split(',').map((s) => s.trim()).filter(Boolean).pop();
    if (last) return last.slice(0, 64);
  }
  const relayed = c.req.header(CLIENT_ADDRESS_HEADER)?.trim();
  if (relayed) return relayed.slice(0, 64);
  const socket = (c.env as NodeBindings | undefined)?.incoming?.socket?.remoteAddress;
  return socket ? socket.replace(/^::ffff:/, '') : undefined;
}
