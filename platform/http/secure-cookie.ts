// Secure for the cookies the platform sets (f.session, ordering_store): the shop's one rule.
import type { Context } from 'hono';
import { cookieSecure } from '../../common/request-trust';

export const secureCookie = (c: Context): boolean =>
  cookieSecure({ url: c.req.url, forwardedProto: c.req.header('x-forwarded-proto') });
