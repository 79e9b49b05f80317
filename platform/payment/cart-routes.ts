// The cart's payment calls (PUT cart/v1.0/payment, GET cart/v1.0/payment/validate/),
// mounted at /service/application/cart. Choosing a mode answers the cart with is_valid and the
// breakup as it would be charged; the choice is remembered in the cart's meta without counting as
// a change to the bag (checkout's 'your bag changed' check is about lines and prices).
import { Hono } from 'hono';
import type { PlatformEnv } from '../http/env';
import { body, query } from '../http/validate';
import { cartView, loadLines, mergeCartMeta, shopperOrGuest } from '../cart';
import { ApiError } from '../http/errors';
import { selectPaymentBody, selectPaymentQuery, validatePaymentQuery } from './schemas';
import { pricedCart } from './cart-total';
import { offersMode, paymentOptions } from './options-service';
import { paymentIdentifier } from './identifier';
import { isPrepaidMode } from './constants';
import { couponModeRefusal } from './coupon-mode';
import { PAYMENT_MESSAGES } from './messages';

export const cartPaymentRoutes = new Hono<PlatformEnv>();

cartPaymentRoutes.put('/v1.0/payment', async (c) => {
  const qs = query(c, selectPaymentQuery);
  const owner = await shopperOrGuest(c, { buyNow: qs.buy_now });
  const userId = 'userId' in owner ? owner.userId : undefined;
  const input = await body(c, selectPaymentBody);
  const database = c.get('database');
  const { cart, pricing, couponRow } = await pricedCart(c, userId, { id: input.id || qs.id, buyNow: qs.buy_now });
  const mode = input.payment_mode.toUpperCase();
  let message = '';
  if (!offersMode(await paymentOptions(database, userId ?? null, pricing.raw.total, { guest: !userId }), mode))
    message = `Payment mode ${mode} is not available for this order`;
  else if (isPrepaidMode(mode)) {
    try {
      await paymentIdentifier(database, userId ?? null, mode, input.payment_identifier ?? undefined);
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      message = error.message;
    }
  }
  message ||= couponModeRefusal(couponRow, pricing.coupon?.applicable ?? false, mode) ?? '';
  if (!message)
    await mergeCartMeta(database, cart.id, {
      payment: { mode, identifier: input.payment_identifier ?? null, aggregator: input.aggregator_name ?? null },
    });
  const view = await cartView(database, cart, await loadLines(database, cart.id), { userId });
  return c.json({ ...view, is_valid: !message, message: message || 'Payment mode selected' });
});

cartPaymentRoutes.get('/v1.0/payment/validate', async (c) => {
  const qs = query(c, validatePaymentQuery);
  const owner = await shopperOrGuest(c, { buyNow: qs.buy_now });
  const userId = 'userId' in owner ? owner.userId : undefined;
  const { pricing, couponRow } = await pricedCart(c, userId, { id: qs.id, buyNow: qs.buy_now });
  const coupon = pricing.coupon;
  // A coupon kept for some payment modes is refused for the others.
  const refusal = qs.payment_mode
    ? couponModeRefusal(couponRow, coupon?.applicable ?? false, qs.payment_mode.toUpperCase())
    : undefined;
  const message = refusal ?? (coupon ? PAYMENT_MESSAGES.couponValid : PAYMENT_MESSAGES.noCoupon);
  return c.json({
    success: true,
    message,
    coupon_validity: {
      valid: !refusal && (coupon ? coupon.applicable : true),
      code: coupon?.code ?? null,
      title: couponRow?.title ?? coupon?.code ?? '',
      discount: refusal ? 0 : (pricing.raw.coupon ?? 0) / 100,
      display_message_en: message,
      next_validation_required: false,
    },
  });
});
