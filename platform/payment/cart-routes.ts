// The cart's payment calls (001 section 7: PUT cart/v1.0/payment, GET cart/v1.0/payment/validate/),
// mounted at /service/application/cart. Choosing a mode answers the cart with is_valid and the
// breakup as it would be charged; the choice is remembered in the cart's meta without counting as
// a change to the bag (checkout's 'your bag changed' check is about lines and prices).
import { Hono } from 'hono';
import type { PlatformEnv } from '../http/env';
import { body, query } from '../http/validate';
import { requireShopper } from '../user';
import { cartView, loadLines } from '../cart';
import { ApiError } from '../http/errors';
import { selectPaymentBody, selectPaymentQuery, validatePaymentQuery } from './schemas';
import { pricedCart } from './cart-total';
import { offersMode, paymentOptions } from './options-service';
import { paymentIdentifier } from './identifier';
import { isPrepaidMode } from './constants';
import { PAYMENT_MESSAGES } from './messages';

export const cartPaymentRoutes = new Hono<PlatformEnv>();

cartPaymentRoutes.put('/v1.0/payment', async (c) => {
  const { userId } = await requireShopper(c);
  const qs = query(c, selectPaymentQuery);
  const input = await body(c, selectPaymentBody);
  const database = c.get('database');
  const { cart, pricing } = await pricedCart(c, userId, { id: input.id || qs.id, buyNow: qs.buy_now });
  const mode = input.payment_mode.toUpperCase();
  let message = '';
  if (!offersMode(await paymentOptions(database, userId, pricing.raw.total), mode)) message = `Payment mode ${mode} is not available for this order`;
  else if (isPrepaidMode(mode)) {
    try {
      await paymentIdentifier(database, userId, mode, input.payment_identifier ?? undefined);
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      message = error.message;
    }
  }
  if (!message) await database.query(`UPDATE carts SET meta = meta || $2::jsonb WHERE id = $1`, [cart.id, JSON.stringify({ payment: { mode, identifier: input.payment_identifier ?? null, aggregator: input.aggregator_name ?? null } })]);
  const view = await cartView(database, cart, await loadLines(database, cart.id), { userId });
  return c.json({ ...view, is_valid: !message, message: message || 'Payment mode selected' });
});

cartPaymentRoutes.get('/v1.0/payment/validate', async (c) => {
  const { userId } = await requireShopper(c);
  const qs = query(c, validatePaymentQuery);
  const { pricing } = await pricedCart(c, userId, { id: qs.id, buyNow: qs.buy_now });
  const coupon = pricing.coupon;
  // Coupons carry no payment-mode rule yet, so an applicable coupon is valid for every mode.
  return c.json({
    success: true,
    message: coupon ? PAYMENT_MESSAGES.couponValid : PAYMENT_MESSAGES.noCoupon,
    coupon_validity: {
      valid: coupon ? coupon.applicable : true,
      code: coupon?.code ?? null,
      title: coupon?.code ?? '',
      discount: (pricing.raw.coupon ?? 0) / 100,
      display_message_en: coupon ? PAYMENT_MESSAGES.couponValid : PAYMENT_MESSAGES.noCoupon,
      next_validation_required: false,
    },
  });
});
