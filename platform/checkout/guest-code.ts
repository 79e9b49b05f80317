// The shop's setting on (guest.ts): a guest proves its email by a code before ordering.
// POST cart/v1.0/checkout/contact/otp { email } sends the code (through the send gate, so it is
// counted per client address and per destination); .../contact/verify { email, otp } checks it
// and records the email on the guest's cart, which checkout then accepts as the contact.
import { Hono } from 'hono';
import { z } from 'zod';
import { normaliseEmail } from '../../contract/account';
import type { PlatformEnv } from '../http/env';
import { ApiError } from '../http/errors';
import { body } from '../http/validate';
import { caller, clientAddress, issueOtp, userTimings, verifyOtp, USER_MESSAGES } from '../user';
import { CART_MESSAGES, findCart, mergeCartMeta } from '../cart';
import { CHECKOUT_MESSAGES } from './messages';

export const guestCodeRoutes = new Hono<PlatformEnv>();

const email = z.string().trim().email().max(254).transform(normaliseEmail);
const sendBody = z.object({ email });
const verifyBody = z.object({
  email,
  otp: z
    .string()
    .trim()
    .regex(/^\d{4,8}$/),
});

/** The guest's live cart (a signed-in shopper needs no code; no cart, nothing to order). */
async function guestCart(c: Parameters<typeof findCart>[0]) {
  const cart = await findCart(c, {});
  if (!cart || cart.user_id !== null) throw new ApiError(404, CART_MESSAGES.cartNotFound);
  return cart;
}

guestCodeRoutes.post('/v1.0/checkout/contact/otp', async (c) => {
  const cart = await guestCart(c);
  const input = await body(c, sendBody);
  const shop = caller(c).shop.name;
  const issued = await issueOtp(c.get('database'), {
    purpose: 'guest_checkout',
    channel: 'email',
    destination: input.email,
    payload: { cartId: cart.id },
    clientAddress: clientAddress(c),
    message: (code) => ({
      subject: CHECKOUT_MESSAGES.guestCodeSubject(shop),
      body: CHECKOUT_MESSAGES.guestCodeBody(code, Math.round(userTimings().otpSeconds / 60)),
    }),
  });
  return c.json({ success: true, message: CHECKOUT_MESSAGES.guestCodeSent, resend_timer: issued.resendTimer });
});

guestCodeRoutes.post('/v1.0/checkout/contact/verify', async (c) => {
  const cart = await guestCart(c);
  const input = await body(c, verifyBody);
  // A code sent for another guest's cart is refused, unspent.
  const belongs = (token: { payload: unknown }) =>
    (token.payload as { cartId?: string }).cartId === cart.id ? undefined : new ApiError(400, USER_MESSAGES.otpInvalid);
  await verifyOtp(
    c.get('database'),
    { destination: input.email, purposes: ['guest_checkout'] },
    input.otp,
    ['guest_checkout'],
    clientAddress(c),
    belongs,
  );
  await mergeCartMeta(c.get('database'), cart.id, { guest_verified_email: input.email });
  return c.json({ success: true, message: CHECKOUT_MESSAGES.guestVerified });
});
