// Answers that belong to one shopper (session, cart, addresses, orders, wishlist, points) must never be kept by a
// browser or a shared cache: a cached cart or profile would outlive a logout or reach the next user.
import type { MiddlewareHandler } from 'hono';
import type { PlatformEnv } from './env';

export const PRIVATE_CACHE_CONTROL = 'private, no-store';

/** Marks every answer of the routes it guards `Cache-Control: private, no-store`. */
export const privateAnswers: MiddlewareHandler<PlatformEnv> = async (c, next) => {
  c.set('privateAnswer', true);
  await next();
  // Set on the answer's own headers: c.header() after the answer exists makes Hono build it again
  // from its body (a stream), which cost more than the rest of a cart call's answer.
  try {
    c.res.headers.set('Cache-Control', PRIVATE_CACHE_CONTROL);
  } catch {
    // An answer whose headers cannot change (a fetched one): built again with the header.
    c.header('Cache-Control', PRIVATE_CACHE_CONTROL);
  }
};

/** The paths whose answers are per shopper (the catalogue's public answers stay cacheable). */
export const PRIVATE_PATHS = [
  '/service/application/cart/*',
  '/service/application/user/*',
  '/service/application/rewards/*',
  '/service/application/order/*',
  '/service/application/payment/*',
  '/service/application/catalog/v1.0/follow/*',
  '/service/application/catalog/v1.0/compare/*',
] as const;
