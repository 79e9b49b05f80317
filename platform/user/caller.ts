// What a user service knows of the request, as plain values: the client's address (for the
// throttles) and the shop it speaks for (names in messages, links, the user answer's app id).
// The routes read them from the Hono context (context.ts); the services never see HTTP.
import type { UserRow } from './user-store';

export type Shop = { applicationId: string; name: string; domain: string };
export type Caller = { ip: string | undefined; shop: Shop };

/**
 * A service's answer that signs someone in. Sessions are HTTP (the cookie), so the route starts
 * one for `signIn` and answers the rest with the signed-in user (routes.ts `signedIn`).
 */
export type SignsIn<T extends object = object> = T & { signIn: UserRow };

/**
 * Where links in emails and SMS point: PUBLIC_URL when set (a forged Host cannot redirect a reset
 * link elsewhere), else the application's stored domain (https, or http for a local host).
 */
export function shopOrigin(shop: Shop): string {
  const configured = process.env.PUBLIC_URL?.trim();
  if (configured) return new URL(configured).origin;
  const domain = shop.domain.trim();
  if (/^https?:\/\//i.test(domain)) return new URL(domain).origin;
  const local = /^(localhost|127\.|\[::1\])/i.test(domain);
  return `${local ? 'http' : 'https'}://${domain}`;
}
