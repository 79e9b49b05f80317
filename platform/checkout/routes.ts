// Checkout calls of the cart API (POST cart/v1.0/checkout and cart/v2.0/checkout),
// mounted at /service/application/cart. A signed-in shopper's own cart, or a guest's (its cart
// cookie; platform/checkout/guest.ts); the Idempotency-Key
// header names one attempt (a repeat answers the first order).
import { Hono, type Context } from 'hono';
import { z } from 'zod';
import type { PlatformEnv } from '../http/env';
import { ApiError, badRequest } from '../http/errors';
import { body, query } from '../http/validate';
import { findCartWithLines, shopperOrGuest } from '../cart';
import { CHECKOUT_LIMITS, IDEMPOTENCY_HEADER } from './constants';
import { CHECKOUT_MESSAGES } from './messages';
import { checkoutQuery, checkoutV1Body, checkoutV2Body, type CheckoutInput } from './schemas';
import { placeOrder, repeatOf } from './checkout-service';
import { guestCodeRoutes } from './guest-code';

export const checkoutRoutes = new Hono<PlatformEnv>();
type Ctx = Context<PlatformEnv>;

const keyPattern = new RegExp(`^[A-Za-z0-9_-]{1,${CHECKOUT_LIMITS.idempotencyKeyMaxChars}}$`);

function idempotencyKey(c: Ctx): string | undefined {
  const raw = c.req.header(IDEMPOTENCY_HEADER);
  if (raw === undefined) return undefined;
  if (!keyPattern.test(raw)) throw badRequest(CHECKOUT_MESSAGES.badIdempotencyKey);
  return raw;
}

async function checkout(c: Ctx, schema: z.ZodType<CheckoutInput>) {
  const qs = query(c, checkoutQuery);
  // A signed-in shopper, or a guest by its cart cookie; buy-now needs login.
  const owner = await shopperOrGuest(c, { buyNow: qs.buy_now ?? false });
  const key = idempotencyKey(c);
  const input = await body(c, schema);
  const database = c.get('database');
  let found: Awaited<ReturnType<typeof findCartWithLines>>;
  try {
    // The cart and its lines in one query.
    found = await findCartWithLines(c, { id: input.id || undefined, buyNow: qs.buy_now ?? false });
  } catch (error) {
    // The cart the request names is gone: a repeat whose first attempt ordered it answers that order.
    const earlier =
      error instanceof ApiError && error.status === 404 ? await repeatOf(database, owner, key) : undefined;
    if (earlier) return c.json(earlier);
    throw error;
  }
  return c.json(await placeOrder(database, owner, found, input, key, c.get('application')));
}

// A guest's email code, when the shop asks for one (guest-code.ts).
checkoutRoutes.route('/', guestCodeRoutes);
checkoutRoutes.post('/v1.0/checkout', (c) => checkout(c, checkoutV1Body));
checkoutRoutes.post('/v2.0/checkout', (c) => checkout(c, checkoutV2Body));
