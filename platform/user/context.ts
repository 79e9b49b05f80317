// Small readers of the request context shared by the user domain's handlers.
import type { Context } from 'hono';
import type { PlatformEnv } from '../http/env';
import { clientAddress } from './client-address';

export type Ctx = Context<PlatformEnv>;

export const database = (c: Ctx) => c.get('database');
export const db = (c: Ctx) => c.get('database').db;
export const applicationId = (c: Ctx) => c.get('application').id;
export const shopName = (c: Ctx) => c.get('application').name;
export { clientAddress };

/**
 * Where links in emails and SMS point: PUBLIC_URL when set (a forged Host cannot redirect a reset
 * link elsewhere), else the application's stored domain (https, or http for a local host).
 */
export function shopOrigin(c: Ctx): string {
  const configured = process.env.PUBLIC_URL?.trim();
  if (configured) return new URL(configured).origin;
  const domain = c.get('application').domain.trim();
  if (/^https?:\/\//i.test(domain)) return new URL(domain).origin;
  const local = /^(localhost|127\.|\[::1\])/i.test(domain);
  return `${local ? 'http' : 'https'}://${domain}`;
}
